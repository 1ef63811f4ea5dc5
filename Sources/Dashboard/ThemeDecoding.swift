import Foundation
import WeatherCore

/// Theme files are JSON with "#rrggbb" strings (or null) per role; see themes/default.json.
extension Theme {
    public enum DecodingError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Not JSON at all; the detail is the parser's own (technical) words.
        case notJSON(String)
        case topLevelNotObject
        case badColor(role: String, value: String)
        case missingName

        /// What is wrong, to be put into the language's words where it is shown.
        public var wording: Wording {
            switch self {
            case .notJSON(let detail): Wording(.themeNotJSON, ["detail": "\(detail)"])
            case .topLevelNotObject: Wording(.themeNotJSON, ["detail": .wording(Wording(.themeTopLevelNotObject))])
            case .badColor(let role, let value): Wording(.themeBadColor, ["role": "\(role)", "value": "\(value)"])
            case .missingName: Wording(.themeMissingName)
            }
        }

        /// In English.
        public var description: String { wording.text(in: .english) }
    }

    /// Decodes a theme; `fallbackName` names themes whose file leaves "name" out. Read by
    /// `JSONText`, the program's one JSON reader, with its strictness (a repeated key is a
    /// mistake, not a choice of the last).
    public init(jsonData: Data, fallbackName: String? = nil) throws(DecodingError) {
        let root: JSONValue
        do {
            root = try JSONText.parse([UInt8](jsonData))
        } catch {
            throw .notJSON(error.description)
        }
        try self.init(root: root, fallbackName: fallbackName)
    }

    /// A theme from its text, as the built-in ones are embedded.
    public init(jsonText: String, fallbackName: String? = nil) throws(DecodingError) {
        let root: JSONValue
        do {
            root = try JSONText.parse(jsonText)
        } catch {
            throw .notJSON(error.description)
        }
        try self.init(root: root, fallbackName: fallbackName)
    }

    private init(root: JSONValue, fallbackName: String?) throws(DecodingError) {
        guard let object = root.object else { throw .topLevelNotObject }
        guard let name = object["name"]?.string ?? fallbackName, !name.isEmpty else { throw .missingName }

        func color(_ role: String, in members: JSONObject? = nil, path: String? = nil) throws(DecodingError) -> RGB? {
            let label = path.map { "\($0).\(role)" } ?? role
            switch (members ?? object)[role] {
            case nil, .null?: return nil
            case .string(let text)?:
                guard let rgb = RGB(hex: text) else { throw .badColor(role: label, value: text) }
                return rgb
            case let other?:
                throw .badColor(role: label, value: Self.shown(other))
            }
        }

        var gradient: [RGB] = []
        switch object["temperatureGradient"] {
        case nil, .null?: break
        case .array(let stops)?:
            for (index, stop) in stops.enumerated() {
                guard let text = stop.string, let rgb = RGB(hex: text) else {
                    throw .badColor(role: "temperatureGradient[\(index)]", value: Self.shown(stop))
                }
                gradient.append(rgb)
            }
        case let other?:
            throw .badColor(role: "temperatureGradient", value: Self.shown(other))
        }
        // A "severity" that is not an object gives no colours, as a missing one.
        let severities = object["severity"]?.object ?? [:]
        self.init(
            name: name,
            text: try color("text"), muted: try color("muted"), accent: try color("accent"),
            border: try color("border"), panelTitle: try color("panelTitle"),
            temperatureGradient: gradient, precipitation: try color("precipitation"),
            severity: SeverityColors(
                extreme: try color("extreme", in: severities, path: "severity"),
                severe: try color("severe", in: severities, path: "severity"),
                moderate: try color("moderate", in: severities, path: "severity"),
                minor: try color("minor", in: severities, path: "severity"),
                unknown: try color("unknown", in: severities, path: "severity")),
            stale: try color("stale"), offline: try color("offline"),
            selectionForeground: try color("selectionForeground"),
            selectionBackground: try color("selectionBackground"),
            background: try color("background"))
    }

    /// A value where a colour should be, as a sentence shows it: a text as written, anything
    /// else as JSON.
    private static func shown(_ value: JSONValue) -> String {
        value.string ?? value.compactText
    }
}

extension RGB {
    /// Parses "#rrggbb" (the leading "#" is required; case does not matter).
    public init?(hex: String) {
        let digits = hex.utf8
        guard digits.count == 7, digits.first == UInt8(ascii: "#"),
              hex.dropFirst().allSatisfy(\.isHexDigit), let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        self.init(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}
