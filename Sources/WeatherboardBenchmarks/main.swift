import Dashboard
import Foundation
import Providers
import WeatherCore

// Release-mode benchmarks: `swift run -c release weatherboard-benchmarks`. Prints figures;
// asserts nothing, because timings belong in reports, not in tests.

if let flag = CommandLine.arguments.firstIndex(of: MeteoAlarmBenchmark.childFlag), CommandLine.arguments.indices.contains(flag + 1) {
    await MeteoAlarmBenchmark.runChild(feedPath: CommandLine.arguments[flag + 1])
    exit(0)
}

/// The value after `name` on the command line, if any.
func option(_ name: String) -> String? {
    CommandLine.arguments.firstIndex(of: name)
        .flatMap { CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil }
}

// `--binary PATH` measures another build, such as `make`'s static one in .build-install/;
// by default the weatherboard next to this executable.
let executable = option("--binary").map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("weatherboard")
let processRuns = option("--runs").flatMap(Int.init).map { max(1, $0) } ?? 20
let idleSeconds = option("--idle-seconds").flatMap(Double.init) ?? 60

let berlin = Place(name: "Berlin", latitude: 52.52437, longitude: 13.41053, timeZoneIdentifier: "Europe/Berlin")
let now = Date()
print("weatherboard benchmarks (\(ProviderIdentity.version))")

// 1. Decoding a full-size Open-Meteo response: 10 days and 240 hours.
let body = SampleForecast.openMeteoBody(hours: 240, days: 10, start: now)
print("Open-Meteo sample body: \(body.count) bytes")
var decoded: Snapshot?
measure("decode 10-day + 240-hour Open-Meteo response", runs: 200) {
    decoded = try? OpenMeteoProvider.decodeSnapshot(from: body, place: berlin, fetchDate: now)
}.report()
guard let decoded else {
    print("error: the sample response did not decode")
    exit(1)
}

// 1b. Making the language's catalog from its table, which every run does once: English (the
// most common), and Russian (plural forms, two-byte letters).
for code in ["en", "ru"] {
    measure("make the \(code) translation catalog", runs: 200) {
        _ = Catalog.madeFromItsTable(code)
    }.report()
}

// 1c. The day's sun and moon, which every `--print` and every dashboard start works out once:
// Berlin today, and Tromsø at midwinter (polar night: no sunrise, twilight at noon).
let tromso = Place(name: "Tromsø", latitude: 69.6496, longitude: 18.956, timeZoneIdentifier: "Europe/Oslo")
let tromsoMidwinter = Date(timeIntervalSince1970: 1_797_850_800)  // 2026-12-21 12:00 in Tromsø
for (label, place, moment) in [("Berlin", berlin, now), ("Tromsø, polar night", tromso, tromsoMidwinter)] {
    var phaseAngles = 0.0
    measure("compute a day's sun and moon (\(label))", runs: 500, warmUp: 20) {
        phaseAngles += Astronomy(place: place, at: moment).moon.phaseAngle
    }.report()
    if phaseAngles.isNaN { print("warning: no moon phase computed") }
}

// 1d. Reading the snapshot cache file, as every run from a warm cache does: the bytes the
// cache writes (`JSONEncoder`, seconds since 1970), parsed by `JSONText` and read by `JSONFields`.
let cacheEncoder = JSONEncoder()
cacheEncoder.dateEncodingStrategy = .secondsSince1970
if let cacheFile = try? [UInt8](cacheEncoder.encode(decoded)) {
    measure("read the snapshot cache file (\(cacheFile.count) bytes)", runs: 200) {
        _ = try? Snapshot(cachedJSON: JSONText.parse(cacheFile))
    }.report()
}

// 1e. Reading the built-in themes, which every run does once (`ThemeLibrary` without user themes).
measure("read the built-in themes", runs: 200) {
    _ = ThemeLibrary()
}.report()

/// Every service the runs could ask, on a closed port: if the cache were not used, a run would
/// fail instead of going online, and a part with its own schedule (the climate normals, the air
/// quality, the alert sources) is asked once, fails at once and is left alone for its retry
/// interval, as on a machine that has been offline since its last fetch.
let closedServices = Dictionary(uniqueKeysWithValues: [
    "WEATHERBOARD_OPEN_METEO_URL", "WEATHERBOARD_ARCHIVE_URL", "WEATHERBOARD_AIR_QUALITY_URL",
    "WEATHERBOARD_AVIATIONWEATHER_URL", "WEATHERBOARD_ENSEMBLE_URL", "WEATHERBOARD_PAST_DAYS_URL", "WEATHERBOARD_DWD_URL",
    "WEATHERBOARD_BRIGHTSKY_URL",
    "WEATHERBOARD_METEOALARM_URL", "WEATHERBOARD_FPAS_URL", "WEATHERBOARD_JMA_URL", "WEATHERBOARD_GSI_URL",
].map { ($0, "http://127.0.0.1:9") })

