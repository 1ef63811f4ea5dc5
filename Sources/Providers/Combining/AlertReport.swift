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

    public init(
        alerts: [WeatherAlert], attribution: WeatherAttribution, fetchDate: Date, expirationDate: Date,
        validators: HTTPValidators = HTTPValidators()
    ) {
        self.alerts = alerts
        self.attribution = attribution
        self.fetchDate = fetchDate
        self.expirationDate = expirationDate
        self.validators = validators
    }

    public func isExpired(at now: Date) -> Bool { now >= expirationDate }

    /// The same alerts after a 304 Not Modified: only the dates move on, and the validators
    /// when the server sent new ones.
    func renewed(by response: HTTPResponse, at now: Date, until expiration: Date) -> AlertReport {
        var renewed = self
        renewed.fetchDate = now
        renewed.expirationDate = expiration
        if !response.validators.isEmpty { renewed.validators = response.validators }
        return renewed
    }
}
