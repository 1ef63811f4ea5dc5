import WeatherCore

/// Up to 12 columns from the current hour: hour ("Now" first), icon, temperature and
/// chance of precipitation, one row each as far as the height allows.
enum HourlyStripPanel {
    static let maximumHours = 12
    /// Rows of the full strip: hour, icon, temperature, precipitation.
    static let fullHeight = 4

    static func drawBoxed(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot, context: RenderContext) {
        let hours = upcomingHours(snapshot, context: context)
        let shownHours = min(hours.count, maximumHours)
        // Old data can have no hour left to show: the title then promises no number.
        let title = shownHours == 0 ? context.words(.nextHoursUncounted) : context.words(.nextHours, count: shownHours)
        let inner = canvas.drawBox(rect, title: [Span(title, context.theme.titleStyle)], glyphs: context.glyphs, theme: context.theme, clear: false)
        draw(into: &canvas, rect: inner, hours: hours, context: context)
    }

    static func draw(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot, context: RenderContext) {
        draw(into: &canvas, rect: rect, hours: upcomingHours(snapshot, context: context), context: context)
    }

    /// Hours from the one containing `now`, so the strip (and the chart) never starts in the past.
    static func upcomingHours(_ snapshot: Snapshot, context: RenderContext, limit: Int = maximumHours) -> ArraySlice<HourWeather> {
        let start = snapshot.hourly.firstIndex { !$0.hasEnded(at: context.now) } ?? snapshot.hourly.endIndex
        return snapshot.hourly[start...].prefix(limit)
    }

    private static func draw(into canvas: inout Canvas, rect: Rect, hours: ArraySlice<HourWeather>, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let theme = context.theme, values = context.values
        guard !hours.isEmpty else {
            canvas.draw(context.words(.noHourlyForecast), x: rect.x, y: rect.y, style: theme.mutedStyle, maxWidth: rect.width)
            return
        }
        // Columns widen with the pane (up to 8) so a wide strip does not bunch up at the left,
        // and are never narrower than the word for now ("Jetzt") and a space.
        let nowLabel = context.words(.nowLabel)
        let columnWidth = max(min(8, max(5, rect.width / maximumHours)), DisplayWidth.of(nowLabel) + 1)
        let count = min(hours.count, max(1, rect.width / columnWidth))
        for (offset, hour) in hours.prefix(count).enumerated() {
            let x = rect.x + offset * columnWidth
            let isNow = offset == 0 && hour.date <= context.now
            var rows: [(String, CellStyle)?] = [
                (isNow ? nowLabel : context.clock.hour(hour.date), isNow ? theme.accentStyle : theme.mutedStyle),
                nil,  // icon, drawn below
                (values.temperature(hour.temperature), theme.temperatureStyle(celsius: hour.temperature, bold: isNow)),
                (values.percent(hour.precipitationChance), theme.precipitationStyle),
            ]
            // Two rows keep the hour and its temperature; the icon goes first.
            if rect.height < 3 { rows.remove(at: 1) }
            for (row, cell) in rows.enumerated() where row < rect.height {
                if let (text, style) = cell {
                    canvas.draw(text, x: x, y: rect.y + row, style: style, maxWidth: columnWidth - 1)
                } else {
                    canvas.drawIcon(context.glyphs.icon(for: hour.condition, isDaylight: hour.isDaylight), x: x, y: rect.y + row, style: theme.textStyle)
                }
            }
        }
    }
}
