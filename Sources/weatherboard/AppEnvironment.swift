import Foundation
import Providers
import WeatherCore

/// Everything a command needs, built once from the process environment: where files live,
/// which units and locale to use, and the provider behind the network.
struct AppEnvironment {
    let environment: [String: String]
    let locale: UserLocale
    let units: UnitSystem
    let placeStore: PlaceStore
    let cache: ForecastCache
    /// The forecast provider the Board asks.
    let provider: any ForecastProvider
    /// Place search, Open-Meteo's geocoding whatever the forecast provider.
    let geocoder: any PlaceSearching
    let configurationDirectory: URL

    init(options: CommandLineOptions, environment: [String: String] = ProcessInfo.processInfo.environment) throws(ConfigurationError) {
        self.environment = environment
        locale = UserLocale.fromEnvironment(environment)
        units = options.units ?? locale.preferredUnits
        configurationDirectory = PlaceStore.defaultDirectory(environment: environment)
        placeStore = PlaceStore(fileURL: configurationDirectory.appendingPathComponent("places.json"))
        cache = ForecastCache(directory: ForecastCache.defaultDirectory(environment: environment))
        let endpoints = try OpenMeteoProvider.endpoints(environment: environment)
        let openMeteo = OpenMeteoProvider(
            transport: CurlHTTPClient(), forecastEndpoint: endpoints.forecast, geocodingEndpoint: endpoints.geocoding)
        provider = openMeteo
        geocoder = openMeteo
    }

    var themesDirectory: URL { configurationDirectory.appendingPathComponent("themes", isDirectory: true) }
}

/// A failure that ends a command with exit status 1 and one sentence on stderr.
struct CommandFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
