import Foundation

/// How current a shown snapshot is.
public enum Freshness: Sendable, Hashable {
    case fresh
    /// The data expired (or the last refresh failed) and is kept on screen; `since` is when it
    /// stopped being fresh.
    case stale(since: Date)
}

/// The state of one place, as the UI sees it.
public enum PlaceLoadState: Sendable, Hashable {
    case idle
    /// A request is in flight; `previous` is what to keep showing meanwhile.
    case loading(previous: Snapshot?)
    case loaded(Snapshot, Freshness)
    /// The last attempt failed; `lastGood` is kept on screen, marked stale.
    case failed(WeatherServiceError, lastGood: Snapshot?)

    /// The snapshot to display, whatever the state.
    public var snapshot: Snapshot? {
        switch self {
        case .idle: nil
        case .loading(let previous): previous
        case .loaded(let snapshot, _): snapshot
        case .failed(_, let lastGood): lastGood
        }
    }

    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The same state with its snapshot's place named as `place` is (its name, country, area
    /// names and whom to credit for them), so a place renamed in the places file reads the same everywhere at once.
    func naming(_ place: Place) -> PlaceLoadState {
        func named(_ snapshot: Snapshot?) -> Snapshot? { snapshot?.naming(place) }
        switch self {
        case .idle: return .idle
        case .loading(let previous): return .loading(previous: named(previous))
        case .loaded(let snapshot, let freshness): return named(snapshot).map { .loaded($0, freshness) } ?? self
        case .failed(let error, let lastGood): return .failed(error, lastGood: named(lastGood))
        }
    }
}

/// An immutable picture of the whole board, published to whoever renders it.
public struct BoardState: Sendable, Hashable {
    public var places: [Place]
    public var selectedIndex: Int?
    /// Keyed by `Place.coordinateKey`.
    public var placeStates: [String: PlaceLoadState]
    /// Set while a provider has asked us to wait.
    public var rateLimitedUntil: Date?
    /// Glances (`Snapshot.glance`) at places whose whole data is not loaded, keyed like
    /// `placeStates`: what a frame printed once shows of the places not on screen.
    public var glances: [String: Snapshot] = [:]
    /// Warning marks of places with neither whole data nor a glance loaded, keyed like
    /// `placeStates`: all a frame printed once needs of the places whose tabs alone it shows.
    public var alertMarks: [String: [AlertMark]] = [:]

    public init(
        places: [Place] = [], selectedIndex: Int? = nil, placeStates: [String: PlaceLoadState] = [:],
        rateLimitedUntil: Date? = nil
    ) {
        self.places = places
        self.selectedIndex = selectedIndex
        self.placeStates = placeStates
        self.rateLimitedUntil = rateLimitedUntil
    }

    public var selectedPlace: Place? {
        guard let selectedIndex, places.indices.contains(selectedIndex) else { return nil }
        return places[selectedIndex]
    }

    public func state(of place: Place) -> PlaceLoadState {
        placeStates[place.coordinateKey] ?? .idle
    }

    /// What a place not on screen shows (its tab's mark, its row among the other places): its
    /// loaded data, else its glance.
    public func glance(of place: Place) -> Snapshot? {
        glance(forKey: place.coordinateKey)
    }

    /// A place's warning marks, for its tab: from its loaded data or glance, else its marks.
    public func alertMarks(of place: Place) -> [AlertMark]? {
        // The key made once: with 50 places, making it at each look-up was 5 % of a `--print`.
        let key = place.coordinateKey
        return glance(forKey: key)?.alertMarks ?? alertMarks[key]
    }

    private func glance(forKey key: String) -> Snapshot? {
        (placeStates[key] ?? .idle).snapshot ?? glances[key]
    }
}

extension Snapshot {
    /// The same snapshot with its place named as `place` is: its name, country, area names and
    /// whom to credit for them.
    public func naming(_ place: Place) -> Snapshot {
        var snapshot = self
        snapshot.place.name = place.name
        snapshot.place.countryCode = place.countryCode
        snapshot.place.administrativeAreas = place.administrativeAreas
        snapshot.place.nameAttribution = place.nameAttribution
        return snapshot
    }
}
