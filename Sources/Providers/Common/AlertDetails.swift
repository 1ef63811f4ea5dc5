import Foundation

/// An alert's full text as every source makes it: the paragraphs it sends (a description, an
/// instruction, MET Norway's consequences) that are not blank, each as plain text
/// (`MarkupText`), with a blank line between them.
enum AlertDetails {
    static func text(_ paragraphs: [String?]) -> String? {
        let plain = paragraphs.compactMap(NonBlankText.of).map(MarkupText.plainText).filter { !$0.isEmpty }
        return plain.isEmpty ? nil : plain.joined(separator: "\n\n")
    }

    /// The text of a service that sends it as a list of lines (HKO's statements: a heading,
    /// sentences, numbered precautions) rather than a few paragraphs: each line as plain text,
    /// trimmed, one to a line, blank ones (and the blank lines inside one) left out, so a
    /// numbered list stays one item to a line.
    static func lines(_ lines: [String]) -> String? {
        let plain = lines.map(MarkupText.plainText)
            .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: true) }
            .compactMap { NonBlankText.of(String($0)) }
        return plain.isEmpty ? nil : plain.joined(separator: "\n")
    }
}
