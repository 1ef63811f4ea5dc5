import Foundation
import Synchronization
import WeatherCore

/// Today's sun and moon for a place, computed once a minute however many frames ask: a frame
/// is drawn for every key, and working the day out again each time (about 0.1 ms, from five
/// positions of each body) would add a tenth or more to the cost of an 80x24 frame.
enum AstronomyCache {
    private struct Key: Hashable {
        var latitude: Double
        var longitude: Double
        var timeZone: String
        var minute: Int
    }

    private static let entries = Mutex<[Key: Astronomy]>([:])
    /// A few places' worth; older minutes are simply dropped.
    private static let capacity = 16

    static func astronomy(for place: Place, at now: Date) -> Astronomy {
        let key = Key(latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZoneIdentifier,
                      minute: Int((now.timeIntervalSince1970 / 60).rounded(.down)))
        if let cached = entries.withLock({ $0[key] }) { return cached }
        let computed = Astronomy(place: place, at: now)
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll() }
            entries[key] = computed
        }
        return computed
    }
}
