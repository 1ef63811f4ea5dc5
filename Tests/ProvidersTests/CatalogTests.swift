import Foundation
import Testing
@testable import Providers
import WeatherCore

@Suite("Provider catalog")
struct CatalogTests {
    let environment = ["HOME": "/nonexistent"]

    func settings(_ extra: [String: String] = [:]) -> ProviderSettings {
        ProviderSettings(environment: environment.merging(extra) { _, new in new }, transport: CurlHTTPClient())
    }

    @Test func listsFourProvidersWithOpenMeteoFirstAndDefault() {
        #expect(ProviderCatalog.all.map(\.identifier) == ["open-meteo", "met-norway", "nws", "weatherkit"])
        #expect(ProviderCatalog.defaultIdentifier == "open-meteo")
        #expect(ProviderCatalog.all.filter(\.needsCredentials).map(\.identifier) == ["weatherkit"])
        #expect(ProviderCatalog.identifierList == "open-meteo, met-norway, nws or weatherkit")
    }

    @Test(arguments: ["open-meteo", "met-norway", "nws", "weatherkit"])
    func everyProviderBuildsAStackNamedAfterIt(identifier: String) throws {
        let stack = try ProviderCatalog.makeStack(identifier: identifier, settings: settings())
        #expect(stack.identifier == identifier, "cache entries stay per provider")
    }

