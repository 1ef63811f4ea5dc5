import Testing
import WeatherCore

@Suite("Credential redaction")
struct CredentialRedactionTests {
    static let token = "eyJhbGciOiJFUzI1NiIsImtpZCI6IjNKNEYzNFdOMjQifQ.eyJpc3MiOiJLQzY5N1NOUTJYIn0.MEUCIQD-x_9z"

    @Test(arguments: [
        ("Invalid token \(token) given", "Invalid token [redacted] given"),
        ("Authorization: Bearer \(token)", "Authorization: [redacted]"),
        ("header authorization=Basic dXNlcjpwYXNz; retry", "header authorization: [redacted]; retry"),
        (#"{"Authorization":"Bearer abc123"}"#, #"{"Authorization: [redacted]"}"#),
        ("got bearer abc.def.ghi, expected none", "got bearer [redacted], expected none"),
        ("NOT_ENABLED", "NOT_ENABLED"),
        ("The bear ran; eyes open.", "The bear ran; eyes open."),
    ])
    func removesCredentialsAndLeavesTheRest(input: String, expected: String) {
        #expect(CredentialRedaction.redacted(input) == expected)
    }
}
