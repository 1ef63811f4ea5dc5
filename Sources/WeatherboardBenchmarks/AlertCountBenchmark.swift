import Dashboard
import Foundation
import Glibc
import Providers
import WeatherCore

/// Five thousand warnings at one point, through every step from a received feed to the
/// screen: each source's reading and placing, the merge of the sources' lists, and the
/// dashboard's frame, scrolling and popup. A step whose cost grows with the square of the
/// number of warnings takes seconds here, where it takes microseconds with the usual few.
enum AlertCountBenchmark {
    static let count = 5000

    /// A source whose warnings were read already, so that the merge is timed on its own.
    struct ReadAlerts: AlertSource {
        let identifier: String
        let alerts: [WeatherAlert]
        let now: Date

        var displayName: String { identifier }
        func covers(_ place: Place) -> Bool { true }

        func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
            AlertReport(
                alerts: alerts, attribution: WeatherAttribution(serviceName: identifier, legalPageURL: URL(fileURLWithPath: "/")),
                fetchDate: now, expirationDate: now + 3600)
        }
    }

    /// The forecast part of the merge: a snapshot read already.
    struct ReadForecast: ForecastProvider {
        let snapshot: Snapshot
        var identifier: String { OpenMeteoProvider.providerIdentifier }

        func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot { snapshot }
    }

    /// Times each step and returns `forecast` with the merged warnings, for the runs of the
    /// program itself; nil when a step produced fewer warnings than it was given.
    static func run(forecast: Snapshot, now: Date) async -> Snapshot? {
        let berlin = forecast.place
        let dwd = AlertService.dwd.source(
            transport: MeteoAlarmBenchmark.ReceivedBody(body: SampleAlertFeeds.dwdBody(count: count, now: now), now: now),
            endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true), clock: { now })
        var dwdAlerts: [WeatherAlert] = []
        await measureCPU("\(count) alerts: DWD read and select", runs: 3) {
            dwdAlerts = (try? await dwd.report(for: berlin, previous: nil).alerts) ?? []
        }.report()

        let zurich = MeteoAlarmBenchmark.zurich
        let meteoAlarm = MeteoAlarmBenchmark.source(
            body: SampleAlertFeeds.meteoAlarmBody(count: count, around: (zurich.latitude, zurich.longitude), now: now), now: now)
        var placed = 0
        await measureCPU("\(count) alerts: MeteoAlarm read and place", runs: 3) {
            placed = (try? await meteoAlarm.report(for: zurich, previous: nil).alerts.count) ?? 0
        }.report()

        // The same warnings relayed by a second source under ids of its own, as MeteoAlarm or
        // WeatherKit relay a national service's: half of them, so that the merge both keeps
        // and drops.
        let relayed = dwdAlerts.prefix(count / 2).map { alert in
            var copy = alert
            copy.id = "relay-" + alert.id
            return copy
        }
        let combined = CombinedWeatherProvider(
            forecast: ReadForecast(snapshot: forecast),
            alertSources: [ReadAlerts(identifier: "dwd", alerts: dwdAlerts, now: now), ReadAlerts(identifier: "relay", alerts: relayed, now: now)],
            forecastParts: ForecastCache(directory: nil), alertReports: AlertReportStore(directory: nil), clock: { now })
        var merged: Snapshot?
        await measureCPU("\(count) alerts: merge with \(relayed.count) relayed copies", runs: 3) {
            merged = try? await combined.snapshot(for: berlin, previous: nil)
        }.report()
        guard dwdAlerts.count == count, placed == count, let merged, merged.alerts.count == count else {
            print("warning: the \(count) alerts did not all come through (DWD \(dwdAlerts.count), MeteoAlarm \(placed), merged \(merged?.alerts.count ?? 0))")
            return nil
        }

        var board = BoardState()
        board.places = [berlin]
        board.selectedIndex = 0
        board.placeStates[berlin.coordinateKey] = .loaded(merged, .fresh)
        let locale = UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
        var model = DashboardModel(board: board, now: now, units: .metric, locale: locale, glyphs: .emoji)
        let size = TerminalSize(width: 200, height: 60)
        let theme = ThemeLibrary().defaultTheme
        await measureCPU("\(count) alerts: render 200x60 frame", runs: 3) {
            _ = render(model, size: size, theme: theme)
        }.report()
        await measureCPU("\(count) alerts: scroll to the last (End)", runs: 3) {
            model.alertScroll = alertScroll(showing: count - 1, from: 0, model: model, size: size)
        }.report()
        model.selectedAlert = count - 1
        model.overlay = .alertDetail(index: count - 1)
        await measureCPU("\(count) alerts: render the last one's popup", runs: 3) {
            _ = render(model, size: size, theme: theme)
        }.report()
        return merged
    }

    /// Each run's CPU time, without warm-up runs (the first run is as slow as the others when
    /// the cost is in the count): on a shared machine the CPU a step takes is steadier than the
    /// time it waits, and these steps run on one thread at a time.
    private static func measureCPU(_ label: String, runs: Int, _ body: () async -> Void) async -> TimingResult {
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = processCPUSeconds()
            await body()
            samples.append(processCPUSeconds() - start)
        }
        return TimingResult(label: label + " (CPU)", samples: samples)
    }

    /// User and system time of this process so far.
    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
    }
}
