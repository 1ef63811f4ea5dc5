import Foundation
import WeatherCore

/// The JSON Web Token WeatherKit expects (Apple, "Request authentication for WeatherKit REST
/// API"): an ES256 JWS whose header names the key and the team-qualified service, and whose
/// claims name the team and service with a short lifetime.
enum WeatherKitJWT {
    /// The signing input `base64url(header).base64url(claims)`. The JSON is written by hand so
    /// the key order is fixed and the bytes are reproducible (JSONEncoder's order is not).
    static func signingInput(credentials: WeatherKitCredentials, issuedAt: Int, expiresAt: Int) -> String {
        let header = #"{"alg":"ES256","kid":\#(jsonString(credentials.keyID)),"id":\#(jsonString(credentials.teamID + "." + credentials.serviceID))}"#
        let claims = #"{"iss":\#(jsonString(credentials.teamID)),"iat":\#(issuedAt),"exp":\#(expiresAt),"sub":\#(jsonString(credentials.serviceID))}"#
        return base64URL(Data(header.utf8)) + "." + base64URL(Data(claims.utf8))
    }

    /// Base64url without padding (RFC 7515 §2).
    static func base64URL(_ data: Data) -> String {
        var text = data.base64EncodedString()
        text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }

    /// A JSON string literal, written by the program's one writer of them.
    static func jsonString(_ value: String) -> String {
        JSONValue.stringLiteral(value)
    }
}
