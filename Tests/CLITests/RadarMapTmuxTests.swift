import Foundation
import Testing
import TestSupport

/// The map in the real dashboard, in a real terminal: `m` opens it over the selected place
/// with the rain a loopback RainViewer serves, Esc gives the dashboard back, and the frames
/// are asked for once.
@Suite("the radar map in the dashboard", .serialized)
struct RadarMapTmuxTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    /// One server for both: Berlin's forecast, and a RainViewer with a shower north-east of it.
    static func server() throws -> LocalHTTPServer {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let radar = RadarCommandTests.answer(frameTime: Date().addingTimeInterval(-5 * 60))
        return try LocalHTTPServer { request in
            if request.pathWithoutQuery == "/v1/forecast" { return .data(200, forecast, contentType: "application/json") }
            if request.pathWithoutQuery == "/public/weather-maps.json" || request.pathWithoutQuery.hasPrefix("/v2/radar/") {
                return radar(request)
            }
            return .json(404, #"{"message":"Not Found"}"#)
        }
    }

    init() throws {
        server = try Self.server()
        try home.writePlaces([
            #"{"name": "Berlin", "latitude": 52.52, "longitude": 13.405, "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE"}"#,
        ])
    }

    @Test(arguments: [(80, 24), (200, 60)])
    func mShowsTheRainAroundThePlaceAndEscapeGivesTheDashboardBack(width: Int, height: Int) throws {
        let tmux = try TmuxSession(
            command: [WeatherboardBinary.path], environment: home.environment(server: server.baseURL), width: width, height: height)
        #expect(tmux.waitFor(text: "Open-Meteo", timeout: .seconds(15)), "\(tmux.capture())")
        try tmux.sendKeys("m")
        #expect(tmux.waitFor(text: "RainViewer · as of"), "\(tmux.capture())")
        #expect(tmux.waitFor(text: "heavy rain"), "the legend: \(tmux.capture())")
        let map = tmux.capture()
        #expect(map.contains("● Berlin"), "\(map)")
        // The shower lies north-east of Berlin: drawn above and to the right of its mark.
        let rows = map.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let mark = try #require(rows.enumerated().compactMap { y, row in row.firstIndex(of: "●").map { (x: $0, y: y) } }.first)
        let rain = rows.prefix(mark.y).enumerated().flatMap { y, row in
            row.indices.filter { "▀▄█░▒▓".contains(row[$0]) }.map { (x: $0, y: y) }
        }
        #expect(!rain.isEmpty && rain.allSatisfy { $0.x > mark.x }, "\(map)")
        #expect(!map.contains("Open-Meteo"), "the map covers the dashboard: \(map)")
        #expect(!map.contains("unavailable"), "both frames were served: \(map)")
        try tmux.sendKeys("Escape")
        #expect(tmux.waitUntil { !tmux.capture().contains("RainViewer") && tmux.capture().contains("Open-Meteo") }, "\(tmux.capture())")
        #expect(server.requests.filter { $0.pathWithoutQuery == "/public/weather-maps.json" }.count == 1, "the frame list once")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
