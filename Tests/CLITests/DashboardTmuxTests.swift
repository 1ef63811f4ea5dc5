import Foundation
import Testing
import TestSupport

/// The real binary in tmux against a loopback server with three saved places: what a user sees
/// and how many requests each key costs.
@Suite("Dashboard in tmux", .serialized)
struct DashboardTmuxTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        let forecast = try WeatherboardBinary.fixture("open-meteo-forecast-berlin.json")
        server = try LocalHTTPServer { _ in .data(200, forecast, contentType: "application/json") }
        let places = """
        {"version": 1, "selected": 0, "places": [
          {"name": "Berlin", "latitude": 52.5244, "longitude": 13.4105, "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE"},
          {"name": "Paris", "latitude": 48.8534, "longitude": 2.3488, "timeZoneIdentifier": "Europe/Paris", "countryCode": "FR"},
          {"name": "Reykjavík", "latitude": 64.1355, "longitude": -21.8954, "timeZoneIdentifier": "Atlantic/Reykjavik", "countryCode": "IS"}
        ]}
        """
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        try Data(places.utf8).write(to: home.placesFile)
    }

    var forecastRequests: Int { server.requests.filter { $0.pathWithoutQuery == "/v1/forecast" }.count }

    func startDashboard(width: Int = 100, height: Int = 30, extra: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession(
            command: [WeatherboardBinary.path],
            environment: home.environment(server: server.baseURL, extra: extra), width: width, height: height)
    }

    /// Polls until `condition` holds or two seconds pass, for counts that change off-screen.
    func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date() + 2
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test func arrowsRefreshResizeAndQuit() throws {
        // Warm the cache for all three places; a launch within expiry then costs no request.
        for number in ["1", "2", "3"] {
            #expect(try runProcess(arguments: [WeatherboardBinary.path, "--json", number],
                                   environment: home.environment(server: server.baseURL)).status == 0)
        }
        #expect(forecastRequests == 3)

        let tmux = try startDashboard()
        #expect(tmux.waitFor(text: "╭ Berlin"), "\(tmux.capture())")
        #expect(tmux.waitFor(text: "Open-Meteo"))
        #expect(forecastRequests == 3, "a launch within expiry sends no request")

        try tmux.sendKeys("Right")
        #expect(tmux.waitFor(text: "╭ Paris"), "\(tmux.capture())")
        try tmux.sendKeys("Right")
        #expect(tmux.waitFor(text: "╭ Reykjavík"), "\(tmux.capture())")
        try tmux.sendKeys("Right")
        #expect(tmux.waitFor(text: "╭ Berlin"), "→ wraps around")
        try tmux.sendKeys("Left")
        #expect(tmux.waitFor(text: "╭ Reykjavík"), "← wraps around")
        #expect(forecastRequests == 3)

        try tmux.sendKeys("r")
        #expect(eventually { forecastRequests == 4 })
        usleep(500_000)
        #expect(forecastRequests == 4, "r sends exactly one forecast request")
        let refreshed = try #require(server.requests.last)
        #expect(refreshed.queryValue("latitude") == "64.1355")

        try tmux.resize(width: 40, height: 12)
        #expect(tmux.waitFor(text: "Reykjav"))
        // Poll: ncurses paints top to bottom, so the last row may arrive a moment later.
        let bottomRowHasAttribution = eventually {
            let rows = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
            return rows.count >= 12 && rows[11].contains("Open-Meteo") && !rows.contains { $0.count > 40 }
        }
        #expect(bottomRowHasAttribution, "the attribution line survives 40x12:\n\(tmux.capture())")

        try tmux.sendKeys("q")
        #expect(tmux.waitForExit(timeout: .seconds(5)) == 0)
        #expect(!tmux.capture().contains("╭"), "the terminal is restored (alternate screen left)")
    }

    @Test func demoNeedsNoNetworkAndSaysDemo() throws {
        let tmux = try TmuxSession(command: [WeatherboardBinary.path, "--demo"], environment: home.environment(server: nil))
        #expect(tmux.waitFor(text: "DEMO"))
        try tmux.sendKeys("3")
        #expect(tmux.waitFor(text: "EXTREME"), "\(tmux.capture())")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }

    @Test func aBrowserThatFailsIsReportedInsteadOfOpened() throws {
        let tmux = try TmuxSession(
            command: [WeatherboardBinary.path, "--demo"],
            environment: home.environment(server: nil, extra: ["BROWSER": "/bin/false"]), width: 120)
        #expect(tmux.waitFor(text: "DEMO"))
        try tmux.sendKeys("3")
        #expect(tmux.waitFor(text: "EXTREME"), "\(tmux.capture())")
        try tmux.sendKeys("o")
        #expect(tmux.waitFor(text: "Could not open the link: /bin/false exited with status 1"), "\(tmux.capture())")
        #expect(!tmux.capture().contains("Opened"))
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }

    @Test func sigtermRestoresTheTerminalAndExits() throws {
        let tmux = try startDashboard()
        #expect(tmux.waitFor(text: "Berlin"))
        let pid = try #require(tmux.processID)
        kill(pid, SIGTERM)
        #expect(tmux.waitForExit(timeout: .seconds(5)) == 128 + SIGTERM)
    }

    @Test func aDeleteThatCannotBeSavedSaysSoAndKeepsThePlace() throws {
        let before = try Data(contentsOf: home.placesFile)
        // A directory where the lock file belongs makes every save fail, for root too (a full
        // disk cannot be staged in a test).
        try FileManager.default.createDirectory(
            at: home.configDirectory.appendingPathComponent("places.json.lock"), withIntermediateDirectories: false)
        let tmux = try startDashboard(width: 160)
        #expect(tmux.waitFor(text: "╭ Berlin"), "\(tmux.capture())")
        try tmux.sendKeys("d")
        #expect(tmux.waitFor(text: "y/n"), "\(tmux.capture())")
        try tmux.sendKeys("y")
        #expect(tmux.waitFor(text: "Cannot save places to"), "\(tmux.capture())")
        let screen = tmux.capture()
        #expect(!screen.contains("Deleted"), "\(screen)")
        #expect(screen.contains("╭ Berlin"), "Berlin stays on screen:\n\(screen)")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit(timeout: .seconds(5)) == 0)
        #expect(try Data(contentsOf: home.placesFile) == before)
    }

    @Test func noSavedPlacesOpensTheAddPlacePrompt() throws {
        try FileManager.default.removeItem(at: home.placesFile)
        let tmux = try startDashboard()
        #expect(tmux.waitFor(text: "Enter"), "\(tmux.capture())")
        try tmux.sendKeys("C-c")
        #expect(tmux.waitForExit() == 0)
    }
}
