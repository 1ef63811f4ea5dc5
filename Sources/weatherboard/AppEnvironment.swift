import Foundation
import Providers
import WeatherCore

/// Everything a command needs, built once from the process environment: where files live,
/// which units and locale to use, and the provider behind the network.
struct AppEnvironment {
    let environment: [String: String]
    let locale: UserLocale
    let units: MeasurementUnits
    let placeStore: PlaceStore
    let cache: ForecastCache
    /// The cache directory and its spare; its write log has any write that failed this run,
    /// to be said once.
    let cacheLocation: CacheLocation
    /// The forecast provider the Board asks.
    let provider: any ForecastProvider
    /// Place search, Open-Meteo's geocoding whatever the forecast provider.
    let geocoder: any PlaceSearching
    /// Names a place added as LAT,LON (Nominatim's reverse geocoding).
    let positionNaming: any PositionNaming
    let configurationDirectory: URL
    /// The config file's settings (empty when there is no file).
    let configuration: Configuration
    /// What the provider stack was built from; `providers` lists statuses from it.
    let providerSettings: ProviderSettings
    /// Things to tell the user once at start-up, such as a WeatherKit key others can read.
    let warnings: [String]
    /// The official alert sources, in the order they are asked.
    let alertSources: [any AlertSource]
    /// The parts beside the forecast, each on its own schedule; the year view asks it too.
    let weatherContext: WeatherContext

    init(options: CommandLineOptions, environment: [String: String] = ProcessEnvironment.current()) throws(ConfigurationError) {
        self.environment = environment
        cacheLocation = CacheLocation.standard(environment: environment)
        // The locale's clock and names from the cache directory: ICU only on a locale's first run.
        let factsFile = LocaleFactsFile(cacheDirectory: cacheLocation.root)
        var locale = UserLocale.fromEnvironment(environment, factsFile: factsFile)
        configurationDirectory = PlaceStore.defaultDirectory(environment: environment)
        placeStore = PlaceStore(fileURL: configurationDirectory.appendingPathComponent("places.json"))
        cache = ForecastCache.keepingGlances(at: cacheLocation)
        configuration = try Configuration.load(from: Configuration.fileURL(configurationDirectory: configurationDirectory))
        // --lang, then the config file, then the environment (already in `locale`).
        let chosenLanguage = options.language ?? configuration.language
        if let chosenLanguage { locale.language = chosenLanguage }
        // Names in another language than the locale's (`--lang`, or a locale whose language is
        // not shipped) come from the same file, or LocalClock would ask ICU at every start.
        if locale.namesIdentifier != locale.identifier { _ = factsFile.facts(for: locale.namesIdentifier) }
        self.locale = locale
        units = UnitPreference.resolved([options.units, configuration.units], fallback: locale.preferredUnits)
        var providerSettings = ProviderSettings(
            environment: environment, weatherKit: configuration.weatherKit,
            cache: cacheLocation, transport: CurlHTTPClient(transfersIn: Self.transferPlace(for: options.command)),
            alertFallback: configuration.alertFallback ?? true)
        // Place names in the language the program speaks first, then the environment's others:
        // a German word for a place among English ones would be a mix. Alert texts too when the
        // user chose that language (--lang, the config file); otherwise the reader's own
        // languages come first, since a warning is best read in the language one reads best:
        // a Croatian reader gets DHMZ's Croatian text though the program's words fall back to
        // English.
        let spoken = Self.languageTags(ofCatalog: locale.language)
        let readers = providerSettings.languages
        providerSettings.languages = spoken + readers.filter { !spoken.contains($0) }
        if chosenLanguage == nil { providerSettings.alertLanguages = readers + spoken.filter { !readers.contains($0) } }
        self.providerSettings = providerSettings
        // The Board's cache key includes the provider identifier, so switching providers
        // never mixes one provider's data into another's.
        let stack = try ProviderCatalog.makeStack(identifier: Self.chosenProvider(options, configuration), settings: providerSettings)
        provider = stack
        geocoder = stack.placeSearch
        positionNaming = NominatimReverseGeocoder(
            transport: providerSettings.transport, endpoint: try NominatimReverseGeocoder.endpoint(environment: environment),
            languages: providerSettings.languages)
        warnings = Self.localeWarnings(environment, words: locale.words) + stack.warnings.map { $0.text(in: locale.words) }
        alertSources = stack.alertSources
        weatherContext = stack.context
    }

    /// The air-quality index to show: config.json's `airQualityIndex`, else the one the
    /// measurement locale expects.
    var airQualityScale: AirQualityScale {
        configuration.airQualityIndex ?? AirQualityScale.preferred(environment: environment)
    }

    /// One sentence for each locale variable that is no locale name (and so is taken as the
    /// POSIX locale), its value made safe to print and clipped: it can be anything.
    static func localeWarnings(_ environment: [String: String], words: Catalog) -> [String] {
        UserLocale.unusableLocaleVariables(in: environment).map { variable in
            let shown = QuotedValue.shown(TerminalText.sanitized(variable.value))
            return words(.localeUnusable, ["variable": variable.name, "value": shown])
        }
    }

