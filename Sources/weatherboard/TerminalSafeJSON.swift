import Dashboard
import Foundation
import WeatherCore

/// JSON that can be shown on a terminal as it is. JSONEncoder escapes C0 controls inside
/// strings but writes C1 controls (U+009B is a CSI on many terminals) and bidirectional
/// overrides raw, so a provider's text could still drive the terminal that shows `--json`.
/// Those, and U+2028/U+2029 (line breaks to JavaScript), become `\uXXXX` escapes: the
/// document stays valid and decodes to the same strings.
enum TerminalSafeJSON {
    static func escaped(_ json: Data) -> Data {
        let text = String(decoding: json, as: UTF8.self)
        guard text.unicodeScalars.contains(where: needsEscape) else { return json }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                // Every such scalar is in the Basic Multilingual Plane: one \u escape each.
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return Data(output.utf8)
    }

    /// C0 controls are left alone: the encoder already escapes them inside strings, and the
    /// ones left are the document's own line breaks. Outside strings everything is ASCII, so
    /// any other match is inside a string, where an escape means the same scalar.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x7F else { return false }
        return TerminalText.isTerminalControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
