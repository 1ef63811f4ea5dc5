import Foundation
import WeatherCore

/// The forecast providers weatherboard can use, and how each is built into a stack with the
/// official alert sources.
public enum ProviderCatalog {
    public static let defaultIdentifier = OpenMeteoProvider.providerIdentifier

    /// Every provider, the default first.
    public static let all: [ProviderDescription] = [
        ProviderDescription(
            identifier: OpenMeteoProvider.providerIdentifier, displayName: "Open-Meteo",
            forecastCoverage: .coverageWorldwideTenDays, alertCoverage: .coverageNoAlertsOfItsOwn, needsCredentials: false,
            check: { settings, _ throws(ConfigurationError) in
                _ = try OpenMeteoProvider.endpoints(environment: settings.environment)
                return nil
            },
            make: { _, openMeteo in (openMeteo, []) }),
        ProviderDescription(
            identifier: METNorwayForecastProvider.providerIdentifier, displayName: "MET Norway",
            forecastCoverage: .coverageWorldwideNineDays, alertCoverage: .coverageMetAlertsNorway, needsCredentials: false,
            check: { settings, _ throws(ConfigurationError) in
                _ = try METNorwayService.endpoint(environment: settings.environment)
                return nil
            },
            make: { settings, _ throws(ConfigurationError) in
                let endpoint = try METNorwayService.endpoint(environment: settings.environment)
                return (METNorwayForecastProvider(transport: settings.transport, endpoint: endpoint, clock: settings.clock), [])
            }),
        ProviderDescription(
            identifier: NWSForecastProvider.providerIdentifier, displayName: "US National Weather Service",
            forecastCoverage: .coverageUnitedStatesSevenDays, alertCoverage: .coverageNWSAlertsUnitedStates, needsCredentials: false,
            check: { settings, _ throws(ConfigurationError) in
                _ = try AlertService.nws.endpoint(environment: settings.environment)
                return nil
            },
            make: { settings, _ throws(ConfigurationError) in
                // The forecast and the alerts are one service, at one address.
                let provider = NWSForecastProvider(
                    transport: settings.transport, endpoint: try AlertService.nws.endpoint(environment: settings.environment),
                    points: NWSPointStore(location: settings.cache?.appending("nws-points")), clock: settings.clock)
                return (provider, [])
            }),
        ProviderDescription(
            identifier: WeatherKitProvider.providerIdentifier, displayName: "Apple WeatherKit",
            forecastCoverage: .coverageWorldwideTenDays, alertCoverage: .coverageAppleAlerts, needsCredentials: true,
            check: { settings, words throws(ConfigurationError) in
                _ = try WeatherKitProvider.endpoint(environment: settings.environment)
                return WeatherKitCredentials.status(environment: settings.environment, configured: settings.weatherKit, words: words)
            },
            make: { settings, _ throws(ConfigurationError) in
                let endpoint = try WeatherKitProvider.endpoint(environment: settings.environment)
                switch WeatherKitCredentials.resolve(environment: settings.environment, configured: settings.weatherKit) {
                case .success(let credentials):
                    let provider = WeatherKitProvider(
                        credentials: credentials, transport: settings.transport, endpoint: endpoint, clock: settings.clock)
                    return (provider, credentials.warnings)
                case .failure(let error):
                    return (UnavailableProvider(identifier: WeatherKitProvider.providerIdentifier, reason: error.message), [])
                }
            }),
    ]

    public static func description(of identifier: String) -> ProviderDescription? {
        all.first { $0.identifier == identifier }
    }

    /// "open-meteo, met-norway, nws or weatherkit", for messages.
    public static var identifierList: String {
        identifiers.listed(conjunction: "or")
    }

    /// Every provider's identifier, in the catalog's order, for choices in any language.
    public static var identifiers: [String] { all.map(\.identifier) }

    /// Whether the provider can be used as configured: base URL overrides valid, and for
    /// WeatherKit credentials found and the key readable.
    public static func status(of identifier: String, settings: ProviderSettings, words: Catalog = .english) -> String {
        guard let provider = description(of: identifier) else { return words(.providerUnknown) }
        do {
            return try provider.check(settings, words) ?? words(.providerReady)
        } catch {
            return words(.providerMisconfigured, ["reason": error.message(in: words)])
        }
    }

    /// The chosen forecast provider wrapped with every official alert source, plus the Open-Meteo
    /// geocoder for place search (the only provider with one).
    ///
    /// A malformed base URL override throws. Missing WeatherKit credentials do not: the stack
    /// then fails each forecast with the one-sentence reason, so commands that need no forecast
    /// (places, providers) still work.
    public static func makeStack(identifier: String, settings: ProviderSettings) throws(ConfigurationError) -> ProviderStack {
        let environment = settings.environment
        let transport = settings.transport
        let openMeteo = try OpenMeteoProvider.endpoints(environment: environment)
        let geocoder = OpenMeteoProvider(
            transport: transport, forecastEndpoint: openMeteo.forecast, geocodingEndpoint: openMeteo.geocoding,
            clock: settings.clock, searchLanguage: settings.placeNameLanguage)
        guard let provider = description(of: identifier) else {
            throw ConfigurationError("Unknown provider \"\(identifier)\"; use \(identifierList).")
        }
        let (forecast, warnings) = try provider.make(settings, geocoder)

        var inputs = AlertSourceInputs(
            transport: transport, environment: environment, languages: settings.alertLanguages ?? settings.languages, cache: settings.cache, clock: settings.clock)
        var alertSources: [any AlertSource] = []
        for service in AlertService.national { alertSources.append(try service.source(inputs)) }
        // The fallback last, standing in for every national source where none covers the place.
        inputs.nationalSources = alertSources
        let fallback = settings.alertFallback ? [try AlertService.fallback.source(inputs)] : []
        let combined = CombinedWeatherProvider(
            forecast: forecast, alertSources: alertSources + fallback,
            forecastParts: ForecastCache(location: settings.cache?.appending("forecast-parts")),
            alertReports: AlertReportStore(location: settings.cache),
            clock: settings.clock)
        let context = WeatherContext(
            normals: try OpenMeteoArchiveSource.endpoint(environment: environment).map {
                OpenMeteoArchiveSource(transport: transport, endpoint: $0, clock: settings.clock)
            },
            airQuality: try OpenMeteoAirQualitySource.endpoint(environment: environment).map {
                OpenMeteoAirQualitySource(transport: transport, endpoint: $0, clock: settings.clock)
            },
            observations: try AviationWeatherSource.endpoint(environment: environment).map {
                AviationWeatherSource(transport: transport, endpoint: $0, clock: settings.clock)
            },
            ensemble: try OpenMeteoEnsembleSource.endpoint(environment: environment).map {
                OpenMeteoEnsembleSource(transport: transport, endpoint: $0, clock: settings.clock)
            },
            year: try OpenMeteoYearSource.endpoint(environment: environment).map {
                OpenMeteoYearSource(transport: transport, endpoint: $0, clock: settings.clock)
            },
            // Open-Meteo's forecast has its week before today in the same request.
            pastDays: identifier == OpenMeteoProvider.providerIdentifier ? nil : try OpenMeteoPastDaysSource.endpoint(environment: environment).map {
                OpenMeteoPastDaysSource(transport: transport, endpoint: $0, clock: settings.clock)
            },
            location: settings.cache, clock: settings.clock)
        return ProviderStack(
            forecast: combined, placeSearch: geocoder, warnings: warnings, alertSources: alertSources + fallback,
            context: context)
    }
}
