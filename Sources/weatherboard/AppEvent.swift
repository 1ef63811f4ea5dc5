import Foundation
import Terminal
import WeatherCore

/// Everything the interactive dashboard reacts to, merged into one ordered stream.
enum AppEvent: Sendable {
    case terminal(TerminalEvent)
    case board(BoardState)
    /// The wall clock reached a new minute: the clock, data age and staleness may read differently.
    case minuteTick
    /// Place-search results for the add-place prompt, for the query they answer.
    case searchResults(query: String, result: Result<[Place], WeatherServiceError>)
    /// The browser command for a link has finished: nil when it opened the link. `statusID`
    /// is the "Opening …" notice this answers.
    case linkOpened(url: String, failure: URLOpenerError?, statusID: Int)
    /// A desktop notification could not be shown; the sentence says why.
    case notificationFailed(String)
    /// A status message shown for a while has had its time.
    case statusExpired(id: Int)
}
