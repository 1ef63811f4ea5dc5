import WeatherCore

/// The keys of one help row as the help prints them: letters, digits and arrows as they are
/// ("q", "←/→ h/l"), keys with a name as the language's keyboards and footers name them
/// ("Esc", French "Échap"; "any key"), several separated by spaces ("Esc Enter q").
public struct KeyNames: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    enum Part: Hashable, Sendable {
        case literal(String)
        case named(Phrase)
    }

    let parts: [Part]

    init(named phrase: Phrase) { parts = [.named(phrase)] }

    public init(stringLiteral value: String) { parts = [.literal(value)] }

    public init(arrayLiteral elements: KeyNames...) { parts = elements.flatMap(\.parts) }

    static let escape = KeyNames(named: .escapeKey)
    static let enter = KeyNames(named: .enterKey)
    static let backspace = KeyNames(named: .backspaceKey)
    static let space = KeyNames(named: .spaceKey)
    static let pages = KeyNames(named: .pageKeys)
    static let homeAndEnd = KeyNames(named: .homeEndKeys)
    static let tabs = KeyNames(named: .tabKeys)
    static let anyKey = KeyNames(named: .anyKey)
    static let anyOtherKey = KeyNames(named: .anyOtherKey)
    static let typedText = KeyNames(named: .typedText)

    func text(in words: Catalog) -> String {
        parts.map { part in
            switch part {
            case .literal(let text): text
            case .named(let phrase): words(phrase)
            }
        }.joined(separator: " ")
    }
}
