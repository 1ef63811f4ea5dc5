import Foundation
@testable import Providers
import TestSupport
import WeatherCore

/// A clock tests move by hand, shared with the code under test.
final class ProviderTestClock: @unchecked Sendable {
    // @unchecked: `current` is only touched while holding `lock`.
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) { current = start }

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(by seconds: TimeInterval) {
        lock.lock()
        current += seconds
        lock.unlock()
    }

    var function: @Sendable () -> Date { { self.now } }
}

/// "2019-08-28T18:00:00Z" as a date; traps on a typo in the test itself.
func providerTestDate(_ text: String) -> Date {
    guard let date = ISO8601Timestamp.parse(text) else { preconditionFailure("bad test date \(text)") }
    return date
}

/// The endpoint of a loopback test server, as a base URL override would give it.
func testEndpoint(_ server: LocalHTTPServer) -> ServiceEndpoint {
    ServiceEndpoint(baseURL: server.baseURL, isOverridden: true)
}

/// Counts calls, so tests can check that fresh parts are not fetched again.
actor CallCounter {
    private(set) var count = 0
    func increment() { count += 1 }
}

/// A forecast provider that answers from a closure, counting calls.
struct StubForecastProvider: ForecastProvider {
    var identifier = "stub-forecast"
    let calls = CallCounter()
    let answer: @Sendable (Place) throws(WeatherServiceError) -> Snapshot

    func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        await calls.increment()
        return try answer(place)
    }

    /// A minimal snapshot carrying `alerts`, expiring at `expiration`.
    static func snapshot(
        for place: Place, alerts: [WeatherAlert] = [], availability: AlertAvailability = .noSource,
        fetchDate: Date, expiration: Date, provider: String = "stub-forecast"
    ) -> Snapshot {
        Snapshot(
            place: place,
            current: CurrentWeather(
                date: fetchDate, temperature: 20, apparentTemperature: nil, condition: .clear, humidity: nil,
                windSpeed: nil, windDirection: nil, windGust: nil, uvIndex: nil, pressure: nil, visibility: nil,
                isDaylight: true),
            hourly: [], daily: [], alerts: alerts, alertAvailability: availability,
            attributions: [WeatherAttribution(serviceName: "Stub Weather", legalPageURL: URL(fileURLWithPath: "/stub"))],
            metadata: SnapshotMetadata(provider: provider, fetchDate: fetchDate, expirationDate: expiration))
    }
}

/// An alert source covering places whose country code matches, answering from a closure.
struct StubAlertSource: AlertSource {
    var identifier = "stub-alerts"
    var displayName = "Stub alerts"
    var country = "US"
    let calls = CallCounter()
    let answer: @Sendable (AlertReport?) throws(WeatherServiceError) -> AlertReport

    func covers(_ place: Place) -> Bool { place.countryCode == country }

    func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        await calls.increment()
        return try answer(previous)
    }
}

func testAlert(
    _ id: String, _ severity: AlertSeverity, summary: String? = nil, source: String = "Test agency",
    start: Date? = nil, end: Date? = nil
) -> WeatherAlert {
    WeatherAlert(
        id: id, severity: severity, summary: summary ?? "Alert \(id)", region: nil,
        detailsURL: URL(fileURLWithPath: "/alerts/\(id)"), source: source, effectiveDate: start, expirationDate: end)
}
