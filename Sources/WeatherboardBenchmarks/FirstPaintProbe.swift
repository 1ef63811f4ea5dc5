import Foundation
import TestSupport

/// The real dashboard's launch to its first frame with data, on a pseudo-terminal the benchmark
/// holds: timed to the read that brought the marker, and counted in instructions by callgrind.
/// Nothing polls beside it: tmux's capture-pane every 2 ms (a shell and a tmux client each
/// time) took the CPU the paint needed, and a 30 % difference between 1 and 50 places came
/// and went between runs.
enum FirstPaintProbe {
    static let width = 100
    static let height = 30

    /// Seconds from the start of the program to the first output that holds `marker`; nil when
    /// it does not come within ten seconds.
    static func launchToFirstPaint(executable: String, environment: [String: String], marker: String) -> Double? {
        guard let terminal = try? PseudoTerminal(
            command: [executable], environment: terminalEnvironment(environment), width: width, height: height)
        else { return nil }
        defer { quit(terminal) }
        guard terminal.waitFor(text: marker, timeout: .seconds(10)), let elapsed = terminal.timeUntilOutput(contains: marker) else {
            return nil
        }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The dashboard's own function that presents a frame when the model changed, as callgrind
    /// names it. Its first call draws the frame before any file is read; its second, in
    /// `DashboardLoop.paintSelectedPlace`, the frame with the selected place's data.
    static let frameFunction = "*DashboardLoopC15redrawIfChanged*"

    /// Instructions from the start of the program to the end of its first frame with data
    /// (the second `frameFunction`), which must hold `marker`; nil without valgrind, or when
    /// that frame does not come within two minutes or lacks the marker. Under valgrind the
    /// program sees valgrind as its own executable, so its first run in a home writes the
    /// locale facts it keeps per build: count twice, the first to warm.
    static func instructionsToFirstPaint(valgrind: String, executable: String, environment: [String: String], marker: String) -> Int? {
        guard FileManager.default.isExecutableFile(atPath: valgrind) else { return nil }
        _ = countedRun(valgrind: valgrind, executable: executable, environment: environment, marker: marker)
        return countedRun(valgrind: valgrind, executable: executable, environment: environment, marker: marker)
    }

    private static func countedRun(valgrind: String, executable: String, environment: [String: String], marker: String) -> Int? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-paint-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("callgrind.out").path
        let command = [valgrind, "--quiet", "--tool=callgrind", "--callgrind-out-file=\(output)", "--dump-after=\(frameFunction)", executable]
        guard let terminal = try? PseudoTerminal(
            command: command, environment: terminalEnvironment(environment), width: width, height: height)
        else { return nil }
        defer { quit(terminal) }
        let dumps = [output + ".1", output + ".2"]
        var counts: [Int] = []
        guard terminal.waitUntil(timeout: .seconds(120), { dumps.allSatisfy { FileManager.default.fileExists(atPath: $0) } }),
              terminal.outputText.contains(marker),
              terminal.waitUntil(timeout: .seconds(30), {
                  counts = dumps.compactMap(instructionCount(inDump:))
                  return counts.count == dumps.count
              })
        else { return nil }
        return counts.reduce(0, +)
    }

    /// A callgrind dump's `summary:` (or `totals:`) line; nil while the file is being written.
    private static func instructionCount(inDump path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
            return line.split(separator: " ").last.flatMap { Int($0) }
        }
        return nil
    }

    private static func terminalEnvironment(_ environment: [String: String]) -> [String: String] {
        environment.merging(["TERM": "xterm-256color"]) { given, _ in given }
    }

    private static func quit(_ terminal: PseudoTerminal) {
        terminal.send("q")
        _ = terminal.waitForExit(timeout: .seconds(60))
    }
}
