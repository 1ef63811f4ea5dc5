import Foundation
import WeatherCore

extension SourceFailure {
    /// One sentence that names the source and says why it is missing, such as
    /// "NWS alerts are unavailable: the service refused the request (HTTP 403)." A time in it
    /// is in the place's zone, as every sentence about a place tells it. `lastReportDate` is
    /// when the alerts still shown from the source arrived.
    init(sourceName: String, error: WeatherServiceError, place: Place, now: Date, lastReportDate: Date?, kind: Kind = .alerts) {
        let clock = LocalClock(timeZone: place.timeZone, locale: .noPreference)
        self.init(
            source: sourceName, message: "\(sourceName) are unavailable: \(Self.reason(for: error, clock: clock, now: now)).",
            lastReportDate: lastReportDate, kind: kind)
    }

    private static func reason(for error: WeatherServiceError, clock: LocalClock, now: Date) -> String {
        switch error {
        case .offline(let detail): "the service could not be reached (\(detail))"
        case .timedOut: "the service did not answer in time"
        case .tls(let detail): "the secure connection failed (\(detail))"
        case .httpStatus(let code, _) where code == 401 || code == 403:
            "the service refused the request (HTTP \(code))"
        case .httpStatus(404, _): "the place is outside the service's coverage (HTTP 404)"
        case .httpStatus(let code, let reason):
            reason.map { "the service answered HTTP \(code), \($0)" } ?? "the service answered HTTP \(code)"
        case .rateLimited(let until):
            "the service asked to wait until \(clock.zonedTime(until, now: now))"
        case .undecodable(let detail): "the answer could not be read (\(detail))"
        case .unauthorized(let detail): "the credentials were refused (\(detail))"
        case .cancelled: "the request was cancelled"
        case .other(let detail): detail.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        }
    }
}
