import Glibc

/// Columns as glibc's `wcwidth` counts them in a UTF-8 locale: what ncurses positions cells by
/// and tmux draws with, so the measure a test holds the dashboard's widths against.
public enum GlibcColumns {
    /// `wcwidth` of one scalar: -1 for one it does not print (a control, U+2028).
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let previous = uselocale(utf8Locale)
        defer { uselocale(previous) }
        return Int(wcwidth(wchar_t(bitPattern: scalar.value)))
    }

    /// The columns a terminal that draws scalar by scalar gives `scalars`: the sum of their
    /// widths, or nil when one of them is not printable.
    public static func width(of scalars: some Sequence<Unicode.Scalar>) -> Int? {
        var total = 0
        for scalar in scalars {
            let width = width(of: scalar)
            if width < 0 { return nil }
            total += width
        }
        return total
    }

    /// Set per call with `uselocale`, which is per thread: the test process's own locale, and
    /// tests running beside this one, are left alone.
    nonisolated(unsafe) private static let utf8Locale: locale_t? = newlocale(Int32(1) << LC_CTYPE, "C.UTF-8", nil)

    /// `wcwidth` is declared only under _XOPEN_SOURCE, which a Swift module cannot set: it is
    /// looked up in the C library the process already has.
    private typealias WidthFunction = @convention(c) (wchar_t) -> Int32
    nonisolated(unsafe) private static let wcwidth: WidthFunction = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else { fatalError("the C library has no wcwidth") }
        return unsafeBitCast(symbol, to: WidthFunction.self)
    }()
}
