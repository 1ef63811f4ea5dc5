import Foundation

/// Drives the real dashboard in a private tmux server to read its CPU time and memory from
/// /proc while it sits idle (its first paint is timed by `FirstPaintProbe`).
enum TmuxProbe {
    static var isAvailable: Bool { run(["tmux", "-V"]) != nil }

    /// CPU seconds used while idle, and the resident memory (VmRSS, KiB) and its peak so far
    /// (VmHWM, KiB) at the end.
    static func idleCPUSeconds(executable: String, environment: [String: String], marker: String, seconds: Double) -> (cpu: Double, residentKilobytes: Int?, peakKilobytes: Int?)? {
        let socket = "wbbench-\(UUID().uuidString.prefix(8))"
        defer { _ = run(["tmux", "-L", socket, "kill-server"]) }
        guard start(socket: socket, executable: executable, environment: environment) else { return nil }
        let deadline = Date() + 10
        while Date() < deadline, run(["tmux", "-L", socket, "capture-pane", "-p"])?.contains(marker) != true {
            usleep(20_000)
        }
        guard let pidText = run(["tmux", "-L", socket, "display-message", "-p", "#{pane_pid}"]),
              let pid = Int(pidText.trimmingCharacters(in: .whitespacesAndNewlines)),
              let before = cpuSeconds(pid: pid)
        else { return nil }
        usleep(UInt32(seconds * 1_000_000))
        guard let after = cpuSeconds(pid: pid) else { return nil }
        return (after - before, statusKilobytes("VmRSS", pid: pid), statusKilobytes("VmHWM", pid: pid))
    }

    /// Resident memory (VmRSS, KiB) while idle for `seconds`, counted from when `isSettled`
    /// has held for a whole second after the first paint (a network refresh answered, say):
    /// read every half second, the median of the second half's readings (the dashboard gives
    /// back its code two seconds after its last event, so the first readings are before that
    /// and a reading just after a repaint is higher) and the highest of all; with the resident
    /// KiB of each mapping at the end, largest first; nil when it never settles in
    /// `settleTimeout` seconds.
    static func idleAfter(
        executable: String, environment: [String: String], marker: String, seconds: Double, settleTimeout: Double = 30,
        isSettled: () -> Bool
    ) -> (residentKilobytes: Int, highestKilobytes: Int, breakdown: [(mapping: String, kilobytes: Int)])? {
        let socket = "wbbench-\(UUID().uuidString.prefix(8))"
        defer { _ = run(["tmux", "-L", socket, "kill-server"]) }
        guard start(socket: socket, executable: executable, environment: environment) else { return nil }
        let deadline = Date() + settleTimeout
        var settledSince: Date?
        while Date() < deadline {
            let painted = run(["tmux", "-L", socket, "capture-pane", "-p"])?.contains(marker) == true
            if painted && isSettled() {
                let since = settledSince ?? Date()
                settledSince = since
                if Date().timeIntervalSince(since) >= 1 { break }
            } else {
                settledSince = nil
            }
            usleep(50_000)
        }
        guard let settledSince, Date().timeIntervalSince(settledSince) >= 1,
              let pidText = run(["tmux", "-L", socket, "display-message", "-p", "#{pane_pid}"]),
              let pid = Int(pidText.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        var readings: [Int] = []
        let end = Date() + seconds
        while Date() < end {
            usleep(500_000)
            guard let resident = statusKilobytes("VmRSS", pid: pid) else { return nil }
            readings.append(resident)
        }
        let secondHalf = readings.suffix(readings.count / 2).sorted()
        guard !secondHalf.isEmpty, let highest = readings.max() else { return nil }
        return (secondHalf[secondHalf.count / 2], highest, residentByMapping(pid: pid))
    }

    /// The resident KiB of each mapping of /proc/PID/smaps, summed by file name (anonymous
    /// mappings as "[anonymous]") and permissions (code, constants, data), largest first.
    private static func residentByMapping(pid: Int) -> [(mapping: String, kilobytes: Int)] {
        // Read to the end, not by the size the file reports: /proc files report none.
        guard let file = FileHandle(forReadingAtPath: "/proc/\(pid)/smaps") else { return [] }
        defer { try? file.close() }
        let smaps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        var totals: [String: Int] = [:]
        var current = "[anonymous]"
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.contains("-"), !first.hasSuffix(":") {
                // A mapping's header: address range, permissions, offset, device, inode, name.
                let name = fields.count > 5 ? fields[5...].joined(separator: " ") : "[anonymous]"
                current = (name.split(separator: "/").last.map(String.init) ?? name) + " " + fields[1]
            } else if first == "Rss:", fields.count > 1, let kilobytes = Int(fields[1]) {
                totals[current, default: 0] += kilobytes
            }
        }
        return totals.map { (mapping: $0.key, kilobytes: $0.value) }.sorted { $0.kilobytes > $1.kilobytes }
    }

    /// A KiB figure of /proc/PID/status, such as `VmRSS`.
    private static func statusKilobytes(_ field: String, pid: Int) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        }
        return nil
    }

    private static func start(socket: String, executable: String, environment: [String: String]) -> Bool {
        var arguments = ["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { arguments += ["-e", "\(name)=\(value)"] }
        arguments.append(executable)
        return run(arguments) != nil
    }

    /// utime + stime of a process, from fields 14 and 15 of /proc/PID/stat.
    private static func cpuSeconds(pid: Int) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let closing = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: closing)...].split(separator: " ")
        // After the command name, field 3 (state) is index 0, so utime (14) is index 11.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return (user + system) / ticks
    }

    /// Runs a short command through `system` and returns its stdout, or nil when it fails.
    /// Not Foundation.Process: tmux's forked server inherits Process's internal descriptors
    /// and Process then never returns (see platform.md).
    @discardableResult
    private static func run(_ arguments: [String]) -> String? {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("wbbench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let command = arguments.map(shellQuoted).joined(separator: " ")
            + " >" + shellQuoted(outputFile.path) + " 2>/dev/null </dev/null"
        let status = system(command)
        guard status == 0 else { return nil }
        return (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    }

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
