import Foundation

/// Locates the `weatherboard` executable that `swift test` built beside the test bundle, and
/// gives each test an isolated home so it never reads or writes the user's real files.
public enum WeatherboardBinary {
    /// Names another binary for the tests to run instead: scripts/fresh-debian-check runs
    /// tests against the installed one, whose ICU data is trimmed (the Makefile says why),
    /// so that what they assert is proven on what users install.
    public static let overrideVariable = "WEATHERBOARD_TEST_BINARY"

    public static var path: String {
        if let chosen = ProcessInfo.processInfo.environment[overrideVariable], !chosen.isEmpty { return chosen }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let beside = testBinary.deletingLastPathComponent().appendingPathComponent("weatherboard")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside.path }
        // `swift test` may run the bundle from inside a .xctest directory.
        let above = testBinary.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("weatherboard")
        return above.path
    }

    /// Fixtures shared by every test target, under Tests/ProvidersTests/Fixtures.
    public static func fixture(_ name: String, filePath: String = #filePath) throws -> Data {
        let tests = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: tests.appendingPathComponent("ProvidersTests/Fixtures/\(name)"))
    }
}

/// A throwaway HOME with XDG directories, removed when the value goes away.
public final class IsolatedHome: Sendable {
    public let root: URL

    public init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-home-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    public var configDirectory: URL { root.appendingPathComponent("config/weatherboard") }
    public var cacheDirectory: URL { root.appendingPathComponent("cache/weatherboard") }
    public var placesFile: URL { configDirectory.appendingPathComponent("places.json") }

    /// The environment for a child weatherboard: this home, a fixed locale and time zone, and
    /// every provider pointed at `server` (or at a closed port when there is none). The climate
    /// normals and air quality are off: a test that wants them points their variables at a server
    /// in `extra`, so no other test's request counts or output depend on them.
    public func environment(server: URL?, extra: [String: String] = [:]) -> [String: String] {
        let base = server?.absoluteString ?? "http://127.0.0.1:9"
        var environment = [
            "HOME": root.path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
            "PATH": "/usr/bin:/bin",
            "LANG": "en_GB.UTF-8",
            "TZ": "UTC",
            "TERM": "xterm-256color",
            "WEATHERBOARD_OPEN_METEO_URL": base,
            "WEATHERBOARD_GEOCODING_URL": base,
            "WEATHERBOARD_NWS_URL": base,
            "WEATHERBOARD_MET_URL": base,
            "WEATHERBOARD_WEATHERKIT_URL": base,
            "WEATHERBOARD_DWD_URL": base,
            "WEATHERBOARD_BRIGHTSKY_URL": base,
            "WEATHERBOARD_ECCC_URL": base,
            "WEATHERBOARD_METEOALARM_URL": base,
            "WEATHERBOARD_FPAS_URL": base,
            "WEATHERBOARD_JMA_URL": base,
            "WEATHERBOARD_GSI_URL": base,
            "WEATHERBOARD_NOMINATIM_URL": base,
            "WEATHERBOARD_RAINVIEWER_URL": base,
            "WEATHERBOARD_HKO_URL": base,
            "WEATHERBOARD_METSERVICE_URL": base,
            "WEATHERBOARD_CMA_URL": base,
            "WEATHERBOARD_KMA_URL": base,
            "WEATHERBOARD_NDMA_URL": base,
            "WEATHERBOARD_PAGASA_URL": base,
            "WEATHERBOARD_SMN_URL": base,
            "WEATHERBOARD_INMET_URL": base,
            "WEATHERBOARD_ARCHIVE_URL": "off",
            "WEATHERBOARD_AIR_QUALITY_URL": "off",
            "WEATHERBOARD_AVIATIONWEATHER_URL": "off",
            "WEATHERBOARD_ENSEMBLE_URL": "off",
            "WEATHERBOARD_PAST_DAYS_URL": "off",
            "no_proxy": "127.0.0.1,localhost",
        ]
        environment.merge(extra) { _, new in new }
        return environment
    }
}

extension IsolatedHome {
    /// Runs the real binary in this home, every service pointed at `server` (or at a closed port).
    public func runWeatherboard(
        _ arguments: [String], server: LocalHTTPServer?, extra: [String: String] = [:], timeout: Duration = .seconds(30)
    ) throws -> ProcessResult {
        try runProcess(
            arguments: [WeatherboardBinary.path] + arguments, environment: environment(server: server?.baseURL, extra: extra),
            timeout: timeout)
    }

    /// Writes config.json with `text` as it is.
    public func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: configDirectory.appendingPathComponent("config.json"))
    }

    /// Writes places.json as a user's file would hold it: `entries` are JSON objects as text.
    public func writePlaces(_ entries: [String], selected: Int = 0) throws {
        try FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: true)
        let text = #"{"version": 1, "selected": \#(selected), "places": [\#(entries.joined(separator: ",\n"))]}"#
        try Data(text.utf8).write(to: placesFile)
    }
}

/// The top-level object of a JSON text, such as what `--json` prints.
public func jsonObject(_ text: String) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
        throw CocoaError(.coderReadCorrupt)
    }
    return object
}
