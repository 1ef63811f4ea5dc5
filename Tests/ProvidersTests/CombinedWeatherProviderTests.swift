import Foundation
import Testing
@testable import Providers
import WeatherCore

@Suite("Combined forecast and alerts")
struct CombinedWeatherProviderTests {
    let now = providerTestDate("2026-08-21T12:00:00Z")
    let denver = Place(name: "Denver", latitude: 39.7392, longitude: -104.9903, timeZoneIdentifier: "America/Denver", countryCode: "US")
    let attribution = WeatherAttribution(serviceName: "Official", legalPageURL: URL(fileURLWithPath: "/official"))

    func combined(
        _ forecast: StubForecastProvider, _ sources: [StubAlertSource], clock: ProviderTestClock,
        directory: URL? = nil
    ) -> CombinedWeatherProvider {
        CombinedWeatherProvider(
            forecast: forecast, alertSources: sources,
            forecastParts: ForecastCache(directory: directory?.appendingPathComponent("forecast-parts")),
            alertReports: AlertReportStore(directory: directory), clock: clock.function)
    }

    @Test func mixedSeveritiesFromTwoSourcesRankTogetherAndDuplicatesShowOnce() async throws {
        let clock = ProviderTestClock(now)
        let start = now - 3600
        let end = now + 7200
        let forecast = StubForecastProvider { [now] place in
            StubForecastProvider.snapshot(
                for: place,
                alerts: [
                    testAlert("wk-1", .moderate, summary: "Heat Advisory", source: "WeatherKit", start: start, end: end),
                    testAlert("wk-2", .unknown, summary: "Special Statement", start: start, end: end),
                ],
                availability: .available, fetchDate: now, expiration: now + 3600)
        }
        let official = StubAlertSource { [now, attribution] _ in
            AlertReport(
                alerts: [
                    testAlert("nws-1", .moderate, summary: "heat advisory", source: "NWS", start: start + 60, end: end),
                    testAlert("nws-2", .extreme, summary: "Tornado Warning", start: start, end: end),
                    testAlert("nws-3", .minor, summary: "Frost Advisory", start: start, end: end),
                    testAlert("wk-2", .unknown, summary: "Special Statement", start: start, end: end),
                    testAlert("nws-old", .severe, summary: "Expired Warning", start: start, end: now - 1),
                ],
                attribution: attribution, fetchDate: now, expirationDate: now + 60)
        }
        let snapshot = try await combined(forecast, [official], clock: clock).snapshot(for: denver, previous: nil)
        #expect(snapshot.alerts.map(\.severity) == [.extreme, .moderate, .minor, .unknown])
        #expect(snapshot.alerts.map(\.summary) == ["Tornado Warning", "Heat Advisory", "Frost Advisory", "Special Statement"])
        #expect(snapshot.alerts[1].source == "WeatherKit", "the forecast provider's copy of a duplicate is kept")
        #expect(snapshot.attributions.map(\.serviceName) == ["Stub Weather", "Official"], "forecast first")
        #expect(snapshot.alertAvailability == .available)
        #expect(snapshot.metadata.expirationDate == now + 60, "the earliest part")
        #expect(snapshot.metadata.provider == "stub-forecast")
    }

    @Test func onlyExpiredPartsAreFetched() async throws {
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let official = StubAlertSource { [attribution] _ in
            AlertReport(alerts: [], attribution: attribution, fetchDate: clock.now, expirationDate: clock.now + 60)
        }
        let provider = combined(forecast, [official], clock: clock)
        let first = try await provider.snapshot(for: denver, previous: nil)
        #expect(first.metadata.expirationDate == now + 60)
        clock.advance(by: 61)
        let second = try await provider.snapshot(for: denver, previous: first)
        #expect(await forecast.calls.count == 1, "the forecast is still fresh")
        #expect(await official.calls.count == 2, "the alerts expired")
        #expect(second.metadata.expirationDate == now + 61 + 60)
    }

    @Test func anExplicitRefreshAsksTheForecastAgainAndAlertsOnlyWhenExpired() async throws {
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let official = StubAlertSource { [attribution] _ in
            AlertReport(alerts: [], attribution: attribution, fetchDate: clock.now, expirationDate: clock.now + 600)
        }
        let provider = combined(forecast, [official], clock: clock)
        let first = try await provider.snapshot(for: denver, previous: nil)
        clock.advance(by: 60)
        let refreshed = try await provider.refreshedSnapshot(for: denver, previous: first)
        #expect(await forecast.calls.count == 2, "refreshing is never a no-op, though the forecast was fresh")
        #expect(await official.calls.count == 1, "the alert source keeps its interval")
        #expect(refreshed.metadata.fetchDate == now, "the alerts on screen are still the first ones")
        let plain = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let uncovered = Place(name: "Nowhere", latitude: 0, longitude: 0, timeZoneIdentifier: "UTC")
        _ = try await combined(plain, [official], clock: clock).refreshedSnapshot(for: uncovered, previous: nil)
        #expect(await plain.calls.count == 1, "without alert sources the provider answers alone")
    }

