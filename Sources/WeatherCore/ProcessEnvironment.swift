#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables, read from `environ`. `ProcessInfo.processInfo.environment`
/// answers the same, but builds its dictionary inside Foundation, whose generic code finds the
/// dictionary's type by name at its first use (a scan of every protocol conformance of the
/// binary): a tenth of a millisecond on every start, `--version` included.
public enum ProcessEnvironment {
    public static func current() -> [String: String] {
        variables(from: environ)
    }

    /// The variables of a NULL-terminated list of "NAME=value" entries. Where a name is set
    /// twice the first counts, as for `getenv`; an entry without a name and "=" is no variable.
    public static func variables(from entries: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
        var variables: [String: String] = [:]
        var entry = entries
        while let pointer = entry.pointee {
            entry += 1
            guard let equals = strchr(pointer, 0x3D), equals != pointer else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(start: pointer, count: equals - pointer), as: UTF8.self)
            guard variables[name] == nil else { continue }
            variables[name] = String(cString: equals + 1)
        }
        return variables
    }
}
