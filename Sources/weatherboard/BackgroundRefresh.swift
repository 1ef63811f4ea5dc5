import Foundation
import Terminal
import WeatherCore

/// Refreshes a place's cache without anyone waiting: a detached `weatherboard --json PLACE`
/// (its own session, output to /dev/null) that outlives the status-bar call which started it.
/// A bar that asks every few seconds while the network is slow or down would otherwise start
/// a child each time, so one place gets at most one every `minimumInterval`, remembered by a
/// stamp file's date in the cache directory.
struct BackgroundRefresh {
    let app: AppEnvironment
    let options: CommandLineOptions

    static let minimumInterval: TimeInterval = 60

    func start(place: Place, reference: String?) {
        let stamp = ForecastCache.defaultDirectory(environment: app.environment)
            .appendingPathComponent("status-refresh", isDirectory: true)
            .appendingPathComponent(place.coordinateKey)
        let files = FileManager.default
        if let started = (try? files.attributesOfItem(atPath: stamp.path))?[.modificationDate] as? Date,
           Date().timeIntervalSince(started) < Self.minimumInterval {
            return
        }
        try? files.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard files.createFile(atPath: stamp.path, contents: nil) else { return }

        var arguments = [Self.executablePath, "--json"]
        // The same provider as this call, so the child fills the cache entry this one reads;
        // the config file is the child's too.
        if let provider = options.provider { arguments += ["--provider", provider] }
        if let reference { arguments += ["--", reference] }
        switch DetachedCommand(environment: app.environment).start(arguments) {
        case nil, .finished?: break
        case .notInstalled?: Console.error(app.locale.words(.backgroundRefreshProgramMissing, ["program": arguments[0]]))
        case .couldNotStart(let reason)?: Console.error(app.locale.words(.backgroundRefreshFailed, ["reason": reason]))
        }
    }

    /// This program, as the kernel knows it: argv[0] may be a bare name or a relative path.
    private static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
