import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// DWD and ECCC inside `CombinedWeatherProvider`, as the dashboard uses them: no request before
/// the poll interval, and a failing source keeps its last warnings on screen, marked.
@Suite("DWD and ECCC polling")
struct NationalAlertPollingTests {
    let now = providerTestDate("2026-07-14T12:00:00Z")

    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var place: Place
        var sourceName: String
        var alertCount: Int
        var testDescription: String { sourceName }
        var makeSource: @Sendable (ServiceEndpoint, @escaping @Sendable () -> Date) -> any AlertSource
    }

    static let cases = [
        Case(
            fixture: "dwd-warnungen-munich.json",
            place: Place(name: "Munich", latitude: 48.1374, longitude: 11.5755, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE"),
            sourceName: "DWD warnings", alertCount: 2,
            // A German reader: one request per poll (DWDEnglishAlertTests polls for everyone else).
            makeSource: { AlertService.dwd.source(transport: CurlHTTPClient(clock: $1), endpoint: $0, languages: ["de-DE", "de"], clock: $1) }),
        Case(
            fixture: "eccc-alerts-toronto.json",
            place: Place(name: "Toronto", latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "America/Toronto", countryCode: "CA"),
            sourceName: "ECCC alerts", alertCount: 3,
            makeSource: { AlertService.eccc.source(transport: CurlHTTPClient(clock: $1), endpoint: $0, languages: ["en"], clock: $1) }),
    ]

    @Test(arguments: cases)
    func noRequestBeforeTheIntervalAndAFailureKeepsTheLastWarnings(_ testCase: Case) async throws {
        let body = try FixtureLoader.data(testCase.fixture)
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let provider = CombinedWeatherProvider(
            forecast: forecast, alertSources: [testCase.makeSource(testEndpoint(server), clock.function)],
            forecastParts: ForecastCache(directory: nil), alertReports: AlertReportStore(directory: nil), clock: clock.function)

        let first = try await provider.snapshot(for: testCase.place, previous: nil)
        #expect(first.alerts.count == testCase.alertCount)
        #expect(first.metadata.expirationDate == now + 300)
        clock.advance(by: 299)
        _ = try await provider.snapshot(for: testCase.place, previous: first)
        #expect(server.requestCount == 1, "no request before five minutes")

        server.setHandler { _ in .json(500, #"{"error":"Internal Server Error"}"#) }
        clock.advance(by: 1)
        let failed = try await provider.snapshot(for: testCase.place, previous: first)
        #expect(server.requestCount == 2)
        #expect(failed.alerts.map(\.id) == first.alerts.map(\.id), "the last warnings stay")
        #expect(failed.sourceFailures.map(\.source) == [testCase.sourceName])
        #expect(failed.sourceFailures.first?.lastReportDate == now, "marked with the time they arrived")
        #expect(failed.sourceFailures.first?.message.contains("HTTP 500") == true, "\(failed.sourceFailures)")
    }
}
