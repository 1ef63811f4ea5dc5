import Foundation
import Testing
import WeatherCore

/// Numbers and dates from outside are checked where they enter: impossible values become
/// missing, a snapshot made mostly of them is refused, and no conversion can trap.
@Suite("Range checks")
struct RangeCheckTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func sample() -> Snapshot {
        var snapshot = SampleSnapshots.snapshot(for: SampleSnapshots.berlin, fetched: now, expires: now + 600)
        snapshot.hourly = (0..<12).map {
            HourWeather(date: now + Double($0) * 3600, temperature: 15, condition: .clear, precipitationChance: 0.1, isDaylight: true)
        }
        snapshot.daily = (0..<10).map {
            DayWeather(
                date: now + Double($0) * 86_400, lowTemperature: 10, highTemperature: 20, condition: .clear,
                precipitationChance: 0.2, sunrise: now, sunset: now + 3600, uvIndexMax: 4)
        }
        return snapshot
    }

    @Test func plausibleSnapshotPassesUnchanged() throws {
        let snapshot = sample()
        #expect(try snapshot.rangeChecked() == snapshot)
    }

    @Test func impossibleValuesBecomeMissing() throws {
        var snapshot = sample()
        snapshot.current.temperature = 1e20
        snapshot.current.humidity = 1.7
        snapshot.current.pressure = -4
        snapshot.current.windDirection = .infinity
        snapshot.current.uvIndex = 9_000
        snapshot.hourly[3].temperature = -1e300
        snapshot.daily[2].highTemperature = .nan
        snapshot.daily[4].sunrise = Date(timeIntervalSince1970: 1e300)
        let checked = try snapshot.rangeChecked()
        #expect(checked.current.temperature == nil)
        #expect(checked.current.humidity == nil)
        #expect(checked.current.pressure == nil)
        #expect(checked.current.windDirection == nil)
        #expect(checked.current.uvIndex == nil)
        #expect(checked.current.apparentTemperature == 19, "plausible neighbours are kept")
        #expect(checked.hourly[3].temperature == nil)
        #expect(checked.daily[2].highTemperature == nil)
        #expect(checked.daily[2].lowTemperature == 10)
        #expect(checked.daily[4].sunrise == nil)
    }

    @Test func impossibleAmountsAndMinuteRatesBecomeMissing() throws {
        var snapshot = sample()
        snapshot.hourly[0].precipitationAmount = 900
        snapshot.hourly[1].precipitationAmount = 12.5
        snapshot.hourly[2].snowfallAmount = -3
        snapshot.hourly[4].apparentTemperature = 1e20
        snapshot.daily[0].precipitationAmount = 1e9
        snapshot.daily[1].precipitationAmount = 1825
        snapshot.daily[2].snowfallAmount = .infinity
        snapshot.daily[3].windSpeedMax = 1000
        snapshot.daily[4].precipitationHours = 30
        snapshot.daily[5].precipitationHours = 25
        snapshot.nextHour = NextHourForecast(source: "Test", isEstimated: false, minutes: [
            MinuteWeather(date: now, precipitationIntensity: 1e6, precipitationChance: 0.5),
            MinuteWeather(date: now + 60, precipitationIntensity: 2.5, precipitationChance: 7),
            MinuteWeather(date: Date(timeIntervalSince1970: 1e300), precipitationIntensity: 1),
        ], expirationDate: Date(timeIntervalSince1970: 1e300))
        let checked = try snapshot.rangeChecked()
        #expect(checked.hourly[0].precipitationAmount == nil)
        #expect(checked.hourly[1].precipitationAmount == 12.5)
        #expect(checked.hourly[2].snowfallAmount == nil)
        #expect(checked.hourly[4].apparentTemperature == nil)
        #expect(checked.daily[0].precipitationAmount == nil)
        #expect(checked.daily[1].precipitationAmount == 1825, "Réunion's record day is real")
        #expect(checked.daily[2].snowfallAmount == nil)
        #expect(checked.daily[3].windSpeedMax == nil)
        #expect(checked.daily[4].precipitationHours == nil)
        #expect(checked.daily[5].precipitationHours == 25, "the day clocks go back")
        let minutes = try #require(checked.nextHour?.minutes)
        #expect(minutes.count == 2, "a step in the year 10^292 is dropped")
        #expect(minutes[0].precipitationIntensity == nil)
        #expect(minutes[0].precipitationChance == 0.5)
        #expect(minutes[1].precipitationIntensity == 2.5)
        #expect(minutes[1].precipitationChance == nil)
        #expect(checked.nextHour?.expirationDate == nil)
    }

    @Test func aMinuteForecastWithoutARealStepIsNone() throws {
        var snapshot = sample()
        snapshot.nextHour = NextHourForecast(source: "Test", isEstimated: false, minutes: [
            MinuteWeather(date: Date(timeIntervalSince1970: -1e12), precipitationIntensity: 0),
        ])
        #expect(try snapshot.rangeChecked().nextHour == nil)
        let hostile = NextHourForecast(source: "Test", isEstimated: false, minutes: (0..<10).map {
            MinuteWeather(date: now + Double($0) * 300, precipitationIntensity: 1e30)
        })
        #expect(hostile.rangeChecked(fetchDate: now) == nil, "a nowcast made of impossible rates is refused")
        let plausible = NextHourForecast(source: "Test", isEstimated: false, minutes: [
            MinuteWeather(date: now, precipitationIntensity: 0.4)], expirationDate: now + 300)
        #expect(plausible.rangeChecked(fetchDate: now) == plausible)
    }

    @Test func recordBreakingButRealValuesAreKept() throws {
        var snapshot = sample()
        snapshot.current.temperature = -89.2
        snapshot.current.windGust = 408
        snapshot.current.pressure = 870
        snapshot.daily[0].highTemperature = 56.7
        let checked = try snapshot.rangeChecked()
        #expect(checked.current.temperature == -89.2)
        #expect(checked.current.windGust == 408)
        #expect(checked.current.pressure == 870)
        #expect(checked.daily[0].highTemperature == 56.7)
    }

    @Test func aDaysStrongestGustIsCheckedLikeAnyWind() throws {
        var snapshot = sample()
        snapshot.daily[1].windGustMax = 72
        snapshot.daily[2].windGustMax = -5
        snapshot.daily[3].windGustMax = 1e9
        let checked = try snapshot.rangeChecked()
        #expect(checked.daily[1].windGustMax == 72)
        #expect(checked.daily[2].windGustMax == nil)
        #expect(checked.daily[3].windGustMax == nil)
    }

    /// An hour's wind is held to the same limits as the current wind.
    @Test func anHoursImpossibleWindBecomesMissing() throws {
        var snapshot = sample()
        snapshot.hourly[0].windSpeed = 24
        snapshot.hourly[0].windDirection = 225
        snapshot.hourly[0].windGust = 408
        snapshot.hourly[1].windSpeed = -3
        snapshot.hourly[2].windDirection = 1e9
        snapshot.hourly[3].windGust = .infinity
        snapshot.hourly[4].windSpeed = .nan
        let checked = try snapshot.rangeChecked()
        #expect(checked.hourly[0].windSpeed == 24 && checked.hourly[0].windDirection == 225 && checked.hourly[0].windGust == 408)
        #expect(checked.hourly[1].windSpeed == nil)
        #expect(checked.hourly[2].windDirection == nil)
        #expect(checked.hourly[3].windGust == nil)
        #expect(checked.hourly[4].windSpeed == nil)
        #expect(checked.hourly[1].temperature == 15, "the hour's other values are kept")
    }

    @Test func aSnapshotFullOfImpossibleValuesIsRefused() {
        var snapshot = sample()
        snapshot.current.temperature = 1e20
        snapshot.current.apparentTemperature = 1e20
        snapshot.current.windSpeed = 1e20
        for index in snapshot.hourly.indices { snapshot.hourly[index].temperature = 1e20 }
        for index in snapshot.daily.indices {
            snapshot.daily[index].lowTemperature = 1e20
            snapshot.daily[index].highTemperature = 1e20
        }
        #expect(throws: ImplausibleSnapshotError.self) { try snapshot.rangeChecked() }
    }

    @Test func impossibleDatesDropTheirHourOrDayOrRefuseTheSnapshot() throws {
        var snapshot = sample()
        snapshot.hourly[5].date = Date(timeIntervalSince1970: -1e15)
        snapshot.daily[9].date = Date(timeIntervalSince1970: 1e20)
        let checked = try snapshot.rangeChecked()
        #expect(checked.hourly.count == 11)
        #expect(checked.daily.count == 9)

        var impossibleNow = sample()
        impossibleNow.current.date = Date(timeIntervalSince1970: 1e300)
        #expect(throws: ImplausibleSnapshotError.self) { try impossibleNow.rangeChecked() }
    }

    @Test func expiryIsNeverMoreThanADayAhead() throws {
        var snapshot = sample()
        snapshot.metadata.expirationDate = now + 400 * 86_400
        #expect(try snapshot.rangeChecked().metadata.expirationDate == now + PhysicalLimits.longestExpiry)
        snapshot.metadata.expirationDate = Date(timeIntervalSince1970: 1e300)
        #expect(throws: ImplausibleSnapshotError.self) { try snapshot.rangeChecked() }
    }

    @Test func alertDatesThatCannotBeRealAreForgotten() {
        let alert = WeatherAlert(
            id: "a", severity: .severe, summary: "Gale", region: nil, detailsURL: URL(fileURLWithPath: "/a"),
            source: "Test", effectiveDate: now, onsetDate: Date(timeIntervalSince1970: -1e12),
            expirationDate: Date(timeIntervalSince1970: 1e300))
        let checked = alert.rangeChecked()
        #expect(checked.effectiveDate == now)
        #expect(checked.onsetDate == nil)
        #expect(checked.expirationDate == nil)
    }

    @Test(arguments: [1e20, -1e300, .infinity, -.infinity, .nan, Double.greatestFiniteMagnitude])
    func displayRoundingNeverTraps(value: Double) {
        let rounded = displayRounded(value)
        #expect(abs(rounded) <= 1_000_000)
    }

    @Test func displayRoundingRoundsHalfAwayFromZeroWithoutMinusZero() {
        #expect(displayRounded(2.5) == 3)
        #expect(displayRounded(-2.5) == -3)
        #expect(displayRounded(-0.4) == 0)
    }

    @Test func cacheFileWithImpossibleValuesIsReadWithThemMissing() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-range-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ForecastCache(directory: directory)
        await cache.store(sample(), provider: "test")
        let file = directory.appendingPathComponent("test/\(SampleSnapshots.berlin.coordinateKey).json")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"temperature\":20", with: "\"temperature\":1e300")
        try Data(text.utf8).write(to: file)
        let reread = await ForecastCache(directory: directory).snapshot(provider: "test", place: SampleSnapshots.berlin)
        #expect(reread != nil)
        #expect(reread?.current.temperature == nil)
        #expect(reread?.current.apparentTemperature == 19)
    }

    @Test func cacheFileFullOfImpossibleValuesIsAMiss() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-range-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        await ForecastCache(directory: directory).store(sample(), provider: "test")
        let file = directory.appendingPathComponent("test/\(SampleSnapshots.berlin.coordinateKey).json")
        var text = try String(contentsOf: file, encoding: .utf8)
        for key in ["temperature", "apparentTemperature", "lowTemperature", "highTemperature"] {
            text = text.replacingOccurrences(of: "\"\(key)\":", with: "\"\(key)\":1e300,\"ignored\":")
        }
        try Data(text.utf8).write(to: file)
        #expect(await ForecastCache(directory: directory).snapshot(provider: "test", place: SampleSnapshots.berlin) == nil)
    }
}
