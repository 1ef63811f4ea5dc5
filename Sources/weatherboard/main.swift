import Foundation
import WeatherCore

// Entry point: parse, run, and turn every failure into one sentence on stderr with the
// conventional exit status (2 for usage errors, 1 for everything else).

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
for warning in app.warnings { Console.error(warning) }

do throws(CommandFailure) {
    switch options.command {
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
        ProvidersCommand(chosen: app.provider.identifier, settings: app.providerSettings).run()
    case .alertSources:
        try AlertSourcesCommand(app: app).run()
    case .print(let place, let width, let height):
        try await UsageErrorOrFailure.exitingOnUsageError { () async throws(UsageErrorOrFailure) in
            try await PrintCommand(app: app, options: options).run(place: place, width: width, height: height)
        }
    case .statusBar(let place, let output):
        try await StatusBarCommand(app: app, options: options).run(place: place, output: output)
    case .dashboard(let place):
        let status = try await UsageErrorOrFailure.exitingOnUsageError { () async throws(UsageErrorOrFailure) in
            try await DashboardCommand(app: app, options: options).run(place: place)
        }
        exit(status)
    case .help, .version:
        break
    }
} catch {
    Console.error(error.message)
    exit(1)
}
exit(0)
