/// The digits of a decimal number as an integer significand and a power of ten, so that most
/// numbers become a `Double` without a `String` made for each: when both the significand and
/// the power of ten are exact in a `Double` (at most 2^53 and 10^22), one multiplication or
/// division of the two is correctly rounded (Clinger's fast path), the same value
/// `Double(String)` gives. Any other number is read from its text.
struct DecimalDigits {
    private(set) var significand: UInt64 = 0
    var exponent = 0
    /// False once a digit did not fit or the exponent has too many digits to add up.
    var isExact = true

    private static let largestExactSignificand: UInt64 = 1 << 53
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    mutating func append(_ digit: UInt8) {
        let (times10, overflowed) = significand.multipliedReportingOverflow(by: 10)
        guard isExact, !overflowed, times10 <= Self.largestExactSignificand - UInt64(digit) else {
            isExact = false
            return
        }
        significand = times10 + UInt64(digit)
    }

    /// The number, when the fast path gives it exactly rounded; nil when it must be read from its text.
    var exactValue: Double? {
        guard isExact, abs(exponent) < Self.exactPowersOfTen.count else { return nil }
        let power = Self.exactPowersOfTen[abs(exponent)]
        return exponent < 0 ? Double(significand) / power : Double(significand) * power
    }
}

extension DecimalDigits {
    /// Appends the ASCII digits at `position` in `bytes`, which then moves past them; returns
    /// how many there were.
    mutating func appendDigits(of bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Int {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            append(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        return position - start
    }

    /// The plain decimal (`-?[0-9]+(.[0-9]+)?`) at `position` in `bytes`, which then moves past
    /// it: the numbers of the built-in tables, read without a `String` each. Nil, with
    /// `position` left where it was, when no such number starts there.
    static func plainDecimal(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Double? {
        let start = position
        var index = position
        let isNegative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var decimal = DecimalDigits()
        guard decimal.appendDigits(of: bytes, at: &index) > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionDigits = decimal.appendDigits(of: bytes, at: &index)
            guard fractionDigits > 0 else { return nil }
            decimal.exponent -= fractionDigits
        }
        let value: Double
        if let exact = decimal.exactValue {
            value = isNegative ? -exact : exact
        } else {
            guard let read = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) else { return nil }
            value = read
        }
        position = index
        return value
    }
}
