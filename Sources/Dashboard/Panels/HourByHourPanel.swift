import WeatherCore

/// The next hours as a table, one row each, where a big pane has rows nobody else can use (the
/// right column of a two-column pane, under the days, the alerts and the other places): the
/// time (with the weekday where a day begins), the sky, the temperature and what it feels like,
/// the chance and amount of precipitation, and the condition in words. Columns line up so that
/// a glance down one reads a trend; a column no hour has a value for is left out.
enum HourByHourPanel {
    /// Rows it needs at the least: its box and three hours, fewer would not read as a table.
    static let minimumHeight = 5

    /// Hours it can show: the chart's two days.
    static let maximumHours = 48

    /// The hours it would show all of, from the current one.
    static func hours(_ snapshot: Snapshot, context: RenderContext) -> ArraySlice<HourWeather> {
        HourlyStripPanel.upcomingHours(snapshot, context: context, limit: maximumHours)
    }

    static func drawBoxed(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot, context: RenderContext) {
        let theme = context.theme
        let inner = canvas.drawBox(
            rect, title: [Span(context.words(.hourByHour), theme.titleStyle)], glyphs: context.glyphs, theme: theme, clear: false)
        guard !inner.isEmpty else { return }
        let shown = hours(snapshot, context: context).prefix(inner.height)
        guard !shown.isEmpty else {
            canvas.draw(context.words(.noHourlyForecast), x: inner.x, y: inner.y, style: theme.mutedStyle, maxWidth: inner.width)
            return
        }
        for (offset, line) in rows(Array(shown), context: context).enumerated() {
            canvas.draw(line, x: inner.x, y: inner.y + offset, maxWidth: inner.width)
        }
    }

    /// A cell of the table: its text and style; the icon's column is measured as an icon.
    private struct Cell {
        var text: String
        var style: CellStyle
        var isIcon = false
    }

    /// The rows of `hours`, each column as wide as its widest cell, two spaces between columns.
    static func rows(_ hours: [HourWeather], context: RenderContext) -> [StyledLine] {
        let theme = context.theme, values = context.values, words = context.words, clock = context.clock
        let feelsWord = words(.feelsLike) + " "
        var columns: [[Cell]] = [
            hours.enumerated().map { index, hour in
                // The weekday where a day begins (and on the first row), else the time alone.
                let startsDay = index == 0 || !clock.isSameDay(hours[index - 1].date, hour.date)
                return Cell(text: startsDay ? clock.weekdayTime(hour.date) : clock.time(hour.date),
                            style: startsDay ? theme.textStyle : theme.mutedStyle)
            },
            hours.map { Cell(text: context.glyphs.icon(for: $0.condition, isDaylight: $0.isDaylight), style: theme.textStyle, isIcon: true) },
            hours.map { Cell(text: values.temperature($0.temperature), style: theme.temperatureStyle(celsius: $0.temperature, bold: false)) },
        ]
        let optional: [[Cell]?] = [
            hours.contains { $0.apparentTemperature != nil }
                ? hours.map { Cell(text: $0.apparentTemperature.map { feelsWord + values.temperature($0) } ?? "", style: theme.mutedStyle) } : nil,
            hours.contains { $0.precipitationChance != nil }
                ? hours.map { Cell(text: $0.precipitationChance.map { values.percent($0) } ?? "", style: theme.precipitationStyle) } : nil,
            hours.contains { ($0.precipitationAmount ?? 0) > 0 }
                ? hours.map { Cell(text: ($0.precipitationAmount ?? 0) > 0 ? values.precipitation($0.precipitationAmount) : "", style: theme.precipitationStyle) } : nil,
        ]
        columns += optional.compactMap { $0 }
        columns.append(hours.map { Cell(text: $0.condition.description(in: words), style: theme.mutedStyle) })
        let widths = columns.map { column in column.map { $0.isIcon ? Glyphs.iconWidth : DisplayWidth.of($0.text) }.max() ?? 0 }
        // Numbers line up on the right; the time, the icon and the words on the left.
        let numbers = 2..<(columns.count - 1)
        return hours.indices.map { row in
            var line: StyledLine = []
            for (column, cells) in columns.enumerated() {
                let text = TextLayout.padded(cells[row].text, toWidth: widths[column], alignRight: numbers.contains(column))
                line.append(Span(column < columns.count - 1 ? text + "  " : cells[row].text, cells[row].style))
            }
            return line
        }
    }
}
