import Foundation
import Glibc
import Testing
import WeatherCore

@Suite("Atomic file replacement")
struct AtomicFileTests {
    let directory = temporaryDirectory()
    var file: URL { directory.appendingPathComponent("places.json") }

    func names() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    }

    /// A leftover file as a killed writer leaves it, `age` seconds old.
    func leftover(_ name: String, age: TimeInterval) throws {
        let url = directory.appendingPathComponent(name)
        try Data("half a fi".utf8).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: Date() - age], ofItemAtPath: url.path)
    }

    @Test func writesOnlyTheFileAndLeavesNoTemporaryFile() throws {
        try AtomicFile.write(Data("one".utf8), to: file, newFileMode: 0o600)
        try AtomicFile.write(Data("two".utf8), to: file, newFileMode: 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8) == "two")
        #expect(try names() == ["places.json"])
    }

    @Test func temporaryFilesOfDeadWritersAreRemovedAndLiveOnesKept() throws {
        let alive = getpid()
        // No process has this number: Linux process numbers stop at 2^22.
        let gone = Int32.max
        try leftover(".places.json.tmp-\(alive)-old", age: 120)
        try leftover(".places.json.tmp-\(gone)-new", age: 0)
        try leftover(".places.json.tmp-\(alive)-inprogress", age: 0)
        try leftover(".dat.nosyncA1b2.Xy7Qz0", age: 120)
        try leftover(".dat.nosyncC3d4.Pq8Rs1", age: 0)
        try leftover("notes.txt", age: 120)
        try AtomicFile.write(Data("[]".utf8), to: file, newFileMode: 0o600)
        #expect(try names() == [
            "places.json", ".places.json.tmp-\(alive)-inprogress", ".dat.nosyncC3d4.Pq8Rs1", "notes.txt",
        ])
    }

    @Test func aFailedReplacementKeepsTheOldFileAndCleansUp() throws {
        // A non-empty directory where the file should go: rename fails, for root too.
        let blocked = directory.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect {
            try AtomicFile.write(Data("new".utf8), to: blocked, newFileMode: 0o600)
        } throws: { error in
            (error as? AtomicFileError)?.reason.hasPrefix("could not replace \(blocked.path): ") == true
        }
        #expect(try names() == ["blocked"])
    }

    @Test func cacheFilesAreWrittenTheSameWay() async throws {
        // The cache keeps one directory per provider; a leftover there goes on the next store.
        let providerDirectory = directory.appendingPathComponent("test")
        try FileManager.default.createDirectory(at: providerDirectory, withIntermediateDirectories: true)
        let litter = providerDirectory.appendingPathComponent(".dat.nosyncE5f6.Tu9Vw2")
        try Data("half a fi".utf8).write(to: litter)
        try FileManager.default.setAttributes([.modificationDate: Date() - 120], ofItemAtPath: litter.path)
        let snapshot = SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: Date(), expires: Date() + 600)
        await ForecastCache(directory: directory).store(snapshot, provider: "test")
        #expect(try FileManager.default.contentsOfDirectory(atPath: providerDirectory.path) == ["52.5244,13.4105.json"])
    }
}
