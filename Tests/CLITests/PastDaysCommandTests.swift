import Foundation
import Testing
import TestSupport

/// The real binary with MET Norway, which has no past days of its own, and the past days from
/// Open-Meteo's forecast API, both played by one loopback server.
@Suite("Past days for MET Norway in --print and --json")
struct PastDaysCommandTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer
    /// A place given as LAT,LON keeps UTC as its zone with MET Norway: its days are UTC days.
    static let oslo = "59.913868,10.752245"

    init() throws {
        server = try LocalHTTPServer { _ in .status(404) }
        try answer(pastDays: try Self.endingYesterday(try WeatherboardBinary.fixture("open-meteo-daily-kolkata.json")))
    }

    func answer(pastDays: Data) throws {
        // Its first step (22 September 2026 06:00 UTC) moved to the hour under way.
        let metReference = try #require(TimeShift.wallClockSeconds("2026-09-22T06:00"))
        let metForecast = TimeShift(referenceWallClock: metReference, nowWallClock: Int(Date().timeIntervalSince1970))
            .applied(to: try WeatherboardBinary.fixture("met-locationforecast-oslo.json"))
        server.setHandler { request in
            switch request.pathWithoutQuery {
            case "/weatherapi/locationforecast/2.0/complete":
                .data(200, metForecast, contentType: "application/json", headers: [
                    "Expires": ScriptedResponse.httpDate(Date() + 1800), "Last-Modified": ScriptedResponse.httpDate(Date()),
                ])
            case "/v1/forecast": .data(200, pastDays, contentType: "application/json")
            default: .json(404, #"{"title":"Not Found"}"#)
            }
        }
    }

    /// The real Kolkata answer (its last day 4 June 2025) moved so that its last day is
    /// yesterday in UTC: the binary runs on the real clock.
    static func endingYesterday(_ fixture: Data) throws -> Data {
        let now = Date()
        let reference = try #require(TimeShift.wallClockSeconds("2025-06-05T12:00"))
        let today = Int(now.timeIntervalSince1970) / 86_400 * 86_400 + 12 * 3600
        return TimeShift(referenceWallClock: reference, nowWallClock: today).applied(to: fixture)
    }

    func run(_ arguments: String..., pastDaysURL: String? = nil) throws -> ProcessResult {
        try home.runWeatherboard(
            arguments, server: server, extra: ["WEATHERBOARD_PAST_DAYS_URL": pastDaysURL ?? server.baseURL.absoluteString])
    }

    func pastDayRequests() -> [RecordedRequest] {
        server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }
    }

    /// At 80x24 the grid shows yesterday above today, apart; the credit names Open-Meteo; a
    /// second run within the day asks for the past days no more.
    @Test func yesterdayIsShownAt80x24AndAskedOnceADay() throws {
        let result = try run("--print", "--provider", "met-norway", "--width", "80", "--height", "24", Self.oslo)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(pastDayRequests().count == 1)
        let request = try #require(pastDayRequests().first)
        #expect(request.queryValue("past_days") == "7" && request.queryValue("forecast_days") == "1")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let yesterday = Date().addingTimeInterval(-86_400).formatted(
            Date.FormatStyle(locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "UTC") ?? .gmt).weekday(.abbreviated))
        let todayRow = try #require(lines.firstIndex { $0.contains("Today") }, "\(result.stdout)")
        // The row of yesterday, then the rule, then today: yesterday's 35.8° high and 27.1° low.
        let pastRow = try #require(lines[..<todayRow].lastIndex { $0.contains(yesterday) && $0.contains("27") && $0.contains("36") },
                                   "\(result.stdout)")
        #expect(todayRow - pastRow <= 2, "\(result.stdout)")
        #expect(result.stdout.contains("Open-Meteo"), "the credit names Open-Meteo whose days are shown")

        _ = try run("--print", "--provider", "met-norway", "--width", "80", "--height", "24", Self.oslo)
        #expect(pastDayRequests().count == 1, "not asked again the same day")
    }

    /// `--json` carries them as `pastDays`, yesterday last, with what fell; `off` asks nothing.
    @Test func theDocumentCarriesThemAndOffAsksNothing() throws {
        let result = try run("--json", "--provider", "met-norway", Self.oslo)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let past = try #require(document["pastDays"] as? [[String: Any]])
        #expect(past.count == 7)
        #expect(past.last?["highTemperature"] as? Double == 35.8)
        #expect(past.last?["precipitationAmount"] as? Double == 4.8)
        let yesterday = Date().addingTimeInterval(-86_400).formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
        #expect((past.last?["date"] as? String)?.prefix(10) == Substring(yesterday))

        let other = IsolatedHome()
        let off = try other.runWeatherboard(
            ["--json", "--provider", "met-norway", Self.oslo], server: server, extra: ["WEATHERBOARD_PAST_DAYS_URL": "off"])
        #expect(off.status == 0, "\(off.stderr)")
        #expect(try jsonObject(off.stdout)["pastDays"] as? [Any] == nil || (try jsonObject(off.stdout)["pastDays"] as? [Any])?.isEmpty == true)
        #expect(pastDayRequests().count == 1, "off never asks")
    }

    /// A broken answer never breaks the forecast: no past days, the forecast as ever.
    @Test func aBrokenAnswerLeavesTheForecast() throws {
        try answer(pastDays: Data(#"{"daily": {"time": ["x"], "temperature_2m_max": [1e308]}}"#.utf8))
        let result = try run("--json", "--provider", "met-norway", Self.oslo)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        #expect((document["pastDays"] as? [Any])?.isEmpty == true)
        #expect((document["daily"] as? [Any])?.isEmpty == false)
    }
}
