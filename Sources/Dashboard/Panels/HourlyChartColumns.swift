import WeatherCore

extension HourlyChartPanel {
    /// How the chart's hours map onto its columns: the hours span the whole width, fractionally
    /// (hour `i` starts at column `i × width / hours`, rounded down), so 48 hours fill 71 columns
    /// as well as 190. Where they would get less than half a column each, only the hours that fit
    /// at two a column are shown. Every hour is an entry of `snapshot.hourly`, in order, never a
    /// time worked out by adding hours, so a day of 23 or 25 hours is drawn as the data has it.
    struct Columns {
        let hours: [HourWeather]
        /// Columns an hour, fractional: 0.5 at the least.
        let perHour: Double
        /// Columns the hours span: the width given, or less where half a column an hour leaves some over.
        let count: Int

        /// Each hour's temperature and feels-like, taken out once: the curve asks for them per dot.
        let temperatures: [Double?]
        let feelsLike: [Double?]
        /// Each hour's ensemble 10th and 90th percentile of temperature; nil for an hour the
        /// ensemble has no band for (or where there is no ensemble).
        let bandLows: [Double?]
        let bandHighs: [Double?]
        /// The first hours that are before the hour under way (`ShownHours.pastCount`, of those that fit).
        let pastCount: Int

        init(hours all: ArraySlice<HourWeather>, width: Int, ensemble: EnsembleForecast? = nil, pastCount: Int = 0) {
            let width = max(1, width)
            hours = Array(all.prefix(width * 2))
            self.pastCount = min(max(0, pastCount), hours.count)
            count = hours.isEmpty ? 0 : min(width, hours.count * Self.maximumColumnsPerHour)
            perHour = hours.isEmpty ? 1 : Double(count) / Double(hours.count)
            temperatures = hours.map(\.temperature)
            feelsLike = hours.map(\.apparentTemperature)
            // The ensemble is a forecast: it says nothing of the hours that went by.
            let bands = hours.enumerated().map { index, hour in index < pastCount ? nil : ensemble?.hour(at: hour.date)?.temperature }
            bandLows = bands.map { $0?.low }
            bandHighs = bands.map { $0?.high }
        }

        /// The ensemble's band of `hour`, one of `hours`; nil without one.
        func band(at hour: HourWeather) -> (low: Double, high: Double)? {
            guard let index = hours.firstIndex(where: { $0.date == hour.date }),
                  let low = bandLows[index], let high = bandHighs[index] else { return nil }
            return (low, high)
        }

        /// Beyond this an hour only stretches the curve into a line of steps; a few hours (an old
        /// cache) then leave the rest of the width blank rather than drawing a hand-span an hour.
        static let maximumColumnsPerHour = 8

        /// The column an hour starts in; integer arithmetic, so the last hour lands in the last columns exactly.
        func column(ofHour index: Int) -> Int { index * count / max(1, hours.count) }

        /// The hours a column shows: the one it falls in, or (under one column an hour) those that start in it.
        func hours(in column: Int) -> Range<Int> {
            guard column >= 0, column < count else { return hours.count..<hours.count }
            // The first hour starting at or after a column is ceil(column × hours / count).
            func firstHour(from column: Int) -> Int { (column * hours.count + count - 1) / count }
            let start = firstHour(from: column), end = firstHour(from: column + 1)
            // With more than a column an hour most columns start no hour: they show the one under way.
            return start < end ? start..<end : (start - 1)..<start
        }

        /// With two or more columns an hour, each hour's bar is as wide as the narrowest hour's
        /// less one column, and the rest of its columns stay empty: the bars read as one an hour,
        /// evenly spaced, though the hours take 2 or 3 columns each at 2.4 columns an hour.
        func isGap(_ column: Int) -> Bool {
            perHour >= 2 && column - self.column(ofHour: hours(in: column).lowerBound) >= Int(perHour) - 1
        }

        /// The hour (fractional, 0 the first) at the middle of a point along the x axis.
        func position(ofPoint point: Int, pointsPerColumn: Int) -> Double {
            (Double(point) + 0.5) / (perHour * Double(pointsPerColumn)) - 0.5
        }

        /// A value between two hours, along the straight line between them; the nearer hour's
        /// where the other has none.
        func value(at position: Double, in values: [Double?]) -> Double? {
            guard !values.isEmpty else { return nil }
            let clamped = min(max(0, position), Double(values.count - 1))
            let lower = Int(clamped.rounded(.down)), upper = min(lower + 1, values.count - 1)
            let fraction = clamped - Double(lower)
            guard let from = values[lower], let to = values[upper] else {
                return values[fraction < 0.5 ? lower : upper]
            }
            return from + (to - from) * fraction
        }
    }
}