    @Test func storedPartsSurviveARestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("combined-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let official = StubAlertSource { [attribution] _ in
            AlertReport(alerts: [testAlert("a", .severe)], attribution: attribution, fetchDate: clock.now, expirationDate: clock.now + 600)
        }
        _ = try await combined(forecast, [official], clock: clock, directory: directory).snapshot(for: denver, previous: nil)
        let restarted = try await combined(forecast, [official], clock: clock, directory: directory).snapshot(for: denver, previous: nil)
        #expect(await forecast.calls.count == 1)
        #expect(await official.calls.count == 1)
        #expect(restarted.alerts.map(\.id) == ["a"])
        let file = directory.appendingPathComponent("stub-alerts/\(denver.coordinateKey).json")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aFailingAlertSourceLeavesTheForecastAndSaysWhyOnce() async throws {
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let failing = StubAlertSource(displayName: "NWS alerts") { _ throws(WeatherServiceError) in
            throw .httpStatus(403, reason: "Forbidden")
        }
        let snapshot = try await combined(forecast, [failing], clock: clock).snapshot(for: denver, previous: nil)
        #expect(snapshot.current.temperature == 20)
        #expect(snapshot.sourceFailures.count == 1)
        let failure = try #require(snapshot.sourceFailures.first)
        #expect(failure.source == "NWS alerts")
        #expect(failure.message == "NWS alerts are unavailable: the service refused the request (HTTP 403).")
        #expect(snapshot.alerts.isEmpty)
        #expect(snapshot.attributions.map(\.serviceName) == ["Stub Weather"], "nothing of the failed source is shown")
        #expect(snapshot.metadata.expirationDate == now + CombinedWeatherProvider.failureRetryInterval)
    }

    @Test func aRateLimitedSourceSaysUntilWhenInThePlacesZone() async throws {
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        // 12:00 UTC is 06:00 in Denver; three days on is Monday the 24th there.
        let limited = StubAlertSource(displayName: "NWS alerts") { [now] _ throws(WeatherServiceError) in
            throw .rateLimited(until: now + 3 * 86_400 + 1800)
        }
        let snapshot = try await combined(forecast, [limited], clock: clock).snapshot(for: denver, previous: nil)
        #expect(snapshot.sourceFailures.map(\.message)
            == ["NWS alerts are unavailable: the service asked to wait until Mon 24 Aug 06:30 (America/Denver)."])
    }

    @Test func aFailedRenewalKeepsTheLastGoodAlerts() async throws {
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let flaky = StubAlertSource { [attribution] previous throws(WeatherServiceError) in
            if previous != nil { throw .offline("connection refused") }
            return AlertReport(
                alerts: [testAlert("kept", .severe, end: clock.now + 7200)], attribution: attribution,
                fetchDate: clock.now, expirationDate: clock.now + 60)
        }
        let provider = combined(forecast, [flaky], clock: clock)
        _ = try await provider.snapshot(for: denver, previous: nil)
        clock.advance(by: 120)
        let second = try await provider.snapshot(for: denver, previous: nil)
        #expect(second.alerts.map(\.id) == ["kept"])
        #expect(second.sourceFailures.map(\.message) == ["Stub alerts are unavailable: the service could not be reached (connection refused)."])
        #expect(second.sourceFailures.first?.lastReportDate == now, "the kept alerts say when they arrived")
    }

    /// "Updated" is when data arrived, not when the parts were put together: minutes of alert
    /// failures must not make a forecast fetched earlier look new.
    @Test func theFetchDateIsWhenTheDataArrived() async throws {
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let failing = StubAlertSource(displayName: "NWS alerts") { _ throws(WeatherServiceError) in
            throw .httpStatus(500, reason: nil)
        }
        let provider = combined(forecast, [failing], clock: clock)
        _ = try await provider.snapshot(for: denver, previous: nil)
        clock.advance(by: 600)
        let later = try await provider.snapshot(for: denver, previous: nil)
        #expect(later.metadata.fetchDate == now)
        #expect(later.sourceFailures.first?.lastReportDate == nil, "no alerts were ever read")
    }

    @Test func aFailingForecastFailsTheCall() async throws {
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { _ throws(WeatherServiceError) in throw .timedOut }
        let official = StubAlertSource { [attribution] _ in
            AlertReport(alerts: [], attribution: attribution, fetchDate: clock.now, expirationDate: clock.now + 60)
        }
        await #expect(throws: WeatherServiceError.timedOut) {
            try await combined(forecast, [official], clock: clock).snapshot(for: denver, previous: nil)
        }
    }

    @Test func aPlaceNoSourceCoversPassesStraightThrough() async throws {
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let official = StubAlertSource { _ throws(WeatherServiceError) in throw .cancelled }
        let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
        let snapshot = try await combined(forecast, [official], clock: clock).snapshot(for: berlin, previous: nil)
        #expect(snapshot.alertAvailability == .noSource, "no source is not the same as no alerts")
        #expect(await official.calls.count == 0)
        #expect(snapshot.sourceFailures.isEmpty)
    }
}
