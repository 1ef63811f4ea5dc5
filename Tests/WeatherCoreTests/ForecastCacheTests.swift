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

    /// Cache files written before days had `windGustMax` still decode, with the gust unknown.
    @Test func aDayCachedBeforeItsStrongestGustWasKeptDecodesWithoutIt() throws {
        var snapshot = SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: now, expires: now + 600)
        snapshot.daily = [DayWeather(
            date: now, lowTemperature: 5, highTemperature: 12, condition: .windy, precipitationChance: 0.2,
            sunrise: nil, sunset: nil, uvIndexMax: 1, windGustMax: 72)]
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(Snapshot.self, from: data).daily.first?.windGustMax == 72)

        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var days = try #require(object["daily"] as? [[String: Any]])
        days[0]["windGustMax"] = nil
        object["daily"] = days
        let older = try JSONSerialization.data(withJSONObject: object)
        let decoded = try JSONDecoder().decode(Snapshot.self, from: older)
        #expect(decoded.daily.first?.windGustMax == nil)
        #expect(decoded.daily.first?.highTemperature == 12)
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
