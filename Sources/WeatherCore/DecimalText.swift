import Foundation

/// Numbers with a fixed count of decimals, written from whole numbers instead of with
/// `String(format:)`: printf through NSString costs its first caller a locale and a formatter,
/// a measurable part of a `--print`, and the cache keys and the dashboard write such numbers
/// on every start.
public enum DecimalText {
    private static let powersOfTen: [Int] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// `value` rounded half away from zero to `places` decimals (0...6), written as printf's
    /// "%.Nf" writes that rounded value: "3.40", "-0.0" for a small negative value, "nan".
    public static func fixed(_ value: Double, places: Int) -> String {
        let places = min(max(places, 0), powersOfTen.count - 1)
        let divisor = powersOfTen[places]
        let scaled = (value * Double(divisor)).rounded()
        // Beyond 2^53 a double holds no fractions anyway; printf writes those few values.
        guard scaled.isFinite, scaled.magnitude < 1e15 else { return String(format: "%.\(places)f", scaled / Double(divisor)) }
        let units = Int(scaled).magnitude
        let sign = scaled.sign == .minus ? "-" : ""
        let whole = "\(units / UInt(divisor))"
        guard places > 0 else { return sign + whole }
        let fraction = "\(units % UInt(divisor))"
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
