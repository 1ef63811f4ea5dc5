import Foundation

/// Alert texts that services write as HTML (the NSW Rural Fire Service's CAP descriptions:
/// `<br />` between lines, `<a href='…'>More information</a>`), read as the plain text the
/// dashboard and `--json` show. A text is markup only when it has an HTML tag in it: "Fish
/// &amp; chips" or "temperatures < 0" stay exactly as sent.
///
/// In markup, line breaks (`<br>`) and blocks (`<p>`, `<div>`, lists, tables) become new lines
/// (at most one blank line in a row), and the text's own new lines stay, one where a tag and a
/// new line mark the same break. Runs of spaces become one. A link becomes its text followed by
/// its address in parentheses, "More information (https://…)", or the address alone when it has
/// no other text: the dashboard makes such an address a link where the terminal can follow
/// one. Only web addresses (http and https) are kept, as a relative or script address leads
/// nowhere from a terminal. Entities are decoded once, after the tags are read, so "&lt;br&gt;"
/// is text; no control character comes out of a numeric one. Other tags are dropped with their
/// attributes, scripts, styles and comments with their content.
enum MarkupText {
    static func plainText(_ text: String) -> String {
        guard hasTag(text) else { return text }
        var reader = MarkupReader(Array(text.unicodeScalars))
        return reader.plainText()
    }

    /// Elements a line break or a blank line stands for, and how many new lines each needs.
    static let blockBreaks: [String: Int] = [
        "p": 2, "blockquote": 2, "h1": 2, "h2": 2, "h3": 2, "h4": 2, "h5": 2, "h6": 2, "ul": 2, "ol": 2, "dl": 2,
        "table": 2, "pre": 2, "hr": 2, "section": 2, "article": 2, "header": 2, "footer": 2,
        "div": 1, "li": 1, "tr": 1, "dt": 1, "dd": 1, "center": 1, "address": 1, "figure": 1, "caption": 1,
        "nav": 1, "main": 1, "aside": 1,
    ]

    /// Elements whose content is not text to read.
    static let hiddenContent: Set<String> = ["script", "style"]

    /// The elements that make a text markup: HTML's common ones, so that "<Ctrl>" or "<y and
    /// y>" in a plain sentence do not.
    static let knownElements: Set<String> = Set(blockBreaks.keys).union(hiddenContent).union([
        "a", "abbr", "acronym", "b", "big", "br", "cite", "code", "del", "em", "font", "i", "img", "ins", "kbd", "mark",
        "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "tbody", "td", "th", "thead", "time", "tt",
        "u", "var", "wbr", "html", "body",
    ])

    /// Whether `text` has a tag of a known element: `<name`, `</name` or `<name/`, followed by a
    /// blank, `/` or `>`, with a `>` after it and no `<` before that (as `MarkupReader` reads
    /// tags, which also keeps this one pass).
    static func hasTag(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "<" else { continue }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "/" { cursor += 1 }
            let nameStart = cursor
            while cursor < scalars.count, MarkupReader.isNameCharacter(scalars[cursor]) { cursor += 1 }
            guard cursor > nameStart, cursor < scalars.count,
                  scalars[cursor] == ">" || scalars[cursor] == "/" || scalars[cursor].properties.isWhitespace,
                  knownElements.contains(String(String.UnicodeScalarView(scalars[nameStart..<cursor])).lowercased())
            else { continue }
            if let end = scalars[cursor...].firstIndex(where: { $0 == ">" || $0 == "<" }), scalars[end] == ">" { return true }
        }
        return false
    }
}