    /// "zh-Hant" → ["zh-Hant", "zh-TW", "zh"]: the tags sources with several languages may use.
    static func languageTags(ofCatalog code: String) -> [String] {
        let locale = String(Catalog.namesLocale(ofShipped: code).map { $0 == "_" ? "-" : $0 })
        let primary = String(code.prefix { $0 != "-" })
        return [code, locale, primary].removingRepeats()
    }

    /// The dashboard stays open for hours, so its transfers each run in a child process and
    /// libcurl's thirty libraries and their memory leave with it (issue 24: 8 MiB of an idle
    /// dashboard). A command that ends after its requests runs them itself, which is cheaper.
    static func transferPlace(for command: Command) -> CurlHTTPClient.TransferPlace {
        switch command {
        // /proc/self/exe: this very program, even when an upgrade has replaced the file since.
        case .dashboard, .radar(_, _, _, printsOnce: false): .childProcess(executable: "/proc/self/exe")
        default: .thisProcess
        }
    }

    /// `--provider` wins over the config file, which wins over the default.
    static func chosenProvider(_ options: CommandLineOptions, _ configuration: Configuration) -> String {
        options.provider ?? configuration.provider ?? ProviderCatalog.defaultIdentifier
    }

    /// The clock that tells times in sentences: the place's zone when the sentence is about a
    /// place, else the user's own, in the user's 12/24-hour style.
    func clock(for place: Place?) -> LocalClock {
        LocalClock(timeZone: place?.timeZone ?? .current, locale: locale)
    }

    /// `error` as one sentence for a person, any time in it told by `clock(for: place)`.
    func message(for error: WeatherServiceError, about place: Place?) -> String {
        error.userMessage(clock: clock(for: place), now: Date(), words: locale.words)
    }

    var themesDirectory: URL { configurationDirectory.appendingPathComponent("themes", isDirectory: true) }

    /// The units and theme the dashboard's `u` and `t` chose last, beside places.json.
    var rememberedDisplay: RememberedDisplayStore { RememberedDisplayStore(configurationDirectory: configurationDirectory) }

    /// Fills in what `snapshot` tells about its place in places.json, for a place saved as
    /// LAT,LON without network (its time zone). Best effort: a file that cannot be written now
    /// is tried again with the next forecast, and the command's own output does not depend on it.
    /// `saved` is the file as the command read it: when its place needs nothing, the file is
    /// not read again (the common case, at every `--print`).
    func completeSavedPlace(from snapshot: Snapshot, saved: SavedPlaces) {
        guard let place = saved.places.first(where: { $0.coordinateKey == snapshot.place.coordinateKey }),
              place.completed(by: snapshot) != nil
        else { return }
        _ = try? placeStore.update { places in
            guard let current = places.places.first(where: { $0.coordinateKey == snapshot.place.coordinateKey }),
                  let completed = current.completed(by: snapshot)
            else { return }
            _ = places.complete(completed)
        }
    }

    /// Names a place saved in `saved` and still named by its position (added offline) after
    /// what lies there, once this run has fetched its forecast: the network answers then. Data
    /// from the cache never costs a lookup, so a script asking every minute asks Nominatim at
    /// most once per forecast fetched, and only until the place has its name. The places file
    /// as saved with the new name, or nil when nothing was renamed (the lookup failed; the
    /// place was renamed, moved or removed meanwhile; the file could not be written).
    func nameSavedPlace(_ place: Place, in saved: SavedPlaces, fetched snapshot: Snapshot, since start: Date) async -> SavedPlaces? {
        guard snapshot.metadata.fetchDate >= start,
              saved.places.contains(where: { $0.coordinateKey == place.coordinateKey && $0.isNamedByItsPosition }),
              case .success(let named) = await positionNaming.naming(place, localAreaNamesFrom: geocoder)
        else { return nil }
        let renamed = try? placeStore.update { (places: inout SavedPlaces) -> SavedPlaces? in
            places.name(place, as: named) ? places : nil
        }
        return renamed ?? nil
    }

    /// The saved places, or the one sentence that names the file and what is wrong with it.
    func loadSavedPlaces() throws(CommandFailure) -> SavedPlaces {
        do {
            return try placeStore.load()
        } catch {
            throw CommandFailure(error.userMessage(in: locale.words))
        }
    }

    /// The place a command's PLACE names among `saved` (a name, a number, a search, LAT,LON),
    /// or the selected one when there is none.
    func resolvePlace(_ reference: String?, among saved: SavedPlaces) async throws(CommandFailure) -> Place {
        try await PlaceResolver(saved: saved, searcher: geocoder, clock: { clock(for: nil) }, words: locale.words).resolve(reference)
    }
}

/// A failure that ends a command with exit status 1 and one sentence on stderr.
struct CommandFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
