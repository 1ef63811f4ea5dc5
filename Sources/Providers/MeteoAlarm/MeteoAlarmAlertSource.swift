import Foundation
import WeatherCore

/// MeteoAlarm (EUMETNET): the official warnings of about 38 European national weather
/// services, one whole-country JSON feed each (`/api/v1/warnings/feeds-<slug>`), placed on
/// the place by this source (alert-feeds.md §1).
public struct MeteoAlarmAlertSource: AlertSource {
    public static let sourceIdentifier = "meteoalarm"
    public var identifier: String { Self.sourceIdentifier }
    public var displayName: String { SourceNames.english(.sourceMeteoAlarmWarnings) }
    public var issuer: String { "MeteoAlarm" }
    public var coverage: Phrase? { .coverageMeteoAlarmCountries }
    /// Clause 5 of MeteoAlarm's terms: to be published verbatim wherever its warnings are shown.
    public var disclaimer: String? {
        "MeteoAlarm: Time delays between this website and the www.meteoalarm.org website are possible. "
            + "For the most up-to-date awareness information as published by the participating National "
            + "Meteorological and Hydrological Services, please refer to www.meteoalarm.org."
    }

    /// The terms ask for real time (a delay under 5 minutes on average, never over 10), so the
    /// feed is asked for every 5 minutes while the dashboard is open, and never sooner: the
    /// feeds send no cache lifetime of their own, and a whole country is megabytes.
    static let pollInterval: TimeInterval = 5 * 60

    /// A stormy day makes a country's feed large (Switzerland's was 9.4 MB); a feed cut at the
    /// client's usual 8 MiB would read as a quiet day, so this source allows 32 MiB and fails
    /// beyond that.
    static let maximumBodySize = 32 * 1024 * 1024

    /// Megabytes over a slow link take longer than the client's usual 20 s.
    static let requestTimeout: TimeInterval = 60

    /// The name the terms ask for, before the issuing service.
    static let relayName = "EUMETNET – MeteoAlarm"

    static let attribution = WeatherAttribution(
        serviceName: relayName, legalPageURL: URL(string: "https://www.meteoalarm.org") ?? URL(fileURLWithPath: "/"))

    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let languages: [String]
    private let clock: @Sendable () -> Date

    /// - Parameter languages: the user's languages, most preferred first, for choosing among a
    ///   warning's language blocks (English and then the first block are the fallbacks).
    public init(
        transport: any HTTPTransport, endpoint: ServiceEndpoint, languages: [String],
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.transport = transport
        self.endpoint = endpoint
        self.languages = languages
        self.clock = clock
    }

    /// From `WEATHERBOARD_METEOALARM_URL`, or the public feeds.
    public static func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint {
        try ServiceEndpoint.resolve(
            default: "https://feeds.meteoalarm.org", overrideVariable: "WEATHERBOARD_METEOALARM_URL",
            environment: environment)
    }

    /// A member country that no better national source serves (Germany has DWD, Norway
    /// MetAlerts). The fetch is per country, so a place whose country is unknown is not covered.
    public func covers(_ place: Place) -> Bool {
        guard let code = place.resolvedCountryCode else { return false }
        return !MeteoAlarmCountries.feedSlugs(forCountry: code).isEmpty
    }

    /// meteoalarm.org's page for a country, the details link of warnings that bring none.
    static func regionPageURL(countryCode: String) -> URL {
        URL(string: "https://meteoalarm.org/en/live/region/\(MeteoAlarmCountries.canonicalCode(countryCode))")
            ?? attribution.legalPageURL
    }

    func feedURL(slug: String) -> URL? {
        endpoint.url(path: "/api/v1/warnings/feeds-\(slug)", query: [])
    }

    public func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        guard let code = place.resolvedCountryCode.map(MeteoAlarmCountries.canonicalCode) else {
            throw .other("MeteoAlarm needs the place's country, which is not known")
        }
        let response = try await fetchFeed(slugs: MeteoAlarmCountries.feedSlugs(forCountry: code), previous: previous)
        let now = clock()
        let warnings = MeteoAlarmWarnings(languages: languages, now: now, countryCode: code)
        return try AlertReport.from(
            response, previous: previous, source: "MeteoAlarm", attribution: Self.attribution,
            now: now, expiration: now + Self.pollInterval
        ) { body throws(ResponseDecodingError) -> AlertReport.Findings in
            let found = warnings.findings(from: try MeteoAlarmFeedDecoder.messages(from: body), for: place)
            let unplaced = found.unplacedCount == 0 ? nil : UnplacedAlerts(
                source: issuer, count: found.unplacedCount, countryCode: code, detailsURL: Self.regionPageURL(countryCode: code))
            return AlertReport.Findings(alerts: found.alerts, unplaced: unplaced)
        }
    }

    /// The country's feed, trying the next spelling of its slug after a 404.
    private func fetchFeed(slugs: [String], previous: AlertReport?) async throws(WeatherServiceError) -> HTTPResponse {
        let validators = previous.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        var failure = WeatherServiceError.other("MeteoAlarm has no feed for this country")
        for slug in slugs {
            guard let url = feedURL(slug: slug) else { throw .other("Could not build the MeteoAlarm feed URL") }
            let request = HTTPRequest(
                url: url, headers: ["Accept": "application/json"], validators: validators,
                timeout: Self.requestTimeout, maximumBodySize: Self.maximumBodySize)
            do {
                return try await transport.send(request)
            } catch {
                guard case .httpStatus(404, _) = error else { throw error }
                failure = error
            }
        }
        throw failure
    }
}
