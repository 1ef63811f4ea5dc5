import Dashboard
import Foundation
import WeatherCore

/// What `update` asks the loop to do in the world. The loop performs each in order and feeds
/// any answer back as an event.
public enum DashboardEffect: Hashable, Sendable {
    case selectPlace(index: Int)
    case refresh(Place)
    case refreshAll
    /// Ask the geocoder; the answer comes back as `.searchResults`.
    case search(query: String)
    /// Change places.json (one locked transaction); the answer comes back as `.placesSaved`
    /// or `.placesNotSaved`.
    case savePlaces(PlacesChange)
    /// Open `url` in the browser; the answer comes back as `.linkOpened`.
    case openLink(url: String, statusID: Int)
    case bell
    /// Desktop notifications, one per warning, worst first.
    case notify([AlertNotification])
    /// Remember the units and theme for the next launch.
    case rememberDisplay(RememberedDisplay)
    /// `.timerFired(timer)` after `seconds`.
    case startTimer(DashboardTimer, seconds: Double)
    /// Draw the radar map's frames for this view; the answers come back as `.mapDelivered`.
    /// A load still running for an earlier view is cancelled.
    case loadMap(RadarMapRequest)
    /// Stop loading the map's frames (it was closed).
    case cancelMap
    /// Ask the terminal which pictures it draws; its answers come back as `.terminalReply`.
    case askAboutGraphics
    /// Ask for the year view's days of this place; the answer comes back as `.yearDelivered`.
    case loadYear(Place, requestID: Int)
    /// Repaint the whole terminal (Ctrl-L).
    case repaint
    /// End the loop with this exit status, after the effects before it.
    case quit(status: Int32)
}

/// A change to the saved places.
public enum PlacesChange: Hashable, Sendable {
    case add(Place)
    case delete(Place)
    /// Remember which place was selected, for the next launch.
    case rememberSelection(Place)
    /// Fill in what the first forecast told about a place saved without it (its time zone).
    case complete(Place)
}

/// One desktop notification about a new warning.
public struct AlertNotification: Hashable, Sendable {
    public var title: String
    public var body: String
    public var isUrgent: Bool
}
