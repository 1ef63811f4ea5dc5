import Foundation
@testable import Providers
import TestSupport

/// A throwaway key pair in a temporary directory, made with the openssl command-line tool so
/// the code under test never judges its own keys.
struct WeatherKitTestKey {
    let directory: URL
    let privateKeyPath: String
    let publicKeyPath: String

    /// `curve` is an OpenSSL curve name such as "P-256" or "P-384".
    static func generate(curve: String = "P-256", mode: Int = 0o600) throws -> WeatherKitTestKey {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("weatherkit-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let key = WeatherKitTestKey(
            directory: directory, privateKeyPath: directory.appendingPathComponent("AuthKey_TEST.p8").path,
            publicKeyPath: directory.appendingPathComponent("public.pem").path)
        try run(["openssl", "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:\(curve)", "-out", key.privateKeyPath])
        try run(["openssl", "pkey", "-in", key.privateKeyPath, "-pubout", "-out", key.publicKeyPath])
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: key.privateKeyPath)
        return key
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

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

    private static func run(_ arguments: [String]) throws {
        let result = try runProcess(arguments: arguments, timeout: .seconds(20))
        guard result.status == 0 else {
            throw WeatherKitTestKeyError(description: "\(arguments.joined(separator: " ")) failed: \(result.stderr)")
        }
    }
}

struct WeatherKitTestKeyError: Error, CustomStringConvertible {
    let description: String
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
