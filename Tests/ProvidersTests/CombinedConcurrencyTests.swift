import Foundation
import Testing
@testable import Providers
import WeatherCore

/// The forecast and the alert sources are asked at the same time: each stand-in below waits
/// for the other to have started before it answers, which only works if they run together
/// (one after the other, the first would wait out its limit and report that it was alone).
@Suite("Combined forecast and alerts, concurrently")
struct CombinedConcurrencyTests {
    actor Rendezvous {
        private var arrived: Set<String> = []

        /// Marks `name` as started and waits (up to `limit`) until `other` has too; whether it did.
        /// The limit is generous: on a loaded machine the other task may take long to be scheduled,
        /// and only a sequential run waits it out.
        func meet(_ name: String, _ other: String, limit: Duration = .seconds(60)) async -> Bool {
            arrived.insert(name)
            let deadline = ContinuousClock.now + limit
            while !arrived.contains(other), ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(5))
            }
            return arrived.contains(other)
        }
    }

    struct MeetingForecast: ForecastProvider {
        let identifier = "meeting-forecast"
        let rendezvous: Rendezvous
        let sawAlerts = CallCounter()
        let now: Date

        func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
            if await rendezvous.meet("forecast", "alerts") { await sawAlerts.increment() }
            return StubForecastProvider.snapshot(for: place, fetchDate: now, expiration: now + 600)
        }
    }

    struct MeetingAlerts: AlertSource {
        let identifier = "meeting-alerts"
        let displayName = "Meeting alerts"
        let rendezvous: Rendezvous
        let sawForecast = CallCounter()
        let now: Date

        func covers(_ place: Place) -> Bool { true }

        func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
            if await rendezvous.meet("alerts", "forecast") { await sawForecast.increment() }
            return AlertReport(
                alerts: [], attribution: WeatherAttribution(serviceName: "Meeting", legalPageURL: URL(fileURLWithPath: "/m")),
                fetchDate: now, expirationDate: now + 300)
        }
    }

    @Test func theForecastAndTheAlertSourcesAreAskedAtTheSameTime() async throws {
        let now = providerTestDate("2026-08-21T12:00:00Z")
        let rendezvous = Rendezvous()
        let forecast = MeetingForecast(rendezvous: rendezvous, now: now)
        let alerts = MeetingAlerts(rendezvous: rendezvous, now: now)
        let combined = CombinedWeatherProvider(
            forecast: forecast, alertSources: [alerts], forecastParts: ForecastCache(directory: nil),
            alertReports: AlertReportStore(directory: nil), clock: { now })
        let place = Place(name: "Anywhere", latitude: 10, longitude: 10, timeZoneIdentifier: "UTC")
        _ = try await combined.snapshot(for: place, previous: nil)
        #expect(await forecast.sawAlerts.count == 1, "the forecast ran while the alert source was running")
        #expect(await alerts.sawForecast.count == 1, "the alert source ran while the forecast was running")
    }
}
