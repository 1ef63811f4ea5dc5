/// Removes credentials from text that is about to be shown or kept: a server that echoes the
/// request (a 401 body quoting the Authorization header, say) must not get the WeatherKit
/// token onto the screen, into a terminal's scrollback or into a log.
///
/// Applied where a server's words enter an error and again where the command line writes, so
/// text from any other route is covered too.
public enum CredentialRedaction {
    public static let placeholder = "[redacted]"

    /// `text` with every `Authorization: …` value, `Bearer …` credential and JSON Web Token
    /// (three base64url parts joined by dots, the first starting with `eyJ`, which is `{"`
    /// encoded) replaced by the placeholder.
    public static func redacted(_ text: String) -> String {
        // Fast path: nearly every message has none of these.
        let lowercased = text.lowercased()
        guard lowercased.contains("eyj") || lowercased.contains("bearer") || lowercased.contains("authorization") else {
            return text
        }
        var result = text.replacing(jsonWebToken, with: placeholder)
        result = result.replacing(authorizationValue) { match in "\(match.output.1): \(placeholder)" }
        result = result.replacing(bearerCredential) { match in "\(match.output.1) \(placeholder)" }
        return result
    }

    // Built per call: Regex is not Sendable, so it cannot be a shared static constant.
    private static var jsonWebToken: Regex<Substring> { #/eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*/# }
    /// A header value (or a JSON field that quotes one): an optional scheme word, then the
    /// credential up to a separator.
    private static var authorizationValue: Regex<(Substring, Substring)> {
        #/(?i)(authorization)["']?\s*[:=]\s*["']?(?:[a-z][a-z0-9_-]*\s+)?[^\s,;"')]+/#
    }
    private static var bearerCredential: Regex<(Substring, Substring)> { #/(?i)\b(bearer)\s+[^\s,;"')]+/# }
}
