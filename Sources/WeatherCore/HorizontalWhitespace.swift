extension String {
    /// The text without the spaces and tabs at either end, as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives it. Foundation's
    /// `trimmingCharacters(in:)` goes through NSString and UTF-16, and at its first use has the
    /// runtime look up its generic types by name: over a tenth of a `--oneline`, for the few
    /// settings (URL overrides, a place's number) every start trims.
    public func trimmingHorizontalWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isHorizontalWhitespace }),
              let last = scalars.lastIndex(where: { !$0.isHorizontalWhitespace })
        else { return "" }
        return String(scalars[start...last])
    }
}

extension Unicode.Scalar {
    /// A space separator (Zs), the tab, or the zero-width space, which Foundation on Linux
    /// counts among them too (a test compares every scalar).
    var isHorizontalWhitespace: Bool {
        if value < 0x80 { return value == 0x20 || value == 0x09 }
        return value == 0x200B || properties.generalCategory == .spaceSeparator
    }
}
