import Foundation
import Testing
import WeatherCore

/// Every failure's sentence says what happened and what the user can do, and promises nothing
/// a one-shot command (`--json`, `--print`, `places add`) will not do.
@Suite struct ErrorSentenceTests {
    let clock = LocalClock(timeZone: TimeZone(identifier: "UTC") ?? .current, locale: .noPreference)
    let now = Date(timeIntervalSince1970: 1_789_458_420)

    @Test func aTimeoutSaysWhatToDoAndPromisesNoRetry() {
        let sentence = WeatherServiceError.timedOut.userMessage(clock: clock, now: now, words: .english)
        #expect(sentence == "The weather service did not answer in time; check the network connection, or try again in a minute.")
        let errors: [WeatherServiceError] = [
            .offline("no route"), .timedOut, .tls("bad certificate"), .httpStatus(500, reason: nil),
            .rateLimited(until: now + 60), .undecodable("truncated"), .unauthorized("key refused"), .cancelled, .other("x"),
        ]
        for error in errors {
            let text = error.userMessage(clock: clock, now: now, words: .english)
            #expect(!text.contains("tried again"), "\(error): \(text)")
            #expect(!text.contains("will be"), "\(error): \(text)")
        }
    }

    /// The same failures in German, from the German catalog; the detail is quoted as it came.
    @Test func theSentencesInGerman() {
        let german = Catalog.shipped("de")
        #expect(WeatherServiceError.offline("no route to host").userMessage(clock: clock, now: now, words: german)
            == "Der Wetterdienst ist nicht erreichbar (no route to host); bitte die Netzwerkverbindung prüfen.")
        #expect(WeatherServiceError.httpStatus(500, reason: nil).userMessage(clock: clock, now: now, words: german)
            == "Der Wetterdienst antwortete mit HTTP 500.")
        #expect(WeatherServiceError.httpStatus(503, reason: "Service Unavailable").userMessage(clock: clock, now: now, words: german)
            == "Der Wetterdienst antwortete mit HTTP 503: Service Unavailable.")
        #expect(WeatherServiceError.cancelled.userMessage(clock: clock, now: now, words: german) == "Die Anfrage wurde abgebrochen.")
        #expect(WeatherServiceError.rateLimited(until: now + 60).userMessage(clock: clock, now: now, words: german)
            .hasPrefix("Der Wetterdienst bittet, vor "))
    }

    /// A source's failure keeps its reason, so it is said in the reader's language, the source's
    /// name too (a name the catalogs do not know, "DWD alerts", as it is); a failure from a cache
    /// file written before the reason was kept shows its English sentence.
    @Test func aSourceFailureInGermanAndFromAnOldCacheFile() throws {
        let failure = SourceFailure(
            source: "NWS alerts", message: "NWS alerts are unavailable: the service answered HTTP 503.",
            reason: .httpStatus(503, reason: nil))
        #expect(failure.sentence(clock: clock, now: now, words: .english) == failure.message)
        #expect(failure.sentence(clock: clock, now: now, words: Catalog.shipped("de")) == "Warnungen des NWS nicht verfügbar: der Dienst antwortete mit HTTP 503.")
        let refused = SourceFailure.sentence(source: "DWD alerts", reason: .httpStatus(403, reason: nil), clock: clock, now: now, words: Catalog.shipped("de"))
        #expect(refused == "DWD alerts nicht verfügbar: der Dienst hat die Anfrage abgelehnt (HTTP 403).")

        let stored = try JSONDecoder().decode(SourceFailure.self, from: JSONEncoder().encode(failure))
        #expect(stored == failure, "the reason is kept in the cache")
        let old = try JSONDecoder().decode(SourceFailure.self, from: Data(#"{"source": "NWS alerts", "message": "NWS alerts are unavailable."}"#.utf8))
        #expect(old.reason == nil)
        #expect(old.sentence(clock: clock, now: now, words: Catalog.shipped("de")) == "NWS alerts are unavailable.")
    }
}
