import Foundation
import Testing
import TestSupport

/// Places saved as LAT,LON get their country (which decides the alert source) without a
/// request for it, and searched places keep their local area names.
@Suite("Saved place countries")
struct PlaceCountryTests {
    let home = IsolatedHome()

    func savedPlaces() throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: home.placesFile)) as? [String: Any]
        return try #require(object?["places"] as? [[String: Any]])
    }

    @Test func aPositionGetsItsCountryFromTheForecastsTimeZone() throws {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, forecast, contentType: "application/json") }
        let result = try runProcess(
            arguments: [WeatherboardBinary.path, "places", "add", "52.52,13.41"], environment: home.environment(server: server.baseURL))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try savedPlaces().first?["countryCode"] as? String == "DE")
        #expect(!server.requests.contains { $0.pathWithoutQuery == "/v1/search" }, "no lookup just for the country")
    }

    /// A position is named after what lies there, with its country and area names, from one
    /// Nominatim lookup; the OpenStreetMap attribution is shown with the name.
    @Test func aPositionIsNamedByOneReverseLookup() throws {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let answer = try WeatherboardBinary.fixture("nominatim-reverse-lottum.json")
        let server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast": .data(200, forecast, contentType: "application/json")
            case "/reverse": .data(200, answer, contentType: "application/json")
            default: .json(404, #"{"message":"Not Found"}"#)
            }
        }
        let result = try runProcess(
            arguments: [WeatherboardBinary.path, "places", "add", "51.447,6.099"], environment: home.environment(server: server.baseURL))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Lottum, Limburg, Nederland"), "\(result.stdout)")
        #expect(result.stdout.contains("© OpenStreetMap contributors"), "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let saved = try #require(try savedPlaces().first)
        #expect(saved["name"] as? String == "Lottum")
        #expect(saved["countryCode"] as? String == "NL")
        #expect(saved["administrativeAreas"] as? [String] == ["Limburg", "Horst aan de Maas", "Lottum"])
        let lookups = server.requests.filter { $0.pathWithoutQuery == "/reverse" }
        #expect(lookups.count == 1, "one request per add")
        let lookup = try #require(lookups.first)
        #expect(lookup.queryValue("format") == "jsonv2" && lookup.queryValue("zoom") == "10")
        #expect(lookup.queryValue("addressdetails") == "1")
        #expect(lookup.queryValue("lat") == "51.447" && lookup.queryValue("lon") == "6.099")
        #expect(lookup.queryValue("accept-language")?.hasPrefix("en") == true, "the user's languages")
    }

    /// OpenStreetMap's licence asks for credit wherever its data is shown: the place's name
    /// carries its credit to the listing, the printed dashboard and the JSON.
    @Test func aPositionNamedByOpenStreetMapIsCreditedWhereverItsNameIsShown() throws {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let answer = try WeatherboardBinary.fixture("nominatim-reverse-lottum.json")
        let search = try WeatherboardBinary.fixture("open-meteo-geocoding-berlin.json")
        let server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast": .data(200, forecast, contentType: "application/json")
            case "/reverse": .data(200, answer, contentType: "application/json")
            case "/v1/search": .data(200, search, contentType: "application/json")
            default: .json(404, #"{"message":"Not Found"}"#)
            }
        }
        let environment = home.environment(server: server.baseURL)
        let credit = "© OpenStreetMap contributors (ODbL) https://www.openstreetmap.org/copyright"
        let added = try runProcess(arguments: [WeatherboardBinary.path, "places", "add", "51.447,6.099"], environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains(credit), "\(added.stdout)")
        let searched = try runProcess(arguments: [WeatherboardBinary.path, "places", "add", "Berlin"], environment: environment)
        #expect(searched.status == 0 && !searched.stdout.contains("OpenStreetMap"), "\(searched.stdout)\(searched.stderr)")

        let listed = try runProcess(arguments: [WeatherboardBinary.path, "places", "list"], environment: environment)
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "Place names: \(credit)", "once, under the names: \(listed.stdout)")
        #expect(lines.filter { $0.contains("OpenStreetMap") }.count == 1, "\(listed.stdout)")

        let printed = try runProcess(
            arguments: [WeatherboardBinary.path, "--print", "Lottum", "--width", "160", "--height", "40"], environment: environment)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("© OpenStreetMap contributors"), "\(printed.stdout)")

        let json = try runProcess(arguments: [WeatherboardBinary.path, "--json", "Lottum"], environment: environment)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let attributions = try #require(object?["attributions"] as? [[String: Any]], "\(json.stdout)")
        #expect(attributions.contains { $0["serviceName"] as? String == "© OpenStreetMap contributors" && $0["legalText"] as? String == "ODbL" })
        #expect(try savedPlaces().first?["nameAttribution"] != nil, "kept with the place")
        #expect(try savedPlaces().last?["nameAttribution"] == nil, "a searched name owes OpenStreetMap nothing")
    }

    /// A position added offline keeps its coordinates as its name until a forecast comes:
    /// then `--json` and `--print` look its name up once, save it, and show it at once. Data
    /// from the cache costs no lookup.
    @Test func aPositionAddedOfflineIsNamedByTheNextForecastFetched() throws {
        let offline = try runProcess(
            arguments: [WeatherboardBinary.path, "places", "add", "51.447,6.099"], environment: home.environment(server: nil))
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(try savedPlaces().first?["name"] as? String == "51.447, 6.099")
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let answer = try WeatherboardBinary.fixture("nominatim-reverse-lottum.json")
        let server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast": .data(200, forecast, contentType: "application/json")
            case "/reverse": .data(200, answer, contentType: "application/json")
            default: .json(404, #"{"message":"Not Found"}"#)
            }
        }
        let environment = home.environment(server: server.baseURL)
        let json = try runProcess(arguments: [WeatherboardBinary.path, "--json"], environment: environment)
        #expect(json.status == 0, "\(json.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let place = try #require(object?["place"] as? [String: Any], "\(json.stdout)")
        #expect(place["name"] as? String == "Lottum", "shown at once: \(place)")
        #expect(try savedPlaces().first?["name"] as? String == "Lottum", "and saved")
        #expect(try savedPlaces().first?["administrativeAreas"] as? [String] == ["Limburg", "Horst aan de Maas", "Lottum"])

        let again = try runProcess(arguments: [WeatherboardBinary.path, "--print", "--width", "100", "--height", "30"], environment: environment)
        #expect(again.status == 0 && again.stdout.contains("Lottum"), "\(again.stdout)\(again.stderr)")
        #expect(server.requests.filter { $0.pathWithoutQuery == "/reverse" }.count == 1, "one lookup, then the saved name")
    }

    /// While the lookup fails, a printed frame from the cache never asks again: only a forecast
    /// fetched by this run does, so a script run every minute costs Nominatim one request per
    /// forecast at most.
    @Test func aFailingLookupIsNotRepeatedForCachedData() throws {
        _ = try runProcess(arguments: [WeatherboardBinary.path, "places", "add", "51.447,6.099"], environment: home.environment(server: nil))
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/v1/forecast" ? .data(200, forecast, contentType: "application/json") : .json(503, "{}")
        }
        let arguments = [WeatherboardBinary.path, "--print", "--width", "100", "--height", "30"]
        for _ in 0..<3 {
            let printed = try runProcess(arguments: arguments, environment: home.environment(server: server.baseURL))
            #expect(printed.status == 0, "\(printed.stderr)")
        }
        #expect(server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }.count == 1, "then the cache")
        #expect(server.requests.filter { $0.pathWithoutQuery == "/reverse" }.count == 1, "with that one forecast only")
        #expect(try savedPlaces().first?["name"] as? String == "51.447, 6.099")
    }

    /// With Nominatim out of reach the place is still saved, named by its coordinates, and one
    /// sentence says why.
    @Test func aPositionWhoseNameCannotBeLookedUpIsStillSaved() throws {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, forecast, contentType: "application/json") }
        let result = try runProcess(
            arguments: [WeatherboardBinary.path, "places", "add", "51.447,6.099"],
            environment: home.environment(server: server.baseURL, extra: ["WEATHERBOARD_NOMINATIM_URL": "http://127.0.0.1:9"]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try savedPlaces().first?["name"] as? String == "51.447, 6.099")
        #expect(try savedPlaces().first?["administrativeAreas"] == nil)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains("Its name could not be looked up, so it is named by its position.") == true, "\(result.stderr)")
        #expect(!result.stdout.contains("OpenStreetMap"), "no attribution for a name that is not theirs")
    }

    @Test func offlineAPositionGetsItsCountryFromTheOutlines() throws {
        let result = try runProcess(
            arguments: [WeatherboardBinary.path, "places", "add", "45.50,-73.57"], environment: home.environment(server: nil))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try savedPlaces().first?["countryCode"] as? String == "CA")
    }

    @Test func aPositionSavedOfflineSaysSoAndGetsItsTimeZoneFromItsFirstForecast() throws {
        let offline = try runProcess(
            arguments: [WeatherboardBinary.path, "places", "add", "52.52,13.41"], environment: home.environment(server: nil))
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stderr.contains("52.52, 13.41 is saved in UTC for now: its time zone is filled in by its first forecast"), "\(offline.stderr)")
        #expect(offline.stderr.contains("give it a name with --name"), "\(offline.stderr)")
        #expect(try savedPlaces().first?["timeZoneIdentifier"] as? String == "UTC")

        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, forecast, contentType: "application/json") }
        let json = try runProcess(arguments: [WeatherboardBinary.path, "--json", "1"], environment: home.environment(server: server.baseURL))
        #expect(json.status == 0, "\(json.stderr)")
        #expect(try savedPlaces().first?["timeZoneIdentifier"] as? String == "Europe/Berlin", "filled in by the first forecast")
        #expect(try savedPlaces().first?["countryCode"] as? String == "DE")
    }

    /// `--print` completes the place too, and reads places.json once when there is nothing to
    /// complete (the file is left as it is).
    @Test func printFillsInTheTimeZoneOnceAndThenLeavesTheFileAlone() throws {
        let offline = try runProcess(
            arguments: [WeatherboardBinary.path, "places", "add", "52.52,13.41"], environment: home.environment(server: nil))
        #expect(offline.status == 0, "\(offline.stderr)")
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let server = try LocalHTTPServer { _ in .data(200, forecast, contentType: "application/json") }
        let arguments = [WeatherboardBinary.path, "--print", "--width", "80", "--height", "24"]
        let first = try runProcess(arguments: arguments, environment: home.environment(server: server.baseURL))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try savedPlaces().first?["timeZoneIdentifier"] as? String == "Europe/Berlin", "filled in by the first forecast")
        let completed = try Data(contentsOf: home.placesFile)
        let modified = try FileManager.default.attributesOfItem(atPath: home.placesFile.path)[.modificationDate] as? Date
        let second = try runProcess(arguments: arguments, environment: home.environment(server: server.baseURL))
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try Data(contentsOf: home.placesFile) == completed)
        #expect(try FileManager.default.attributesOfItem(atPath: home.placesFile.path)[.modificationDate] as? Date == modified)
    }

    @Test func aSearchedPlaceKeepsItsAreaNamesInBothLanguages() throws {
        let english = #"{"results":[{"id":2759794,"name":"Amsterdam","latitude":52.37403,"longitude":4.88969,"country_code":"NL","timezone":"Europe/Amsterdam","country":"Netherlands","admin1":"North Holland"}]}"#
        let dutch = #"{"results":[{"id":2759794,"name":"Amsterdam","latitude":52.37403,"longitude":4.88969,"country_code":"NL","timezone":"Europe/Amsterdam","country":"Nederland","admin1":"Noord-Holland"}]}"#
        let server = try LocalHTTPServer { request in .json(200, request.queryValue("language") == "nl" ? dutch : english) }
        let result = try runProcess(
            arguments: [WeatherboardBinary.path, "places", "add", "Amsterdam"], environment: home.environment(server: server.baseURL))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try savedPlaces().first?["administrativeAreas"] as? [String] == ["North Holland", "Noord-Holland"])
    }
}
