/// A value from outside as a sentence quotes it: a file, a feed or the environment can hold
/// text of any length, and a sentence shows its first 40 characters.
public enum QuotedValue {
    public static let maximumCharacters = 40

    public static func shown(_ value: String) -> String {
        value.count > maximumCharacters ? String(value.prefix(maximumCharacters)) + "…" : value
    }
}
