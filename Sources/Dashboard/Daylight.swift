import Foundation
import WeatherCore

/// The day's sunrise, sunset and length for the card, all from one source: the provider's
/// times where it sent both for the day, else the ones computed here (`Astronomy`). A
/// provider's sunrise beside a length worked out from another sunrise would disagree by
/// minutes on one card.
struct Daylight: Equatable {
    var sunrise: Date?
    var sunset: Date?
    /// Time the sun is up; nil where the source cannot tell.
    var length: TimeInterval?
    /// `length` less yesterday's from the same source; nil for a provider's times, since the
    /// card is given no day before today (`Snapshot.upcoming`) to compare them with.
    var change: TimeInterval?
    /// Polar day or night, which only the computed source knows.
    var polar: PolarState?

    /// The computed sun of `sky`'s day.
    init(_ sky: Astronomy) {
        self.init(sunrise: sky.sunrise, sunset: sky.sunset, length: sky.dayLength, change: sky.dayLengthChange, polar: sky.polar)
    }

    init(sunrise: Date?, sunset: Date?, length: TimeInterval?, change: TimeInterval?, polar: PolarState? = nil) {
        self.sunrise = sunrise
        self.sunset = sunset
        self.length = length
        self.change = change
        self.polar = polar
    }

    /// The provider's times for `sky`'s day where `snapshot` has both, else `sky`'s own.
    init(snapshot: Snapshot, sky: Astronomy, clock: LocalClock) {
        guard let today = snapshot.daily.first(where: { clock.isSameDay($0.date, sky.day.start) }),
              let sunrise = today.sunrise, let sunset = today.sunset, sunset > sunrise else {
            self.init(sky)
            return
        }
        self.init(sunrise: sunrise, sunset: sunset, length: sunset.timeIntervalSince(sunrise), change: nil)
    }
}
