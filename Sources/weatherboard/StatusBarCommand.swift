import Dashboard
import Foundation
import WeatherCore

/// `weatherboard --oneline|--format|--waybar [PLACE]`: one line for a status bar, which calls
/// it every few seconds. It answers from the disk cache at once. Expired data is printed as it
/// is (marked stale) while a detached `weatherboard --json PLACE` refreshes the cache in the
/// background, so the bar never waits on the network; only with no cached data at all does it
/// ask the network itself, for at most `firstFetchLimit`.
struct StatusBarCommand {
    let app: AppEnvironment
    let options: CommandLineOptions

    /// How long a bar may wait when there is nothing cached to show.
    static let firstFetchLimit: Duration = .seconds(5)

    func run(place reference: String?, output: StatusBarOutput) async throws(CommandFailure) {
        let saved = try app.loadSavedPlaces()
        let place = try await app.resolvePlace(reference, among: saved)
        let board = Board(provider: app.provider, cache: app.cache, saved: SavedPlaces(places: [place], selectedIndex: 0))
        // A tooltip (Waybar's) tells the next hours and the credits, which a glance does not keep.
        if case .line(let format) = output, format.isAnsweredByGlance {
            await board.loadCachedGlancesAsData()
        } else {
            await board.loadCachedSnapshots()
        }
        var state = await board.currentState.state(of: place)
        if case .idle = state {
            _ = await Self.finished(within: Self.firstFetchLimit) { await board.loadIfNeeded(place) }
            state = await board.currentState.state(of: place)
        }
        let snapshot: Snapshot
        let isStale: Bool
        switch state {
        case .loaded(let loaded, let freshness):
            snapshot = loaded
            // The Board's freshness is `Snapshot.freshness`: expiry and the data's own times.
            isStale = freshness != .fresh
            // Only expired data is asked for again: old data that has not expired would come back the same.
            if loaded.metadata.isExpired(at: Date()) { BackgroundRefresh(app: app, options: options).start(place: place, reference: reference) }
        case .failed(_, let lastGood?):
            snapshot = lastGood
            isStale = true
        case .failed(let error, nil):
            try noData(place: place, output: output, reason: app.message(for: error, about: place))
        case .idle, .loading:
            // The first fetch ran out of time: let it finish in the background for next time.
            BackgroundRefresh(app: app, options: options).start(place: place, reference: reference)
            try noData(place: place, output: output, reason: app.locale.words(.statusBarFetching, ["place": place.name]))
        }
        let line = StatusLine(
            snapshot: snapshot, placeName: place.name, now: Date(), units: app.units, locale: app.locale,
            glyphs: DisplaySettings.glyphSet(options: options, app: app),
            minimumAlertSeverity: app.configuration.minimumAlertSeverity)
        switch output {
        case .line(let format):
            Console.line(line.line(format))
        case .waybar(let format):
            var classes = line.worstAlert.map { [$0.severity.rawValue] } ?? []
            if isStale { classes.append("stale") }
            WaybarDocument(text: line.line(format), tooltip: line.detailLines, classes: classes).write()
        }
    }

    /// Prints a short "no data" text for the bar, then fails with `reason` (exit status 1).
    private func noData(place: Place, output: StatusBarOutput, reason: String) throws(CommandFailure) -> Never {
        let text = app.locale.words(.statusBarNoData, ["place": place.name])
        switch output {
        case .line: Console.line(text)
        case .waybar: WaybarDocument(text: text, tooltip: [reason], classes: ["no-data"]).write()
        }
        throw CommandFailure(reason)
    }

    /// Waits for `work` at most `limit`: true when it finished in time. Work that runs out of
    /// time is left running; the process exits soon after anyway.
    private static func finished(within limit: Duration, _ work: @escaping @Sendable () async -> Void) async -> Bool {
        let outcome = FirstOutcome()
        return await withCheckedContinuation { continuation in
            outcome.set(continuation)
            Task { await work(); outcome.resume(true) }
            Task { try? await Task.sleep(for: limit); outcome.resume(false) }
        }
    }
}

/// Resumes a continuation with whichever of two results comes first, and ignores the other.
private final class FirstOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Bool, Never>?

    func set(_ continuation: CheckedContinuation<Bool, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    func resume(_ value: Bool) {
        let waiting = lock.withLock { () -> CheckedContinuation<Bool, Never>? in
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: value)
    }
}
