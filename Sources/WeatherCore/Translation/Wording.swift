/// A phrase and the values of its placeholders, worded only when the language is known: an
/// error found while the command line is still being read (before `--lang` or the config file
/// has said which language to speak) carries one and is put into words when it is shown.
public struct Wording: Sendable, Hashable {
    /// A placeholder's value: plain text, another wording (the reason inside a sentence), or
    /// choices to be listed as "a, b or c" in the language's words.
    public indirect enum Value: Sendable, Hashable, ExpressibleByStringInterpolation {
        case text(String)
        case wording(Wording)
        case alternatives([String])

        public init(stringLiteral value: String) { self = .text(value) }
        public init(stringInterpolation: DefaultStringInterpolation) { self = .text(String(stringInterpolation: stringInterpolation)) }

        func text(in words: Catalog) -> String {
            switch self {
            case .text(let text): text
            case .wording(let wording): wording.text(in: words)
            case .alternatives(let names): words.alternatives(names)
            }
        }
    }

    public let phrase: Phrase
    public let values: [String: Value]
    public let count: Int?

    public init(_ phrase: Phrase, count: Int? = nil, _ values: [String: Value] = [:]) {
        self.phrase = phrase
        self.count = count
        self.values = values
    }

    /// The sentence in `words`' language, each placeholder filled from `values`.
    public func text(in words: Catalog) -> String {
        words.runs(phrase, count: count).map { run in
            guard let name = run.placeholder, name != "count" || count == nil, let value = values[name] else { return run.text }
            return value.text(in: words)
        }.joined()
    }
}

extension Catalog {
    /// ", " or "、": the language's separator, with the space Latin, Greek and Cyrillic
    /// scripts put after it (wide punctuation carries its own).
    var listSeparator: String {
        let separator = self(.listSeparator)
        return separator.unicodeScalars.allSatisfy { $0.isASCII } ? separator + " " : separator
    }

    /// "a", "a and b", "a, b and c" with this language's word for "and".
    public func allOf(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return self(.allOf, ["list": names.dropLast().joined(separator: listSeparator), "last": last])
    }

    /// "a", "a or b", "a, b or c" with this language's word for "or", for choices in sentences.
    public func alternatives(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return self(.alternatives, ["list": names.dropLast().joined(separator: listSeparator), "last": last])
    }
}
