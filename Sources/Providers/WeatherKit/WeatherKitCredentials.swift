import Foundation
import WeatherCore

/// WeatherKit settings as the config file holds them; any field may be missing because the
/// environment can supply it.
public struct WeatherKitCredentialSettings: Codable, Sendable, Hashable {
    public var teamID: String?
    public var serviceID: String?
    public var keyID: String?
    public var keyPath: String?

    public init(teamID: String? = nil, serviceID: String? = nil, keyID: String? = nil, keyPath: String? = nil) {
        self.teamID = teamID
        self.serviceID = serviceID
        self.keyID = keyID
        self.keyPath = keyPath
    }
}

/// Everything needed to sign WeatherKit requests: the Apple Developer team, the Services ID,
/// and the ID and path of the `.p8` key enabled for WeatherKit.
public struct WeatherKitCredentials: Sendable, Hashable {
    public var teamID: String
    public var serviceID: String
    public var keyID: String
    /// Absolute, with `~` already expanded.
    public var keyPath: String
    /// Problems worth telling the user that do not stop WeatherKit from working, such as a
    /// key file other users can read.
    public var warnings: [Wording]

    public init(teamID: String, serviceID: String, keyID: String, keyPath: String, warnings: [Wording] = []) {
        self.teamID = teamID
        self.serviceID = serviceID
        self.keyID = keyID
        self.keyPath = keyPath
        self.warnings = warnings
    }

    /// One setting, with the environment variable that overrides it and its config file key.
    private struct Field {
        let variable: String
        let configKey: String
        let configured: String?

        /// The environment wins over the config file; blank counts as unset.
        func value(in environment: [String: String]) -> String? {
            NonBlankText.of(environment[variable]) ?? NonBlankText.of(configured)
        }
    }

    private static func fields(configured: WeatherKitCredentialSettings?) -> [Field] {
        [
            Field(variable: "WEATHERKIT_TEAM_ID", configKey: "teamID", configured: configured?.teamID),
            Field(variable: "WEATHERKIT_SERVICE_ID", configKey: "serviceID", configured: configured?.serviceID),
            Field(variable: "WEATHERKIT_KEY_ID", configKey: "keyID", configured: configured?.keyID),
            Field(variable: "WEATHERKIT_KEY_PATH", configKey: "keyPath", configured: configured?.keyPath),
        ]
    }

    /// Combines the config file with the environment: each WEATHERKIT_* variable, when set and
    /// not blank, overrides its config field. Fails with one sentence naming every missing
    /// piece and where to set it.
    public static func resolve(
        environment: [String: String], configured: WeatherKitCredentialSettings?
    ) -> Result<WeatherKitCredentials, ConfigurationError> {
        let fields = fields(configured: configured)
        let values = fields.map { $0.value(in: environment) }
        let missing = fields.filter { $0.value(in: environment) == nil }
        guard missing.isEmpty, let teamID = values[0], let serviceID = values[1], let keyID = values[2],
              let rawPath = values[3]
        else {
            let variables = missing.map(\.variable).listed()
            let keys = missing.map { "\"\($0.configKey)\"" }.listed()
            let verb = missing.count == 1 ? "is" : "are"
            return .failure(ConfigurationError(
                "WeatherKit is not configured: \(variables) \(verb) missing; set \(missing.count == 1 ? "it" : "them") "
                    + "in the environment or as \(keys) in the config file's WeatherKit settings."))
        }
        let keyPath = expandingTilde(in: rawPath, environment: environment)
        return .success(WeatherKitCredentials(
            teamID: teamID, serviceID: serviceID, keyID: keyID, keyPath: keyPath,
            warnings: keyFileWarnings(at: keyPath)))
    }

    /// A short status for a `providers` listing, such as "configured (key /k.p8 readable)",
    /// "not configured: WEATHERKIT_KEY_ID is missing" or "key file /k.p8 unreadable".
    /// Reads and parses the key, so a file that exists but holds no P-256 key is reported too.
    public static func status(environment: [String: String], configured: WeatherKitCredentialSettings?, words: Catalog = .english) -> String {
        let credentials: WeatherKitCredentials
        switch resolve(environment: environment, configured: configured) {
        case .success(let resolved):
            credentials = resolved
        case .failure:
            let missing = fields(configured: configured).filter { $0.value(in: environment) == nil }.map(\.variable)
            return words(.providerNotConfigured, count: missing.count, ["names": words.allOf(missing)])
        }
        guard FileManager.default.isReadableFile(atPath: credentials.keyPath) else {
            return words(.providerKeyUnreadable, ["path": credentials.keyPath])
        }
        do {
            _ = try WeatherKitTokenMinter.signer(keyPath: credentials.keyPath)
        } catch {
            return words(.providerKeyNotP256, ["path": credentials.keyPath])
        }
        let status = words(.providerConfigured, ["path": credentials.keyPath])
        guard !credentials.warnings.isEmpty else { return status }
        return words(.providerStatusWithWarning, ["status": status, "warnings": credentials.warnings.map { $0.text(in: words) }.joined(separator: "; ")])
    }

    /// `~` and `~/…` mean the HOME of `environment` (the process's home when HOME is unset).
    static func expandingTilde(in path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        var home = NonBlankText.of(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        while home.count > 1 && home.hasSuffix("/") { home.removeLast() }
        return home + path.dropFirst()
    }

    /// A private key that group or others can read is a leaked key waiting to happen, but
    /// refusing it would only push the user to weaker workarounds: warn instead.
    static func keyFileWarnings(at path: String) -> [Wording] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue
        else { return [] }
        guard permissions & 0o077 != 0 else { return [] }
        let mode = String(permissions & 0o777, radix: 8)
        return [Wording(.providerKeyReadableByOthers, ["path": "\(path)", "mode": "\(mode)"])]
    }

}
