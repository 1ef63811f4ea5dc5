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
            forecastCoverage: .coverageWorldwideTenDays, alertCoverage: .coverageNoAlertsOfItsOwn, needsCredentials: false),
        ProviderDescription(
            identifier: METNorwayForecastProvider.providerIdentifier, displayName: "MET Norway",
            forecastCoverage: .coverageWorldwideNineDays, alertCoverage: .coverageMetAlertsNorway,
            needsCredentials: false),
        ProviderDescription(
            identifier: NWSForecastProvider.providerIdentifier, displayName: "US National Weather Service",
            forecastCoverage: .coverageUnitedStatesSevenDays, alertCoverage: .coverageNWSAlertsUnitedStates,
            needsCredentials: false),
        ProviderDescription(
            identifier: WeatherKitProvider.providerIdentifier, displayName: "Apple WeatherKit",
            forecastCoverage: .coverageWorldwideTenDays, alertCoverage: .coverageAppleAlerts,
            needsCredentials: true),
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
        do {
            switch identifier {
            case OpenMeteoProvider.providerIdentifier:
                _ = try OpenMeteoProvider.endpoints(environment: settings.environment)
            case METNorwayForecastProvider.providerIdentifier:
                _ = try METNorwayService.endpoint(environment: settings.environment)
            case NWSForecastProvider.providerIdentifier:
                _ = try NWSAlertSource.endpoint(environment: settings.environment)
            case WeatherKitProvider.providerIdentifier:
                _ = try WeatherKitProvider.endpoint(environment: settings.environment)
                return WeatherKitCredentials.status(environment: settings.environment, configured: settings.weatherKit, words: words)
            default:
                return words(.providerUnknown)
            }
        } catch {
            return words(.providerMisconfigured, ["reason": error.message(in: words)])
        }
        return words(.providerReady)
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
        let nwsEndpoint = try NWSAlertSource.endpoint(environment: environment)
        let metEndpoint = try METNorwayService.endpoint(environment: environment)
        let dwdEndpoint = try DWDAlertSource.endpoint(environment: environment)
        let ecccEndpoint = try ECCCAlertSource.endpoint(environment: environment)
        let meteoAlarmEndpoint = try MeteoAlarmAlertSource.endpoint(environment: environment)
        let jmaEndpoint = try JMAAlertSource.endpoint(environment: environment)
        let gsiEndpoint = try JMAAlertSource.geocoderEndpoint(environment: environment)
        var warnings: [Wording] = []

        let forecast: any ForecastProvider
        switch identifier {
        case OpenMeteoProvider.providerIdentifier:
            forecast = geocoder
        case METNorwayForecastProvider.providerIdentifier:
            forecast = METNorwayForecastProvider(transport: transport, endpoint: metEndpoint, clock: settings.clock)
        case NWSForecastProvider.providerIdentifier:
            forecast = NWSForecastProvider(
                transport: transport, endpoint: nwsEndpoint,
                points: NWSPointStore(location: settings.cache?.appending("nws-points")),
                clock: settings.clock)
        case WeatherKitProvider.providerIdentifier:
            let endpoint = try WeatherKitProvider.endpoint(environment: environment)
            switch WeatherKitCredentials.resolve(environment: environment, configured: settings.weatherKit) {
            case .success(let credentials):
                warnings += credentials.warnings
                forecast = WeatherKitProvider(
                    credentials: credentials, transport: transport, endpoint: endpoint, clock: settings.clock)
            case .failure(let error):
                forecast = UnavailableProvider(identifier: identifier, reason: error.message)
            }
        default:
            throw ConfigurationError("Unknown provider \"\(identifier)\"; use \(identifierList).")
        }

        let alertSources: [any AlertSource] = [
            NWSAlertSource(transport: transport, endpoint: nwsEndpoint, clock: settings.clock),
            METAlertSource(transport: transport, endpoint: metEndpoint, clock: settings.clock),
            DWDAlertSource(transport: transport, endpoint: dwdEndpoint, clock: settings.clock),
            ECCCAlertSource(transport: transport, endpoint: ecccEndpoint, languages: settings.languages, clock: settings.clock),
            MeteoAlarmAlertSource(
                transport: transport, endpoint: meteoAlarmEndpoint, languages: settings.languages, clock: settings.clock),
            JMAAlertSource(
                transport: transport, endpoint: jmaEndpoint, geocoderEndpoint: gsiEndpoint,
                files: JMAFileStore(location: settings.cache?.appending("jma")), languages: settings.languages,
                clock: settings.clock),
        ]
        // FPAS last, standing in for every national source above where none covers the place.
        let fallback: [any AlertSource] = settings.alertFallback ? [
            FPASAlertSource(
                transport: transport, endpoint: try FPASAlertSource.endpoint(environment: environment),
                files: FPASCAPFileStore(location: settings.cache?.appending("fpas-cap")),
                languages: settings.languages, fallbackFor: alertSources, clock: settings.clock),
        ] : []
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
            location: settings.cache, clock: settings.clock)
        return ProviderStack(
            forecast: combined, placeSearch: geocoder, warnings: warnings, alertSources: alertSources + fallback,
            context: context)
    }
}
