import Foundation
import WeatherCore

/// One row per day: weekday ("Today" first), icon, chance of precipitation, low, a bar on
/// the shared temperature scale, high. Today's bar marks the current temperature. Where room
/// allows, columns follow: the ensemble's spread ("±2°", "±5° uncertain"), the amount, the
/// ensemble's range of it, snow and wind.
///
/// Where every day ahead is shown and rows are left, the days before today (`Snapshot.pastDays`)
/// go above today, muted and set apart by a rule: what they were (low, high, amount) on the
/// same scale and with the same normal ticks as the days ahead, without a chance (a day that has
/// been has none) or an ensemble's spread. Where no row is left (80x24 shows three days),
/// yesterday still goes above today, muted, without the rule, and the last day ahead in view
/// gives way to it: yesterday beside today is worth more than the third day, a key away.
enum DailyGridPanel {
    static let maximumDays = 10
    /// A week: the most past days shown above today.
    static let maximumPastDays = Snapshot.pastDayCount
    private static let minimumBarWidth = 5

    /// How many past days fit above today in `visibleRows` rows that show `upcomingDays` days
    /// ahead: only rows the days ahead leave, less the rule's, so a past day never pushes a day
    /// ahead out of sight; none unless at least one past day and its rule fit.
    static func pastRowCount(visibleRows: Int, upcomingDays: Int, pastDays: Int) -> Int {
        let spare = visibleRows - upcomingDays - 1
        guard upcomingDays > 0, spare > 0 else { return 0 }
        return max(0, min(pastDays, maximumPastDays, spare))
    }

    /// The past rows of a list that starts at today, in `visibleRows` rows that `upcomingDays`
    /// days ahead would fill: the rows the days ahead leave (`pastRowCount`) with the rule; else
    /// yesterday alone, without the rule, in the last day ahead's row, where at least two days
    /// ahead stay beside it (today and tomorrow); else none.
    static func pastRows(visibleRows: Int, upcomingDays: Int, pastDays: Int) -> (days: Int, hasRule: Bool) {
        let spare = pastRowCount(visibleRows: visibleRows, upcomingDays: upcomingDays, pastDays: pastDays)
        if spare > 0 { return (spare, true) }
        guard pastDays > 0, upcomingDays >= 3, visibleRows <= upcomingDays + 1 else { return (0, false) }
        return (1, false)
    }

    /// Days ahead in view from `first` in `visibleRows` rows: one fewer at the top of the list
    /// where yesterday takes the last row (`pastRows`).
    static func upcomingRowCount(visibleRows: Int, first: Int, total: Int, pastDays: Int) -> Int {
        let rows = max(0, min(visibleRows, total - first))
        guard first == 0 else { return rows }
        let past = pastRows(visibleRows: visibleRows, upcomingDays: rows, pastDays: pastDays)
        return past.hasRule ? rows : min(rows, visibleRows - past.days)
    }

    /// The rows the past days add where all of them fit: theirs and the rule's; none without any.
    static func pastRowsWanted(_ snapshot: Snapshot) -> Int {
        let count = min(snapshot.pastDays.count, maximumPastDays)
        return count > 0 ? count + 1 : 0
    }

    static func drawBoxed(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot, firstDay: Int, context: RenderContext) {
        let days = snapshot.daily.prefix(maximumDays)
        let visible = max(0, rect.height - 2)
        let first = clampedFirstDay(firstDay, total: days.count, visible: visible)
        let hidden = days.count - first - upcomingRowCount(visibleRows: visible, first: first, total: days.count, pastDays: snapshot.pastDays.count)
        var note: StyledLine?
        if hidden > 0 || first > 0 {
            var text = ""
            if first > 0 { text += context.glyphs.scrollUp }
            if hidden > 0 { text += context.glyphs.scrollDown + " " + context.words(.moreDays, count: hidden) }
            note = [Span(text, context.theme.mutedStyle)]
        }
        let title = context.words(.dayCount, count: days.count)
        var titleStyle = context.theme.titleStyle
        // Marked where ↑/↓ could be moving in another panel, so the keys' target is visible.
        if context.model.focusedPanel == .days, context.model.focusablePanels.count > 1 { context.theme.selecting(&titleStyle) }
        let inner = canvas.drawBox(rect, title: [Span(title, titleStyle)], bottomNote: note, glyphs: context.glyphs, theme: context.theme, clear: false)
        draw(into: &canvas, rect: inner, snapshot: snapshot, firstDay: first, context: context)
    }

    static func clampedFirstDay(_ requested: Int, total: Int, visible: Int) -> Int {
        max(0, min(requested, total - visible))
    }

