import Foundation
import WeatherCore

// Entry point: parse, run, and turn every failure into one sentence on stderr with the
// conventional exit status (2 for usage errors, 1 for everything else).

// The user's own translations before anything is worded or `--lang` is matched: one of them
// may be the language asked for.
let ownCatalogs = UserCatalogs.load(
    from: UserCatalogs.directory(configurationDirectory: PlaceStore.defaultDirectory(environment: ProcessInfo.processInfo.environment)))
UserCatalogs.install(ownCatalogs.catalogs)

let options: CommandLineOptions
do {
    options = try CommandLineParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Console.error(error.message)
    exit(2)
}

switch options.command {
case .help:
    Console.lines(HelpText.usage.split(separator: "\n", omittingEmptySubsequences: false))
    exit(0)
case .version:
    Console.line(HelpText.version)
    exit(0)
default:
    break
}

let app: AppEnvironment
do {
    app = try AppEnvironment(options: options)
} catch {
    Console.error(error.message)
    exit(2)
}
for warning in ownCatalogs.warnings + app.warnings { Console.error(warning) }

if case .dashboard(let place) = options.command {
    // The dashboard runs on the main actor (curses stays on one thread), so the main thread
    // is handed to the main queue for good.
    Task { @MainActor in
        do throws(CommandFailure) {
            let status = try await UsageErrorOrFailure.exitingOnUsageError { () async throws(UsageErrorOrFailure) in
                try await DashboardCommand(app: app, options: options).run(place: place)
            }
            exit(status)
        } catch {
            Console.error(error.message)
            exit(1)
        }
    }
    dispatchMain()
} else {
    exit(OneShotCommand.runWaiting(options.command, app: app, options: options))
}
