import Foundation
import Glibc
import Testing
@testable import WeatherCore

/// `ResidentFilePages` against real mappings of a file of this test's own: what is released
/// leaves the process's resident memory and reads back the same, and a mapping holding bytes
/// of its own (written, or written and then made read-only, as the loader does with relocated
/// constants) is never touched.
@Suite(.serialized) struct ResidentFilePagesTests {
    static let pageCount = 64

    /// A file of `pageCount` pages, each filled with its own number.
    final class MappedFile {
        let path: String
        let length: Int
        let address: UnsafeMutableRawPointer

        init(protection: Int32) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("resident-pages-\(UUID().uuidString)").path
            let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
            length = ResidentFilePagesTests.pageCount * pageSize
            var contents = Data()
            for page in 0..<ResidentFilePagesTests.pageCount { contents.append(Data(repeating: UInt8(page), count: pageSize)) }
            try contents.write(to: URL(fileURLWithPath: path))
            let descriptor = open(path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let mapped = mmap(nil, length, protection, MAP_PRIVATE, descriptor, 0)
            address = try #require(mapped == MAP_FAILED ? nil : mapped)
        }

        deinit {
            munmap(address, length)
            unlink(path)
        }

        /// Reads every page, which makes each resident; returns their bytes' sum.
        func readAll() -> Int {
            let pageSize = length / ResidentFilePagesTests.pageCount
            return (0..<ResidentFilePagesTests.pageCount).reduce(0) { $0 + Int(address.load(fromByteOffset: $1 * pageSize, as: UInt8.self)) }
        }

        var mapping: ResidentFilePages.Mapping? {
            ResidentFilePages.mappings().first { $0.path == path }
        }
    }

    static let expectedSum = (0..<pageCount).reduce(0, +)

    @Test func aReadOnlyMappingIsGivenBackAndReadsTheSameAfter() throws {
        let file = try MappedFile(protection: PROT_READ)
        #expect(file.readAll() == Self.expectedSum)
        let before = try #require(file.mapping)
        #expect(before.residentKilobytes > 0)

        let released = ResidentFilePages.release { $0 == file.path }
        #expect(released == before.residentKilobytes)
        #expect(file.mapping?.residentKilobytes == 0)
        #expect(file.readAll() == Self.expectedSum, "a released page is mapped again from the file")
    }

    @Test func onlyTheFilesAskedForAreGivenBack() throws {
        let asked = try MappedFile(protection: PROT_READ)
        let other = try MappedFile(protection: PROT_READ)
        _ = asked.readAll() + other.readAll()
        let otherBefore = try #require(other.mapping).residentKilobytes

        ResidentFilePages.release { $0 == asked.path }
        #expect(asked.mapping?.residentKilobytes == 0)
        #expect(other.mapping?.residentKilobytes == otherBefore)
    }

    @Test func aWritableMappingIsLeftAlone() throws {
        let file = try MappedFile(protection: PROT_READ | PROT_WRITE)
        file.address.storeBytes(of: 200, toByteOffset: 0, as: UInt8.self)
        _ = file.readAll()
        let before = try #require(file.mapping)

        #expect(ResidentFilePages.release { $0 == file.path } == 0)
        #expect(file.mapping?.residentKilobytes == before.residentKilobytes)
        #expect(file.address.load(fromByteOffset: 0, as: UInt8.self) == 200, "the written byte is kept")
    }

    /// The loader's case: constants written once (relocated), then made read-only.
    @Test func aReadOnlyMappingWithWrittenPagesIsLeftAlone() throws {
        let file = try MappedFile(protection: PROT_READ | PROT_WRITE)
        file.address.storeBytes(of: 200, toByteOffset: 0, as: UInt8.self)
        _ = file.readAll()
        #expect(mprotect(file.address, file.length, PROT_READ) == 0)
        let before = try #require(file.mapping)
        #expect(before.permissions == "r--p")
        #expect(before.anonymousKilobytes > 0)

        #expect(ResidentFilePages.release { $0 == file.path } == 0)
        #expect(file.address.load(fromByteOffset: 0, as: UInt8.self) == 200, "a page of its own would have been lost")
        #expect(file.mapping?.residentKilobytes == before.residentKilobytes)
    }

    @Test func theProgramsOwnCodeIsGivenBackAndRunsOn() throws {
        // This test binary's code and the libraries it runs on: resident, since they are running.
        #expect(ResidentFilePages.releaseProgramCode() > 0)
        // Still running: these very lines, a String and a Date, come from pages mapped again.
        #expect("\(Date(timeIntervalSince1970: 0).timeIntervalSince1970)" == "0.0")
        #expect(ResidentFilePages.mappings().contains { $0.path.contains(".so") })
    }

    /// The lines of `smaps` as the kernel writes them: the path after the aligning spaces,
    /// kept whole with its own spaces; keys that begin with a hexadecimal letter
    /// ("Anonymous:", "AnonHugePages:") are values, not mappings.
    @Test func smapsTextIsReadAsTheKernelWritesIt() {
        let text = """
            55a8babed000-55a8babef000 r--p 00000000 fe:00 254163                     /opt/my  tools/lib x.so.6
            Size:                  8 kB
            Rss:                   8 kB
            Anonymous:             4 kB
            AnonHugePages:         0 kB
            VmFlags: rd mr mw me
            7ffd1c9d4000-7ffd1c9f5000 rw-p 00000000 00:00 0                          [stack]
            Rss:                 132 kB
            Anonymous:           132 kB
            7f1e2a000000-7f1e2a021000 rw-p 00000000 00:00 0 
            Rss:                   0 kB

            """
        let mappings = Array(text.utf8).withUnsafeBufferPointer { ResidentFilePages.mappings(inSmaps: $0) }
        #expect(mappings.map(\.path) == ["/opt/my  tools/lib x.so.6", "[stack]", ""])
        #expect(mappings.map(\.permissions) == ["r--p", "rw-p", "rw-p"])
        #expect(mappings.map(\.residentKilobytes) == [8, 132, 0])
        #expect(mappings.map(\.anonymousKilobytes) == [4, 132, 0])
    }
}
