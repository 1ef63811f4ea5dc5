import Foundation
import Testing
import TestSupport
import WeatherCore
@testable import weatherboard

@Suite("weatherboard radar")
struct RadarCommandTests {
    // MARK: the command line

    @Test func radarTakesOnePlaceAndPrintsWithOrWithoutPrint() throws {
        #expect(try CommandLineParser.parse(["radar"]).command == .radar(place: nil, width: nil, height: nil, printsOnce: false))
        #expect(try CommandLineParser.parse(["radar", "Berlin"]).command == .radar(place: "Berlin", width: nil, height: nil, printsOnce: false))
        #expect(try CommandLineParser.parse(["radar", "52.52,13.40", "--print", "--width", "80", "--height", "24"]).command
            == .radar(place: "52.52,13.40", width: 80, height: 24, printsOnce: true))
        #expect(try CommandLineParser.parse(["--print", "radar", "-33.87,151.21"]).command == .radar(place: "-33.87,151.21", width: nil, height: nil, printsOnce: true))
    }

    @Test func radarRefusesTheOtherOutputsSampleDataAndTwoPlaces() {
        for option in ["--json", "--oneline", "--waybar", "--demo"] {
            #expect(CommandLineSpecTests.error(parsing: ["radar", option]) == UsageError(.optionsExclusive, ["first": "radar", "second": "\(option)"]))
        }
        #expect(CommandLineSpecTests.error(parsing: ["radar", "Berlin", "Paris"])
            == UsageError(.tooManyPlaces, ["number": "2", "places": "Berlin Paris"]))
        #expect(CommandLineSpecTests.error(parsing: ["radar", "--width", "80"]) == UsageError(.sizeOnlyForPrint))
    }

    // MARK: the real binary against a loopback RainViewer

    static let berlin = (latitude: 52.52, longitude: 13.405)
    static let framePath = "/v2/radar/3f9a0c1d2e4b"
    /// The frame ten minutes before, with the same shower (the map's loop asks for it).
    static let olderFramePath = "/v2/radar/0b1c2d3e4f5a"

    /// Berlin's pixel at zoom 6 by the slippy-map formula (the asinh form).
    static var berlinPixel: (x: Double, y: Double) {
        let world = 256.0 * 64
        let latitude = berlin.latitude * .pi / 180
        return ((berlin.longitude + 180) / 360 * world, (1 - asinh(tan(latitude)) / .pi) / 2 * world)
    }

    /// A Universal Blue tile with heavy rain (45 dBZ, #ff4400) in a disc 24 map pixels east
    /// and 16 north of Berlin, nothing elsewhere.
    static func tile(x: Int, y: Int) -> Data {
        let centre = berlinPixel
        var pixels: [(UInt8, UInt8, UInt8, UInt8)] = []
        for row in 0..<256 {
            for column in 0..<256 {
                let dx = Double(x * 256 + column) + 0.5 - centre.x - 24
                let dy = Double(y * 256 + row) + 0.5 - centre.y + 16
                pixels.append(dx * dx + dy * dy <= 64 ? (0xFF, 0x44, 0x00, 0xFF) : (0, 0, 0, 0))
            }
        }
        return PNGWriter.rgba(width: 256, height: 256, pixels: pixels)
    }

    /// RainViewer, and Berlin's forecast with no German warnings for the warning areas.
    static func server(frameTime: Date) throws -> LocalHTTPServer {
        let radar = answer(frameTime: frameTime)
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let noGermanWarnings = try WeatherboardBinary.fixture("dwd-warnungen-empty.json")
        return try LocalHTTPServer { request in
            if isRainViewer(request) { return radar(request) }
            if request.pathWithoutQuery == "/geoserver/dwd/ows" { return .data(200, noGermanWarnings, contentType: "application/json") }
            return .data(200, forecast, contentType: "application/json")
        }
    }

    static func isRainViewer(_ request: RecordedRequest) -> Bool {
        request.pathWithoutQuery == "/public/weather-maps.json" || request.pathWithoutQuery.hasPrefix("/v2/radar/")
    }

    /// RainViewer as the loopback plays it: the frame list (two frames, the newest at
    /// `frameTime`) and both frames' zoom-6 tiles.
    static func answer(frameTime: Date) -> LocalHTTPServer.Handler {
        let list = """
            {"version":"2.0","generated":\(Int(frameTime.timeIntervalSince1970) + 30),"host":"https://tilecache.rainviewer.com",\
            "radar":{"past":[{"time":\(Int(frameTime.timeIntervalSince1970) - 600),"path":"\(olderFramePath)"},\
            {"time":\(Int(frameTime.timeIntervalSince1970)),"path":"\(framePath)"}]}}
            """
        return { request in
            if request.pathWithoutQuery == "/public/weather-maps.json" { return .json(200, list) }
            // {path}/256/6/{x}/{y}/2/0_0.png
            let parts = request.pathWithoutQuery.split(separator: "/")
            guard [framePath, olderFramePath].contains(where: { request.pathWithoutQuery.hasPrefix($0 + "/256/6/") }),
                  parts.count == 9, let x = Int(parts[5]), let y = Int(parts[6])
            else { return .status(404) }
            return .data(200, tile(x: x, y: y), contentType: "image/png")
        }
    }

    @Test func theLatestFrameIsPrintedWithRainNorthEastOfThePlaceAndTilesAskedOnce() throws {
        let home = IsolatedHome()
        let server = try Self.server(frameTime: Date().addingTimeInterval(-5 * 60))
        defer { server.stop() }
        let arguments = ["radar", "52.52,13.405", "--print", "--width", "40", "--height", "12"]
        let result = try home.runWeatherboard(arguments, server: server)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let mark = try #require(rows.prefix(10).enumerated().compactMap { y, row in row.firstIndex(of: "●").map { (x: $0, y: y) } }.first)
        let heavy = rows.prefix(10).enumerated().flatMap { y, row in row.indices.filter { row[$0] == "▓" }.map { (x: $0, y: y) } }
        #expect(!heavy.isEmpty && heavy.allSatisfy { $0.x > mark.x && $0.y < mark.y }, "\(result.stdout)")
        #expect(String(rows[10]).hasPrefix("● ") && String(rows[10]).contains("░ light rain"), "\(String(rows[10]))")
        #expect(String(rows[11]).hasPrefix("RainViewer · as of ") && String(rows[11]).hasSuffix("(5 min ago)"), "\(String(rows[11]))")
        // The list, then the view's tiles of the newest frame only: at zoom 6 a 40×20-dot view
        // of Berlin spans tiles 34/20 and 34/21. The forecast (for the warnings) comes after.
        let radarRequests = server.requests.filter(Self.isRainViewer).map(\.pathWithoutQuery)
        #expect(radarRequests == [
            "/public/weather-maps.json", "\(Self.framePath)/256/6/34/20/2/0_0.png", "\(Self.framePath)/256/6/34/21/2/0_0.png",
        ])
        #expect(server.requests.prefix(3).allSatisfy(Self.isRainViewer), "the radar first: \(server.requests.map(\.pathWithoutQuery))")
        #expect(server.requests.contains { $0.pathWithoutQuery == "/v1/forecast" }, "no forecast was cached")
        #expect(!result.stdout.contains("warning area"), "no warning in Berlin")
        #expect(result.stdout.unicodeScalars.allSatisfy { $0 != "\u{1B}" }, "a pipe gets no escapes")

        // A second run within the frame's ten minutes asks for nothing: the frame and the
        // forecast are in the cache.
        let asked = server.requestCount
        let again = try home.runWeatherboard(arguments, server: server)
        #expect(again.status == 0 && again.stdout == result.stdout, "\(again.stderr)")
        #expect(server.requestCount == asked)
    }

    /// Waiouru on the Desert Road, under MetService's real road snowfall warning (its CAP
    /// polygon, the road's corridor; its expiry moved to 2035 by the project that saved it).
    @Test func aWarningInForceIsOutlinedWithItsLegend() throws {
        let home = IsolatedHome()
        let radar = Self.answer(frameTime: Date().addingTimeInterval(-5 * 60))
        let openMeteo = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let index = String(decoding: try WeatherboardBinary.fixture("cap-feeds/nz-metservice/index.xml"), as: UTF8.self)
        let messages = [
            "2.49.0.0.554.0.roadsnow.desertroad.20260831090341521.0":
                try WeatherboardBinary.fixture("cap-feeds/nz-metservice/roadsnow-desertroad.xml"),
            "2.49.0.0.554.0.roadsnow.dunedintowaitatihighway.20260831090341532.0":
                try WeatherboardBinary.fixture("cap-feeds/nz-metservice/roadsnow-dunedintowaitatihighway.xml"),
        ]
        let noRain = PNGWriter.rgba(width: 256, height: 256, pixels: Array(repeating: (0, 0, 0, 0), count: 256 * 256))
        let server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/public/weather-maps.json": return radar(request)
            case let path where path.hasPrefix(Self.framePath + "/"): return .data(200, noRain, contentType: "image/png")
            case "/v1/forecast": return .data(200, openMeteo, contentType: "application/json")
            case "/cap/rss":
                let local = index.replacingOccurrences(of: "https://alerts.metservice.com", with: "http://\(request.header("host") ?? "")")
                return .data(200, Data(local.utf8), contentType: "application/rss+xml")
            case "/cap/alert":
                guard let id = request.queryValue("id"), let message = messages[id] else { return .status(404) }
                return .data(200, message, contentType: "application/xml")
            default: return .json(404, #"{"message":"Not Found"}"#)
            }
        }
        defer { server.stop() }
        try home.writePlaces([
            #"{"name": "Waiouru", "latitude": -39.304, "longitude": 175.741, "timeZoneIdentifier": "Pacific/Auckland", "countryCode": "NZ"}"#,
        ])
        let result = try home.runWeatherboard(
            ["radar", "Waiouru", "--print", "--width", "80", "--height", "12"], server: server, extra: ["LANG": "en_NZ.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.prefix(10).contains { $0.contains("▪") }, "the corridor outlined: \(result.stdout)")
        #expect(rows[10].contains("▪ warning area"), "\(rows[10])")

        // The forecast and its warning are cached now: a second run asks for the radar's list
        // at most, never the forecast or the warnings again.
        let before = server.requests.count
        let again = try home.runWeatherboard(
            ["radar", "Waiouru", "--print", "--width", "80", "--height", "12"], server: server, extra: ["LANG": "en_NZ.UTF-8"])
        #expect(again.status == 0 && again.stdout == result.stdout, "\(again.stderr)")
        #expect(server.requests.dropFirst(before).allSatisfy(Self.isRainViewer))
    }

    @Test func aHostileFrameListFailsWithASentenceAndNoTileRequest() throws {
        let home = IsolatedHome()
        let server = try LocalHTTPServer { _ in
            .json(200, #"{"host":"https://tilecache.rainviewer.com@evil.example","radar":{"past":[{"time":1800000000,"path":"/v2/radar/a"}]}}"#)
        }
        defer { server.stop() }
        let result = try home.runWeatherboard(["radar", "52.52,13.405", "--print", "--width", "40", "--height", "12"], server: server)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("weatherboard: Radar unavailable: "), "\(result.stderr)")
        #expect(result.stderr.contains("the frame list names an unusable tile host"), "\(result.stderr)")
        #expect(server.requestCount == 1)
    }
}
