import Dashboard
import Foundation
import Testing
import TestSupport
import WeatherCore

/// The real binary against a loopback Open-Meteo stand-in: what a user types, what they see,
/// and how many requests reach the server.
@Suite("weatherboard command line")
struct CommandLineTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer
    /// How far the saved forecast was moved to be current when the test runs.
    let shift: TimeShift

    init() throws {
        let saved = try WeatherboardBinary.fixture("open-meteo-forecast-berlin.json")
        shift = try TimeShift.openMeteo(saved)
        let forecast = shift.applied(to: saved)
        let geocoding = try WeatherboardBinary.fixture("open-meteo-geocoding-berlin.json")
        server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/v1/search"
                ? .data(200, geocoding, contentType: "application/json")
                : .data(200, forecast, contentType: "application/json", headers: ["ETag": "\"v1\""])
        }
    }

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: server, extra: extra)
    }


    @Test func addBerlinThenJsonTwiceSendsOneForecastRequest() throws {
        let added = try run("places", "add", "Berlin")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Berlin, Deutschland"))
        #expect(server.requests.last?.pathWithoutQuery == "/v1/search")
        #expect(server.requests.last?.queryValue("name") == "Berlin")

        let first = try run("--json")
        #expect(first.status == 0, "\(first.stderr)")
        let document = try jsonObject(first.stdout)
        let place = try #require(document["place"] as? [String: Any])
        #expect(place["name"] as? String == "Berlin")
        #expect(place["timeZone"] as? String == "Europe/Berlin")
        // The fixture's 48 hours from its 13:00, less that hour where it is over by now.
        #expect([47, 48].contains((document["hourly"] as? [Any])?.count ?? 0), "all hours, not the strip's 12")
        #expect((document["daily"] as? [Any])?.count == 10)
        let current = try #require(document["current"] as? [String: Any])
        #expect(current["temperature"] as? Double == 25.3)
        #expect((current["date"] as? String)?.prefix(16) == shift.applied(to: "2026-08-21T13:15").prefix(16), "the local time")
        #expect(current.keys.contains("uvIndex") && current["uvIndex"] is NSNull, "missing values are null")
        let metadata = try #require(document["metadata"] as? [String: Any])
        #expect(metadata["stale"] as? Bool == false)
        #expect(metadata["provider"] as? String == "open-meteo")
        let attribution = try #require(document["attribution"] as? [String: Any])
        #expect(attribution["serviceName"] as? String == "Open-Meteo.com")
        let forecastRequests = server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }
        #expect(forecastRequests.count == 1)
        #expect(forecastRequests.first?.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(forecastRequests.first?.queryValue("latitude") == "52.5244")
        #expect(forecastRequests.first?.queryValue("timezone") == "auto")
        #expect(forecastRequests.first?.queryValue("minutely_15") != nil, "the minute forecast comes in the same request")
        #expect(document["nextHour"] as? [String: Any] != nil)

        let second = try run("--json")
        #expect(second.status == 0)
        #expect(server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }.count == 1, "within expiry: no request")
        // The same data from the cache: only what is told at the time of printing (the data's
        // age, the next hour's sentence) may differ.
        let again = try jsonObject(second.stdout)
        #expect((again["metadata"] as? [String: Any])?["fetchDate"] as? String == metadata["fetchDate"] as? String)
        #expect((again["current"] as? NSDictionary) == (document["current"] as? NSDictionary))
        #expect((again["daily"] as? NSArray) == (document["daily"] as? NSArray))
    }

    @Test func afterExpiryExactlyOneConditionalRequestIsSent() throws {
        _ = try run("places", "add", "Berlin")
        _ = try run("--json")
        try expireCacheEntries()
        server.setHandler { _ in .status(304, headers: ["ETag": "\"v1\""]) }
        let refreshed = try run("--json")
        #expect(refreshed.status == 0, "\(refreshed.stderr)")
        let forecasts = server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }
        #expect(forecasts.count == 2)
        #expect(forecasts.last?.header("if-none-match") == "\"v1\"")
        let metadata = try #require(try jsonObject(refreshed.stdout)["metadata"] as? [String: Any])
        #expect(metadata["stale"] as? Bool == false)
        #expect(try jsonObject(refreshed.stdout)["current"] as? [String: Any] != nil)
    }

    @Test func serverFailureAfterExpiryPrintsStaleDataAndSaysWhy() throws {
        _ = try run("places", "add", "Berlin")
        _ = try run("--json")
        try expireCacheEntries()
        server.setHandler { _ in .json(500, #"{"error":true,"reason":"Internal trouble"}"#) }
        let result = try run("--json")
        #expect(result.status == 0)
        #expect(result.stderr.contains("HTTP 500"))
        let metadata = try #require(try jsonObject(result.stdout)["metadata"] as? [String: Any])
        #expect(metadata["stale"] as? Bool == true)
    }

    @Test func corruptCacheEntryIsFetchedAgain() throws {
        _ = try run("places", "add", "Berlin")
        _ = try run("--json")
        for file in try cacheFiles() { try Data("{ not json".utf8).write(to: file) }
        let result = try run("--json")
        #expect(result.status == 0)
        #expect(server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }.count == 2)
    }

    @Test func rateLimitedWithoutDataFailsWithOneSentence() throws {
        server.setHandler { _ in .json(429, #"{"error":true,"reason":"Minutely API request limit exceeded."}"#, headers: ["Retry-After": "120"]) }
        let result = try run("--json", "52.52,13.41")
        #expect(result.status == 1)
        #expect(result.stderr.contains("wait until"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// The sun and moon are computed locally for today, whatever the date the forecast is from,
    /// so only their shape and Berlin's bounds are fixed here (AstronomyTests holds the values).
    @Test func jsonHasTodaysSkyAndTheChanges() throws {
        _ = try run("places", "add", "Berlin")
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let sky = try #require(document["astronomy"] as? [String: Any])
        #expect(sky["polar"] is NSNull, "Berlin has no polar day or night")
        let sunrise = try #require(sky["sunrise"] as? String)
        #expect(sunrise.hasSuffix("+01:00") || sunrise.hasSuffix("+02:00"), "times are in the place's offset")
        #expect(sky["sunset"] is String && sky["civilDawn"] is String && sky["civilDusk"] is String)
        let dayLength = try #require(sky["dayLength"] as? Int)
        #expect((7 * 3600...17 * 3600).contains(dayLength), "Berlin's days are 7 h 40 min to 16 h 50 min")
        #expect(abs(try #require(sky["dayLengthChange"] as? Int)) < 5 * 60)
        let morning = try #require(sky["goldenHourMorning"] as? [String: Any])
        #expect(morning["start"] as? String == sunrise, "the morning's golden hour starts at sunrise")
        #expect((sky["goldenHourEvening"] as? [String: Any])?["end"] as? String == sky["sunset"] as? String)
        let moon = try #require(sky["moon"] as? [String: Any])
        let phases = ["new", "waxingCrescent", "firstQuarter", "waxingGibbous", "full", "waningGibbous", "thirdQuarter", "waningCrescent"]
        #expect(phases.contains(moon["phase"] as? String ?? ""))
        #expect((0...100).contains(try #require(moon["illumination"] as? Double)))
        #expect((0..<360).contains(try #require(moon["phaseAngle"] as? Double)))
        #expect(moon.keys.contains("moonrise") && moon.keys.contains("moonset"))
        let changes = try #require(document["changes"] as? [String])
        #expect(changes.count <= 2)
    }

    @Test func jsonCarriesTheMinuteForecastAmountsAndTheirUnits() throws {
        _ = try run("places", "add", "Berlin")
        let metric = try jsonObject(try run("--json", "--units", "metric").stdout)
        let nextHour = try #require(metric["nextHour"] as? [String: Any])
        #expect(nextHour["source"] as? String == "Open-Meteo.com")
        #expect(nextHour["estimated"] as? Bool == false)
        // Told at the time of printing, which the fixture's quarter hours now cover.
        let summary = try #require(nextHour["summary"] as? String)
        #expect(!summary.isEmpty && summary != "Next-hour precipitation unknown", "\(summary)")
        let minutes = try #require(nextHour["minutes"] as? [[String: Any]])
        #expect(minutes.count == 8)
        #expect((minutes[1]["date"] as? String)?.prefix(16) == shift.applied(to: "2026-08-21T13:30").prefix(16), "the local time")
        #expect(minutes[1]["precipitationIntensity"] as? Double == 0.4)
        #expect(minutes[1].keys.contains("precipitationChance") && minutes[1]["precipitationChance"] is NSNull)
        #expect(minutes[5]["precipitationIntensity"] is NSNull)
        // The fixture's 14:00, which is never over yet: its 13:15 is within the last hour.
        let savedTwoOClock = shift.applied(to: "2026-08-21T14:00")
        let hour = try #require((metric["hourly"] as? [[String: Any]])?.first { ($0["date"] as? String)?.hasPrefix(savedTwoOClock) == true })
        #expect(hour["precipitationAmount"] as? Double == 1.4)
        #expect(hour["snowfallAmount"] as? Double == 0)
        #expect(hour["apparentTemperature"] as? Double == 24.6)
        #expect(hour["windSpeed"] as? Double == 12.6)
        #expect(hour["windDirection"] as? Double == 245)
        #expect(hour["windGust"] as? Double == 29.5)
        let calmless = try #require((metric["hourly"] as? [[String: Any]])?.first {
            ($0["date"] as? String)?.hasPrefix(shift.applied(to: "2026-08-21T16:00")) == true
        })
        #expect(calmless.keys.contains("windSpeed") && calmless["windSpeed"] is NSNull, "no wind sent: null, not 0")
        let day = try #require((metric["daily"] as? [[String: Any]])?.first)
        #expect(day["precipitationAmount"] as? Double == 2.2)
        #expect(day["snowfallAmount"] as? Double == 0)
        #expect(day["windSpeedMax"] as? Double == 27.4)
        #expect(day["windGustMax"] as? Double == 52.6)
        #expect(day["precipitationHours"] as? Double == 3)
        let fourthDay = try #require((metric["daily"] as? [[String: Any]])?[3])
        #expect(fourthDay.keys.contains("precipitationAmount") && fourthDay["precipitationAmount"] is NSNull)
        let units = try #require(metric["units"] as? [String: Any])
        #expect(units["precipitation"] as? String == "mm")
        #expect(units["precipitationIntensity"] as? String == "mm/h")
        #expect(units["snowfall"] as? String == "cm")

        let imperial = try jsonObject(try run("--json", "--units", "imperial").stdout)
        let imperialUnits = try #require(imperial["units"] as? [String: Any])
        #expect(imperialUnits["precipitation"] as? String == "in")
        #expect(imperialUnits["snowfall"] as? String == "in")
        let imperialDay = try #require((imperial["daily"] as? [[String: Any]])?.first)
        #expect(imperialDay["precipitationAmount"] as? Double == 0.09, "2.2 mm")
        #expect(imperialDay["windSpeedMax"] as? Double == 17.0, "27.4 km/h")
        #expect(imperialDay["windGustMax"] as? Double == 32.7, "52.6 km/h")
        let imperialHour = try #require((imperial["hourly"] as? [[String: Any]])?.first { ($0["date"] as? String)?.hasPrefix(savedTwoOClock) == true })
        #expect(imperialHour["windSpeed"] as? Double == 7.8, "12.6 km/h")
        #expect(imperialHour["windGust"] as? Double == 18.3, "29.5 km/h")
        #expect(imperialHour["windDirection"] as? Double == 245)
        let imperialMinutes = try #require((imperial["nextHour"] as? [String: Any])?["minutes"] as? [[String: Any]])
        #expect(imperialMinutes[2]["precipitationIntensity"] as? Double == 0.05, "1.2 mm/h")
    }

    @Test func jsonNextHourIsNullWithoutAMinuteForecast() throws {
        let sparse = try WeatherboardBinary.fixture("open-meteo-forecast-polar-sparse.json")
        server.setHandler { _ in .data(200, sparse, contentType: "application/json") }
        let document = try jsonObject(try run("--json", "78.22,15.65").stdout)
        #expect(document.keys.contains("nextHour") && document["nextHour"] is NSNull)
    }

    @Test func imperialUnitsConvertTemperatureAndSpeed() throws {
        _ = try run("places", "add", "Berlin")
        let result = try run("--json", "--units", "imperial")
        let document = try jsonObject(result.stdout)
        let current = try #require(document["current"] as? [String: Any])
        #expect(current["temperature"] as? Double == 77.5)
        #expect(current["windSpeed"] as? Double == 7.0)
        let units = try #require(document["units"] as? [String: Any])
        #expect(units["temperature"] as? String == "°F")
        let usLocale = try run("--json", extra: ["LANG": "en_US.UTF-8"])
        #expect((try jsonObject(usLocale.stdout)["units"] as? [String: Any])?["system"] as? String == "imperial")
    }

    @Test func placesListRemoveAndMove() throws {
        _ = try run("places", "add", "Berlin")
        _ = try run("places", "add", "48.8534,2.3488", "--name", "Paris")
        _ = try run("places", "add", "35.6895,139.6917", "--name", "東京")
        let list = try run("places", "list")
        #expect(list.stdout.contains("1. Berlin"))
        #expect(list.stdout.contains("3. 東京"))
        #expect(try run("places", "move", "3", "1").status == 0)
        #expect(try run("places", "list").stdout.contains("1. 東京"))
        #expect(try run("places", "remove", "paris").status == 0)
        let after = try run("places", "list").stdout
        #expect(!after.contains("Paris"))
        let missing = try run("places", "remove", "Atlantis")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Atlantis"))
    }

    @Test func corruptPlacesFileIsNamedAndNeverOverwritten() throws {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let original = Data("[{\"name\": \"Berlin\",".utf8)
        try original.write(to: home.placesFile)
        let result = try run("places", "add", "Berlin")
        #expect(result.status == 1)
        #expect(result.stderr.contains(home.placesFile.path))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: home.placesFile) == original)
        #expect(try run("--json").status == 1)
        #expect(try Data(contentsOf: home.placesFile) == original)
    }

    @Test(arguments: [
        ["--units", "kelvin"], ["--units", "wind=furlongs"], ["--units", "speed=kn"], ["--units", "imperial,metric"], ["--bogus"], ["places"], ["places", "fly"], ["--width", "80"],
        ["--json", "--print"], ["--json", "Berlin", "Paris"], ["--icons"], ["--graphics", "pixels"], ["--graphics"],
    ])
    func usageErrorsExitTwoWithOneSentence(arguments: [String]) throws {
        let result = try runProcess(
            arguments: [WeatherboardBinary.path] + arguments, environment: home.environment(server: server.baseURL))
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("weatherboard: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(server.requestCount == 0)
    }

    @Test func helpFitsOneScreenAndVersionPrints() throws {
        let help = try run("--help")
        #expect(help.status == 0)
        let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 40)
        #expect(lines.allSatisfy { $0.count <= 80 }, "fits an 80-column terminal")
        #expect(help.stdout.contains("places add"))
        // Every shipped language keeps to the same screen, its widths measured as a terminal does.
        for code in LanguagePreference.shippedCodes {
            let translated = try run("--help", "--lang", code)
            #expect(translated.status == 0, "\(code): \(translated.stderr)")
            let translatedLines = translated.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(translatedLines.count <= 40, "\(code)")
            let tooWide = translatedLines.filter { DisplayWidth.of(String($0)) > 80 }
            #expect(tooWide.isEmpty, "\(code): \(tooWide)")
        }
        let version = try run("--version")
        #expect(version.stdout.hasPrefix("weatherboard "))
    }

    @Test func demoPrintIsPlainTextOfTheAskedSize() throws {
        let result = try run("--demo", "--print", "--width", "80", "--height", "24")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}"), "no escapes when stdout is not a terminal")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 24)
        #expect(lines.last?.contains("DEMO") == true)
        #expect(lines.last?.contains("Open-Meteo") == true)
        #expect(server.requestCount == 0, "the demo needs no network")
    }

    @Test func demoPrintShowsTheChosenPlaceAndRefusesOneItDoesNotHave() throws {
        let tokyo = try run("--demo", "--print", "2", "--width", "80", "--height", "24")
        #expect(tokyo.status == 0, "\(tokyo.stderr)")
        #expect(tokyo.stdout.contains("╭ 東京"), "\(tokyo.stdout)")
        let oklahoma = try run("--demo", "--print", "Oklahoma City", "--width", "80", "--height", "24")
        #expect(oklahoma.stdout.contains("╭ Oklahoma City"), "\(oklahoma.stdout)")
        let paris = try run("--demo", "--print", "Paris")
        #expect(paris.status == 2)
        #expect(paris.stderr == "weatherboard: The demo has no place \"Paris\"; choose 1 Berlin, 2 東京 or 3 Oklahoma City.\n")
        #expect(server.requestCount == 0, "the demo needs no network")
    }

    @Test func printUsesTheCacheAndAsciiOnANonUTF8Locale() throws {
        _ = try run("places", "add", "Berlin")
        _ = try run("--json")
        let result = try run("--print", "--width", "60", "--height", "20", extra: ["LANG": "C"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Berlin"))
        let isASCII = result.stdout.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII, "\(result.stdout)")
        #expect(server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }.count == 1)
    }

    @Test func printWithoutAnyDataShowsTheErrorAndExitsOne() throws {
        _ = try run("places", "add", "Berlin")
        server.setHandler { _ in .status(503) }
        let result = try run("--print", "--width", "80", "--height", "24")
        #expect(result.status == 1)
        #expect(result.stdout.contains("No weather for Berlin"))
        #expect(result.stderr.contains("HTTP 503"))
        // A printed frame reads no keys, so it names none.
        #expect(!result.stdout.contains("Press r to retry"), "\(result.stdout)")
        #expect(!result.stdout.contains("? help"), "\(result.stdout)")
    }

    @Test func unknownThemeIsAUsageError() throws {
        let result = try run("--demo", "--print", "--theme", "sepia")
        #expect(result.status == 2)
        #expect(result.stderr.contains("sepia"))
        #expect(result.stderr.contains("solarized-dark"))
    }

    @Test func brokenThemeFileIsNamedAndTheDefaultIsUsed() throws {
        let themes = home.configDirectory.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        let broken = themes.appendingPathComponent("sunset.json")
        try Data(##"{"name": "sunset", "text": "#zzzzzz"}"##.utf8).write(to: broken)
        let result = try run("--demo", "--print", "--theme", "sunset")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(broken.path))
        #expect(result.stderr.contains("default theme"))
        #expect(result.stdout.contains("DEMO"))
    }

    @Test func configFileSetsUnitsIconsAndThemeAndTheCommandLineWins() throws {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let config = home.configDirectory.appendingPathComponent("config.json")
        try Data(#"{"units": "imperial", "icons": "ascii", "theme": "light"}"#.utf8).write(to: config)
        _ = try run("places", "add", "Berlin")
        let imperial = try jsonObject(try run("--json").stdout)
        #expect((imperial["units"] as? [String: Any])?["system"] as? String == "imperial")
        let metric = try jsonObject(try run("--json", "--units", "metric").stdout)
        #expect((metric["units"] as? [String: Any])?["system"] as? String == "metric")
        let printed = try run("--print", "--width", "80", "--height", "24")
        let isASCII = printed.stdout.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII, "icons and borders are ASCII from the config file")
        try Data(#"{"units": "kelvin"}"#.utf8).write(to: config)
        let bad = try run("--json")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(config.path) && bad.stderr.contains("kelvin"))
    }

    @Test func unitsForSingleQuantitiesOnTheCommandLine() throws {
        _ = try run("places", "add", "Berlin")
        let document = try jsonObject(try run("--json", "--units", "imperial,wind=kn,pressure=mmHg").stdout)
        let current = try #require(document["current"] as? [String: Any])
        #expect(current["temperature"] as? Double == 77.5, "imperial, as the system says")
        #expect(current["windSpeed"] as? Double == 6.0, "11.2 km/h in knots")
        #expect(current["pressure"] as? Double == 759.51)
        let units = try #require(document["units"] as? [String: Any])
        #expect(units["system"] as? String == "imperial")
        #expect(units["windSpeed"] as? String == "kn" && units["pressure"] as? String == "mmHg" && units["temperature"] as? String == "°F")
        let printed = try run("--print", "--units", "metric,wind=m/s", "--width", "120", "--height", "40")
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("Wind 3.1 m/s"), "\(printed.stdout)")
        #expect(printed.stdout.contains("Pressure 1013 hPa"))
    }

    @Test func unknownQuantitiesAndUnitsAreUsageErrorsNamingTheAcceptedValues() throws {
        let unit = try run("--units", "wind=furlongs")
        #expect(unit.status == 2)
        #expect(unit.stderr == "weatherboard: In --units, wind must be km/h, m/s, mph, kn or bft, not \"furlongs\".\n")
        let quantity = try run("--units", "speed=kn")
        #expect(quantity.status == 2)
        #expect(quantity.stderr
            == "weatherboard: In --units, the quantity must be temperature, wind, pressure, precipitation or distance, not \"speed\".\n")
    }

    @Test func configFileUnitsAsAnObjectAndTheCommandLineWinsQuantityByQuantity() throws {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let config = home.configDirectory.appendingPathComponent("config.json")
        try Data(#"{"units": {"system": "imperial", "wind": "m/s", "pressure": "hPa"}}"#.utf8).write(to: config)
        _ = try run("places", "add", "Berlin")
        let fromFile = try #require(try jsonObject(try run("--json").stdout)["units"] as? [String: Any])
        #expect(fromFile["system"] as? String == "imperial" && fromFile["temperature"] as? String == "°F")
        #expect(fromFile["windSpeed"] as? String == "m/s" && fromFile["pressure"] as? String == "hPa")
        let overridden = try #require(try jsonObject(try run("--json", "--units", "metric,wind=kn").stdout)["units"] as? [String: Any])
        #expect(overridden["system"] as? String == "metric" && overridden["temperature"] as? String == "°C")
        #expect(overridden["windSpeed"] as? String == "kn", "the command line's wind")
        #expect(overridden["pressure"] as? String == "hPa", "the config file's pressure, which the command line leaves")
        try Data(#"{"units": "imperial,wind=kn"}"#.utf8).write(to: config)
        let text = try #require(try jsonObject(try run("--json").stdout)["units"] as? [String: Any])
        #expect(text["windSpeed"] as? String == "kn" && text["temperature"] as? String == "°F", "the same text form as --units")

        let mistakes = [
            (#"{"units": {"system": "metric", "wind": "furlongs"}}"#, #"wind must be km/h, m/s, mph, kn or bft, not "furlongs""#),
            (#"{"units": {"speed": "kn"}}"#, #"the quantity must be temperature, wind, pressure, precipitation or distance, not "speed""#),
            (#"{"units": "metric,speed=kn"}"#, #"not "speed""#),
            (#"{"units": {"wind": 5}}"#, #""units.wind" must be a string"#),
            (#"{"units": 5}"#, #""units" must be a string or an object"#),
        ]
        for (contents, reason) in mistakes {
            try Data(contents.utf8).write(to: config)
            let bad = try run("--json")
            #expect(bad.status == 2, "\(contents)")
            #expect(bad.stderr.contains(config.path) && bad.stderr.contains(reason), "\(contents): \(bad.stderr)")
            #expect(bad.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func noSavedPlacesTellsWhatToDo() throws {
        let result = try run("--json")
        #expect(result.status == 1)
        #expect(result.stderr.contains("places add"))
    }

    /// The forecast's cache entries: the Board's, and the forecast part a place with an
    /// official alert source (Berlin has DWD) keeps beside its alerts.
    private func cacheFiles() throws -> [URL] {
        var files = try FileManager.default.contentsOfDirectory(
            at: home.cacheDirectory.appendingPathComponent("open-meteo"), includingPropertiesForKeys: nil)
        let parts = home.cacheDirectory.appendingPathComponent("forecast-parts/open-meteo")
        if FileManager.default.fileExists(atPath: parts.path) {
            files += try FileManager.default.contentsOfDirectory(at: parts, includingPropertiesForKeys: nil)
        }
        return files
    }

    /// Rewrites every cache entry so it expired a minute ago, as if time had passed.
    private func expireCacheEntries() throws {
        for file in try cacheFiles() {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            var metadata = try #require(object["metadata"] as? [String: Any])
            metadata["expirationDate"] = Date().timeIntervalSince1970 - 60
            object["metadata"] = metadata
            try JSONSerialization.data(withJSONObject: object).write(to: file)
        }
    }
}
