import Foundation
import Testing
import TestSupport

/// A service that answers at once with data three days old (its clock went back, or ours went
/// forward): the real binary against a loopback Open-Meteo whose saved forecast is moved to
/// 72 hours ago. Nothing that prints it may call it current.
@Suite("weatherboard with old data")
struct OldDataTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer
    let shift: TimeShift

    init() throws {
        let saved = try WeatherboardBinary.fixture("open-meteo-forecast-berlin.json")
        shift = try TimeShift.openMeteo(saved, now: Date().addingTimeInterval(-72 * 3600))
        let forecast = shift.applied(to: saved)
        let noAlerts = #"{"type":"FeatureCollection","features":[]}"#
        server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/v1/forecast"
                ? .data(200, forecast, contentType: "application/json")
                : .json(200, noAlerts, headers: ["Content-Type": "application/geo+json"])
        }
        try home.writePlaces([#"{"name": "Berlin", "latitude": 52.52437, "longitude": 13.41053, "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE"}"#])
    }

    func run(_ arguments: String...) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: server, extra: ["WEATHERBOARD_ARCHIVE_URL": "off", "WEATHERBOARD_AIR_QUALITY_URL": "off"])
    }

    func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theDocumentIsStaleWithTheDataAgeAndNoPastDay() throws {
        let result = try run("--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try jsonObject(result.stdout)
        let metadata = try #require(document["metadata"] as? [String: Any])
        #expect(metadata["stale"] as? Bool == true, "fetched just now, but three days old")
        let age = try #require(metadata["ageSeconds"] as? Int)
        #expect((72 * 3600 ... 73 * 3600 + 60).contains(age), "moved to within the hour before 72 h ago: \(age)")
        // Three of the saved ten days are past; today is the first day printed.
        let days = try #require(document["daily"] as? [[String: Any]])
        #expect(days.count == 7)
        let today = String(ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt, formatOptions: [.withFullDate]))
        #expect((days.first?["date"] as? String)?.hasPrefix(today) == true, "\(days.first ?? [:])")
        // The saved 48 hours ended a day ago.
        #expect((document["hourly"] as? [Any])?.isEmpty == true)
        #expect(server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }.count == 1)
    }

    @Test func statusBarsSayTheDateAndTheAge() throws {
        _ = try run("--json")
        let line = try run("--oneline")
        #expect(line.status == 0, "\(line.stderr)")
        #expect(line.stdout.contains("· as of ") && line.stdout.hasSuffix(" (3 d ago)\n"), "\(line.stdout)")
        let age = try run("--format", "{age}")
        #expect(age.stdout == "3 d · as of \(line.stdout.components(separatedBy: "· as of ").last ?? "")", "\(age.stdout)")
        let waybar = try jsonObject(try run("--waybar").stdout)
        #expect((waybar["class"] as? [String])?.contains("stale") == true, "\(waybar)")
        #expect((waybar["tooltip"] as? String)?.hasPrefix("as of ") == true, "\(waybar)")
        #expect(server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }.count == 1, "old data that has not expired is not asked again")
    }

    @Test func thePrintedDashboardDatesTheConditionsAndStartsTheDaysToday() throws {
        let result = try run("--print", "--width", "80", "--height", "24")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("as of ") && $0.contains("(3 d ago)") }, "\(result.stdout)")
        #expect(lines.contains { $0.contains("│ Today ") }, "\(result.stdout)")
        #expect(lines.last?.contains("stale since ") == true, "\(result.stdout)")
    }
}
