import Foundation

/// A source's text with its web addresses drawn as links: an alert's description, where a link
/// the service wrote in HTML is its words and then its address in parentheses ("More information
/// (https://…)", from `MarkupText`). The address stays spelled out, so it can be read and copied
/// in any terminal; its cells also carry it as a `Hyperlink` (an OSC 8 link where the terminal
/// follows them), each part of it where it is broken over lines.
enum LinkedText {
    /// `text` wrapped to `width` (`TextLayout.wrapped`), in `style`, its web addresses in
    /// `linkStyle` with the address as their hyperlink.
    static func wrapped(_ text: String, width: Int, style: CellStyle, linkStyle: (Hyperlink) -> CellStyle) -> [StyledLine] {
        let lines = TextLayout.wrapped(text, width: width)
        let links = addresses(in: text)
        guard !links.isEmpty else { return lines.map { [Span($0, style)] } }
        // Wrapping keeps every character but the spaces and new lines it breaks at, in order:
        // the n-th other character of the lines is the n-th of the text.
        var characterLinks: [Hyperlink?] = []
        var offset = 0
        var nextLink = links.makeIterator(), current = nextLink.next()
        for character in text {
            defer { offset += 1 }
            while let link = current, offset >= link.range.upperBound { current = nextLink.next() }
            guard character != " ", character != "\n" else { continue }
            characterLinks.append(current.flatMap { $0.range.contains(offset) ? $0.link : nil })
        }
        var position = 0
        return lines.map { line in
            var spans: [Span] = []
            for character in line {
                var link: Hyperlink?
                if character != " ", position < characterLinks.count {
                    link = characterLinks[position]
                    position += 1
                }
                let spanStyle = link.map(linkStyle) ?? style
                if let last = spans.last, last.style == spanStyle {
                    spans[spans.count - 1].text.append(character)
                } else {
                    spans.append(Span(String(character), spanStyle))
                }
            }
            return spans.isEmpty ? [Span("", style)] : spans
        }
    }

    /// The web addresses in `text` that may be links, by their offsets in characters: from
    /// "http://" or "https://" at the start of a word to the next blank, without the
    /// punctuation that ends a sentence or the parenthesis that closes around the address.
    static func addresses(in text: String) -> [(range: Range<Int>, link: Hyperlink)] {
        let characters = Array(text)
        var found: [(range: Range<Int>, link: Hyperlink)] = []
        var index = 0
        while index < characters.count {
            guard index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber),
                  startsAddress(characters, at: index)
            else {
                index += 1
                continue
            }
            var end = index
            var openParentheses = 0
            while end < characters.count, !characters[end].isWhitespace, !"<>\"".contains(characters[end]) {
                if characters[end] == "(" { openParentheses += 1 }
                if characters[end] == ")" {
                    if openParentheses == 0 { break }
                    openParentheses -= 1
                }
                end += 1
            }
            while end > index, ".,;:!?'".contains(characters[end - 1]) { end -= 1 }
            if let url = URL(string: String(characters[index..<end])), let link = Hyperlink(url) {
                found.append((index..<end, link))
            }
            index = max(end, index + 1)
        }
        return found
    }

    private static func startsAddress(_ characters: [Character], at index: Int) -> Bool {
        for scheme in ["http://", "https://"] where index + scheme.count <= characters.count {
            if String(characters[index..<(index + scheme.count)]).lowercased() == scheme { return true }
        }
        return false
    }
}
