import Foundation
import Testing
import WeatherCore

/// A cache that cannot be written (a full disk; here a regular file where its directory should
/// be, since the tests run as root and permissions do not stop root) keeps its files in the spare
/// root, so the next process reads them instead of asking the network, and says so once.
@Suite("Cache spare")
struct CacheSpareTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A cache root that is a regular file, and a spare beside it.
    func blockedLocation(spare: Bool = true) throws -> (location: CacheLocation, root: URL, spareRoot: URL) {
        let base = temporaryDirectory()
        let root = base.appendingPathComponent("cache/weatherboard")
        try FileManager.default.createDirectory(at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a directory".utf8).write(to: root)
        let spareRoot = base.appendingPathComponent("run/weatherboard/cache")
        return (CacheLocation(root: root, spareRoot: spare ? spareRoot : nil), root, spareRoot)
    }

    func snapshot(fetched: Date) -> Snapshot {
        SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: fetched, expires: fetched + 600)
    }

    @Test func aWriteTheCacheRefusesGoesToTheSpareAndTheNextProcessReadsIt() async throws {
        let (location, root, spareRoot) = try blockedLocation()
        let stored = snapshot(fetched: now)
        await ForecastCache(location: location).store(stored, provider: "test")
        // A new cache is what the next `--oneline` has: nothing in memory.
        let reread = await ForecastCache(location: location).snapshot(provider: "test", place: SampleSnapshots.berlin)
        #expect(reread == stored)
        #expect(FileManager.default.fileExists(atPath: spareRoot.appendingPathComponent("test/52.5244,13.4105.json").path))

        let problem = try #require(location.writeLog.takeUnsaid())
        #expect(problem.cacheDirectory == root.path)
        #expect(problem.spareDirectory == spareRoot.path)
        #expect(problem.reason.contains("not a directory"), "\(problem.reason)")
        #expect(location.writeLog.takeUnsaid() == nil, "said once")
        let sentence = problem.sentence(in: .english)
        #expect(sentence.hasPrefix("The cache in \(root.path) cannot be written ("))
        #expect(sentence.hasSuffix("until it can, it is kept in \(spareRoot.path)."))
    }

    @Test func withNoSpareTheSentenceSaysEachRunAsksAgain() async throws {
        let (location, root, _) = try blockedLocation(spare: false)
        await ForecastCache(location: location).store(snapshot(fetched: now), provider: "test")
        #expect(await ForecastCache(location: location).snapshot(provider: "test", place: SampleSnapshots.berlin) == nil)
        let problem = try #require(location.writeLog.takeUnsaid())
        #expect(problem.spareDirectory == nil)
        #expect(problem.sentence(in: .english) == "The cache in \(root.path) cannot be written (\(problem.reason)); until it can, each run asks the network again.")
    }

    @Test func aSpareThatFailsTooIsNotNamed() async throws {
        let (_, root, spareRoot) = try blockedLocation()
        try FileManager.default.createDirectory(at: spareRoot.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("also not a directory".utf8).write(to: spareRoot)
        let location = CacheLocation(root: root, spareRoot: spareRoot)
        await ForecastCache(location: location).store(snapshot(fetched: now), provider: "test")
        #expect(location.writeLog.takeUnsaid()?.spareDirectory == nil)
    }

    @Test func onceTheCacheTakesFilesAgainTheSpareCopyGoes() async throws {
        let (location, root, spareRoot) = try blockedLocation()
        await ForecastCache(location: location).store(snapshot(fetched: now), provider: "test")
        let spareFile = spareRoot.appendingPathComponent("test/52.5244,13.4105.json")
        #expect(FileManager.default.fileExists(atPath: spareFile.path))

        try FileManager.default.removeItem(at: root)
        let later = snapshot(fetched: now + 300)
        await ForecastCache(location: location).store(later, provider: "test")
        #expect(!FileManager.default.fileExists(atPath: spareFile.path))
        #expect(await ForecastCache(location: location).snapshot(provider: "test", place: SampleSnapshots.berlin) == later)
    }

    /// The cache's own copy is read when it is the newer: a spare left from a full disk that was
    /// freed by another process must not bring old data back.
    @Test func theNewerCopyWins() async throws {
        let base = temporaryDirectory()
        let location = CacheLocation(root: base.appendingPathComponent("cache"), spareRoot: base.appendingPathComponent("spare"))
        let older = snapshot(fetched: now), newer = snapshot(fetched: now + 300)
        await ForecastCache(location: CacheLocation(base.appendingPathComponent("spare"))).store(older, provider: "test")
        await ForecastCache(location: CacheLocation(base.appendingPathComponent("cache"))).store(newer, provider: "test")
        let spareFile = base.appendingPathComponent("spare/test/52.5244,13.4105.json")
        let cacheFile = base.appendingPathComponent("cache/test/52.5244,13.4105.json")
        try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: spareFile.path)
        try FileManager.default.setAttributes([.modificationDate: now + 300], ofItemAtPath: cacheFile.path)
        #expect(await ForecastCache(location: location).snapshot(provider: "test", place: SampleSnapshots.berlin) == newer)

        try FileManager.default.setAttributes([.modificationDate: now + 600], ofItemAtPath: spareFile.path)
        #expect(await ForecastCache(location: location).snapshot(provider: "test", place: SampleSnapshots.berlin) == older)
    }

    /// Every store under one root reports to one log, so one sentence covers them all.
    @Test func subdirectoriesShareTheRootsLogAndSpare() throws {
        let (location, root, spareRoot) = try blockedLocation()
        let parts = location.appending("forecast-parts")
        #expect(parts.directory == root.appendingPathComponent("forecast-parts", isDirectory: true))
        #expect(parts.spareDirectory == spareRoot.appendingPathComponent("forecast-parts", isDirectory: true))
        #expect(parts.writeLog === location.writeLog)
        #expect(parts.root == root)
    }

    @Test func theSpareIsInTheRuntimeDirectoryWhenThereIsOne() {
        let standard = CacheLocation.standard(environment: ["HOME": "/home/ann", "XDG_RUNTIME_DIR": "/run/user/1000"])
        #expect(standard.directory.path == "/home/ann/.cache/weatherboard")
        #expect(standard.spareDirectory?.path == "/run/user/1000/weatherboard/cache")
        #expect(CacheLocation.standard(environment: ["HOME": "/home/ann"]).spareDirectory == nil)
        #expect(CacheLocation.standard(environment: ["HOME": "/home/ann", "XDG_RUNTIME_DIR": "run"]).spareDirectory == nil)
    }
}
