import Foundation
import Synchronization

/// Every command but the dashboard: runs once, prints, and gives the exit status.
///
/// Run on the main thread through a `CallingThreadExecutor`, rather than from top-level
/// `await`: an asynchronous main hands the main thread to `dispatch_main`, whose
/// `pthread_exit` unwinds the main thread's stack, which loads libgcc_s and reads about 1 MiB
/// of the binary's unwind tables at every start, for nothing a command that exits needs.
/// Nothing these commands do runs on the main actor, which `run` would otherwise block.
enum OneShotCommand {
    static func runWaiting(_ command: Command, app: AppEnvironment, options: CommandLineOptions) -> Int32 {
        let executor = CallingThreadExecutor()
        let status = Mutex<Int32>(1)
        Task(executorPreference: executor) {
            let result = await run(command, app: app, options: options)
            status.withLock { $0 = result }
            executor.finish()
        }
        executor.run()
        // Once, whatever the outcome: every write after the first fails for the same reason.
        if let problem = app.cacheLocation.writeLog.takeUnsaid() { Console.error(problem.sentence(in: app.locale.words)) }
        return status.withLock { $0 }
    }

    private static func run(_ command: Command, app: AppEnvironment, options: CommandLineOptions) async -> Int32 {
        do throws(CommandFailure) {
            switch command {
            case .json(let place):
                try await JSONCommand(app: app).run(place: place)
            case .placesAdd(let query, let name):
                try await PlacesCommand(app: app).add(query: query, name: name)
            case .placesSearch(let query):
                try await PlacesCommand(app: app).search(query: query)
            case .placesList:
                try PlacesCommand(app: app).list()
            case .placesNames:
                try PlacesCommand(app: app).listNames()
            case .placesRemove(let reference):
                try PlacesCommand(app: app).remove(reference: reference)
            case .placesMove(let from, let to):
                try PlacesCommand(app: app).move(from: from, to: to)
            case .providers:
                ProvidersCommand(chosen: app.provider.identifier, settings: app.providerSettings, words: app.locale.words).run()
            case .languages:
                LanguagesCommand(chosen: app.locale.language, words: app.locale.words).run()
            case .alertSources:
                try AlertSourcesCommand(app: app).run()
            case .print(let place, let width, let height):
                try await UsageErrorOrFailure.exitingOnUsageError(words: app.locale.words) { () async throws(UsageErrorOrFailure) in
                    try await PrintCommand(app: app, options: options).run(place: place, width: width, height: height)
                }
            case .radar(let place, let width, let height, _):
                try await UsageErrorOrFailure.exitingOnUsageError(words: app.locale.words) { () async throws(UsageErrorOrFailure) in
                    try await RadarCommand(app: app, options: options).run(place: place, width: width, height: height)
                }
            case .year(let place, let width, let height):
                try await UsageErrorOrFailure.exitingOnUsageError(words: app.locale.words) { () async throws(UsageErrorOrFailure) in
                    try await YearCommand(app: app, options: options).run(place: place, width: width, height: height)
                }
            case .statusBar(let place, let output):
                try await StatusBarCommand(app: app, options: options).run(place: place, output: output)
            case .dashboard, .help, .version:
                // main.swift answers these itself.
                break
            }
        } catch {
            Console.error(error.message)
            return 1
        }
        return 0
    }
}
