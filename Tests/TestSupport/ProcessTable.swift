import Foundation
import Glibc

/// What /proc says about another process: its children, whether it is stopped, which process
/// group owns its terminal. For tests that drive job control from outside.
public enum ProcessTable {
    /// The process's children, oldest first (empty when it has none or is gone).
    public static func children(of process: pid_t) -> [pid_t] {
        let list = try? String(contentsOfFile: "/proc/\(process)/task/\(process)/children", encoding: .utf8)
        return list?.split(separator: " ").compactMap { pid_t($0) } ?? []
    }

    /// Whether the process is stopped by a signal (state T).
    public static func isStopped(_ process: pid_t) -> Bool {
        statFields(of: process).first == "T"
    }

    /// The process group in the foreground of the process's controlling terminal.
    public static func foregroundProcessGroup(ofTerminalOf process: pid_t) -> pid_t? {
        let fields = statFields(of: process)
        return fields.count > 5 ? pid_t(fields[5]) : nil
    }

    /// The fields of /proc/PID/stat after the command name, starting with the state: the name
    /// is in parentheses and may hold spaces, the fields after it do not.
    private static func statFields(of process: pid_t) -> [Substring] {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
              let endOfName = stat.lastIndex(of: ")")
        else { return [] }
        return stat[stat.index(after: endOfName)...].split(separator: " ")
    }
}
