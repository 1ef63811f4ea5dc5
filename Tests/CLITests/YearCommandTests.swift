import Foundation
import Testing
import TestSupport

/// `weatherboard year --print` against a loopback server playing the Open-Meteo archive: what
/// is printed, and that a second run within the month asks nothing.
@Suite("The year printed once")
struct YearCommandTests {
    let home = IsolatedHome()
    let berlin = #"{"name": "Berlin", "latitude": 52.52, "longitude": 13.41, "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE"}"#

    /// Whatever days are asked for, each with a high of 15 + 10 sin(day), a low 8 below and 1 mm:
    /// the binary runs on the real clock, so the answer follows the request's own dates.
    static func archive(for request: RecordedRequest) -> Data {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let start = request.queryValue("start_date").flatMap(formatter.date), let end = request.queryValue("end_date").flatMap(formatter.date)
        else { return Data(#"{"error":true,"reason":"no dates"}"#.utf8) }
        var times: [String] = [], highs: [Double] = [], lows: [Double] = [], rain: [Double] = []
        var day = start, index = 0.0
        while day <= end {
            times.append(formatter.string(from: day))
            let high = (15 + 10 * sin(index / 58)).rounded()
            highs.append(high)
            lows.append(high - 8)
            rain.append(1)
            day += 24 * 60 * 60
            index += 1
        }
        let object: [String: Any] = [
            "latitude": 52.52, "longitude": 13.42, "timezone": "Europe/Berlin",
            "daily": ["time": times, "temperature_2m_max": highs, "temperature_2m_min": lows, "precipitation_sum": rain],
        ]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    /// Requests for a year (365 days), not for the ten years of normals.
    static func isYear(_ request: RecordedRequest) -> Bool {
        guard let start = request.queryValue("start_date"), let end = request.queryValue("end_date") else { return false }
        return Int(end.prefix(4)).map { $0 - (Int(start.prefix(4)) ?? 0) <= 1 } ?? false
    }

    @Test func itPrintsTheYearAndASecondRunWithinTheMonthAsksNothing() throws {
        try home.writePlaces([berlin])
        let server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/v1/archive"
                ? .data(200, Self.archive(for: request), contentType: "application/json")
                : .data(404, Data(), contentType: "text/plain")
        }
        defer { server.stop() }
        let environment = ["WEATHERBOARD_ARCHIVE_URL": server.baseURL.absoluteString]
        let first = try home.runWeatherboard(["year", "--print", "--width", "100", "--height", "30"], server: server, extra: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let lines = first.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.contains("Berlin: the past year,") == true, "\(first.stdout)")
        #expect(first.stdout.contains("warmer than normal"))
        #expect(first.stdout.contains("Open-Meteo.com"))
        // Piped: no escapes.
        #expect(!first.stdout.contains("\u{1B}"))
        let years = server.requests.filter(Self.isYear)
        #expect(years.count == 1)
        #expect(years.first?.queryValue("daily") == "temperature_2m_max,temperature_2m_min,precipitation_sum")
        let asked = server.requestCount
        let second = try home.runWeatherboard(["year", "Berlin", "--print", "--width", "100", "--height", "30"], server: server, extra: environment)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(server.requestCount == asked)
        // The kept year: the same days, drawn the same (only the age on the last row may move on).
        #expect(second.stdout.split(separator: "\n").dropLast() == first.stdout.split(separator: "\n").dropLast())
    }

    @Test func aFailedArchiveIsOneSentenceAndAFailingStatus() throws {
        try home.writePlaces([berlin])
        let server = try LocalHTTPServer { _ in .data(503, Data("busy".utf8), contentType: "text/plain") }
        defer { server.stop() }
        let result = try home.runWeatherboard(
            ["year", "--print", "--width", "80", "--height", "24"], server: server,
            extra: ["WEATHERBOARD_ARCHIVE_URL": server.baseURL.absoluteString])
        #expect(result.status == 1)
        #expect(result.stdout.contains("The past year is unavailable:"))
        #expect(result.stderr.contains("The past year is unavailable:"))
    }

    @Test func theArchiveTurnedOffIsSaidNotAsked() throws {
        try home.writePlaces([berlin])
        let result = try home.runWeatherboard(["year", "--print"], server: nil, extra: ["WEATHERBOARD_ARCHIVE_URL": "off"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("WEATHERBOARD_ARCHIVE_URL=off"))
    }

    @Test func onlyPrintAndItsSizeGoWithIt() throws {
        let result = try home.runWeatherboard(["year", "--json"], server: nil)
        #expect(result.status == 2)
        #expect(result.stderr.contains("year"))
    }
}
