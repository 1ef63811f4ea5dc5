import Foundation

/// An alert's full text as every source makes it: the paragraphs it sends (a description, an
/// instruction, MET Norway's consequences) that say something, each as plain text
/// (`MarkupText`), with a blank line between them.
enum AlertDetails {
    static func text(_ paragraphs: [String?]) -> String? {
        let plain = paragraphs.compactMap(NonBlankText.of).map(MarkupText.plainText).filter(saysSomething)
        return plain.isEmpty ? nil : plain.joined(separator: "\n\n")
    }

    /// Whether a paragraph has a word or a number in it: SMN fills an empty description with
    /// " --- ", which is no text to show.
    static func saysSomething(_ paragraph: String) -> Bool {
        paragraph.unicodeScalars.contains { CharacterSet.alphanumerics.contains($0) }
    }

    /// The text of a service that sends it as a list of lines (HKO's statements: a heading,
    /// sentences, numbered precautions) rather than a few paragraphs: each line as plain text,
    /// trimmed, as a paragraph of its own (a blank line before it, as `text` does), except a
    /// numbered item ("1. Stay indoors."), which follows the line before it directly, so that a
    /// list stays together with the words that introduce it. Blank lines, and the blank lines
    /// inside one, are left out.
    static func text(lines: [String]) -> String? {
        let plain = lines.map(MarkupText.plainText)
            .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: true) }
            .compactMap { NonBlankText.of(String($0)) }
        guard var text = plain.first else { return nil }
        for line in plain.dropFirst() {
            text += (isNumberedItem(line) ? "\n" : "\n\n") + line
        }
        return text
    }

    /// "1. …", "2) …", "10. …": digits, then a full stop or parenthesis and a space.
    private static func isNumberedItem(_ line: String) -> Bool {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 2 else { return false }
        let rest = line.dropFirst(digits.count)
        return rest.hasPrefix(". ") || rest.hasPrefix(") ")
    }
}
