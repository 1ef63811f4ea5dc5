import Foundation
import Testing
import WeatherCore

@Suite("Forecast cache")
struct ForecastCacheTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func storedSnapshotSurvivesANewCacheOnTheSameDirectory() async {
        let directory = temporaryDirectory()
        let snapshot = SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: now, expires: now + 600)
        await ForecastCache(directory: directory).store(snapshot, provider: "test")
        let reread = await ForecastCache(directory: directory).snapshot(provider: "test", place: SampleSnapshots.berlin)
        #expect(reread == snapshot)
        #expect(reread?.metadata.isExpired(at: now + 10) == false)
        #expect(reread?.metadata.isExpired(at: now + 600) == true)
    }

    @Test func keysRoundCoordinatesToFourDecimals() async {
        let directory = temporaryDirectory()
        let snapshot = SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: now, expires: now + 600)
        await ForecastCache(directory: directory).store(snapshot, provider: "test")
        var nearby = SampleSnapshots.berlin
        nearby.latitude += 0.00001
        #expect(await ForecastCache(directory: directory).snapshot(provider: "test", place: nearby) != nil)
        #expect(await ForecastCache(directory: directory).snapshot(provider: "other", place: nearby) == nil)
        let file = directory.appendingPathComponent("test/52.5244,13.4105.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func corruptEntryIsAMiss() async throws {
        let directory = temporaryDirectory()
        let file = directory.appendingPathComponent("test/52.5244,13.4105.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"place\": tru".utf8).write(to: file)
        #expect(await ForecastCache(directory: directory).snapshot(provider: "test", place: SampleSnapshots.berlin) == nil)
    }

    @Test func unwritableDirectoryKeepsTheMemoryCopy() async {
        let cache = ForecastCache(directory: URL(fileURLWithPath: "/proc/weatherboard-cannot-write-here"))
        let snapshot = SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: now, expires: now + 600)
        await cache.store(snapshot, provider: "test")
        #expect(await cache.snapshot(provider: "test", place: SampleSnapshots.berlin) == snapshot)
    }
}
