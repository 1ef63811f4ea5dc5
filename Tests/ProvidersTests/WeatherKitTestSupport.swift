import Foundation
@testable import Providers
import TestSupport

extension WeatherKitTestKey {
    func credentials(teamID: String = "KC697SNQ2X", serviceID: String = "com.example.weatherboard", keyID: String = "3J4F34WN24") -> WeatherKitCredentials {
        WeatherKitCredentials(teamID: teamID, serviceID: serviceID, keyID: keyID, keyPath: privateKeyPath)
    }

    /// Whether `token`'s ES256 signature verifies with this key's public half (checked by
    /// Python's `cryptography`, which converts r‖s to DER itself).
    func verifies(_ token: String) throws -> Bool {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/weatherkit-verify-jwt.py").path
        let result = try runProcess(arguments: ["python3", script, publicKeyPath], stdin: token, timeout: .seconds(20))
        return result.status == 0 && result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "valid"
    }
}

/// The three parts of a compact JWS, decoded.
struct DecodedJWT {
    let header: [String: Any]
    let claims: [String: Any]
    let headerJSON: String
    let claimsJSON: String
    let signature: Data

    init?(_ token: String) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3,
              let headerData = Self.base64URLDecoded(parts[0]), let claimsData = Self.base64URLDecoded(parts[1]),
              let signature = Self.base64URLDecoded(parts[2]),
              let header = try? JSONSerialization.jsonObject(with: headerData) as? [String: Any],
              let claims = try? JSONSerialization.jsonObject(with: claimsData) as? [String: Any]
        else { return nil }
        self.header = header
        self.claims = claims
        self.headerJSON = String(decoding: headerData, as: UTF8.self)
        self.claimsJSON = String(decoding: claimsData, as: UTF8.self)
        self.signature = signature
    }

    static func base64URLDecoded(_ text: String) -> Data? {
        guard !text.contains("="), !text.contains("+"), !text.contains("/") else { return nil }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}

/// A clock tests move by hand.
final class WeatherKitTestClock: @unchecked Sendable {
    // @unchecked: `now` is only touched while holding `lock`.
    private let lock = NSLock()
    private var now: Date

    init(_ start: Date) { now = start }

    func read() -> Date {
        lock.lock()
        defer { lock.unlock() }
        return now
    }

    func advance(by seconds: TimeInterval) {
        lock.lock()
        now += seconds
        lock.unlock()
    }

    var function: @Sendable () -> Date { { [self] in read() } }
}

/// A UTC time from fixed test text; a typo is a test bug, so it traps loudly.
func weatherKitTime(_ text: String) -> Date {
    guard let date = ISO8601Timestamp.parse(text) else { preconditionFailure("bad test time \(text)") }
    return date
}
