/// A language tag as the user's settings and the services write it ("zh-Hant-HK", "en_GB",
/// "HI"): the one way its parts are read, for choosing the language a service answers in.
enum LanguageTag {
    /// Its subtags, lower-cased: ["zh", "hant", "hk"] for "zh-Hant-HK".
    static func subtags(_ tag: String) -> [Substring] {
        tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    }

    /// Its language: "zh" for "zh-Hant-HK", "fr" for "fr_CA"; empty for an empty tag.
    static func primary(_ tag: String) -> Substring {
        subtags(tag).first ?? ""
    }
}
