import Foundation
import Terminal
import WeatherCore

/// Refreshes a place's cache without anyone waiting: a detached `weatherboard --json PLACE`
/// (its own session, output to /dev/null) that outlives the status-bar call which started it.
/// A bar that asks every few seconds while the network is slow or down would otherwise start
/// a child each time, so one place gets at most one every `minimumInterval`, remembered by a
/// stamp file's date in the cache directory (or in its spare when the cache cannot be written;
/// with neither, no child is started, which is what keeps a full disk from a request loop).
struct BackgroundRefresh {
    let app: AppEnvironment
    let options: CommandLineOptions

    static let minimumInterval: TimeInterval = 60

    func start(place: Place, reference: String?) {
        let stamps = app.cacheLocation.appending("status-refresh")
        let candidates = [stamps.directory, stamps.spareDirectory].compactMap { $0?.appendingPathComponent(place.coordinateKey) }
        let files = FileManager.default
        let lastStarted = candidates.compactMap { (try? files.attributesOfItem(atPath: $0.path))?[.modificationDate] as? Date }.max()
        if let lastStarted, Date().timeIntervalSince(lastStarted) < Self.minimumInterval { return }
        let stamped = candidates.contains { stamp in
            try? files.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
            return files.createFile(atPath: stamp.path, contents: nil)
        }
        guard stamped else { return }

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
