extension JSONValue {
    /// The value written as compact JSON (`5`, `true`, `["#fff"]`), for a sentence that shows
    /// what a file holds where something else was expected. Whole numbers are written without
    /// a fraction, as they usually stand in the file.
    public var compactText: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number):
            if let whole = Int(exactly: number), whole.magnitude < 1 << 53 { String(whole) } else { "\(number)" }
        case .string(let text): Self.stringLiteral(text)
        case .array(let elements): "[" + elements.map(\.compactText).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { Self.stringLiteral($0.key) + ":" + $0.value.compactText }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    /// The one writer of them (the WeatherKit token's header and claims use it too).
    public static func stringLiteral(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