    static func draw(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot, firstDay: Int, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let theme = context.theme, values = context.values, glyphs = context.glyphs
        let all = snapshot.daily.prefix(maximumDays)
        let first = clampedFirstDay(firstDay, total: all.count, visible: rect.height)
        let shown = upcomingRowCount(visibleRows: rect.height, first: first, total: all.count, pastDays: snapshot.pastDays.count)
        let upcoming = Array(all.dropFirst(first).prefix(shown))
        guard !upcoming.isEmpty else {
            canvas.draw(context.words(.noDailyForecast), x: rect.x, y: rect.y, style: theme.mutedStyle, maxWidth: rect.width)
            return
        }
        // Past days only where the list starts at today's end of it: scrolled, the rows are the days ahead's.
        let pastLayout = first == 0
            ? pastRows(visibleRows: rect.height, upcomingDays: min(rect.height, all.count), pastDays: snapshot.pastDays.count) : (days: 0, hasRule: false)
        let past = Array(snapshot.pastDays.suffix(pastLayout.days))
        // The rows in order, past days first; `ruleRows` moves the days ahead below the rule.
        let days = past + upcoming
        let ruleRows = pastLayout.hasRule ? 1 : 0
        let todayIndex = upcoming.firstIndex { context.clock.isSameDay($0.date, context.now) }.map { $0 + past.count }
        let current = todayIndex != nil ? snapshot.current.temperature : nil
        let labels = days.enumerated().map { offset, day in
            offset == todayIndex ? context.words(.today) : context.clock.weekday(day.date)
        }
        let labelWidth = min(10, labels.map { DisplayWidth.of($0) }.max() ?? 5)
        let temperatureWidth = glyphs.degree.isEmpty ? 3 : 4
        var fixed = labelWidth + 1 + Glyphs.iconWidth + 1 + 4 + 1 + temperatureWidth + 1 + 1 + temperatureWidth
        // Amounts and wind go after the high where the bar keeps a comfortable length.
        var extras: [Extra] = []
        for extra in Extra.columns(days, pastCount: past.count, ensemble: snapshot.ensemble, zone: snapshot.place.timeZone, context: context) where rect.width - fixed - extra.width - 2 >= comfortableBarWidth {
            extras.append(extra)
            fixed += extra.width + 2
        }
        let barWidth = max(minimumBarWidth, rect.width - fixed)
        // The normals share the scale, so their ticks land where they belong on every bar.
        let normals = barWidth >= normalTickBarWidth ? days.flatMap { [$0.normalLow, $0.normalHigh] }.compactMap { $0 } : []
        let scale = TemperatureScale(
            temperatures: days.flatMap { [$0.lowTemperature, $0.highTemperature] }.compactMap { $0 } + [current].compactMap { $0 } + normals)

        if ruleRows > 0 {
            // The line between what was and what is forecast.
            canvas.draw(String(repeating: glyphs.horizontal, count: rect.width), x: rect.x, y: rect.y + past.count, style: theme.mutedStyle, maxWidth: rect.width)
        }
        for (offset, day) in days.enumerated() {
            let isPast = offset < past.count
            let y = rect.y + offset + (isPast ? 0 : ruleRows)
            let isToday = offset == todayIndex
            var x = rect.x
            // A past day is muted throughout, so it never reads as one of the days ahead.
            func style(_ lively: CellStyle) -> CellStyle { isPast ? theme.mutedStyle : lively }
            let labelStyle = isToday ? theme.accentStyle : theme.textStyle
            canvas.draw(TextLayout.truncated(labels[offset], toWidth: labelWidth, ellipsis: glyphs.ellipsis), x: x, y: y, style: style(labelStyle), maxWidth: labelWidth)
            x += labelWidth + 1
            canvas.drawIcon(glyphs.icon(for: day.condition, isDaylight: true), x: x, y: y, style: style(theme.textStyle))
            x += Glyphs.iconWidth + 1
            if !isPast {
                canvas.draw(TextLayout.padded(values.percent(day.precipitationChance), toWidth: 4, alignRight: true), x: x, y: y, style: theme.precipitationStyle, maxWidth: 4)
            }
            x += 5
            canvas.draw(TextLayout.padded(values.temperature(day.lowTemperature), toWidth: temperatureWidth, alignRight: true), x: x, y: y,
                        style: style(theme.temperatureStyle(celsius: day.lowTemperature)), maxWidth: temperatureWidth)
            x += temperatureWidth + 1
            if let scale, let low = day.lowTemperature, let high = day.highTemperature, x + barWidth <= rect.maxX {
                for column in scale.columns(low: low, high: high, width: barWidth) {
                    let celsius = scale.temperature(atColumn: column, width: barWidth)
                    canvas.draw(glyphs.bar, x: x + column, y: y, style: style(theme.temperatureStyle(celsius: celsius)))
                }
                if !normals.isEmpty {
                    for normal in [day.normalLow, day.normalHigh].compactMap({ $0 }) {
                        canvas.draw(Self.normalTick(glyphs), x: x + scale.column(of: normal, width: barWidth), y: y, style: theme.mutedStyle)
                    }
                }
                if isToday, let current {
                    canvas.draw(glyphs.currentMarker, x: x + scale.column(of: current, width: barWidth), y: y,
                                style: CellStyle(foreground: theme.text, isBold: true))
                }
            }
            x += barWidth + 1
            canvas.draw(values.temperature(day.highTemperature), x: x, y: y, style: style(theme.temperatureStyle(celsius: day.highTemperature)), maxWidth: max(0, rect.maxX - x))
            x += temperatureWidth + 2
            for extra in extras {
                let text = isPast ? extra.texts[offset].map { Span($0.text, theme.mutedStyle) } : extra.texts[offset]
                canvas.draw(text, x: x, y: y, maxWidth: max(0, min(extra.width, rect.maxX - x)))
                x += extra.width + 2
            }
        }
    }

