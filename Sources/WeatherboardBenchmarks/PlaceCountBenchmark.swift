import Foundation
import Providers
import WeatherCore

/// What each saved place costs a run that shows one of them: `--print` and `--oneline` from a
/// warm cache, and the dashboard's first paint and idle memory, with 1, 10 and 50 saved places
/// (the first, Berlin, selected). Instructions are counted by valgrind's callgrind, which gives
/// the same figure for the same run however busy the machine is; wall times are medians.
enum PlaceCountBenchmark {
    static let placeCounts = [1, 10, 50]
    static let valgrind = "/usr/bin/valgrind"

    /// `home` made a home of `count` places, each with `snapshot` moved to it in the cache and
    /// fresh for an hour; returns the environment that runs the program in it.
    static func warmHome(_ home: URL, places count: Int, holding snapshot: Snapshot, now: Date, services: [String: String]) async -> [String: String] {
        let places = (0..<count).map { index in
            index == 0 ? snapshot.place : Place(
                name: "Place \(index)", latitude: 40 + Double(index) * 0.2, longitude: 5 + Double(index) * 0.3,
                timeZoneIdentifier: "Europe/Berlin")
        }
        try? PlaceStore(fileURL: home.appendingPathComponent("config/weatherboard/places.json"))
            .update { $0 = SavedPlaces(places: places, selectedIndex: 0) }
        // Written as the program writes it, glances included.
        let cache = ForecastCache.keepingGlances(at: CacheLocation(home.appendingPathComponent("cache/weatherboard")))
        for place in places {
            var warm = snapshot
            warm.place = place
            warm.metadata.expirationDate = now + 3600
            await cache.store(warm, provider: OpenMeteoProvider.providerIdentifier)
        }
        return [
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "LANG": "en_GB.UTF-8",
            "PATH": "/usr/bin:/bin",
        ].merging(services) { first, _ in first }
    }

    /// Instructions one run executes, as callgrind counts them ("Collected : N"); nil without
    /// valgrind or when the run failed.
    static func instructions(executable: String, arguments: [String], environment: [String: String]) -> Int? {
        guard FileManager.default.isExecutableFile(atPath: valgrind) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments = ["--tool=callgrind", "--callgrind-out-file=/dev/null", executable] + arguments
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        for line in report.split(separator: "\n") where line.contains("Collected :") {
            return line.split(separator: " ").last.flatMap { Int($0) }
        }
        return nil
    }

    /// `keepingHomesIn`: each count's home is made in it as `places-N` and left there, to
    /// profile the same runs by hand.
    static func run(
        executable: String, snapshot: Snapshot, now: Date, services: [String: String], runs: Int, idleSeconds: Double,
        keepingHomesIn keptHomes: URL?
    ) async {
        let commands: [(label: String, arguments: [String])] = [
            ("--print 80x24", ["--print", "--width", "80", "--height", "24"]),
            ("--oneline", ["--oneline"]),
        ]
        var instructionsByCount: [Int: [String: Int]] = [:]
        var wallByCount: [Int: [String: Double]] = [:]
        for count in placeCounts {
            let home = keptHomes?.appendingPathComponent("places-\(count)")
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-bench-\(UUID().uuidString)")
            defer { if keptHomes == nil { try? FileManager.default.removeItem(at: home) } }
            let environment = await warmHome(home, places: count, holding: snapshot, now: now, services: services)
            for command in commands {
                var series = ChildRunSeries(label: "\(count) places: weatherboard \(command.label)")
                for run in 0..<(runs + 2) {
                    let result = ChildRun.run(executable: executable, arguments: command.arguments, environment: environment)
                    if run >= 2 { series.record(result) }
                }
                series.timing.report()
                if series.failures > 0 { print("warning: \(series.failures) runs of \(series.label) failed; its figures are not meaningful") }
                wallByCount[count, default: [:]][command.label] = series.timing.median
                // Twice, the first to warm: under valgrind the program sees valgrind as its own
                // executable, so the locale facts it keeps per build are written anew once.
                _ = instructions(executable: executable, arguments: command.arguments, environment: environment)
                if let counted = instructions(executable: executable, arguments: command.arguments, environment: environment) {
                    print(String(format: "%-48@ %8.2fM instructions (callgrind)", series.label as NSString, Double(counted) / 1e6))
                    instructionsByCount[count, default: [:]][command.label] = counted
                } else {
                    print("\(series.label): instructions not counted (needs valgrind at \(valgrind))")
                }
            }
            let paints = (0..<runs).compactMap { _ in
                FirstPaintProbe.launchToFirstPaint(executable: executable, environment: environment, marker: "Open-Meteo")
            }
            let paint = TimingResult(label: "\(count) places: dashboard launch to first paint", samples: paints)
            paint.report()
            if paints.count < runs { print("warning: \(runs - paints.count) launches of the dashboard never painted") }
            wallByCount[count, default: [:]]["first paint"] = paint.median
            if let counted = FirstPaintProbe.instructionsToFirstPaint(
                valgrind: valgrind, executable: executable, environment: environment, marker: "Open-Meteo") {
                print(String(format: "%-48@ %8.2fM instructions (callgrind)", paint.label as NSString, Double(counted) / 1e6))
                instructionsByCount[count, default: [:]]["first paint"] = counted
            } else {
                print("\(paint.label): instructions not counted (needs valgrind at \(valgrind), and a frame with data)")
            }
            if TmuxProbe.isAvailable,
               let idle = TmuxProbe.idleCPUSeconds(executable: executable, environment: environment, marker: "Open-Meteo", seconds: idleSeconds),
               let resident = idle.residentKilobytes {
                print("\(count) places: dashboard resident memory when idle: \(resident) KiB")
            }
        }
        // The goal is a flat line: each figure with the most places against the same with one.
        guard let most = placeCounts.last, let fewest = placeCounts.first else { return }
        for label in commands.map(\.label) + ["first paint"] {
            if let many = instructionsByCount[most]?[label], let one = instructionsByCount[fewest]?[label] {
                print(String(format: "%@ instructions, %d places against %d: %.3f", label as NSString, most, fewest, Double(many) / Double(one)))
            }
        }
        for label in commands.map(\.label) + ["first paint"] {
            if let many = wallByCount[most]?[label], let one = wallByCount[fewest]?[label], one > 0 {
                print(String(format: "%@ wall time, %d places against %d: %.3f", label as NSString, most, fewest, many / one))
            }
        }
    }
}
