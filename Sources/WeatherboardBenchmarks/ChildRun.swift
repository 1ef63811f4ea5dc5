import Foundation
import Glibc

/// One run of a child program, timed from spawn to exit, with the child's own peak resident
/// memory as the kernel reports it to `wait4` (ru_maxrss), not this process's.
///
/// posix_spawn rather than Foundation.Process: Process starts threads and pipes of its own,
/// which would be counted in the wall time of a program that takes a few milliseconds.
struct ChildRun {
    let seconds: Double
    let peakResidentKilobytes: Int
    let status: Int32

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
        return ChildRun(seconds: seconds, peakResidentKilobytes: usage.ru_maxrss, status: exitCode)
    }
}

/// Several runs of one command: median wall time and median peak memory, and how many failed.
struct ChildRunSeries {
    let label: String
    private(set) var runs: [ChildRun] = []
    private(set) var failures = 0

    init(label: String) { self.label = label }

    mutating func record(_ run: ChildRun?) {
        guard let run, run.status == 0 else {
            failures += 1
            return
        }
        runs.append(run)
    }

    var timing: TimingResult { TimingResult(label: label, samples: runs.map(\.seconds)) }

    var medianPeakKilobytes: Int {
        let sorted = runs.map(\.peakResidentKilobytes).sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    func report() {
        timing.report()
        print(String(format: "%-48@ peak resident memory (median) %d KiB (%.1f MiB)",
                     label as NSString, medianPeakKilobytes, Double(medianPeakKilobytes) / 1024))
        if failures > 0 { print("warning: \(failures) runs of \(label) failed; its figures are not meaningful") }
    }
}