// 2c. The idle dashboard after a network refresh (issue 24), with the warm-cache idle figures
// of 2b beside it. `--network-refresh-only` measures this alone (the whole run takes long),
// and needs the tmux and the binary the full run does.
let networkRefreshOnly = CommandLine.arguments.contains("--network-refresh-only")
func measureNetworkRefresh() async {
    guard FileManager.default.isExecutableFile(atPath: executable.path), TmuxProbe.isAvailable else {
        print("skipped the idle dashboard after a network refresh: needs tmux and the weatherboard binary")
        return
    }
    await NetworkRefreshBenchmark.run(
        executable: executable.path, snapshot: decoded, now: now, placeCounts: [PlaceCountBenchmark.placeCounts.first, PlaceCountBenchmark.placeCounts.last].compactMap { $0 },
        // Past the dashboard's settling (DashboardLoop.settleSeconds after its last event) and
        // the status messages of a launch (up to 12 s), so the figure is the one it keeps idle.
        baseEnvironment: closedServices, idleSeconds: min(idleSeconds, 30))
    await TransferPlaceBenchmark.run(
        executable: executable.path, body: body)
}
if networkRefreshOnly {
    await measureNetworkRefresh()
    exit(0)
}

// 2. The program from a warm cache, beside `--version` as the floor of any process of it:
// `--print` and `--json` with a fresh cache entry, so no request is made. Runs alternate, so
// a busy machine slows all three alike. Peak memory is each child's own, in separate runs
// under GNU time (see ChildRun.peakKilobytes).
// `--keep-home DIR` leaves the warm home in DIR afterwards, to profile the same runs by hand
// (`HOME=DIR XDG_CONFIG_HOME=DIR/config XDG_CACHE_HOME=DIR/cache perf record …`).
let keptHome = option("--keep-home").map { URL(fileURLWithPath: $0) }

/// Makes `home` a home whose one place is `snapshot`'s, with `snapshot` in its cache and fresh
/// for an hour, and returns the environment that runs the program in it.
@MainActor func warmHome(_ home: URL, holding snapshot: Snapshot) async -> [String: String] {
    let configDirectory = home.appendingPathComponent("config/weatherboard")
    try? PlaceStore(fileURL: configDirectory.appendingPathComponent("places.json"))
        .update { $0 = SavedPlaces(places: [snapshot.place], selectedIndex: 0) }
    var warm = snapshot
    warm.metadata.expirationDate = now + 3600
    await ForecastCache(directory: home.appendingPathComponent("cache/weatherboard")).store(warm, provider: OpenMeteoProvider.providerIdentifier)
    return [
        "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "LANG": "en_GB.UTF-8",
        "PATH": "/usr/bin:/bin",
    ].merging(closedServices) { first, _ in first }
}

if FileManager.default.isExecutableFile(atPath: executable.path) {
    let home = keptHome ?? FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-bench-\(UUID().uuidString)")
    let environment = await warmHome(home, holding: decoded)

    var version = ChildRunSeries(label: "weatherboard --version (the floor)")
    var printed = ChildRunSeries(label: "weatherboard --print 80x24, warm cache")
    var json = ChildRunSeries(label: "weatherboard --json, warm cache")
    let commands = [["--version"], ["--print", "--width", "80", "--height", "24"], ["--json"]]
    for run in 0..<(processRuns + 2) {
        let results = commands.map { ChildRun.run(executable: executable.path, arguments: $0, environment: environment) }
        guard run >= 2 else { continue }  // the first two warm the page cache
        version.record(results[0])
        printed.record(results[1])
        json.record(results[2])
    }
    for _ in 0..<5 {
        let peaks = commands.map { ChildRun.peakKilobytes(executable: executable.path, arguments: $0, environment: environment) }
        version.recordPeak(peaks[0])
        printed.recordPeak(peaks[1])
        json.recordPeak(peaks[2])
    }
    version.report()
    printed.report()
    json.report()
    print(String(format: "--print above --version: median %.3f ms", (printed.timing.median - version.timing.median) * 1000))
    print(String(format: "--print above --version: CPU median %.3f ms", (printed.cpuTiming.median - version.cpuTiming.median) * 1000))
    if let printedPeak = printed.medianPeakKilobytes, let versionPeak = version.medianPeakKilobytes {
        print("--print above --version: peak memory \(printedPeak - versionPeak) KiB")
    }
    if keptHome == nil { try? FileManager.default.removeItem(at: home) }
} else {
    print("skipped process timings: no weatherboard binary at \(executable.path) (see --binary)")
}

