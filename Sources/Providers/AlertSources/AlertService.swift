import Foundation
import WeatherCore

/// One official warning service as a row of `AlertService.national` (or the fallback): who
/// issues, where, where it is asked and how often, in which languages, and the words its terms
/// ask for. Every fact about a service lives in its row, so a moved endpoint or a new interval
/// is one row's edit; what a service's own file writes is only how to ask for a place and how
/// the answer becomes warnings placed on it (`AlertFeed`).
public struct AlertService: Sendable {
    /// Stable identifier used in cache paths, such as "nws-alerts".
    public let identifier: String
    /// The source's name ("NWS alerts" in English): `--json` and the cache keep the English
    /// text, `SourceNames` says it in the reader's language.
    public let name: Phrase
    /// The issuing service in a few words ("NWS", "MeteoAlarm"), for sentences like "No
    /// warnings from MeteoAlarm for North Holland".
    public let issuer: String
    /// Where the service issues warnings, for `weatherboard alerts`.
    public let coverage: Phrase
    /// The public endpoint, and the variable that overrides it (self-hosting, tests).
    public let defaultURL: String
    public let overrideVariable: String
    /// How often it is asked: its terms, or what well-behaved clients do where it says nothing.
    let poll: AlertPollInterval
    /// The languages it writes its warnings in (ISO 639-1), the one it is asked in first when
    /// the user's languages name none of them.
    public let languages: [String]
    /// The credit its terms ask for, shown with its warnings.
    let attribution: WeatherAttribution
    /// Words its terms ask to be shown with its warnings, verbatim (the help carries them).
    public let disclaimer: String?
    /// What every request to it accepts, and the limits where its answers are unusually large
    /// or slow (nil: the client's own).
    let request: RequestShape
    /// Whether it issues warnings for the place; a service that does not is never asked.
    let covers: @Sendable (Place) -> Bool
    /// How the source is made from this row.
    let kind: Kind
    /// Whether its endpoint and format were confirmed from a payload the service published
    /// (docs/alerts.md says which). Where only an unconfirmed service covers a place the fallback
    /// is asked as well, so a wrong guess about a feed costs no warnings.
    public var isConfirmed = true
    /// Another service its source asks on the way (GSI's reverse geocoder for JMA): resolved
    /// and checked with the service's own endpoint, so a bad override stops weatherboard the
    /// same way.
    var companion: Companion? = nil

    /// A service asked on behalf of another: its public endpoint and the variable that
    /// overrides it.
    public struct Companion: Sendable {
        public let defaultURL: String
        public let overrideVariable: String

        public func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint {
            try ServiceEndpoint.resolve(default: defaultURL, overrideVariable: overrideVariable, environment: environment)
        }
    }

    struct RequestShape: Sendable {
        var accept: String
        var timeout: TimeInterval? = nil
        var maximumBodySize: Int? = nil

        /// A request of this shape for `url`, conditional on `validators`.
        func request(_ url: URL, validators: HTTPValidators?) -> HTTPRequest {
            var request = HTTPRequest(url: url, headers: ["Accept": accept], validators: validators)
            if let timeout { request.timeout = timeout }
            request.maximumBodySize = maximumBodySize
            return request
        }
    }

    enum Kind: Sendable {
        /// One request per poll, decoded and placed by the feed (built for the user's languages);
        /// two while warnings are in force for a feed whose texts come apart (`DetailedAlertFeed`).
        case feed(@Sendable (_ languages: [String]) -> any AlertFeed)
        /// Built by the source's own type, for services asked with several requests.
        case source(@Sendable (AlertService, AlertSourceInputs, ServiceEndpoint) -> any AlertSource)

        /// The service's own RSS or Atom feed of CAP messages at `path` under its endpoint; the
        /// messages are kept in the cache under `<identifier>-cap`.
        static func capFeed(path: String) -> Kind {
            .source { service, inputs, endpoint in
                CAPIndexSource(
                    service: service, index: CAPFeedIndex(path: path), transport: inputs.transport, endpoint: endpoint,
                    files: CAPFileStore(location: inputs.cache?.appending(service.identifier + "-cap")), languages: inputs.languages,
                    clock: inputs.clock)
            }
        }
    }

    /// The English name, as `--json` and the cache keep it.
    public var displayName: String { SourceNames.english(name) }

    /// The endpoint from `overrideVariable`, or the public one.
    public func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint {
        try ServiceEndpoint.resolve(default: defaultURL, overrideVariable: overrideVariable, environment: environment)
    }

    /// The source this row describes, asked at the endpoint `inputs` name, else at the one
    /// from the environment's override or the public one.
    public func source(_ inputs: AlertSourceInputs) throws(ConfigurationError) -> any AlertSource {
        _ = try companion?.endpoint(environment: inputs.environment)
        if let endpoint = inputs.endpoint { return source(inputs, endpoint: endpoint) }
        return source(inputs, endpoint: try endpoint(environment: inputs.environment))
    }

    /// The source asked at `endpoint` for a user of `languages`, with nothing kept on disk:
    /// what tests and benchmarks build. Its companion is asked at `endpoint` too, so that a
    /// source built for a test never reaches a public service.
    public func source(
        transport: any HTTPTransport, endpoint: ServiceEndpoint, languages: [String] = [],
        clock: @escaping @Sendable () -> Date = Date.init
    ) -> any AlertSource {
        let environment = companion.map { [$0.overrideVariable: endpoint.baseURL.absoluteString] } ?? [:]
        return source(
            AlertSourceInputs(transport: transport, environment: environment, languages: languages, clock: clock), endpoint: endpoint)
    }

    private func source(_ inputs: AlertSourceInputs, endpoint: ServiceEndpoint) -> any AlertSource {
        switch kind {
        case .feed(let make):
            // A feed with a second answer for its texts keeps it under `<identifier>-details`.
            FeedAlertSource(
                service: self, feed: make(inputs.languages), transport: inputs.transport, endpoint: endpoint,
                detailsLocation: inputs.cache?.appending(identifier + "-details"), clock: inputs.clock)
        case .source(let make):
            make(self, inputs, endpoint)
        }
    }

    /// Covers places whose resolved country is one of `codes` (ISO 3166-1 alpha-2).
    static func inCountries(_ codes: Set<String>) -> @Sendable (Place) -> Bool {
        { place in place.resolvedCountryCode.map { codes.contains($0) } ?? false }
    }
}

/// What building an alert source needs from the outside world.
public struct AlertSourceInputs: Sendable {
    public var transport: any HTTPTransport
    public var environment: [String: String]
    /// Where to ask instead of the service's endpoint (tests, benchmarks); nil: the endpoint
    /// from the environment's override or the public one.
    public var endpoint: ServiceEndpoint?
    /// The user's languages, most preferred first ("nl-NL", "nl").
    public var languages: [String]
    /// Where sources keep what they fetched besides their reports (nil: memory only).
    public var cache: CacheLocation?
    public var clock: @Sendable () -> Date
    /// The national sources, which the fallback stands in for where none covers a place.
    public var nationalSources: [any AlertSource]

    public init(
        transport: any HTTPTransport, environment: [String: String] = [:], endpoint: ServiceEndpoint? = nil,
        languages: [String] = [], cache: CacheLocation? = nil, clock: @escaping @Sendable () -> Date = Date.init,
        nationalSources: [any AlertSource] = []
    ) {
        self.transport = transport
        self.environment = environment
        self.endpoint = endpoint
        self.languages = languages
        self.cache = cache
        self.clock = clock
        self.nationalSources = nationalSources
    }
}
