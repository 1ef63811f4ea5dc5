import Foundation
import WeatherCore

/// Apple WeatherKit (REST): one signed request per place gives current conditions, the next
/// hour by minute (where Apple has it), 48 hours, 10 days and the official alerts for the
/// place's country.
///
/// WeatherKit documents no HTTP validators, so requests are never conditional; the snapshot
/// instead expires when the response's own `expireTime` says.
public struct WeatherKitProvider: ForecastProvider {
    public static let providerIdentifier = "weatherkit"
    public var identifier: String { Self.providerIdentifier }

    public static let defaultBaseURL = "https://weatherkit.apple.com"
    /// Environment variable that points the provider at another server (tests, proxies).
    public static let baseURLVariable = "WEATHERBOARD_WEATHERKIT_URL"
    static let dataSets = ["currentWeather", "forecastHourly", "forecastDaily", "forecastNextHour", "weatherAlerts"]

    private let tokenMinter: WeatherKitTokenMinter
    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let language: String
    private let clock: @Sendable () -> Date
    private let serviceNameCache: WeatherKitServiceNameCache

    /// - Parameters:
    ///   - language: a language tag such as "en" or "en-US"; only alert texts are localised.
    ///     Anything that is not a plain tag falls back to "en".
    ///   - clock: the time that places the hourly and daily windows and dates the snapshot.
    ///   - serviceNameCache: where the attribution name is kept between fetches.
    public init(
        tokenMinter: WeatherKitTokenMinter, transport: any HTTPTransport, endpoint: ServiceEndpoint,
        language: String = "en", clock: @escaping @Sendable () -> Date = Date.init,
        serviceNameCache: WeatherKitServiceNameCache = .shared
    ) {
        self.tokenMinter = tokenMinter
        self.transport = transport
        self.endpoint = endpoint
        self.language = Self.isLanguageTag(language) ? language : "en"
        self.clock = clock
        self.serviceNameCache = serviceNameCache
    }

    /// A provider with its own token minter for `credentials`, sharing `clock`.
    public init(
        credentials: WeatherKitCredentials, transport: any HTTPTransport, endpoint: ServiceEndpoint,
        language: String = "en", clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.init(
            tokenMinter: WeatherKitTokenMinter(credentials: credentials, clock: clock), transport: transport,
            endpoint: endpoint, language: language, clock: clock)
    }

    /// The endpoint from `WEATHERBOARD_WEATHERKIT_URL`, or Apple's service.
    public static func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint {
        try ServiceEndpoint.resolve(default: defaultBaseURL, overrideVariable: baseURLVariable, environment: environment)
    }

    public func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        let now = clock()
        guard let url = WeatherKitRequestURL(place: place, language: language, now: now).url(on: endpoint) else {
            throw .other("Could not build the WeatherKit request URL.")
        }
        let token = try await tokenMinter.token()
        let response: HTTPResponse
        do {
            response = try await transport.send(HTTPRequest(url: url, headers: ["Authorization": "Bearer \(token)"]))
        } catch {
            throw await refusal(from: error)
        }
        let decoded: WeatherKitWeatherResponse
        do {
            decoded = try WeatherKitWeatherResponse.decode(response.body)
        } catch {
            throw .undecodable("WeatherKit: \(error.description)")
        }
        let builder = WeatherKitSnapshotBuilder(place: place, fetchDate: now, serviceName: await serviceName())
        do {
            return try builder.snapshot(from: decoded)
        } catch {
            throw .undecodable("WeatherKit: \(error.description)")
        }
    }

    /// 401 and 403 mean the key, team or service is wrong or not enabled for WeatherKit; the
    /// body's `reason` (such as NOT_ENABLED) is the only hint Apple gives, so it is kept.
    private func refusal(from error: WeatherServiceError) async -> WeatherServiceError {
        guard case .httpStatus(let status, let reason) = error, status == 401 || status == 403 else { return error }
        // The token may be what was refused (a clock far off when it was minted): start afresh.
        await tokenMinter.invalidate()
        let detail = reason.map { "HTTP \(status): \($0)" } ?? "HTTP \(status)"
        return .unauthorized("WeatherKit refused the credentials (\(detail))")
    }

    /// The branding name, fetched once per process; the attribution endpoint needs no token.
    private func serviceName() async -> String {
        guard let url = endpoint.url(path: "/attribution/\(language)", query: []) else {
            return WeatherKitServiceNameCache.fallbackName
        }
        let transport = transport
        return await serviceNameCache.serviceName(at: url) {
            // Short timeout: the name has a fallback, the forecast should not wait for it.
            guard let response = try? await transport.send(HTTPRequest(url: url, timeout: 5, connectTimeout: 3)) else { return nil }
            return WeatherKitAttributionResponse.serviceName(from: response.body)
        }
    }

    /// Letters, digits and hyphens only, since the tag becomes a path segment.
    private static func isLanguageTag(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 35 && text.unicodeScalars.allSatisfy {
            ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "-"
        }
    }
}
