import Dashboard
import Foundation
import WeatherCore

/// Everything the dashboard reacts to, in one ordered stream: what the user and the terminal
/// do, what the Board publishes, the clock, and the answers to effects.
public enum DashboardEvent: Sendable {
    /// The loop has drawn nothing yet: launch warnings, and the add-place prompt when there is no place.
    case started
    case key(KeyEvent)
    /// A click or a wheel turn, where the terminal reports them.
    case mouse(MouseEvent)
    case resized(TerminalSize)
    /// SIGTERM or SIGHUP: the terminal is restored already; quit with 128 + `signal`.
    case terminated(signal: Int32)
    /// The Board published a new state.
    case board(BoardState)
    /// The wall clock reached a new minute (or the program came back from Ctrl-Z): the clock,
    /// data age and staleness may read differently.
    case tick(Date)
    case timerFired(DashboardTimer)
    /// Place-search results for the add-place prompt, for the query they answer.
    case searchResults(query: String, Result<[Place], WeatherServiceError>)
    /// An explicit refresh has been answered for every place it asked for (one for `r`,
    /// all for `R`).
    case refreshFinished([RefreshResult])
    /// The browser command for a link has finished: `failure` is nil when it opened the link,
    /// else why not, in a sentence without the link. `statusID` is the "Opening …" notice
    /// this answers.
    case linkOpened(url: String, failure: String?, statusID: Int)
    /// The radar map service has drawn frames (or failed) for the map request `requestID`.
    case mapDelivered(requestID: Int, RadarMapDelivery)
    /// The terminal answered a question about itself (`.askAboutGraphics`).
    case terminalReply(TerminalReply)
    /// The year view's days (or why there are none) for the request `requestID`.
    case yearDelivered(requestID: Int, YearDelivery)
    /// A change to the saved places was written (`outcome` says how it went for an add).
    case placesSaved(PlacesChange, outcome: PlacesSaveOutcome)
    /// A change to the saved places could not be written; the sentence says why.
    case placesNotSaved(PlacesChange, reason: String)
    /// The cache could not be written (said once a run: a full disk fails every write).
    case cacheNotWritten(CacheWriteProblem)
    /// Something done in the background failed (a desktop notification, remembering the
    /// units); the sentence says what and why.
    case problem(String)
}

/// What a timer started by `.startTimer` stands for when it fires.
public enum DashboardTimer: Hashable, Sendable {
    /// The status message with this id has been up long enough.
    case statusExpiry(id: Int)
    /// Typing paused: search for `query` if the prompt still holds it.
    case search(query: String)
    /// The map's loop shows its next frame, if this is still the loop's timer.
    case mapFrame(id: Int)
    /// The map asks its service again (a new frame list only once one can exist), if this is
    /// still the map's timer.
    case mapRefresh(id: Int)
    /// The terminal has had long enough to say which pictures it draws.
    case graphicsAnswerWait
}

/// How saving a change to the places went, when it was written.
public enum PlacesSaveOutcome: Hashable, Sendable {
    case saved
    /// The place to add was saved as `place` (named after what lies there when it was typed as
    /// a position); `nameNotLookedUp` says why a position kept its coordinates as its name.
    case added(Place, nameNotLookedUp: WeatherServiceError?)
    /// The place to add was saved already (under this name).
    case alreadySaved(name: String)
}
