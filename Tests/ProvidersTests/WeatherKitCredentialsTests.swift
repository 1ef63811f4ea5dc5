import Foundation
import Testing
@testable import Providers
import TestSupport

@Suite("WeatherKit credentials")
struct WeatherKitCredentialsTests {
    let complete = WeatherKitCredentialSettings(
        teamID: "TEAM123456", serviceID: "com.example.weather", keyID: "KEY1234567", keyPath: "/keys/AuthKey.p8")

    @Test func configFileAloneIsEnough() throws {
        let credentials = try WeatherKitCredentials.resolve(environment: [:], configured: complete).get()
        #expect(credentials.teamID == "TEAM123456")
        #expect(credentials.serviceID == "com.example.weather")
        #expect(credentials.keyID == "KEY1234567")
        #expect(credentials.keyPath == "/keys/AuthKey.p8")
    }

    @Test func environmentOverridesFieldByFieldAndBlankCountsAsUnset() throws {
        let environment = ["WEATHERKIT_KEY_ID": "ENVKEY0001", "WEATHERKIT_TEAM_ID": "  ", "WEATHERKIT_KEY_PATH": "/env/key.p8"]
        let credentials = try WeatherKitCredentials.resolve(environment: environment, configured: complete).get()
        #expect(credentials.keyID == "ENVKEY0001")
        #expect(credentials.keyPath == "/env/key.p8")
        #expect(credentials.teamID == "TEAM123456")
        #expect(credentials.serviceID == "com.example.weather")
    }

    @Test func environmentAloneIsEnough() throws {
        let environment = [
            "WEATHERKIT_TEAM_ID": "T", "WEATHERKIT_SERVICE_ID": "S", "WEATHERKIT_KEY_ID": "K", "WEATHERKIT_KEY_PATH": "/k.p8",
        ]
        let credentials = try WeatherKitCredentials.resolve(environment: environment, configured: nil).get()
        #expect(credentials == WeatherKitCredentials(teamID: "T", serviceID: "S", keyID: "K", keyPath: "/k.p8"))
    }

    @Test func oneMissingPieceIsNamedWithWhereToSetIt() {
        var settings = complete
        settings.keyID = nil
        guard case .failure(let error) = WeatherKitCredentials.resolve(environment: [:], configured: settings) else {
            Issue.record("a missing key ID must fail")
            return
        }
        #expect(error.message == "WeatherKit is not configured: WEATHERKIT_KEY_ID is missing; set it in the environment or as \"keyID\" in the config file's WeatherKit settings.")
    }

    @Test func everyMissingPieceIsNamed() {
        guard case .failure(let error) = WeatherKitCredentials.resolve(
            environment: ["WEATHERKIT_SERVICE_ID": "S"], configured: nil) else {
            Issue.record("missing credentials must fail")
            return
        }
        #expect(error.message.contains("WEATHERKIT_TEAM_ID, WEATHERKIT_KEY_ID and WEATHERKIT_KEY_PATH are missing"))
        #expect(error.message.contains(#""teamID", "keyID" and "keyPath""#))
        #expect(!error.message.contains("SERVICE"))
    }

    @Test func tildeExpandsToHome() throws {
        var settings = complete
        settings.keyPath = "~/.config/weatherboard/AuthKey.p8"
        let credentials = try WeatherKitCredentials.resolve(environment: ["HOME": "/home/ada/"], configured: settings).get()
        #expect(credentials.keyPath == "/home/ada/.config/weatherboard/AuthKey.p8")
        #expect(WeatherKitCredentials.expandingTilde(in: "~", environment: ["HOME": "/home/ada"]) == "/home/ada")
        #expect(WeatherKitCredentials.expandingTilde(in: "~ada/key", environment: ["HOME": "/h"]) == "~ada/key")
    }

    @Test func settingsUseTheDocumentedJSONKeys() throws {
        let json = #"{"teamID":"T","serviceID":"S","keyID":"K","keyPath":"~/k.p8"}"#
        let decoded = try JSONDecoder().decode(WeatherKitCredentialSettings.self, from: Data(json.utf8))
        #expect(decoded == WeatherKitCredentialSettings(teamID: "T", serviceID: "S", keyID: "K", keyPath: "~/k.p8"))
        let partial = try JSONDecoder().decode(WeatherKitCredentialSettings.self, from: Data(#"{"keyID":"K"}"#.utf8))
        #expect(partial.teamID == nil && partial.keyID == "K")
    }

    @Test func keyReadableByOthersGivesAWarningNotAnError() throws {
        let key = try WeatherKitTestKey.generate(mode: 0o644)
        defer { key.remove() }
        let environment = ["WEATHERKIT_KEY_PATH": key.privateKeyPath]
        let credentials = try WeatherKitCredentials.resolve(environment: environment, configured: complete).get()
        #expect(credentials.warnings.map { $0.text(in: .english) } == ["The WeatherKit key \(key.privateKeyPath) can be read by other users (mode 644); run chmod 600 on it."])
        let status = WeatherKitCredentials.status(environment: environment, configured: complete)
        #expect(status.hasPrefix("configured (key \(key.privateKeyPath) readable)"))
        #expect(status.contains("chmod 600"))

        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: key.privateKeyPath)
        #expect(try WeatherKitCredentials.resolve(environment: environment, configured: complete).get().warnings.isEmpty)
        #expect(WeatherKitCredentials.status(environment: environment, configured: complete) == "configured (key \(key.privateKeyPath) readable)")
    }

    /// The warning is worded where it is shown: in `providers` and at start-up in the language.
    @Test func theKeyWarningIsInTheLanguage() throws {
        let key = try WeatherKitTestKey.generate(mode: 0o644)
        defer { key.remove() }
        let environment = ["WEATHERKIT_KEY_PATH": key.privateKeyPath]
        let german = WeatherKitCredentials.status(environment: environment, configured: complete, words: .shipped("de"))
        #expect(german == "eingerichtet (Schlüssel \(key.privateKeyPath) lesbar); Warnung: Die WeatherKit-Schlüsseldatei "
            + "\(key.privateKeyPath) ist für andere Benutzer lesbar (Modus 644); chmod 600 darauf ausführen.")
        let polish = WeatherKitCredentials.status(environment: environment, configured: complete, words: .shipped("pl"))
        #expect(polish.contains("Plik klucza WeatherKit \(key.privateKeyPath) mogą czytać inni użytkownicy (tryb 644)"), "\(polish)")
    }

    @Test func statusNamesWhatIsWrong() throws {
        #expect(WeatherKitCredentials.status(environment: [:], configured: nil)
            == "not configured: WEATHERKIT_TEAM_ID, WEATHERKIT_SERVICE_ID, WEATHERKIT_KEY_ID and WEATHERKIT_KEY_PATH are missing")
        var settings = complete
        settings.keyID = nil
        #expect(WeatherKitCredentials.status(environment: [:], configured: settings) == "not configured: WEATHERKIT_KEY_ID is missing")

        let missingPath = "/nonexistent/weatherkit-\(UUID().uuidString).p8"
        #expect(WeatherKitCredentials.status(environment: ["WEATHERKIT_KEY_PATH": missingPath], configured: complete)
            == "key file \(missingPath) unreadable")

        let key = try WeatherKitTestKey.generate(curve: "P-384")
        defer { key.remove() }
        #expect(WeatherKitCredentials.status(environment: ["WEATHERKIT_KEY_PATH": key.privateKeyPath], configured: complete)
            == "key file \(key.privateKeyPath) is not an EC P-256 private key")
    }
}
