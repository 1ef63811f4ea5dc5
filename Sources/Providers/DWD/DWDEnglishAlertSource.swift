import Foundation
import WeatherCore

/// DWD's warnings for a reader who does not read German: placed by DWD's GeoServer exactly as
/// for a German reader (`DWDAlertFeed`, the warn cell that contains the point), and told in
/// DWD's own English words, which the GeoServer does not carry but DWD's multilingual CAP files
/// do. Those files are the whole of Germany in one zip; Bright Sky (the row's companion,
/// `WEATHERBOARD_BRIGHTSKY_URL`) relays them per point as a few hundred bytes of JSON, so the
/// English text is asked there, only when the GeoServer named warnings, and joined to them by
/// the identifier they share.
///
/// Bright Sky places nothing here: a warning it lists that the GeoServer did not name is never
/// shown. Where it fails, or lacks a warning, that warning is shown in German, never left out,
/// and the report keeps no validators, so the next poll asks both again in full.
struct DWDEnglishAlertSource: AlertServiceSource {
    /// The service's row (`AlertService.dwd`).
    let service: AlertService

    /// Bright Sky, which relays DWD's multilingual CAP files per point: the row's companion.
    static let brightSky = AlertService.Companion(
        defaultURL: "https://api.brightsky.dev", overrideVariable: "WEATHERBOARD_BRIGHTSKY_URL")
    /// Bright Sky's answer for one point is a few kilobytes on a stormy day; far more is not it.
    static let maximumTextSize = 1024 * 1024
    /// The German warnings are in hand while Bright Sky is asked: a slow answer must not hold
    /// them back for the client's usual 20 seconds.
    static let textTimeout: TimeInterval = 10

    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    /// Bright Sky's endpoint, or why `WEATHERBOARD_BRIGHTSKY_URL` could not be used (the
    /// catalog checks it first and stops; a source built otherwise shows the German text).
    private let textEndpoint: Result<ServiceEndpoint, ConfigurationError>
    private let languages: [String]
    private let clock: @Sendable () -> Date

    /// - Parameter languages: the user's languages, most preferred first (which block is shown
    ///   follows `CAPSelection.preferredInfo`).
    init(
        service: AlertService, transport: any HTTPTransport, endpoint: ServiceEndpoint,
        textEndpoint: Result<ServiceEndpoint, ConfigurationError>, languages: [String],
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.transport = transport
        self.endpoint = endpoint
        self.textEndpoint = textEndpoint
        self.languages = languages
        self.clock = clock
    }

    /// DWD's row as a source for a reader of `inputs.languages`: the GeoServer alone for a
    /// German reader, as it always was; the GeoServer with Bright Sky's English for anyone else.
    static func make(service: AlertService, inputs: AlertSourceInputs, endpoint: ServiceEndpoint) -> any AlertSource {
        guard !DWDAlertFeed.readsGerman(inputs.languages) else {
            return FeedAlertSource(
                service: service, feed: DWDAlertFeed(), transport: inputs.transport, endpoint: endpoint, clock: inputs.clock)
        }
        return DWDEnglishAlertSource(
            service: service, transport: inputs.transport, endpoint: endpoint,
            textEndpoint: Result { () throws(ConfigurationError) in try brightSky.endpoint(environment: inputs.environment) },
            languages: inputs.languages, clock: inputs.clock)
    }

    func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        guard let url = DWDAlertFeed().urls(for: place, endpoint: endpoint)?.first else {
            throw .other("Could not build the \(service.displayName) request URL")
        }
        let validators = previous.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        let response = try await transport.send(service.request.request(url, validators: validators))
        let now = clock()
        let expiration = service.poll.expirationDate(of: response, now: now)
        var english: [String: BrightSkyAlertResponse.Alert] = [:]
        var warnings: DWDWarningResponse?
        if !response.isNotModified {
            do throws(ResponseDecodingError) {
                warnings = try DWDWarningResponse.decode(response.body)
            } catch {
                throw .undecodable("\(service.displayName): \(error.description)")
            }
            if warnings?.features.isEmpty == false { english = await englishTexts(for: place) }
        }
        var report = try AlertReport.from(
            response, previous: previous, source: service.displayName, attribution: service.attribution,
            now: now, expiration: expiration
        ) { _ throws(ResponseDecodingError) in
            AlertReport.Findings(
                alerts: warnings.map { DWDAlertFeed.alerts(from: $0, english: english, languages: languages, now: now) } ?? [])
        }
        if warnings != nil, !report.alerts.allSatisfy({ english[DWDAlertFeed.sharedIdentifier($0.id)] != nil }) {
            report.validators = HTTPValidators()
        }
        return report
    }

    /// DWD's English text of the warnings at the place, by shared identifier; empty when Bright
    /// Sky cannot be asked or does not answer as it does (the warnings are then shown in German).
    private func englishTexts(for place: Place) async -> [String: BrightSkyAlertResponse.Alert] {
        guard case .success(let endpoint) = textEndpoint,
              let url = endpoint.url(path: "/alerts", query: [
                  URLQueryItem(name: "lat", value: Place.roundedCoordinate(place.latitude)),
                  URLQueryItem(name: "lon", value: Place.roundedCoordinate(place.longitude)),
              ])
        else { return [:] }
        let request = HTTPRequest(
            url: url, headers: ["Accept": "application/json"], timeout: Self.textTimeout, maximumBodySize: Self.maximumTextSize)
        guard let response = try? await transport.send(request), !response.isNotModified,
              let answer = try? BrightSkyAlertResponse.decode(response.body)
        else { return [:] }
        return answer.englishTexts
    }
}
