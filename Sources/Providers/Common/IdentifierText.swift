/// An identifier or code that a feed writes as a string, or in some payloads as a number (DWD's
/// `WARNCELLID` and `IDENTIFIER`, ECCC's `id`): read either way as text, so that the kind of
/// JSON value alone never costs a warning.
extension KeyedDecodingContainer {
    func identifierTextIfPresent(forKey key: Key) -> String? {
        if let text = try? decodeIfPresent(String.self, forKey: key) { return text }
        // Identifiers outgrow the range `JSONNumber` keeps for measurements.
        if let whole = try? decodeIfPresent(Int64.self, forKey: key) { return String(whole) }
        if let number = try? decodeIfPresent(Double.self, forKey: key),
           let whole = JSONNumber.wholeNumber(number, rounding: .towardZero) {
            return String(whole)
        }
        return nil
    }
}
