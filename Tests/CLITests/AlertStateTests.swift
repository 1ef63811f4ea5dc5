import Foundation
import Testing
import TestSupport

/// The three alert states a script and a reader must be able to tell apart, and the settings
/// that shape the alerts panel.
@Suite("Alert states and settings")
struct AlertStateTests {
    let home = IsolatedHome()


    func portlandServer(alerts: ScriptedResponse) throws -> LocalHTTPServer {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        return try LocalHTTPServer { request in
            request.pathWithoutQuery == "/alerts/active" ? alerts : .data(200, forecast, contentType: "application/json")
        }
    }

    func json(_ server: LocalHTTPServer) throws -> [String: Any] {
        let result = try home.runWeatherboard(["--json"], server: server)
        #expect(result.status == 0, "\(result.stderr)")
        return try jsonObject(result.stdout)
    }

    let portland = #"{"name": "Portland", "latitude": 45.458, "longitude": -122.6636, "timeZoneIdentifier": "America/Los_Angeles", "countryCode": "US", "adminArea": "Oregon"}"#

    @Test func aCoveredPlaceWithNothingInForceSaysWhoHasNothing() throws {
        try home.writePlaces([portland])
        let server = try portlandServer(alerts: .json(200, #"{"type":"FeatureCollection","features":[]}"#, headers: ["Cache-Control": "max-age=60"]))
        let document = try json(server)
        #expect(document["alertSource"] as? String == "available")
        #expect(document["alertSources"] as? [String] == ["NWS"])
        let printed = try runProcess(
            arguments: [WeatherboardBinary.path, "--print", "--width", "100", "--height", "30"], environment: home.environment(server: server.baseURL))
        #expect(printed.stdout.contains("No warnings from NWS for Oregon"), "\(printed.stdout)")
    }

    @Test func aSourceThatCouldNotBeReadIsUnavailableNotEmpty() throws {
        try home.writePlaces([portland])
        let server = try portlandServer(alerts: .status(500))
        let document = try json(server)
        #expect(document["alertSource"] as? String == "unavailable")
        #expect((document["sourceFailures"] as? [Any])?.count == 1)
    }

    /// FPAS stands in wherever no national source covers a place, so only with the fallback
    /// turned off is a place without any source.
    @Test func noSourceIsNone() throws {
        try home.writePlaces([#"{"name": "Mid-Atlantic", "latitude": 45.0, "longitude": -30.0, "timeZoneIdentifier": "UTC"}"#])
        try Data(#"{"alertFallback": false}"#.utf8).write(to: home.configDirectory.appendingPathComponent("config.json"))
        // Open-Meteo names the open sea's zone GMT; the Berlin fixture's own zone would make the
        // place German once the forecast fills in its time zone and country.
        let atSea = String(decoding: try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json"), as: UTF8.self)
            .replacingOccurrences(of: "\"Europe/Berlin\"", with: "\"GMT\"")
        let server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/alert/area" ? .json(200, "[]") : .json(200, atSea)
        }
        let document = try json(server)
        #expect(document["alertSource"] as? String == "none")
        #expect(document["alertSources"] as? [String] == [])

        try FileManager.default.removeItem(at: home.configDirectory.appendingPathComponent("config.json"))
        try FileManager.default.removeItem(at: home.cacheDirectory)
        #expect(try json(server)["alertSources"] as? [String] == ["FPAS"], "the fallback is on by default")
    }

    @Test func alertsListsTheSourcesAndWhichServesEachPlace() throws {
        try home.writePlaces([
            portland, #"{"name": "Oslo", "latitude": 59.9133, "longitude": 10.739, "timeZoneIdentifier": "Europe/Oslo"}"#,
            #"{"name": "Mid-Atlantic", "latitude": 45.0, "longitude": -30.0, "timeZoneIdentifier": "UTC"}"#,
            #"{"name": "Kowloon", "latitude": 22.3027, "longitude": 114.1772, "timeZoneIdentifier": "Asia/Hong_Kong"}"#,
        ])
        for arguments in [["alerts"], ["alerts", "sources"]] {
            let result = try runProcess(arguments: [WeatherboardBinary.path] + arguments, environment: home.environment(server: nil))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("NWS alerts"), "\(result.stdout)")
            #expect(result.stdout.contains("1. Portland (US): NWS alerts"), "\(result.stdout)")
            #expect(result.stdout.contains("2. Oslo (NO): MET Norway alerts"), "\(result.stdout)")
            #expect(result.stdout.contains("3. Mid-Atlantic: FPAS alerts"), "\(result.stdout)")
            #expect(result.stdout.contains("4. Kowloon (HK): HKO warnings"), "\(result.stdout)")
            #expect(result.stdout.contains("HKO warnings") && result.stdout.contains("Hong Kong"))
            #expect(result.stdout.contains("FPAS alerts") && result.stdout.contains("where no national source covers the place"))
            // A feed not confirmed yet says so, and that FPAS is asked beside it; a confirmed one does not.
            #expect(result.stdout.contains("South Korea (feed not confirmed yet; FPAS asked too)"), "\(result.stdout)")
            #expect(result.stdout.contains("New Zealand\n"), "\(result.stdout)")
        }
        try Data(#"{"alertFallback": false}"#.utf8).write(to: home.configDirectory.appendingPathComponent("config.json"))
        let withoutFallback = try runProcess(arguments: [WeatherboardBinary.path, "alerts"], environment: home.environment(server: nil))
        #expect(withoutFallback.stdout.contains("3. Mid-Atlantic: no official source covers it"), "\(withoutFallback.stdout)")
        #expect(!withoutFallback.stdout.contains("FPAS"))
        let misuse = try runProcess(arguments: [WeatherboardBinary.path, "alerts", "--json"], environment: home.environment(server: nil))
        #expect(misuse.status == 2)
    }

    /// The whole listing as a user reads it, with a saved place in each source's region: every
    /// source, its coverage, whether its feed is confirmed, its terms page, and who serves whom.
    @Test func alertsListingIsGolden() throws {
        func place(_ name: String, _ latitude: Double, _ longitude: Double, _ zone: String, _ country: String?) -> String {
            let code = country.map { #", "countryCode": "\#($0)""# } ?? ""
            return #"{"name": "\#(name)", "latitude": \#(latitude), "longitude": \#(longitude), "timeZoneIdentifier": "\#(zone)"\#(code)}"#
        }
        try home.writePlaces([
            place("Portland", 45.5152, -122.6784, "America/Los_Angeles", "US"), place("Oslo", 59.9133, 10.739, "Europe/Oslo", "NO"),
            place("München", 48.1374, 11.5755, "Europe/Berlin", "DE"), place("Toronto", 43.6535, -79.3839, "America/Toronto", "CA"),
            place("Split", 43.5081, 16.4402, "Europe/Zagreb", "HR"), place("東京", 35.6895, 139.6917, "Asia/Tokyo", "JP"),
            place("Auckland", -36.8485, 174.7633, "Pacific/Auckland", "NZ"), place("Beijing", 39.9042, 116.4074, "Asia/Shanghai", "CN"),
            place("Kowloon", 22.3027, 114.1772, "Asia/Hong_Kong", "HK"), place("Seoul", 37.5665, 126.978, "Asia/Seoul", "KR"),
            place("Mumbai", 19.076, 72.8777, "Asia/Kolkata", "IN"), place("Manila", 14.5995, 120.9842, "Asia/Manila", "PH"),
            place("Buenos Aires", -34.6037, -58.3816, "America/Argentina/Buenos_Aires", "AR"),
            place("São Paulo", -23.5505, -46.6333, "America/Sao_Paulo", "BR"), place("Mid-Atlantic", 45.0, -30.0, "UTC", nil),
        ])
        let result = try runProcess(arguments: [WeatherboardBinary.path, "alerts"], environment: home.environment(server: nil))
        #expect(result.status == 0, "\(result.stderr)")
        try SnapshotAssertions.assertMatches(result.stdout, file: "alerts-listing.txt", in: SnapshotAssertions.directory())
    }

    @Test(arguments: [#"{"minimumAlertSeverity": "loud"}"#, #"{"notify": "yes"}"#])
    func aBadAlertSettingIsNamedWithExitTwo(config: String) throws {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: home.configDirectory.appendingPathComponent("config.json"))
        let result = try runProcess(arguments: [WeatherboardBinary.path, "places", "list"], environment: home.environment(server: nil))
        #expect(result.status == 2)
        #expect(result.stderr.contains("config.json"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
