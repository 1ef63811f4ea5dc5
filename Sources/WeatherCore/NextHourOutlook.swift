import Foundation

/// What a minute forecast says will happen from `now`, reduced to the one event a person
/// leaving the house cares about: is it wet now, and when does that change.
public enum NextHourOutlook: Sendable, Hashable {
    /// Nothing falls through the whole forecast, which reaches `until`.
    case dry(until: Date)
    /// Precipitation starts at `start` and stops at `stop` (nil: still falling when the forecast ends).
    case starting(PrecipitationKind, intensity: PrecipitationIntensity, start: Date, stop: Date?)
    /// It is falling now and stops at `stop` (nil: it goes on until the forecast ends at `until`).
    case continuing(PrecipitationKind, intensity: PrecipitationIntensity, stop: Date?, until: Date)
    /// The forecast does not cover `now`, or its steps have no intensity.
    case unknown

    /// Rates below this (mm/h) are drizzle too light to wet the ground; they count as dry so a
    /// trace in the model does not announce rain.
    public static let wetThreshold = 0.1

    public init(_ forecast: NextHourForecast, now: Date) {
        let step = forecast.step
        // The step under way now and those after it.
        let ahead = forecast.minutes.filter { $0.date + step > now }
        guard let first = ahead.first, first.date <= now, let end = forecast.endDate else {
            self = .unknown
            return
        }
        // A step without a value ends what can be said: the outlook stops before it.
        let known = ahead.prefix { $0.precipitationIntensity != nil }
        guard !known.isEmpty else {
            self = .unknown
            return
        }
        let until = known.count == ahead.count ? end : known[known.endIndex - 1].date + step
        func isWet(_ minute: MinuteWeather) -> Bool { (minute.precipitationIntensity ?? 0) >= Self.wetThreshold }
        func summary(_ wet: ArraySlice<MinuteWeather>) -> (PrecipitationKind, PrecipitationIntensity) {
            let peak = wet.compactMap(\.precipitationIntensity).max() ?? 0
            let kinds = Set(wet.compactMap(\.kind))
            let kind: PrecipitationKind = kinds.count > 1 ? .mixed : kinds.first ?? .rain
            return (kind, PrecipitationIntensity(millimetresPerHour: peak))
        }
        if isWet(first) {
            let wet = known.prefix(while: isWet)
            let stop = known.first { !isWet($0) && $0.date > first.date }?.date
            let (kind, intensity) = summary(wet)
            self = .continuing(kind, intensity: intensity, stop: stop, until: until)
        } else if let startIndex = known.firstIndex(where: isWet) {
            let wet = known[startIndex...].prefix(while: isWet)
            let stop = known[startIndex...].first { !isWet($0) }?.date
            let (kind, intensity) = summary(wet)
            self = .starting(kind, intensity: intensity, start: known[startIndex].date, stop: stop)
        } else {
            self = .dry(until: until)
        }
    }
}

/// How hard it falls, by the usual rain-rate classes (the AMS glossary's, in mm/h).
public enum PrecipitationIntensity: Int, Sendable, Hashable, Comparable, CaseIterable {
    case light, moderate, heavy

    public init(millimetresPerHour rate: Double) {
        switch rate {
        case ..<2.5: self = .light
        case ..<7.6: self = .moderate
        default: self = .heavy
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
