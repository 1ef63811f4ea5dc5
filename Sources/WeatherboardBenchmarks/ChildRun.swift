import Foundation
import Glibc

/// One run of a child program, timed from spawn to exit, with the CPU time it used.
///
/// posix_spawn rather than Foundation.Process: Process starts threads and pipes of its own,
/// which would be counted in the wall time of a program that takes a few milliseconds.
struct ChildRun {
    let seconds: Double
    /// User plus system time of the child, from wait4 (unlike the peak, CPU time is its own).
    let cpuSeconds: Double
    let status: Int32

    /// GNU time, which reports its child's peak resident memory (`-f %M`).
    static let timeProgram = "/usr/bin/time"

    /// The peak resident memory (KiB) of one run, as GNU time reports it; nil without it.
    ///
    /// Not this process's wait4: a child spawned from here inherits our own peak in its
    /// ru_maxrss (the kernel records the old address space's peak at exec, and posix_spawn's
    /// child shares ours until then), so every figure would be at least the benchmark's size.
    /// GNU time is small, and its own child starts from its few hundred KiB.
    static func peakKilobytes(executable: String, arguments: [String], environment: [String: String]) -> Int? {
        guard FileManager.default.isExecutableFile(atPath: timeProgram) else { return nil }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("wbbench-time-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        guard let run = run(
            executable: timeProgram, arguments: ["-f", "%M", "-o", report.path, executable] + arguments,
            environment: environment), run.status == 0,
            let text = try? String(contentsOf: report, encoding: .utf8)
        else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Runs `executable` with `arguments` and exactly `environment`, stdin and stdout on
    /// /dev/null, stderr on /dev/null too; nil when it could not be started.
    static func run(executable: String, arguments: [String], environment: [String: String]) -> ChildRun? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)

        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var argvPointers = argv + [nil]
        var envPointers = envp + [nil]

        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, &argvPointers, &envPointers) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { return nil }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // WIFEXITED/WEXITSTATUS are macros Swift does not import: the low 7 bits are the
        // signal (0 for a normal exit), the next 8 the exit code.
        let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let cpuSeconds = [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return ChildRun(seconds: seconds, cpuSeconds: cpuSeconds, status: exitCode)
    }
}

/// Several runs of one command: median wall time and median peak memory, and how many failed.
struct ChildRunSeries {
    let label: String
    private(set) var runs: [ChildRun] = []
    private(set) var peaks: [Int] = []
    private(set) var failures = 0

    init(label: String) { self.label = label }

    mutating func record(_ run: ChildRun?) {
        guard let run, run.status == 0 else {
            failures += 1
            return
        }
        runs.append(run)
    }

    mutating func recordPeak(_ kilobytes: Int?) {
        if let kilobytes { peaks.append(kilobytes) }
    }

    var timing: TimingResult { TimingResult(label: label, samples: runs.map(\.seconds)) }

    var cpuTiming: TimingResult { TimingResult(label: "\(label) CPU", samples: runs.map(\.cpuSeconds)) }

    var medianPeakKilobytes: Int? {
        let sorted = peaks.sorted()
        return sorted.isEmpty ? nil : sorted[sorted.count / 2]
    }

    func report() {
        timing.report()
        cpuTiming.report()
        if let peak = medianPeakKilobytes {
            print(String(format: "%-48@ peak resident memory (median of %d) %d KiB (%.1f MiB)",
                         label as NSString, peaks.count, peak, Double(peak) / 1024))
        } else {
            print("\(label): peak memory not measured (needs GNU time at \(ChildRun.timeProgram))")
        }
        if failures > 0 { print("warning: \(failures) runs of \(label) failed; its figures are not meaningful") }
    }
}
