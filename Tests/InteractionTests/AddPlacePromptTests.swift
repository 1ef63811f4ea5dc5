import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// The add-place prompt as a new user meets it: coordinates work as on the command line, an
/// error is shown whole, and Esc always leaves, also with no place saved yet.
@Suite struct AddPlacePromptTests {
    let prompt = Given.state().pressing(.char("a")).0

    @Test func coordinatesAreThePlaceNotASearch() throws {
        let (typing, _) = prompt.typing("52.52,13.4")
        let (typed, effects) = typing.pressing(.char("1"))
        #expect(effects.isEmpty, "no search for a position")
        let match = try #require(typed.prompt?.matches.first)
        #expect(match.label == "52.52, 13.41 (a position)")
        #expect(match.place.latitude == 52.52 && match.place.longitude == 13.41)
        #expect(match.place.name == "52.52, 13.41")
        let (_, saved) = typed.pressing(.enter)
        #expect(saved == [.savePlaces(.add(match.place))])
        #expect(prompt.typing(" -33.87 , 151.21 ").0.prompt?.matches.first?.place.longitude == 151.21)
    }

    @Test func aPositionOffTheEarthSaysSo() {
        let (typed, effects) = prompt.typing("95,1").0.pressing(.char("3"))
        #expect(typed.prompt?.matches.isEmpty == true)
        #expect(typed.prompt?.message == "95,13 is not a valid position: latitude must be within ±90 and longitude within ±180.")
        #expect(effects.isEmpty)
    }

    @Test func anErrorSentenceIsShownWholeAt80Columns() {
        let sentence = "Could not reach the weather service (Could not resolve host: geocoding-api.open-meteo.com); check the network connection."
        let (failed, _) = prompt.typing("Paris").0.after(.searchResults(query: "Paris", .failure(.offline("Could not resolve host: geocoding-api.open-meteo.com"))))
        #expect(failed.prompt?.message?.hasPrefix(sentence + "\n") == true)
        let text = render(failed.model, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
        // Wrapped at the popup's width, word by word, nothing cut.
        #expect(text.contains("│ Could not reach the weather service (Could not resolve host:"), "\(text)")
        #expect(text.contains("│ geocoding-api.open-meteo.com); check the network connection."), "\(text)")
    }

    /// A new user without a network cannot search; the prompt says what works without one.
    @Test(arguments: [WeatherServiceError.offline("Could not resolve host: geocoding-api.open-meteo.com"), .offline("Connection refused"), .timedOut])
    func aSearchThatCannotReachTheServiceSaysWhatWorksOffline(error: WeatherServiceError) {
        let (failed, _) = prompt.typing("Paris").0.after(.searchResults(query: "Paris", .failure(error)))
        let reason = error.userMessage(clock: LocalClock(timeZone: Given.utc, locale: Given.locale), now: Given.now, words: Given.locale.words)
        #expect(failed.prompt?.message == reason + "\n"
            + "Without the network: type a position as LAT,LON (52.52,13.41), or quit and run weatherboard --demo.")
        // The reason first, then the way out on lines of its own, whole in the 60-column box.
        let text = render(failed.model, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
        #expect(text.contains("│ Without the network: type a position as LAT,LON"), "\(text)")
        #expect(text.contains("│ (52.52,13.41), or quit and run weatherboard --demo."), "\(text)")
    }

    /// The service answered, or nothing matched: the network is there, so no offline advice.
    @Test(arguments: [
        Result<[Place], WeatherServiceError>.failure(.httpStatus(503, reason: "Service Unavailable")),
        .failure(.tls("certificate has expired")), .failure(.undecodable("unexpected end of data")), .success([]),
    ])
    func aSearchTheServiceAnsweredSaysNothingOfTheDemo(result: Result<[Place], WeatherServiceError>) throws {
        let (answered, _) = prompt.typing("Paris").0.after(.searchResults(query: "Paris", result))
        let message = try #require(answered.prompt?.message)
        #expect(!message.contains("--demo") && !message.contains("\n"), "\(message)")
    }

    /// Esc on a first run without a network: the page names what works without one, at the
    /// smallest size too.
    @Test(arguments: [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 12)])
    func theWelcomeNamesAPositionAndTheDemo(size: TerminalSize) {
        let welcome = Given.state(BoardState(), size: size).after(.started).0.pressing(.escape).0
        let text = render(welcome.model, size: size, theme: .plain).plainText
        #expect(text.contains("LAT,LON"), "\(text)")
        #expect(text.contains("--demo"), "\(text)")
        #expect(text.contains("You have no saved places yet."), "\(text)")
    }

    @Test func withNoPlaceEscLeavesThePromptAndTheWelcomeSaysHowToAddAndQuit() {
        let empty = Given.state(BoardState()).after(.started).0
        #expect(empty.prompt != nil, "the dashboard opens on the prompt")
        let behind = render(empty.model, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
        #expect(!behind.contains("--demo"), "the page's hint is wider than the prompt and would show at its sides:\n\(behind)")
        #expect(empty.typing("q?").0.prompt?.query == "q?", "q and ? are text in the prompt")
        let (welcome, _) = empty.pressing(.escape)
        #expect(welcome.overlay == nil)
        let text = render(welcome.model, size: TerminalSize(width: 80, height: 24), theme: .plain).plainText
        #expect(text.contains("Press a to add a place, q to quit, ? for help."), "\(text)")
        #expect(text.contains("Without the network: press a and type LAT,LON, or run weatherboard --demo."), "\(text)")
        #expect(welcome.pressing(.char("q")).1 == [.quit(status: 0)])
        #expect(welcome.pressing(.char("a")).0.prompt != nil)
    }
}
