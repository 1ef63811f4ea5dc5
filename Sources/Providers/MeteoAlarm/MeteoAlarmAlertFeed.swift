import Foundation
import WeatherCore

/// MeteoAlarm (EUMETNET): the official warnings of about 38 European national weather
/// services, one whole-country JSON feed each (`/api/v1/warnings/feeds-<slug>`), placed on
/// the place by this feed (alert-feeds.md §1); the service's row is `AlertService.meteoAlarm`.
struct MeteoAlarmAlertFeed: AlertFeed {
    /// The name the terms ask for, before the issuing service.
    static let relayName = "EUMETNET – MeteoAlarm"

    /// The user's languages, most preferred first, for choosing among a warning's language
    /// blocks (English and then the first block are the fallbacks).
    let languages: [String]

    /// A member country that no better national source serves (Germany has DWD, Norway
    /// MetAlerts). The fetch is per country, so a place whose country is unknown is not covered.
    static func covers(_ place: Place) -> Bool {
        guard let code = place.resolvedCountryCode else { return false }
        return !MeteoAlarmCountries.feedSlugs(forCountry: code).isEmpty
    }

    /// meteoalarm.org's page for a country, the details link of warnings that bring none.
    static func regionPageURL(countryCode: String) -> URL {
        URL(string: "https://meteoalarm.org/en/live/region/\(MeteoAlarmCountries.canonicalCode(countryCode))")
            ?? AlertService.meteoAlarm.attribution.legalPageURL
    }

    /// The country's feed, under each spelling of its slug in turn (the next after a 404).
    func urls(for place: Place, endpoint: ServiceEndpoint) -> [URL]? {
        guard let code = place.resolvedCountryCode.map(MeteoAlarmCountries.canonicalCode) else { return nil }
        let urls = MeteoAlarmCountries.feedSlugs(forCountry: code).compactMap {
            endpoint.url(path: "/api/v1/warnings/feeds-\($0)", query: [])
        }
        return urls.isEmpty ? nil : urls
    }

    func findings(from body: Data, for place: Place, now: Date) throws(ResponseDecodingError) -> AlertReport.Findings {
        guard let code = place.resolvedCountryCode.map(MeteoAlarmCountries.canonicalCode) else {
            throw ResponseDecodingError("the place's country is not known")
        }
        let warnings = MeteoAlarmWarnings(languages: languages, now: now, countryCode: code)
        let found = warnings.findings(from: try MeteoAlarmFeedDecoder.messages(from: body), for: place)
        let unplaced = found.unplacedCount == 0 ? nil : UnplacedAlerts(
            source: AlertService.meteoAlarm.issuer, count: found.unplacedCount, countryCode: code,
            detailsURL: Self.regionPageURL(countryCode: code))
        return AlertReport.Findings(alerts: found.alerts, unplaced: unplaced)
    }
}
