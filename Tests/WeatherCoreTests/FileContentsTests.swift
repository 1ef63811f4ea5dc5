import Foundation
import Testing
import WeatherCore

@Suite struct FileContentsTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("file-contents-\(UUID().uuidString)")

    @Test func readsWhatDataReads() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for size in [0, 1, 4095, 4096, 4097, 300_000] {
            let file = directory.appendingPathComponent("\(size).json")
            let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            try bytes.write(to: file)
            #expect(try FileContents.read(file) == bytes, "\(size) bytes")
        }
    }

    /// Files whose size the system does not know beforehand (/proc) are read to their end.
    @Test func readsFilesOfUnknownSize() throws {
        let status = try FileContents.read(path: "/proc/self/status")
        #expect(String(decoding: status, as: UTF8.self).contains("VmRSS:"))
    }

    @Test func aMissingFileIsNotAnUnreadableOne() throws {
        #expect(throws: FileReadError.missing) { try FileContents.read(directory.appendingPathComponent("none.json")) }
        #expect(throws: FileReadError.missing) { try FileContents.read(path: directory.path + "/no/such/dir/file") }
        #expect(throws: FileReadError.unreadable("Is a directory")) { try FileContents.read(path: "/tmp") }
    }
}
