/// Whole numbers read from JSON numbers, which arrive as Double whatever the field means.
enum JSONNumber {
    /// `value` as an Int, or nil for NaN, infinities and values too large to be meaningful.
    /// Codes are truncated (`.towardZero`); measurements such as a UV index are rounded.
    static func wholeNumber(_ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int? {
        guard value.isFinite, abs(value) < 1e9 else { return nil }
        return Int(value.rounded(rule))
    }
}
