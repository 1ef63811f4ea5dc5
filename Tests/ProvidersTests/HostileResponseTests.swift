import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// Answers no weather service should send, through the real client where the HTTP path is the
/// subject: each must end in a typed error or in values shown as missing, never a trap.
@Suite("Hostile responses")
struct HostileResponseTests {
    let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
    let fetchDate = Date(timeIntervalSince1970: 1_787_311_000)

    func decode(_ body: Data) throws(WeatherServiceError) -> Snapshot {
        try OpenMeteoProvider.decodeSnapshot(from: body, place: berlin, fetchDate: fetchDate)
    }

    func failure(_ body: Data) -> WeatherServiceError? {
        do {
            _ = try decode(body)
            return nil
        } catch {
            return error
        }
    }

    @Test func oneImpossibleTemperatureIsShownAsMissing() throws {
        let body = try HostileForecast.openMeteo(
            try FixtureLoader.data("open-meteo-forecast-berlin.json"), replacingMeasurementsIn: ["current"],
            onlyKeys: ["temperature_2m"], with: 1e20)
        let snapshot = try decode(body)
        #expect(snapshot.current.temperature == nil)
        #expect(snapshot.current.apparentTemperature == 24.9)
        #expect(snapshot.hourly.count == Snapshot.hourCount)
    }

    @Test(arguments: [1e20, -1e300, 1.7976931348623157e308])
    func aForecastFullOfImpossibleNumbersIsUndecodable(value: Double) throws {
        let body = try HostileForecast.openMeteo(try FixtureLoader.data("open-meteo-forecast-berlin.json"), with: value)
        guard case .undecodable(let text)? = failure(body) else {
            Issue.record("expected .undecodable, got \(String(describing: failure(body)))")
            return
        }
        #expect(text.contains("physical range"))
    }

    @Test(arguments: [
        "123456789012345678901234567890",
        "\"123456789012345678901234567890-08-21T13:15\"",
        "\"2026-08-21T123456789012345678901234567890:15\"",
        "1e300",
        "-1e300",
    ])
    func anOverlongTimestampIsRefusedWithoutOverflow(rawTime: String) throws {
        let body = try HostileForecast.openMeteo(try FixtureLoader.data("open-meteo-forecast-berlin.json"), currentTime: rawTime)
        guard case .undecodable(let text)? = failure(body) else {
            Issue.record("expected .undecodable for \(rawTime)")
            return
        }
        #expect(text.contains("time"))
    }

    @Test func aNotModifiedToAnUnconditionalRequestIsAnError() async throws {
        let server = try LocalHTTPServer { _ in .status(304) }
        defer { server.stop() }
        let error = await HTTPClientTests.failure(of: CurlHTTPClient(), HTTPRequest(url: server.baseURL, timeout: 5))
        guard case .httpStatus(304, _)? = error else {
            Issue.record("expected HTTP 304 as an error, got \(String(describing: error))")
            return
        }
    }

    @Test func aNotModifiedToAConditionalRequestIsAnAnswer() async throws {
        let server = try LocalHTTPServer { _ in .status(304) }
        defer { server.stop() }
        let response = try await CurlHTTPClient().send(
            HTTPRequest(url: server.baseURL, validators: HTTPValidators(entityTag: "\"v1\""), timeout: 5))
        #expect(response.isNotModified)
    }

    /// Open-Meteo sends no validators, so its requests are never conditional: a 304 must not
    /// renew the stale snapshot the caller holds.
    @Test func openMeteoDoesNotRenewStaleDataOnAnUnaskedNotModified() async throws {
        let stale = try decode(try FixtureLoader.data("open-meteo-forecast-berlin.json"))
        #expect(stale.metadata.validators.isEmpty)
        let server = try LocalHTTPServer { _ in .status(304) }
        defer { server.stop() }
        let endpoint = ServiceEndpoint(baseURL: server.baseURL, isOverridden: true)
        let provider = OpenMeteoProvider(transport: CurlHTTPClient(), forecastEndpoint: endpoint, geocodingEndpoint: endpoint)
        do {
            let renewed = try await provider.snapshot(for: berlin, previous: stale)
            Issue.record("a 304 renewed stale data until \(renewed.metadata.expirationDate)")
        } catch {
            guard case .httpStatus(304, _) = error else {
                Issue.record("expected HTTP 304 as an error, got \(error)")
                return
            }
        }
        #expect(server.requests.first?.header("if-none-match") == nil)
    }

    @Test func alertReportWithImpossibleDatesKeepsTheAlertWithoutThem() throws {
        let alert = WeatherAlert(
            id: "x", severity: .severe, summary: "Gale", region: nil,
            detailsURL: URL(fileURLWithPath: "/x"), source: "Test", expirationDate: Date(timeIntervalSince1970: 1e300))
        let attribution = WeatherAttribution(serviceName: "Test", legalPageURL: URL(fileURLWithPath: "/legal"))
        let response = HTTPResponse(statusCode: 200, body: Data("{}".utf8), receivedAt: fetchDate)
        let report = try AlertReport.from(
            response, previous: nil, source: "Test alerts", attribution: attribution, now: fetchDate,
            expiration: fetchDate + 400 * 86_400, alerts: { _ in [alert] })
        #expect(report.alerts.first?.expirationDate == nil)
        #expect(report.expirationDate == fetchDate + PhysicalLimits.longestExpiry)
    }
}