// 2b. What each saved place costs: 1, 10 and 50 places, instructions (callgrind) and wall time.
if FileManager.default.isExecutableFile(atPath: executable.path) {
    await PlaceCountBenchmark.run(
        executable: executable.path, snapshot: decoded, now: now, services: closedServices, runs: processRuns,
        idleSeconds: min(idleSeconds, 5), keepingHomesIn: keptHome)
}
await measureNetworkRefresh()

// 3. Rendering frames: the demo's place with five alerts, default theme, emoji icons.
var demoBoard = DemoData.boardState(now: now)
demoBoard.selectedIndex = 2
let theme = ThemeLibrary().defaultTheme
let locale = UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
let model = DashboardModel(board: demoBoard, now: now, units: .metric, locale: locale, glyphs: .emoji)
for size in [TerminalSize(width: 80, height: 24), TerminalSize(width: 200, height: 60)] {
    var cells = 0
    measure("render \(size.width)x\(size.height) frame", runs: 500, warmUp: 20) {
        cells &+= render(model, size: size, theme: theme).cells.count
    }.report()
    if cells == 0 { print("warning: render produced nothing") }
}

// 3a. What the settled dashboard's release of its code costs, and the frame after it.
PageReleaseBenchmark.run(model: model, theme: theme)

// 3b. The radar's text form at 200x60: raster and half blocks from the view's tiles.
RadarFrameBenchmark.run(now: now)

// 4. Decoding and placing a whole-country MeteoAlarm feed of 10 MB: time here, peak memory
// in a child process.
await MeteoAlarmBenchmark.run(executable: URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(), now: now)

// 4b. Five thousand warnings at one point: each step in this process, then `--json` and
// `--print` from a warm cache that holds them.
if let crowded = await AlertCountBenchmark.run(forecast: decoded, now: now), FileManager.default.isExecutableFile(atPath: executable.path) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-bench-\(UUID().uuidString)")
    let environment = await warmHome(home, holding: crowded)
    var json = ChildRunSeries(label: "\(AlertCountBenchmark.count) alerts: weatherboard --json")
    var printed = ChildRunSeries(label: "\(AlertCountBenchmark.count) alerts: weatherboard --print 200x60")
    for _ in 0..<3 {
        json.record(ChildRun.run(executable: executable.path, arguments: ["--json"], environment: environment))
        printed.record(ChildRun.run(
            executable: executable.path, arguments: ["--print", "--width", "200", "--height", "60"], environment: environment))
    }
    for series in [json, printed] {
        series.cpuTiming.report()
        if series.failures > 0 { print("warning: \(series.failures) runs of \(series.label) failed; its figures are not meaningful") }
    }
    try? FileManager.default.removeItem(at: home)
}

// 5 and 6. The real dashboard: launch to first paint from a warm cache (on a pseudo-terminal),
// then, in tmux, CPU time while idle (from /proc), which should be close to zero.
if FileManager.default.isExecutableFile(atPath: executable.path), TmuxProbe.isAvailable {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-bench-\(UUID().uuidString)")
    let configDirectory = home.appendingPathComponent("config/weatherboard")
    try? PlaceStore(fileURL: configDirectory.appendingPathComponent("places.json"))
        .update { $0 = SavedPlaces(places: [berlin], selectedIndex: 0) }
    var warm = decoded
    warm.metadata.expirationDate = Date() + 3600
    await ForecastCache(directory: home.appendingPathComponent("cache/weatherboard")).store(warm, provider: OpenMeteoProvider.providerIdentifier)
    let environment = [
        "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "LANG": "C.UTF-8",
    ].merging(closedServices) { first, _ in first }
    var paints: [Double] = []
    for _ in 0..<5 {
        if let seconds = FirstPaintProbe.launchToFirstPaint(executable: executable.path, environment: environment, marker: "Open-Meteo") {
            paints.append(seconds)
        }
    }
    TimingResult(label: "dashboard launch to first paint (warm cache)", samples: paints).report()
    if let idle = TmuxProbe.idleCPUSeconds(executable: executable.path, environment: environment, marker: "Open-Meteo", seconds: idleSeconds) {
        print(String(format: "dashboard CPU time over %.0f idle seconds: %.3f s (%.3f%% of one core)", idleSeconds, idle.cpu, idle.cpu / idleSeconds * 100))
        if let resident = idle.residentKilobytes { print("dashboard resident memory when idle: \(resident) KiB") }
        if let peak = idle.peakKilobytes { print("dashboard peak resident memory: \(peak) KiB") }
    } else {
        print("idle CPU measurement failed")
    }
    try? FileManager.default.removeItem(at: home)
} else {
    print("skipped dashboard timings: needs tmux and the weatherboard binary")
}

if let peak = peakResidentKilobytes() {
    // Its own, not its children's: the sample data and the in-process decodes above.
    print("peak resident memory of the benchmark process itself: \(peak) KiB")
}
