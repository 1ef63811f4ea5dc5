import Foundation

/// A throwaway key pair in a temporary directory, made with the openssl command-line tool so
/// the code under test never judges its own keys. Shared by the provider tests and the tests
/// of the real binary.
public struct WeatherKitTestKey: Sendable {
    public let directory: URL
    public let privateKeyPath: String
    public let publicKeyPath: String

    /// `curve` is an OpenSSL curve name such as "P-256" or "P-384".
    public static func generate(curve: String = "P-256", mode: Int = 0o600) throws -> WeatherKitTestKey {
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

    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The variables that configure WeatherKit with this key for a child weatherboard.
    public func environment(
        teamID: String = "KC697SNQ2X", serviceID: String = "com.example.weatherboard", keyID: String = "3J4F34WN24"
    ) -> [String: String] {
        ["WEATHERKIT_TEAM_ID": teamID, "WEATHERKIT_SERVICE_ID": serviceID, "WEATHERKIT_KEY_ID": keyID,
         "WEATHERKIT_KEY_PATH": privateKeyPath]
    }

    private static func run(_ arguments: [String]) throws {
        let result = try runProcess(arguments: arguments, timeout: .seconds(20))
        guard result.status == 0 else {
            throw WeatherKitTestKeyError(description: "\(arguments.joined(separator: " ")) failed: \(result.stderr)")
        }
    }
}

public struct WeatherKitTestKeyError: Error, CustomStringConvertible {
    public let description: String
}
