import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

@Suite("WeatherKit token minting")
struct WeatherKitTokenTests {
    let start = Date(timeIntervalSince1970: 1_787_311_000)

    @Test func tokenHasApplesHeaderAndClaimsAndAVerifiableSignature() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let minter = WeatherKitTokenMinter(credentials: key.credentials(), clock: { start })
        let token = try await minter.token()

        let jwt = try #require(DecodedJWT(token))
        #expect(jwt.headerJSON == #"{"alg":"ES256","kid":"3J4F34WN24","id":"KC697SNQ2X.com.example.weatherboard"}"#)
        #expect(jwt.claimsJSON == #"{"iss":"KC697SNQ2X","iat":1787311000,"exp":1787311600,"sub":"com.example.weatherboard"}"#)
        #expect(jwt.signature.count == 64)
        #expect(try key.verifies(token))
    }

    @Test func signatureDoesNotVerifyWithAnotherKeyOrAlteredClaims() async throws {
        let key = try WeatherKitTestKey.generate()
        let other = try WeatherKitTestKey.generate()
        defer { key.remove(); other.remove() }
        let token = try await WeatherKitTokenMinter(credentials: key.credentials(), clock: { start }).token()
        #expect(try !other.verifies(token), "a signature must only verify with the matching public key")

        let parts = token.split(separator: ".").map(String.init)
        let forgedClaims = WeatherKitJWT.base64URL(Data(#"{"iss":"KC697SNQ2X","iat":1787311000,"exp":1999999999,"sub":"com.example.weatherboard"}"#.utf8))
        #expect(try !key.verifies([parts[0], forgedClaims, parts[2]].joined(separator: ".")))
    }

    @Test func everySignatureIsRawRAndSEvenWhenTheyHaveLeadingZeros() throws {
        // About one DER integer in 128 is shorter than 32 bytes; 300 signatures make a
        // missing left-pad all but certain to show as a wrong length or a failed check.
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let signer = try ES256Signer(pem: try Data(contentsOf: URL(fileURLWithPath: key.privateKeyPath)))
        for index in 0..<300 {
            #expect(try signer.sign(Data("message \(index)".utf8)).count == 64)
        }
    }

    @Test func derToRawPadsShortIntegers() throws {
        // SEQUENCE { INTEGER 0x01, INTEGER 0x00 0x80 } → r = 1, s = 128, each padded to 32 bytes.
        let der: [UInt8] = [0x30, 0x07, 0x02, 0x01, 0x01, 0x02, 0x02, 0x00, 0x80]
        let raw = try #require(ES256Signer.rawSignature(fromDER: der))
        #expect(raw.count == 64)
        #expect(raw[31] == 0x01 && raw.prefix(31).allSatisfy { $0 == 0 })
        #expect(raw[63] == 0x80 && raw[32..<63].allSatisfy { $0 == 0 })
        #expect(ES256Signer.rawSignature(fromDER: [0x30, 0x00, 0xFF]) == nil)
    }

    @Test func tokenIsReusedUntilAMinuteBeforeExpiryThenReminted() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let clock = WeatherKitTestClock(start)
        let minter = WeatherKitTokenMinter(credentials: key.credentials(), clock: clock.function)
        let first = try await minter.token()
        clock.advance(by: 8 * 60)
        #expect(try await minter.token() == first, "8 minutes into a 10-minute token it is still used")
        clock.advance(by: 61)
        let renewed = try await minter.token()
        #expect(renewed != first)
        #expect(DecodedJWT(renewed)?.claims["iat"] as? Int == 1_787_311_000 + 541)
        #expect(try key.verifies(renewed))
    }

    @Test func tokenMintedWithAClockThatWentBackIsReplaced() async throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let clock = WeatherKitTestClock(start)
        let minter = WeatherKitTokenMinter(credentials: key.credentials(), clock: clock.function)
        let first = try await minter.token()
        clock.advance(by: -3600)
        #expect(try await minter.token() != first, "a token issued in the future would be refused")
    }

    @Test(arguments: ["garbage", "P-384", "missing"])
    func unusableKeyGivesOneSentenceWithoutKeyMaterial(kind: String) async throws {
        let key = try WeatherKitTestKey.generate(curve: kind == "P-384" ? "P-384" : "P-256")
        defer { key.remove() }
        switch kind {
        case "garbage": try Data("-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n".utf8)
            .write(to: URL(fileURLWithPath: key.privateKeyPath))
        case "missing": try FileManager.default.removeItem(atPath: key.privateKeyPath)
        default: break
        }
        let minter = WeatherKitTokenMinter(credentials: key.credentials(), clock: { start })
        let error = await #expect(throws: WeatherServiceError.self) { try await minter.token() }
        guard case .unauthorized(let message) = error else {
            Issue.record("expected .unauthorized, got \(String(describing: error))")
            return
        }
        let expected = kind == "missing"
            ? "the WeatherKit key at \(key.privateKeyPath) could not be read"
            : "the WeatherKit key at \(key.privateKeyPath) could not be read as an EC P-256 private key"
        #expect(message == expected)
        #expect(!message.contains("BEGIN"))
    }

    @Test func encryptedKeyIsRefusedWithoutPromptingForAPassphrase() throws {
        let key = try WeatherKitTestKey.generate()
        defer { key.remove() }
        let encrypted = try runProcess(arguments: [
            "openssl", "pkcs8", "-topk8", "-in", key.privateKeyPath, "-passout", "pass:secret", "-v2", "aes-256-cbc",
        ])
        #expect(encrypted.stdout.contains("ENCRYPTED PRIVATE KEY"))
        #expect(throws: ES256SignerError.unreadableKey) { try ES256Signer(pem: Data(encrypted.stdout.utf8)) }
    }

    @Test func jsonStringsAreEscaped() {
        #expect(WeatherKitJWT.jsonString(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(WeatherKitJWT.jsonString("x\u{1}") == #""x\u0001""#)
        #expect(WeatherKitJWT.base64URL(Data([0xfb, 0xff])) == "-_8")
    }
}
