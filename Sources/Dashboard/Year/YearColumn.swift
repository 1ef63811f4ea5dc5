import Foundation
import WeatherCore

/// The year's days grouped into as many columns as the width allows: one day a column where
/// 365 columns fit, else two, three or more days a column, so that the twelve months always
/// span the width. Pure, so that the drawing only places what is worked out here.
struct YearColumn: Hashable {
    /// The days of the column, oldest first.
    var days: ArraySlice<YearHistory.Day>
    /// The means of the days' highs and lows, of those that have one.
    var high: Double?
    var low: Double?
    /// The means of the days' normal highs and lows.
    var normalHigh: Double?
    var normalLow: Double?
    /// The days' total; nil when any day of the column lacks one, since a total with a day
    /// left out would be too small, not a gap.
    var precipitation: Double?
    /// How the column's mean day stands against its mean normal.
    var departure: YearHistory.Departure?
    /// The month whose first day is in the column, if any, for the month labels.
    var monthStarting: Int?

    /// Days a column for `width` columns: the fewest that fit the year.
    static func daysPerColumn(width: Int) -> Int {
        guard width > 0 else { return YearHistory.dayCount }
        return max(1, (YearHistory.dayCount + width - 1) / width)
    }

    /// The columns of `history` at `width` columns, read against `normals` where there are any.
    static func columns(of history: YearHistory, normals: ClimateNormals?, width: Int) -> [YearColumn] {
        let size = daysPerColumn(width: width)
        var normalByDay: [Int: ClimateNormals.Day] = [:]
        for day in normals?.days ?? [] { normalByDay[day.month * 100 + day.day] = day }
        return stride(from: 0, to: history.days.count, by: size).map { start in
            let days = history.days[start..<min(start + size, history.days.count)]
            let dayNormals = days.map { normalByDay[$0.month * 100 + $0.day] }
            let high = mean(days.compactMap(\.high)), low = mean(days.compactMap(\.low))
            let normalHigh = mean(dayNormals.compactMap { $0?.high }), normalLow = mean(dayNormals.compactMap { $0?.low })
            let amounts = days.compactMap(\.precipitation)
            let first = days[days.startIndex]
            let departure = YearHistory.departure(
                of: YearHistory.Day(year: first.year, month: first.month, day: first.day, high: high, low: low, precipitation: nil),
                from: ClimateNormals.Day(month: first.month, day: first.day, high: normalHigh, low: normalLow, precipitation: nil, yearCount: 0))
            return YearColumn(
                days: days, high: high, low: low, normalHigh: normalHigh, normalLow: normalLow,
                precipitation: amounts.count == days.count ? amounts.reduce(0, +) : nil,
                departure: departure, monthStarting: days.first { $0.day == 1 }?.month)
        }
    }

    private static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
