import Foundation

/// The values weather can physically have, one range per quantity, in the metric units the
/// domain types store. Everything that arrives from outside (a provider's body, a cache file)
/// is checked against them where it enters, so nothing later (rounding to Int, calendar
/// arithmetic, bar scales) ever meets 1e20 °C or a date in the year 10^20.
///
/// Positions have their own ranges beside the type they belong to (`Place.latitudes`).
///
/// The bounds are generous on purpose: a record-breaking but real value must never be thrown
/// away, only values no weather can have.
public enum PhysicalLimits {
    /// Air and apparent temperature, °C (records: −89.2 and 56.7; wind chill and heat index reach further).
    public static let temperature: ClosedRange<Double> = -130...100
    /// Relative humidity and precipitation chance, as fractions.
    public static let fraction: ClosedRange<Double> = 0...1
    /// Wind speed and gusts, km/h (the strongest gust measured is about 408 km/h).
    public static let windSpeed: ClosedRange<Double> = 0...600
    /// Direction the wind comes from, degrees.
    public static let direction: ClosedRange<Double> = 0...360
    /// Sea-level pressure, hPa (records: 870 and 1084).
    public static let pressure: ClosedRange<Double> = 800...1100
    /// Visibility, metres.
    public static let visibility: ClosedRange<Double> = 0...1_000_000
    /// UV index.
    public static let uvIndex: ClosedRange<Double> = 0...40
    /// Precipitation in one hour, mm of liquid equivalent (record: about 305).
    public static let precipitationPerHour: ClosedRange<Double> = 0...500
    /// Precipitation in one day, mm (record: 1825 on Réunion).
    public static let precipitationPerDay: ClosedRange<Double> = 0...3000
    /// Fresh snow in one hour, cm.
    public static let snowfallPerHour: ClosedRange<Double> = 0...200
    /// Fresh snow in one day, cm (record: about 193 in 24 hours).
    public static let snowfallPerDay: ClosedRange<Double> = 0...500
    /// Precipitation rate, mm/h (the wettest minute measured, 31 mm, is about 1900 mm/h).
    public static let precipitationRate: ClosedRange<Double> = 0...2000
    /// Hours of a day (25 on the day clocks go back).
    public static let hoursOfDay: ClosedRange<Double> = 0...25
    /// Instants any forecast, alert or cache entry can name.
    public static let date: ClosedRange<Date> =
        Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 7_258_118_400)  // 1970 to 2200
    /// How far ahead any source may declare its data fresh; a later expiry would freeze the
    /// dashboard on old data.
    public static let longestExpiry: TimeInterval = 24 * 60 * 60

    /// `value` when it lies in `range`, else nil.
    public static func checked(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
        guard let value, value.isFinite, range.contains(value) else { return nil }
        return value
    }

    /// `date` when it lies in `PhysicalLimits.date`, else nil.
    public static func checked(_ date: Date?) -> Date? {
        guard let date, date.timeIntervalSince1970.isFinite, Self.date.contains(date) else { return nil }
        return date
    }
}
