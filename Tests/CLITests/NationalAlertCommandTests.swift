import Foundation
import Testing
import TestSupport

/// The real binary for places in Germany and Canada against one loopback server that stands in
/// for Open-Meteo, DWD's GeoServer and ECCC's GeoMet API.
@Suite("weatherboard with DWD and ECCC warnings")
struct NationalAlertCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        let openMeteo = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        // Captured-style feeds for 14 July 2026, moved into the future so the warnings are in
        // force whenever the test runs, except the ones that are meant to have expired.
        let dwd = Data(String(decoding: try WeatherboardBinary.fixture("dwd-warnungen-munich.json"), as: UTF8.self)
            .replacingOccurrences(of: "2026-07-14T06:00:00Z", with: "2001-01-01T06:00:00Z")
            .replacingOccurrences(of: "2026-", with: "2099-").utf8)
        let eccc = Data(String(decoding: try WeatherboardBinary.fixture("eccc-alerts-toronto.json"), as: UTF8.self)
            .replacingOccurrences(of: "2026-07-14T09:00:00.795Z", with: "2001-01-01T09:00:00.795Z")
            .replacingOccurrences(of: "2026-", with: "2099-").utf8)
        let emptyDWD = try WeatherboardBinary.fixture("dwd-warnungen-empty.json")
        let emptyECCC = Data(#"{"type":"FeatureCollection","features":[],"numberMatched":0,"numberReturned":0}"#.utf8)
        let englishText = try WeatherboardBinary.fixture("brightsky-alerts-munich.json")
        server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast":
                return .data(200, openMeteo, contentType: "application/json")
            case "/geoserver/dwd/ows":
                return .data(200, AxisOrderChecks.isGermanPointLatitudeFirst(request) ? dwd : emptyDWD, contentType: "application/json")
            case "/alerts":
                // Bright Sky, DWD's English text; only for Munich's point.
                return request.queryValue("lat") == "48.1374"
                    ? .data(200, englishText, contentType: "application/json") : .json(200, #"{"alerts":[],"location":null}"#)
            case "/collections/weather-alerts/items":
                return .data(200, AxisOrderChecks.isCanadianBoxLongitudeFirst(request) ? eccc : emptyECCC, contentType: "application/geo+json")
            default:
                return .json(404, #"{"title":"Not Found"}"#)
            }
        }
    }

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: server, extra: extra)
    }


    func savePlaces() throws {
        try home.writePlaces([
            #"{"name": "Munich", "latitude": 48.1374, "longitude": 11.5755, "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE", "adminArea": "Bavaria"}"#,
            #"{"name": "Toronto", "latitude": 43.6532, "longitude": -79.3832, "timeZoneIdentifier": "America/Toronto", "countryCode": "CA", "adminArea": "Ontario"}"#,
        ])
    }

    func requests(to path: String) -> [RecordedRequest] {
        server.requests.filter { $0.pathWithoutQuery == path }
    }

    func strings(_ objects: [[String: Any]], _ key: String) -> [String] {
        objects.compactMap { $0[key] as? String }
    }

    /// A German reader (the English readers' tests follow): DWD's GeoServer alone.
    @Test func munichShowsDWDWarningsRankedWithTheSourceNote() throws {
        try savePlaces()
        let result = try run("--json", "Munich", extra: ["LANG": "de_DE.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(strings(alerts, "summary") == ["VORABINFORMATION UNWETTER vor SCHWEREM GEWITTER", "Amtliche WARNUNG vor GEWITTER"])
        #expect(requests(to: "/alerts").isEmpty, "no English text asked for a German reader")
        #expect(strings(alerts, "severity") == ["severe", "minor"])
        #expect(strings(alerts, "urgency") == ["future", "immediate"])
        #expect(strings(alerts, "source") == ["Deutscher Wetterdienst", "Deutscher Wetterdienst"])
        #expect(strings(alerts, "detailsURL") == ["https://www.dwd.de/warnungen", "https://www.wettergefahren.de"])
        #expect(document["alertSource"] as? String == "available")
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(strings(attributions, "serviceName") == ["Open-Meteo.com", "Quelle: Deutscher Wetterdienst"])

        let dwd = try #require(requests(to: "/geoserver/dwd/ows").first)
        #expect(dwd.queryValue("CQL_FILTER") == "INTERSECTS(THE_GEOM,POINT(48.1374 11.5755))")
        #expect(dwd.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(requests(to: "/collections/weather-alerts/items").isEmpty, "ECCC does not cover Germany")

        _ = try run("--json", "Munich", extra: ["LANG": "de_DE.UTF-8"])
        #expect(requests(to: "/geoserver/dwd/ows").count == 1, "no request to DWD before its poll interval")
    }

    /// An English reader: the same warnings, placed by the GeoServer, in DWD's own English.
    @Test func munichInEnglishFromDWDsEnglishText() throws {
        try savePlaces()
        let result = try run("--json", "Munich")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(strings(alerts, "summary")
            == ["Official SEVERE WEATHER PRE-ANNOUNCEMENT of SEVERE THUNDERSTORMS", "Official WARNING of THUNDERSTORMS"])
        #expect(strings(alerts, "region") == ["Stadt München, Gemeinde Unterföhring", "Stadt München"])
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(strings(attributions, "serviceName") == ["Open-Meteo.com", "Quelle: Deutscher Wetterdienst"])
        let text = try #require(requests(to: "/alerts").first)
        #expect(text.queryValue("lon") == "11.5755")
        #expect(requests(to: "/alerts").count == 1)
    }

    /// Bright Sky failing costs an English reader the English words, never the warnings.
    @Test func munichInGermanWhenTheEnglishTextFails() throws {
        try savePlaces()
        let result = try run("--json", "Munich", extra: ["WEATHERBOARD_BRIGHTSKY_URL": "http://127.0.0.1:9"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(strings(alerts, "summary") == ["VORABINFORMATION UNWETTER vor SCHWEREM GEWITTER", "Amtliche WARNUNG vor GEWITTER"])
        #expect(document["alertSource"] as? String == "available")
        #expect((document["sourceFailures"] as? [Any])?.isEmpty ?? true)
    }

    @Test func munichOnThePrint() throws {
        try savePlaces()
        let result = try run("--print", "Munich", "--width", "120", "--height", "45", "--icons", "ascii", extra: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let severe = try #require(
            result.stdout.range(of: "Official SEVERE WEATHER PRE-ANNOUNCEMENT of SEVERE THUNDERSTORMS"), "\(result.stdout)")
        let minor = try #require(result.stdout.range(of: "Official WARNING of THUNDERSTORMS"))
        #expect(severe.lowerBound < minor.lowerBound, "severe first")
        #expect(result.stdout.contains("Quelle: Deutscher Wetterdienst"), "the source note the terms ask for")
    }

    @Test func torontoShowsECCCAlertsRankedWithTheAttribution() throws {
        try savePlaces()
        let result = try run("--json", "Toronto")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(strings(alerts, "summary") == ["Severe thunderstorm warning", "Heat warning", "Special weather statement"])
        #expect(strings(alerts, "severity") == ["extreme", "severe", "minor"])
        #expect(strings(alerts, "region") == ["City of Toronto", "City of Toronto", "City of Toronto"])
        #expect(Set(strings(alerts, "source")) == ["Environment and Climate Change Canada"])
        #expect(Set(strings(alerts, "detailsURL")) == ["https://weather.gc.ca/warnings/index_e.html"])
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(strings(attributions, "serviceName") == ["Open-Meteo.com", "Data Source: Environment and Climate Change Canada"])
        #expect(strings(attributions, "legalPageURL").last == "https://eccc-msc.github.io/open-data/licence/readme_en")

        let eccc = try #require(requests(to: "/collections/weather-alerts/items").first)
        #expect(eccc.queryValue("bbox") == "-79.3932,43.6432,-79.3732,43.6632")
        #expect(eccc.queryValue("lang") == "en")
        #expect(eccc.header("cache-control") == nil)
        #expect(eccc.header("pragma") == nil)
        #expect(requests(to: "/geoserver/dwd/ows").isEmpty, "DWD does not cover Canada")
    }

    @Test func torontoOnThePrintInFrench() throws {
        try savePlaces()
        let result = try run(
            "--print", "Toronto", "--width", "120", "--height", "45", "--icons", "ascii",
            extra: ["NO_COLOR": "1", "LANG": "fr_CA.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        let extreme = try #require(result.stdout.range(of: "Avertissement d'orages violents"), "\(result.stdout)")
        let severe = try #require(result.stdout.range(of: "Avertissement de chaleur"))
        #expect(extreme.lowerBound < severe.lowerBound, "extreme first")
        #expect(result.stdout.contains("Data Source: Environment and Climate Change Canada"))
        #expect(requests(to: "/collections/weather-alerts/items").first?.queryValue("lang") == "fr")
    }

    @Test func aFailingDWDIsSaidNeverShownAsNoWarnings() throws {
        try savePlaces()
        let openMeteo = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        server.setHandler { request in
            request.pathWithoutQuery == "/geoserver/dwd/ows"
                ? .json(500, #"{"message":"Internal Server Error"}"#)
                : .data(200, openMeteo, contentType: "application/json")
        }
        let json = try jsonObject(try run("--json", "Munich").stdout)
        #expect((json["current"] as? [String: Any])?["temperature"] as? Double == 25.3, "the forecast stays")
        let failures = try #require(json["sourceFailures"] as? [[String: Any]])
        #expect(strings(failures, "source") == ["DWD warnings"])
        let print = try run("--print", "Munich", "--width", "120", "--height", "40", extra: ["NO_COLOR": "1"])
        #expect(print.stdout.contains("DWD warnings unavailable"), "\(print.stdout)")
    }
}
