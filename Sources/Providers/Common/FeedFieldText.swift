/// Fields of a feed read one by one, so that a value of an unexpected kind costs that field and
/// not the whole warning (DWD's and ECCC's properties).
extension KeyedDecodingContainer {
    /// The field as text; nil when it is missing, null or not a string.
    func textIfPresent(forKey key: Key) -> String? {
        try? decodeIfPresent(String.self, forKey: key)
    }

    /// An identifier or code that a feed writes as a string, or in some payloads as a number
    /// (DWD's `WARNCELLID` and `IDENTIFIER`, ECCC's `id`): read either way as text, so that the
    /// kind of JSON value alone never costs a warning.
    func identifierTextIfPresent(forKey key: Key) -> String? {
        if let text = textIfPresent(forKey: key) { return text }
        // Identifiers outgrow the range `JSONNumber` keeps for measurements.
        if let whole = try? decodeIfPresent(Int64.self, forKey: key) { return String(whole) }
        if let number = try? decodeIfPresent(Double.self, forKey: key),
           let whole = JSONNumber.wholeNumber(number, rounding: .towardZero) {
            return String(whole)
        }
        return nil
    }
}

/// An identifier for a warning its feed sent without one, made of the fields that name it (such
/// as its sender, time of issue, event and window): the same for each area the warning covers,
/// so its copies are still one warning. Nil when none of those fields is there.
enum MadeIdentifier {
    static func of(_ naming: [String?]) -> String? {
        guard naming.contains(where: { $0 != nil }) else { return nil }
        return "derived:" + naming.map { $0 ?? "" }.joined(separator: "|")
    }
}
