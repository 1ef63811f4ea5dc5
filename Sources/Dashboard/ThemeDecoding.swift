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

    /// Decodes a theme; `fallbackName` names themes whose file leaves "name" out.
    public init(jsonData: Data, fallbackName: String? = nil) throws(DecodingError) {
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: jsonData) as? [String: Any] else {
                throw DecodingError.topLevelNotObject
            }
            object = parsed
        } catch let error as DecodingError {
            throw error
        } catch {
            throw .notJSON(Self.shortDescription(of: error))
        }
        guard let name = (object["name"] as? String) ?? fallbackName, !name.isEmpty else { throw .missingName }

        func color(_ role: String, in dictionary: [String: Any]? = nil, path: String? = nil) throws(DecodingError) -> RGB? {
            let value = (dictionary ?? object)[role]
            let label = path.map { "\($0).\(role)" } ?? role
            switch value {
            case nil, is NSNull: return nil
            case let text as String:
                guard let rgb = RGB(hex: text) else { throw .badColor(role: label, value: text) }
                return rgb
            default:
                throw .badColor(role: label, value: String(describing: value ?? "nil"))
            }
        }

        var gradient: [RGB] = []
        if let stops = object["temperatureGradient"] as? [Any] {
            for (index, stop) in stops.enumerated() {
                guard let text = stop as? String, let rgb = RGB(hex: text) else {
                    throw .badColor(role: "temperatureGradient[\(index)]", value: "\(stop)")
                }
                gradient.append(rgb)
            }
        } else if let other = object["temperatureGradient"], !(other is NSNull) {
            throw .badColor(role: "temperatureGradient", value: "\(other)")
        }
        let severities = object["severity"] as? [String: Any] ?? [:]
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

    private static func shortDescription(of error: any Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
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
