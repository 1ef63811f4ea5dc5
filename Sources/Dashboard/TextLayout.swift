/// A run of text in one style; panels build lines from spans so that labels, values and
/// colours can be measured and clipped together.
struct Span: Sendable, Hashable {
    var text: String
    var style: CellStyle

    init(_ text: String, _ style: CellStyle) {
        self.text = text
        self.style = style
    }

    var width: Int { DisplayWidth.of(text) }
}

typealias StyledLine = [Span]

extension Array where Element == Span {
    var width: Int { reduce(0) { $0 + $1.width } }
}

public enum TextLayout {
    /// `text` cut to `width` columns, ending in `ellipsis` when something was removed.
    static func truncated(_ text: String, toWidth width: Int, ellipsis: String) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        var result = ""
        if DisplayWidth.isPrintableASCII(text) {
            // A column a byte: the kept part is a prefix of the bytes (with 50 places, cutting
            // tab names character by character was 2 % of a `--print`).
            result = String(decoding: text.utf8.prefix(max(0, width - ellipsisWidth)), as: UTF8.self)
        } else {
            var used = 0
            for character in text {
                let characterWidth = DisplayWidth.of(character)
                if used + characterWidth > width - ellipsisWidth { break }
                result.append(character)
                used += characterWidth
            }
        }
        // "Oklahoma…", not "Oklahoma …": a cut at a space keeps no trailing blank.
        while result.last == " " { result.removeLast() }
        return result + (ellipsisWidth <= width ? ellipsis : "")
    }

    /// Word-wraps `text` to `width` columns. Words longer than a line (URLs) are broken
    /// across lines rather than cut, so nothing is lost. Existing line breaks are kept.
    public static func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                var wordWidth = DisplayWidth.of(String(word))
                if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                // Hard-break a word wider than the line.
                while wordWidth > width {
                    var head = ""
                    var headWidth = 0
                    var index = word.startIndex
                    while index < word.endIndex {
                        let characterWidth = DisplayWidth.of(word[index])
                        if headWidth + characterWidth > width { break }
                        head.append(word[index])
                        headWidth += characterWidth
                        index = word.index(after: index)
                    }
                    if head.isEmpty { break }  // a character wider than the line itself
                    lines.append(head)
                    word = word[index...]
                    wordWidth -= headWidth
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// Packs `items` into lines no wider than `width`, `gap` columns apart; an item wider
    /// than a line gets a line of its own (and is clipped when drawn).
    static func flowed(_ items: [StyledLine], width: Int, gap: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        var current: StyledLine = []
        var currentWidth = 0
        for item in items {
            let itemWidth = item.width
            if !current.isEmpty, currentWidth + gap + itemWidth > width {
                lines.append(current)
                current = []
                currentWidth = 0
            }
            if !current.isEmpty {
                current.append(Span(String(repeating: " ", count: gap), current.last?.style ?? .plain))
                currentWidth += gap
            }
            current += item
            currentWidth += itemWidth
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func padded(_ text: String, toWidth width: Int, alignRight: Bool = false) -> String {
        let padding = max(0, width - DisplayWidth.of(text))
        let spaces = String(repeating: " ", count: padding)
        return alignRight ? spaces + text : text + spaces
    }
}