    /// Bars at least this wide mark the day's normal low and high with a tick each.
    static let normalTickBarWidth = 12

    static func normalTick(_ glyphs: Glyphs) -> String { glyphs.set == .ascii ? "|" : "┆" }

    /// Below this the bars stop being comparable at a glance, so the amounts give way first.
    private static let comfortableBarWidth = 20

    /// A column after the high: the ensemble's spread ("±2°", "±6° uncertain"), precipitation
    /// ("4.2 mm over 6 h") and the ensemble's range of it ("0–7.5 mm"), snow, wind maximum. Only
    /// columns some day has a value for; a day without one leaves its cell empty.
    private struct Extra {
        var texts: [StyledLine]
        var width: Int

        /// - Parameter pastCount: the first days that are past: the ensemble, a forecast, says nothing of them.
        static func columns(_ days: [DayWeather], pastCount: Int, ensemble: EnsembleForecast?, zone: TimeZone, context: RenderContext) -> [Extra] {
            let theme = context.theme, values = context.values, words = context.words
            let ensembleDays = days.enumerated().map { offset, day in offset < pastCount ? nil : ensemble?.day(on: day.date, in: zone) }
            let spread: [StyledLine] = ensembleDays.map { day in
                guard let day, let spread = day.spread else { return [] }
                let text = values.temperatureSpread(spread)
                guard day.isUncertain else { return [Span(text, theme.mutedStyle)] }
                return [Span(text, theme.textStyle), Span(" " + words(.dailyUncertain), theme.accentStyle)]
            }
            // 10th to 90th percentile of the members' totals; a day most members keep dry has none.
            let range: [StyledLine] = ensembleDays.map { day in
                guard let amounts = day?.precipitation, amounts.high >= Ensemble.wetThreshold else { return [] }
                return [Span(values.precipitationRange(amounts.low, amounts.high), theme.precipitationStyle)]
            }
            let rain: [StyledLine] = days.map { day in
                guard let amount = day.precipitationAmount, amount >= 0.05 else { return [] }
                let amountText = values.precipitation(amount)
                guard let hours = day.precipitationHours, hours > 0 else { return [Span(amountText, theme.precipitationStyle)] }
                let period = DurationWording.hours(Int(hours.rounded()), words: words)
                return words.runs(.amountOverPeriod, ["amount": amountText, "period": period]).filter { !$0.text.isEmpty }.map {
                    Span($0.text, $0.placeholder == "amount" ? theme.precipitationStyle : theme.mutedStyle)
                }
            }
            let snow: [StyledLine] = days.map { day in
                guard let amount = day.snowfallAmount, amount >= 0.05 else { return [] }
                return words.styled(.snowAmount, ["amount": values.snowfall(amount)], wordStyle: theme.mutedStyle, valueStyle: theme.textStyle)
            }
            let wind: [StyledLine] = days.map { day in
                guard let speed = day.windSpeedMax else { return [] }
                return words.styled(.dailyWind, ["speed": values.speed(speed) + " " + context.model.units.windSpeedSymbol], wordStyle: theme.mutedStyle, valueStyle: theme.textStyle)
            }
            return [spread, rain, range, snow, wind].compactMap { texts in
                let width = texts.map(\.width).max() ?? 0
                return width > 0 ? Extra(texts: texts, width: width) : nil
            }
        }
    }
}
