/// The CLDR plural categories a count can fall into. Which of them a language uses, and for
/// which numbers, is its `PluralRule`.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// The families of CLDR cardinal plural rules (unicode.org/cldr, "Language Plural Rules") that
/// the shipped languages use, for whole numbers: every count the program words is one (hours,
/// minutes, days, alerts, places). A catalog names its family, so a new language with one of
/// these rules needs no code.
public enum PluralRule: String, Sendable, CaseIterable {
    /// No plural forms: Japanese, Korean, Chinese.
    case none
    /// "one" for 1, "other" otherwise: English, German, Dutch, Swedish, Danish, Norwegian,
    /// Finnish, Greek, Turkish, Italian, Spanish.
    case oneOther = "one-other"
    /// "one" for 0 and 1: French, Brazilian Portuguese.
    case zeroAndOneAreOne = "zero-and-one-are-one"
    /// one (1, 21, 31 … but not 11), few (2–4, 22–24 … but not 12–14), many (the rest):
    /// Russian, Ukrainian.
    case eastSlavic = "east-slavic"
    /// one (1 only), few (2–4, 22–24 … but not 12–14), many (the rest): Polish.
    case polish
    /// one (1), few (2–4), other (the rest; "many" is for fractions only): Czech, Slovak.
    case czech

    /// The categories a catalog of this rule must give for each counted phrase: those whole
    /// numbers fall into (CLDR's "other" of Russian or Polish is for fractions, never counted).
    public var categories: [PluralCategory] {
        switch self {
        case .none: [.other]
        case .oneOther, .zeroAndOneAreOne: [.one, .other]
        case .eastSlavic, .polish: [.one, .few, .many]
        case .czech: [.one, .few, .other]
        }
    }

    /// The category of a whole number. Negative counts are worded like their magnitude.
    public func category(of count: Int) -> PluralCategory {
        let n = count.magnitude
        let lastDigit = n % 10
        let lastTwo = n % 100
        let endsInTwoToFour = (2...4).contains(lastDigit) && !(12...14).contains(lastTwo)
        switch self {
        case .none:
            return .other
        case .oneOther:
            return n == 1 ? .one : .other
        case .zeroAndOneAreOne:
            return n <= 1 ? .one : .other
        case .eastSlavic:
            if lastDigit == 1 && lastTwo != 11 { return .one }
            return endsInTwoToFour ? .few : .many
        case .polish:
            if n == 1 { return .one }
            return endsInTwoToFour ? .few : .many
        case .czech:
            if n == 1 { return .one }
            return (2...4).contains(n) ? .few : .other
        }
    }
}
