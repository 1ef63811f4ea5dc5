import CMalloc
import Foundation
import Providers
import WeatherCore

// Entry point: parse, run, and turn every failure into one sentence on stderr with the
// conventional exit status (2 for usage errors, 1 for everything else).

// Before any thread exists. The dashboard's fetches run on the concurrency pool's threads and
// libcurl's transfers on threads of their own; each would otherwise start a malloc arena of
// its own (mapped, then grown page by page), memory held for the rest of the session. (The
// one-shot commands run on the main thread, see `OneShotCommand`.)
_ = wb_use_one_malloc_arena()

// The dashboard's HTTP transfers, each in a child of its own (HTTPTransferProcess): before
// anything else, since the child needs none of it.
if CommandLine.arguments.dropFirst().first == HTTPTransferChild.argument {
    exit(HTTPTransferChild.run())
}

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessEnvironment.current()
// Before anything asks ICU: a locale variable that is no locale name is the POSIX locale (and
// a sentence, `AppEnvironment.warnings`), not a crash inside ICU.
UserLocale.removeUnusableLocaleVariables(environment)
// The user's own translations before anything is worded or `--lang` is matched: one of them
// may be the language asked for.
let ownCatalogs = UserCatalogs.load(
    from: UserCatalogs.directory(configurationDirectory: PlaceStore.defaultDirectory(environment: environment)))
UserCatalogs.install(ownCatalogs.catalogs)

let options: CommandLineOptions
do {
    options = try CommandLineParser.parse(arguments)
} catch {
    // The language is not known yet: --lang may be after the mistake, or the mistake itself.
    Console.error(error.message(in: MessageLanguage.words(requested: nil, arguments: arguments, environment: environment)))
    exit(2)
}

// Said before --help too, which answers before the rest: a broken catalog is not silent there.
for warning in ownCatalogs.warnings { Console.error(warning) }

switch options.command {
case .help:
    // --help answers as soon as it is seen, so a --lang before it is read from the arguments.
    let words = MessageLanguage.words(requested: options.language, arguments: arguments, environment: environment)
    Console.lines(HelpText.usage(words: words).split(separator: "\n", omittingEmptySubsequences: false))
    exit(0)
case .version:
    Console.line(HelpText.version)
    exit(0)
default:
    break
}

let app: AppEnvironment
do {
    app = try AppEnvironment(options: options, environment: environment)
} catch {
    Console.error(error.message(in: MessageLanguage.words(requested: options.language, environment: environment)))
    exit(2)
}
for warning in app.warnings { Console.error(warning) }

// `radar` without --print is the dashboard with the map open, where there is a terminal to
// show it on; elsewhere it prints once, like --print.
let dashboard: (place: String?, opensMap: Bool)? = switch options.command {
case .dashboard(let place): (place, false)
case .radar(let place, _, _, false) where isatty(STDOUT_FILENO) == 1: (place, true)
default: nil
}

if let dashboard {
    // The dashboard runs on the main actor (curses stays on one thread), so the main thread
    // is handed to the main queue for good.
    Task { @MainActor in
        do throws(CommandFailure) {
            let status = try await UsageErrorOrFailure.exitingOnUsageError(words: app.locale.words) { () async throws(UsageErrorOrFailure) in
                try await DashboardCommand(app: app, options: options).run(place: dashboard.place, opensMap: dashboard.opensMap)
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
