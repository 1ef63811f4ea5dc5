import Foundation

/// Waybar's custom-module JSON (`"return-type": "json"`): one object on one line with the
/// bar's text, a tooltip and CSS classes. Waybar reads `text` and `tooltip` as Pango markup
/// unless the module sets `"escape": true`, so `&`, `<` and `>` from a provider's text are
/// written as entities and cannot become markup.
struct WaybarDocument: Encodable {
    let text: String
    let tooltip: String
    let `class`: [String]

    init(text: String, tooltip: [String], classes: [String]) {
        self.text = Self.markupEscaped(Console.safe(text))
        self.tooltip = tooltip.map { Self.markupEscaped(Console.safe($0)) }.joined(separator: "\n")
        self.class = classes
    }

    func write() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding three strings and a list of strings cannot fail.
        var data = TerminalSafeJSON.escaped((try? encoder.encode(self)) ?? Data("{}".utf8))
        data.append(0x0A)
        Console.document(data)
    }

    private static func markupEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
