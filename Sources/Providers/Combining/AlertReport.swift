import Foundation
import WeatherCore

/// What one alert source said about one place, and until when that answer holds.
public struct AlertReport: Codable, Sendable, Hashable {
    /// Alerts in force or announced; expired and cancelled ones are already left out.
    public var alerts: [WeatherAlert]
    public var attribution: WeatherAttribution
    public var fetchDate: Date
    /// No request to the source before this date.
    public var expirationDate: Date
    public var validators: HTTPValidators
    /// Warnings in force that the source could not match to the place; nil when it placed
    /// every one (or in reports stored before this was kept).
    public var unplaced: UnplacedAlerts?
    /// Warnings the source listed but that could not be read, while the others were; nil when
    /// every one was read.
    public var unread: UnreadWarnings?

    /// How many listed warnings could not be read, and why the first of them could not.
    public struct UnreadWarnings: Codable, Sendable, Hashable {
        public var count: Int
        public var reason: WeatherServiceError
    }

    public init(
        alerts: [WeatherAlert], attribution: WeatherAttribution, fetchDate: Date, expirationDate: Date,
        validators: HTTPValidators = HTTPValidators(), unplaced: UnplacedAlerts? = nil
    ) {
        self.unplaced = unplaced
        self.alerts = alerts
        self.attribution = attribution
        self.fetchDate = fetchDate
        self.expirationDate = expirationDate
        self.validators = validators
    }

    public func isExpired(at now: Date) -> Bool { now >= expirationDate }

    /// What a source read from one answer: the alerts placed on the place, and those it could
    /// not match to it.
    struct Findings {
        var alerts: [WeatherAlert]
        var unplaced: UnplacedAlerts?
    }

    /// The report a conditional request's answer stands for: the stored one renewed on 304,
    /// else the body decoded by `alerts`. `source` names the service in error messages.
    static func from(
        _ response: HTTPResponse, previous: AlertReport?, source: String, attribution: WeatherAttribution,
        now: Date, expiration: Date, alerts: (Data) throws(ResponseDecodingError) -> [WeatherAlert]
    ) throws(WeatherServiceError) -> AlertReport {
        try from(response, previous: previous, source: source, attribution: attribution, now: now, expiration: expiration) {
            body throws(ResponseDecodingError) in Findings(alerts: try alerts(body), unplaced: nil)
        }
    }

    /// `from(_:…alerts:)` for a source that may find warnings it cannot place.
    static func from(
        _ response: HTTPResponse, previous: AlertReport?, source: String, attribution: WeatherAttribution,
        now: Date, expiration: Date, findings: (Data) throws(ResponseDecodingError) -> Findings
    ) throws(WeatherServiceError) -> AlertReport {
        if response.isNotModified {
            guard let unchanged = previous else { throw .undecodable("\(source): 304 Not Modified without stored alerts") }
            return unchanged.renewed(by: response, at: now, until: expiration).rangeChecked() ?? unchanged
        }
        do throws(ResponseDecodingError) {
            let read = try findings(response.body)
            let report = AlertReport(
                alerts: read.alerts, attribution: attribution,
                fetchDate: now, expirationDate: expiration, validators: response.validators, unplaced: read.unplaced)
            guard let checked = report.rangeChecked() else { throw ResponseDecodingError("its dates are impossible") }
            return checked
        } catch {
            throw .undecodable("\(source): \(error.description)")
        }
    }

    /// The report with alert dates that cannot be real forgotten and an expiry no further than
    /// `PhysicalLimits.longestExpiry` ahead; nil when its own fetch date is impossible. Applied to
    /// every report that enters, from the network or from a cache file.
    func rangeChecked() -> AlertReport? {
        guard let fetchDate = PhysicalLimits.checked(fetchDate) else { return nil }
        var checked = self
        checked.alerts = alerts.map { $0.rangeChecked() }
        checked.expirationDate = min(
            PhysicalLimits.checked(expirationDate) ?? fetchDate, fetchDate + PhysicalLimits.longestExpiry)
        return checked
    }

    /// The same alerts after a 304 Not Modified: only the dates move on, and the validators
    /// when the server sent new ones.
    func renewed(by response: HTTPResponse, at now: Date, until expiration: Date) -> AlertReport {
        var renewed = self
        renewed.fetchDate = now
        renewed.expirationDate = expiration
        renewed.validators = validators.renewed(by: response)
        return renewed
    }
}
