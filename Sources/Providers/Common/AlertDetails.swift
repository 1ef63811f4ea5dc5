import Foundation

/// An alert's full text as every source makes it: the paragraphs it sends (a description, an
/// instruction, MET Norway's consequences) that are not blank, each as plain text
/// (`MarkupText`), with a blank line between them.
enum AlertDetails {
    static func text(_ paragraphs: [String?]) -> String? {
        let plain = paragraphs.compactMap(NonBlankText.of).map(MarkupText.plainText).filter { !$0.isEmpty }
        return plain.isEmpty ? nil : plain.joined(separator: "\n\n")
    }
}
