import Foundation
import Testing
import WeatherCore

/// The glance the cache writes beside each snapshot, which a frame printed once reads for the
/// places not on screen: what it keeps, and that it is never older than the snapshot.
@Suite("Forecast glances")
struct ForecastGlanceTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A cache that keeps glances, as the program's does.
    private func cache(in directory: URL) -> ForecastCache {
        ForecastCache.keepingGlances(at: CacheLocation(directory))
    }

    /// A snapshot with everything a glance drops: hours, past, a warning's text and shape.
    private func fullSnapshot(temperature: Double = 20) throws -> Snapshot {
        var snapshot = SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: now, expires: now + 600, temperature: temperature)
        snapshot.hourly = (0..<48).map { hour in
            HourWeather(date: now + Double(hour) * 3600, temperature: 10, apparentTemperature: 9, condition: .cloudy, precipitationChance: 0.1, isDaylight: true)
        }
        snapshot.pastHours = [HourWeather(date: now - 3600, temperature: 8, apparentTemperature: 7, condition: .rain, precipitationChance: 0.9, isDaylight: true)]
        snapshot.daily = [DayWeather(
            date: now, lowTemperature: 4, highTemperature: 14, condition: .cloudy, precipitationChance: 0.2,
            sunrise: nil, sunset: nil, uvIndexMax: 1)]
        let ring = (0..<5).map { index in
            GeoPoint(latitude: 52.5 + sin(Double(index)) * 0.2, longitude: 13.4 + cos(Double(index)) * 0.2)
        }
        snapshot.alerts = [WeatherAlert(
            id: "storm", severity: .severe, summary: "Storm warning", region: "Berlin",
            detailsURL: try #require(URL(string: "https://example.org/storm")), source: "DWD",
            onsetDate: now - 600, expirationDate: now + 7200, details: String(repeating: "Long text. ", count: 200),
            geometry: AlertGeometry(rings: [ring]))]
        snapshot.alertAvailability = .available
        return snapshot
    }

    @Test func aGlanceKeepsWhatOtherPlacesShowAndDropsTheRest() throws {
        let snapshot = try fullSnapshot()
        let glance = snapshot.glance
        #expect(glance.current == snapshot.current)
        #expect(glance.daily == snapshot.daily)
        #expect(glance.metadata == snapshot.metadata)
        #expect(glance.freshness(at: now + 60) == snapshot.freshness(at: now + 60))
        #expect(glance.freshness(at: now + 6000) == snapshot.freshness(at: now + 6000))
        #expect(glance.hourly.isEmpty && glance.pastHours.isEmpty && glance.attributions.isEmpty)
        let alert = try #require(glance.alerts.first)
        #expect(alert.summary == "Storm warning" && alert.severity == .severe)
        #expect(alert.onsetDate == now - 600 && alert.expirationDate == now + 7200)
        #expect(alert.details == nil && alert.geometry == nil)
        let sizes = try (JSONEncoder().encode(snapshot).count, JSONEncoder().encode(glance).count)
        #expect(sizes.1 * 5 < sizes.0, "the glance is a small part of the snapshot: \(sizes)")
    }

    @Test func storingWritesTheGlanceBesideTheSnapshotAndAFreshCacheReadsIt() async throws {
        let directory = temporaryDirectory()
        let snapshot = try fullSnapshot()
        await cache(in: directory).store(snapshot, provider: "test")
        let file = directory.appendingPathComponent("glances/test/52.5244,13.4105.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        let read = await cache(in: directory).glance(provider: "test", place: SampleSnapshots.berlin)
        #expect(read == snapshot.glance)
    }

    /// A build without glances (or the previous version, still running in another pane) may
    /// write the snapshot after the glance: the newer snapshot wins.
    @Test func aGlanceOlderThanItsSnapshotIsNotTrusted() async throws {
        let directory = temporaryDirectory()
        await cache(in: directory).store(try fullSnapshot(temperature: 20), provider: "test")
        let glanceFile = directory.appendingPathComponent("glances/test/52.5244,13.4105.json")
        // The glance's file an hour older than the snapshot a glance-less cache writes now.
        try FileManager.default.setAttributes([.modificationDate: Date() - 3600], ofItemAtPath: glanceFile.path)
        await ForecastCache(directory: directory).store(try fullSnapshot(temperature: 31), provider: "test")
        let read = await cache(in: directory).glance(provider: "test", place: SampleSnapshots.berlin)
        #expect(read?.current.temperature == 31)
        #expect(read == (try fullSnapshot(temperature: 31)).glance)
    }

    @Test func aMissingOrCorruptGlanceFallsBackToTheSnapshot() async throws {
        let directory = temporaryDirectory()
        let snapshot = try fullSnapshot()
        await ForecastCache(directory: directory).store(snapshot, provider: "test")
        #expect(await cache(in: directory).glance(provider: "test", place: SampleSnapshots.berlin) == snapshot.glance)

        let glanceFile = directory.appendingPathComponent("glances/test/52.5244,13.4105.json")
        try FileManager.default.createDirectory(at: glanceFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"place\": tru".utf8).write(to: glanceFile)
        #expect(await cache(in: directory).glance(provider: "test", place: SampleSnapshots.berlin) == snapshot.glance)
        #expect(await cache(in: directory).glance(provider: "test", place: SampleSnapshots.paris) == nil)
    }

    /// `--print`'s board: the selected place loads whole, the others only at a glance, and the
    /// others' load states stay idle (so nothing takes a glance for the place's whole data).
    @Test func theBoardGlancesAtThePlacesNotSelected() async throws {
        let directory = temporaryDirectory()
        let forecasts = cache(in: directory)
        var paris = try fullSnapshot()
        paris.place = SampleSnapshots.paris
        await forecasts.store(paris, provider: "test")
        await forecasts.store(try fullSnapshot(), provider: "test")
        let board = Board(
            provider: CountingProvider(), cache: cache(in: directory),
            saved: SavedPlaces(places: [SampleSnapshots.berlin, SampleSnapshots.paris], selectedIndex: 0))
        await board.loadCachedGlances()
        let state = await board.currentState
        #expect(state.glances[SampleSnapshots.paris.coordinateKey] == paris.glance)
        #expect(state.glances[SampleSnapshots.berlin.coordinateKey] == nil)
        #expect(state.state(of: SampleSnapshots.paris) == .idle)
        #expect(state.glance(of: SampleSnapshots.paris)?.alerts.first?.severity == .severe)
    }
}
