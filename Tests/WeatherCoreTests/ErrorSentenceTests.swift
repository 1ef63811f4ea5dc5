import Foundation
import Testing
import WeatherCore

/// Every failure's sentence says what happened and what the user can do, and promises nothing
/// a one-shot command (`--json`, `--print`, `places add`) will not do.
@Suite struct ErrorSentenceTests {
    let clock = LocalClock(timeZone: TimeZone(identifier: "UTC") ?? .current, locale: .noPreference)
    let now = Date(timeIntervalSince1970: 1_789_458_420)

    @Test func aTimeoutSaysWhatToDoAndPromisesNoRetry() {
        let sentence = WeatherServiceError.timedOut.userMessage(clock: clock, now: now)
        #expect(sentence == "The weather service did not answer in time; check the network connection, or try again in a minute.")
        let errors: [WeatherServiceError] = [
            .offline("no route"), .timedOut, .tls("bad certificate"), .httpStatus(500, reason: nil),
            .rateLimited(until: now + 60), .undecodable("truncated"), .unauthorized("key refused"), .cancelled, .other("x"),
        ]
        for error in errors {
            let text = error.userMessage(clock: clock, now: now)
            #expect(!text.contains("tried again"), "\(error): \(text)")
            #expect(!text.contains("will be"), "\(error): \(text)")
        }
    }
}