    @Test func weatherKitWithoutCredentialsFailsEachForecastWithOneSentence() async throws {
        let stack = try ProviderCatalog.makeStack(identifier: "weatherkit", settings: settings())
        let place = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "UTC", countryCode: "DE")
        do {
            _ = try await stack.snapshot(for: place, previous: nil)
            Issue.record("expected a failure")
        } catch {
            #expect(error.userMessage(clock: LocalClock(timeZone: place.timeZone, locale: .noPreference), now: Date(), words: .english).hasPrefix("WeatherKit is not configured"))
        }
        #expect(ProviderCatalog.status(of: "weatherkit", settings: settings()).hasPrefix("not configured"))
    }

    /// Every source whose failure can be told has its name in the catalogs, so no language
    /// names it in English; its English name is the one `--json` and the cache keep.
    @Test func everySourceIsNamedInEveryLanguage() throws {
        let stack = try ProviderCatalog.makeStack(identifier: "open-meteo", settings: settings())
        let names = stack.alertSources.map(\.displayName) + [OpenMeteoAirQualitySource.displayName, OpenMeteoArchiveSource.displayName]
        #expect(names.contains("NWS alerts") && names.contains("Climate normals"))
        let german = Catalog.shipped("de")
        for name in names {
            #expect(SourceNames.phrases.contains { Catalog.english($0) == name }, "\(name) has no phrase")
            #expect(SourceNames.name(name, in: german) != name, "\(name) in German")
            #expect(SourceNames.name(name, in: .english) == name)
        }
        #expect(stack.alertSources.allSatisfy { $0.coverage != nil }, "weatherboard alerts says where each warns")
    }

    /// What `weatherboard providers` says each provider covers comes from the catalogs.
    @Test func coverageIsWordedByTheCatalog() {
        let german = Catalog.shipped("de")
        let metNorway = ProviderCatalog.description(of: "met-norway")
        #expect(metNorway.map { german($0.forecastCoverage) } == "weltweit, etwa 9 Tage")
        #expect(metNorway.map { german($0.alertCoverage) } == "MetAlerts für Norwegen und Spitzbergen")
        #expect(metNorway.map { Catalog.english($0.alertCoverage) } == "MetAlerts for Norway and Svalbard")
    }

    @Test func germanyGetsDWDAndCanadaECCCWhateverTheProvider() throws {
        let stack = try ProviderCatalog.makeStack(identifier: "met-norway", settings: settings())
        let combined = try #require(stack.forecast as? CombinedWeatherProvider)
        let munich = Place(name: "Munich", latitude: 48.1374, longitude: 11.5755, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
        let toronto = Place(name: "Toronto", latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "America/Toronto", countryCode: "CA")
        #expect(combined.alertSources(covering: munich).map(\.identifier) == ["dwd-alerts"])
        #expect(combined.alertSources(covering: toronto).map(\.identifier) == ["eccc-alerts"])
        #expect(stack.alertSources.map(\.displayName).contains("DWD warnings"))
        #expect(stack.alertSources.map(\.displayName).contains("ECCC alerts"))
        for variable in ["WEATHERBOARD_DWD_URL", "WEATHERBOARD_ECCC_URL"] {
            #expect(throws: ConfigurationError.self) { try ProviderCatalog.makeStack(identifier: "open-meteo", settings: settings([variable: "ftp://x"])) }
        }
    }

    /// Japan gets JMA's own warnings, not FPAS's relay of them, whatever the provider.
    @Test func japanGetsJMAWhateverTheProvider() throws {
        let tokyo = Place(name: "Tokyo", latitude: 35.6895, longitude: 139.6917, timeZoneIdentifier: "Asia/Tokyo", countryCode: "JP")
        for identifier in ["open-meteo", "met-norway"] {
            let stack = try ProviderCatalog.makeStack(identifier: identifier, settings: settings())
            let combined = try #require(stack.forecast as? CombinedWeatherProvider)
            #expect(combined.alertSources(covering: tokyo).map(\.identifier) == ["jma-warnings"])
            #expect(stack.alertSources.map(\.displayName).contains("JMA warnings"))
        }
        for variable in ["WEATHERBOARD_JMA_URL", "WEATHERBOARD_GSI_URL"] {
            #expect(throws: ConfigurationError.self) { try ProviderCatalog.makeStack(identifier: "open-meteo", settings: settings([variable: "ftp://x"])) }
        }
    }

    /// FPAS stands in for every national source, and only where none of them covers the place.
    @Test func theFallbackCoversWhatNoNationalSourceDoesUnlessTurnedOff() throws {
        let nuuk = Place(name: "Nuuk", latitude: 64.1814, longitude: -51.6941, timeZoneIdentifier: "America/Nuuk", countryCode: "GL")
        let denver = Place(name: "Denver", latitude: 39.74, longitude: -104.99, timeZoneIdentifier: "UTC", countryCode: "US")
        func sources(_ settings: ProviderSettings, _ place: Place) throws -> [String] {
            let combined = try #require(try ProviderCatalog.makeStack(identifier: "open-meteo", settings: settings).forecast as? CombinedWeatherProvider)
            return combined.alertSources(covering: place).map(\.identifier)
        }
        #expect(try sources(settings(), nuuk) == ["fpas-alerts"])
        #expect(try sources(settings(), denver) == ["nws-alerts"])
        var off = settings()
        off.alertFallback = false
        #expect(try sources(off, nuuk).isEmpty)
        #expect(throws: ConfigurationError.self) { try ProviderCatalog.makeStack(identifier: "open-meteo", settings: settings(["WEATHERBOARD_FPAS_URL": "alerts.kde.org"])) }
    }

    @Test func unknownProvidersAndBadURLsAreConfigurationErrors() {
        #expect(throws: ConfigurationError.self) { try ProviderCatalog.makeStack(identifier: "yr", settings: settings()) }
        do {
            _ = try ProviderCatalog.makeStack(identifier: "met-norway", settings: settings(["WEATHERBOARD_MET_URL": "ftp://x"]))
            Issue.record("expected a failure")
        } catch {
            #expect(error.message.contains("WEATHERBOARD_MET_URL"))
        }
        #expect(ProviderCatalog.status(of: "nws", settings: settings(["WEATHERBOARD_NWS_URL": "nope"])).hasPrefix("misconfigured"))
        #expect(ProviderCatalog.status(of: "open-meteo", settings: settings()) == "ready (no key needed)")
    }
}
