import Foundation
import Testing
import TestSupport

/// The real binary for places in India against one loopback server that stands in for
/// Open-Meteo and NDMA SACHET: Maharashtra's real index where the row asks for India's, and the
/// real messages it links, the Pune one moved to 2099 so that it is in force whenever the test
/// runs (the other two stay expired, as they were).
@Suite("weatherboard with NDMA SACHET warnings")
struct SACHETAlertCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        let openMeteo = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let folder = "cap-feeds/in-ndma-sachet/"
        let index = String(decoding: try WeatherboardBinary.fixture(folder + "rss-maharashtra-2026-08-28.xml"), as: UTF8.self)
        let pune = Data(String(decoding: try WeatherboardBinary.fixture(folder + "cap-1787913209058029-pune-satara-en-mr.xml"), as: UTF8.self)
            .replacingOccurrences(of: "2026-08-28T", with: "2099-08-28T").utf8)
        let messages = [
            "1787913209058029": pune,
            "1787827049357029": try WeatherboardBinary.fixture(folder + "cap-1787827049357029-five-districts-en-mr.xml"),
            "1787546092152029": try WeatherboardBinary.fixture(folder + "cap-1787546092152029-four-districts-mr-first.xml"),
        ]
        server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast":
                return .data(200, openMeteo, contentType: "application/json")
            case "/cap_public_website/rss/rss_india.xml":
                let local = index.replacingOccurrences(of: "https://sachet.ndma.gov.in", with: "http://\(request.header("host") ?? "")")
                return .data(200, Data(local.utf8), contentType: "application/rss+xml")
            case "/cap_public_website/FetchXMLFile":
                guard let message = request.queryValue("identifier").flatMap({ messages[$0] }) else { return .status(404) }
                return .data(200, message, contentType: "application/xml")
            default:
                return .json(404, #"{"title":"Not Found"}"#)
            }
        }
    }

    /// Pune as Open-Meteo's geocoder names it (admin1, admin2), Mumbai likewise.
    static let places = [
        #"{"name": "Pune", "latitude": 18.51957, "longitude": 73.85535, "timeZoneIdentifier": "Asia/Kolkata", "countryCode": "IN", "adminArea": "Maharashtra", "administrativeAreas": ["Maharashtra", "Pune"]}"#,
        #"{"name": "Mumbai", "latitude": 19.07283, "longitude": 72.88261, "timeZoneIdentifier": "Asia/Kolkata", "countryCode": "IN", "adminArea": "Maharashtra", "administrativeAreas": ["Maharashtra", "Mumbai"]}"#,
    ]

    func savePlaces() throws {
        try home.writePlaces(Self.places)
    }

    func run(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: server, extra: extra)
    }

    func strings(_ objects: [[String: Any]], _ key: String) -> [String] {
        objects.compactMap { $0[key] as? String }
    }

    @Test func puneShowsSACHETsWarningAttributedToNDMASACHET() throws {
        try savePlaces()
        let result = try run("--json", "Pune")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(strings(alerts, "summary") == [
            "Light to moderate spells of rain very likely to occur at isolated places over Ghats of Pune and Satara  in next 3 hours.",
        ])
        #expect(strings(alerts, "region") == ["Pune,Satara districts of Maharashtra"])
        #expect(strings(alerts, "source") == ["Maharashtra-SDMA"])
        #expect(strings(alerts, "severity") == ["moderate"])
        #expect(document["alertSource"] as? String == "available")
        let attributions = try #require(document["attributions"] as? [[String: Any]])
        #expect(strings(attributions, "serviceName") == ["Open-Meteo.com", "NDMA SACHET (National Disaster Management Authority, India)"])
        #expect(server.requests.filter { $0.pathWithoutQuery.hasPrefix("/alert") }.isEmpty, "FPAS is not asked in India")
        #expect(server.requests.filter { $0.pathWithoutQuery == "/cap_public_website/FetchXMLFile" }.count == 3)
    }

    @Test func mumbaiHasNoWarningFromPunesMessage() throws {
        try savePlaces()
        let result = try run("--json", "Mumbai")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        #expect((document["alerts"] as? [Any])?.isEmpty == true)
        #expect(document["alertSource"] as? String == "available")
    }

    /// A reader whose locale is Marathi reads the program's words in English (no Marathi catalog
    /// is shipped) but the warning in SACHET's Marathi block: a warning is best read in the
    /// language one reads best. With `--lang en` the reader asked for English throughout.
    @Test func puneOnThePrintForAMarathiLocale() throws {
        try savePlaces()
        let result = try run(
            "--print", "Pune", "--width", "160", "--height", "45", "--icons", "ascii", extra: ["NO_COLOR": "1", "LANG": "mr_IN.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Alerts (1)"), "\(result.stdout)")
        #expect(result.stdout.contains("पुढील ३ तासात पुणे"), "\(result.stdout)")
        #expect(!result.stdout.contains("Light to moderate spells of rain"))
        #expect(result.stdout.contains("NDMA SACHET (National Disaster Management Authority, India) https://sachet.ndma.gov.in/"))

        // In a home of its own: a snapshot keeps its warnings' language until it expires.
        let other = IsolatedHome()
        try other.writePlaces(Self.places)
        let english = try other.runWeatherboard(
            ["--print", "Pune", "--lang", "en", "--width", "160", "--height", "45", "--icons", "ascii"], server: server,
            extra: ["NO_COLOR": "1", "LANG": "mr_IN.UTF-8"])
        #expect(english.status == 0, "\(english.stderr)")
        #expect(english.stdout.contains("Light to moderate spells of rain"), "\(english.stdout)")
        #expect(!english.stdout.contains("पुढील"))
    }
}
