import WeatherCore

/// The other saved places at a glance, one row each, where a big pane has rows to spare: the
/// name, the weather now, today's high and low, and the worst warning in force there, so that a
/// warning elsewhere is seen without switching places. A place with no data yet shows its name
/// and an ellipsis; one whose data is old is marked in the stale colour.
enum OtherPlacesPanel {
    /// The places other than the selected one, in their saved order.
    static func places(_ context: RenderContext) -> [Place] {
        context.model.board.places.filter { $0 != context.place }
    }

    static func drawBoxed(into canvas: inout Canvas, rect: Rect, context: RenderContext) {
        let theme = context.theme, glyphs = context.glyphs
        let inner = canvas.drawBox(
            rect, title: [Span(context.words(.otherPlaces), theme.titleStyle)], glyphs: glyphs, theme: theme, clear: false)
        guard !inner.isEmpty else { return }
        let others = places(context)
        let nameWidth = min(20, max(8, others.map { DisplayWidth.of(context.clean($0.name)) }.max() ?? 8))
        for (offset, place) in others.prefix(inner.height).enumerated() {
            canvas.draw(row(for: place, nameWidth: nameWidth, context: context), x: inner.x, y: inner.y + offset, maxWidth: inner.width)
        }
    }

    private static func row(for place: Place, nameWidth: Int, context: RenderContext) -> StyledLine {
        let theme = context.theme, values = context.values, glyphs = context.glyphs
        let name = TextLayout.padded(TextLayout.truncated(context.clean(place.name), toWidth: nameWidth, ellipsis: glyphs.ellipsis), toWidth: nameWidth)
        var line: StyledLine = [Span(name + "  ", CellStyle(foreground: theme.text, isBold: true))]
        guard let stored = context.model.board.glance(of: place) else { return line + [Span(glyphs.ellipsis, theme.mutedStyle)] }
        let now = context.now
        let snapshot = stored.upcoming(at: now)
        let clock = LocalClock(timeZone: place.timeZone, locale: context.model.locale)
        let today = snapshot.daily.first { clock.isSameDay($0.date, now) }
        let isFresh = snapshot.freshness(at: now) == .fresh
        let icon = glyphs.icon(for: snapshot.current.condition, isDaylight: snapshot.current.isDaylight)
        line.append(Span(TextLayout.padded(icon, toWidth: Glyphs.iconWidth), theme.textStyle))
        line.append(Span(" " + TextLayout.padded(values.temperature(snapshot.current.temperature), toWidth: 5),
                         isFresh ? theme.temperatureStyle(celsius: snapshot.current.temperature, bold: true) : theme.staleStyle))
        line.append(Span(context.words(.high) + " ", theme.mutedStyle))
        line.append(Span(TextLayout.padded(values.temperature(today?.highTemperature), toWidth: 5), theme.textStyle))
        line.append(Span(context.words(.low) + " ", theme.mutedStyle))
        line.append(Span(TextLayout.padded(values.temperature(today?.lowTemperature), toWidth: 5), theme.textStyle))
        if let worst = context.worstListedAlert(of: place) {
            line.append(Span(glyphs.alertMark + " ", theme.severityStyle(worst.severity)))
            line.append(Span(context.clean(worst.summary), theme.textStyle))
        }
        return line
    }
}
