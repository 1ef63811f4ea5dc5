import WeatherCore

/// The one scale all day bars share (and the 48-hour chart, over its hours): from the lowest low to the highest high of the days on
/// screen (and the current temperature, so today's marker always lands on the track).
/// Sharing it is what makes bars comparable from one row to the next.
struct TemperatureScale: Hashable {
    let lowest: Double
    let highest: Double

    /// Nil when no day has a temperature.
    init?(days: some Sequence<DayWeather>, including extra: Double? = nil) {
        self.init(temperatures: days.flatMap { [$0.lowTemperature, $0.highTemperature] }.compactMap { $0 } + [extra].compactMap { $0 })
    }

    /// Nil when there is no temperature at all.
    init?(temperatures: [Double]) {
        guard let lowest = temperatures.min(), let highest = temperatures.max() else { return nil }
        self.lowest = lowest
        self.highest = highest
    }

    /// Which of `levels` steps (0 the lowest) a temperature falls on; the middle one when every
    /// temperature is the same.
    func level(of value: Double, levels: Int) -> Int {
        guard levels > 1 else { return 0 }
        return min(levels - 1, max(0, Int((fraction(value) * Double(levels - 1)).rounded())))
    }

    /// 0...1 along the scale; never NaN, because its callers convert it to a column.
    private func fraction(_ value: Double) -> Double {
        let span = highest - lowest
        guard span > 0, span.isFinite, value.isFinite else { return 0.5 }
        return min(1, max(0, (value - lowest) / span))
    }

    /// The columns a low–high bar covers on a track `width` columns wide: never empty, so a
    /// day whose low equals its high still shows one cell.
    func columns(low: Double, high: Double, width: Int) -> Range<Int> {
        guard width > 0 else { return 0..<0 }
        let start = min(width - 1, Int((fraction(low) * Double(width)).rounded(.down)))
        let end = max(start + 1, min(width, Int((fraction(high) * Double(width)).rounded(.up))))
        return start..<end
    }

    /// The column of a single temperature (the current-temperature marker).
    func column(of value: Double, width: Int) -> Int {
        min(width - 1, max(0, Int(fraction(value) * Double(width))))
    }

    /// The temperature at the middle of a column, for colouring the bar along the gradient.
    func temperature(atColumn column: Int, width: Int) -> Double {
        guard width > 0 else { return lowest }
        return lowest + (highest - lowest) * (Double(column) + 0.5) / Double(width)
    }
}
