import Foundation
import WeatherCore

/// The next two hours of the minute forecast as one row: "Now ▁▂▄▆█▆▄▂······ 16:00", a bar
/// per step from the one under way, as tall as it falls hard, dry steps as dots so the row still
/// shows how far the forecast reaches.
enum NextHourBar {
    /// What the bar covers at most, as the issue and the sentence speak of "the next 2 h".
    static let span: TimeInterval = 2 * 3600
    /// Wider than this a bar of a few steps only gets harder to read.
    static let maximumWidth = 32
    /// Narrower than this there is no bar worth drawing.
    static let minimumWidth = 8

    /// The row for at most `width` columns; nil when there is no minute forecast covering now,
    /// or no room.
    static func line(for forecast: NextHourForecast?, width: Int, context: RenderContext) -> StyledLine? {
        guard let forecast, width >= minimumWidth else { return nil }
        let step = forecast.step, now = context.now
        let steps = forecast.minutes.filter { $0.date + step > now && $0.date < now + span }
        guard let first = steps.first, first.date <= now, let last = steps.last else { return nil }
        let end = last.date + step
        let theme = context.theme, glyphs = context.glyphs
        let start: StyledLine = [Span(context.words(.nowLabel) + " ", theme.mutedStyle)]
        let finish: StyledLine = [Span(" " + context.clock.time(end), theme.mutedStyle)]
        let withLabels = width - start.width - finish.width >= minimumWidth
        let room = min(maximumWidth, withLabels ? width - start.width - finish.width : width)
        // Each step gets the same number of columns; more steps than columns share a column,
        // which shows the hardest of them.
        let columns = steps.count <= room ? steps.count * (room / steps.count) : room
        var bar: StyledLine = []
        for column in 0..<columns {
            let covered = (column * steps.count / columns)..<max(column * steps.count / columns + 1, (column + 1) * steps.count / columns)
            let rates = steps[covered].compactMap(\.precipitationIntensity)
            let (text, isWet) = cell(rates.max(), glyphs: glyphs)
            let style = isWet ? theme.precipitationStyle : theme.mutedStyle
            if let previous = bar.last, previous.style == style {
                bar[bar.count - 1].text += text
            } else {
                bar.append(Span(text, style))
            }
        }
        return withLabels ? start + bar + finish : bar
    }

    /// A dry step is a dot, an unknown one a space; a wet one rises with the square root of its
    /// rate, so light rain is visible and heavy rain (about 10 mm/h) fills the cell.
    private static func cell(_ rate: Double?, glyphs: Glyphs) -> (text: String, isWet: Bool) {
        guard let rate else { return (" ", false) }
        guard rate >= NextHourOutlook.wetThreshold else { return (glyphs.dryStep, false) }
        let levels = glyphs.barLevels
        let level = Int((min(1, (rate / 10).squareRoot()) * Double(levels.count)).rounded(.up))
        return (levels[min(levels.count, max(1, level)) - 1], true)
    }
}
