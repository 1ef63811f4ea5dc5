import WeatherCore

/// The next hours as a table, one row each, where a big pane has rows nobody else can use (the
/// right column of a two-column pane, under the days, the alerts and the other places): the
/// time (with the weekday where a day begins), the sky, the temperature and what it feels like,
/// the chance and amount of precipitation, the wind, and the condition in words. Columns line up so that
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

    /// A column of the table: a cell for each hour, and how it lines up.
    private struct Column {
        var cells: [(text: String, style: CellStyle)]
        /// Numbers line up on the right, their units and words on the left.
        var alignsRight = false
        /// The icon's slot is two columns whatever the glyph's own width.
        var width: Int? = nil
    }

    /// The rows of `hours`, each column as wide as its widest cell, two spaces between columns.
    static func rows(_ hours: [HourWeather], context: RenderContext) -> [StyledLine] {
        let theme = context.theme, values = context.values, words = context.words, clock = context.clock
        let feelsWord = words(.feelsLike) + " "
        // A column of `text` for each hour, or nil where no hour has a value for it.
        func column(
            _ style: CellStyle, alignsRight: Bool = true, where present: (HourWeather) -> Bool, _ text: (HourWeather) -> String
        ) -> Column? {
            hours.contains(where: present)
                ? Column(cells: hours.map { (present($0) ? text($0) : "", style) }, alignsRight: alignsRight) : nil
        }
        let time = Column(cells: hours.enumerated().map { index, hour in
            // The weekday where a day begins (and on the first row), else the time alone.
            let startsDay = index == 0 || !clock.isSameDay(hours[index - 1].date, hour.date)
            return startsDay ? (clock.weekdayTime(hour.date), theme.textStyle) : (clock.time(hour.date), theme.mutedStyle)
        })
        let sky = Column(
            cells: hours.map { (context.glyphs.icon(for: $0.condition, isDaylight: $0.isDaylight), theme.textStyle) }, width: Glyphs.iconWidth)
        let temperature = Column(
            cells: hours.map { (values.temperature($0.temperature), theme.temperatureStyle(celsius: $0.temperature, bold: false)) },
            alignsRight: true)
        let columns: [Column?] = [
            time, sky, temperature,
            column(theme.mutedStyle, where: { $0.apparentTemperature != nil }) { feelsWord + values.temperature($0.apparentTemperature) },
            column(theme.precipitationStyle, where: { $0.precipitationChance != nil }) { values.percent($0.precipitationChance) },
            column(theme.precipitationStyle, where: { ($0.precipitationAmount ?? 0) > 0 }) { values.precipitation($0.precipitationAmount) },
            column(theme.textStyle, where: { $0.windSpeed != nil }) { values.windSpeed($0.windSpeed) },
            column(theme.mutedStyle, alignsRight: false, where: { $0.windSpeed != nil && $0.windDirection != nil }) { hour in
                hour.windDirection.map { ValueFormatter.compassPoint($0, words: words) + (values.windArrow($0).map { " " + $0 } ?? "") } ?? ""
            },
            Column(cells: hours.map { ($0.condition.description(in: words), theme.mutedStyle) }),
        ]
        let shown = columns.compactMap { $0 }
        let widths = shown.map { column in column.width ?? column.cells.map { DisplayWidth.of($0.text) }.max() ?? 0 }
        return hours.indices.map { row in
            shown.indices.map { index in
                let cell = shown[index].cells[row]
                let isLast = index == shown.count - 1
                let text = isLast ? cell.text : TextLayout.padded(cell.text, toWidth: widths[index], alignRight: shown[index].alignsRight) + "  "
                return Span(text, cell.style)
            }
        }
    }
}
