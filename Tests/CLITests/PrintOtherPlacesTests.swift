import Dashboard
import Foundation
import Testing
import TestSupport
import WeatherCore

/// `--print` shows the places it does not select as tabs, marked with their worst warning, and
/// in a big frame as rows too: from the cache as the program writes it, the tabs from its index
/// of warning marks, the rows from each place's glance.
@Suite struct PrintOtherPlacesTests {
    let home = IsolatedHome()

    /// Berlin (selected, no warning) and Oklahoma City (warnings of every severity), fresh in
    /// the cache.
    func warmHome() async throws {
        let now = Date()
        let demo = DemoData.boardState(now: now)
        let places = [DemoData.berlin, DemoData.oklahomaCity]
        try PlaceStore(fileURL: home.placesFile).update { $0 = SavedPlaces(places: places, selectedIndex: 0) }
        let cache = ForecastCache.keepingGlances(at: CacheLocation(home.cacheDirectory))
        for place in places {
            var snapshot = try #require(demo.state(of: place).snapshot)
            snapshot.metadata.expirationDate = now + 3600
            await cache.store(snapshot, provider: "open-meteo")
        }
    }

    @Test func theOtherPlaceIsMarkedInATabAndListedInABigFrame() async throws {
        try await warmHome()

        let small = try home.runWeatherboard(["--print", "--width", "80", "--height", "24"], server: nil)
        #expect(small.status == 0, "\(small.stderr)")
        let header = try #require(small.stdout.split(separator: "\n").first)
        #expect(header.contains("Oklahoma City ▲"), "\(header)")
        #expect(FileManager.default.fileExists(atPath: home.cacheDirectory.appendingPathComponent("glances/open-meteo.json").path))

        let big = try home.runWeatherboard(["--print", "--width", "200", "--height", "60"], server: nil)
        #expect(big.status == 0, "\(big.stderr)")
        #expect(big.stdout.contains("Other places"), "\(big.stdout)")
        let row = try #require(big.stdout.split(separator: "\n").first { $0.contains("Oklahoma City") && !$0.contains("Berlin") })
        #expect(row.contains("Tornado Warning"), "\(row)")
    }
}
