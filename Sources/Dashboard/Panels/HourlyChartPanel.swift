import Foundation
import WeatherCore

/// The next 48 hours at a glance: temperature as a continuous curve (braille dots or eighth
/// blocks; ASCII draws `*` over a row of numbers) with the feels-like temperature dotted beside
/// it, the highest and lowest temperature labelled at the left, "Now" and local hours on the
/// axis with the weekday where a day begins, and precipitation chance and amount as bars under it.
///
/// It takes the width it is given: the hours span all of it fractionally (see `Columns`); the
/// totals of the bars ("22 mm over 48 h") go in the bottom border, so no column is kept for them.
enum HourlyChartPanel {
    static let maximumHours = 48
    /// Fewer rows than this cannot show a curve; the layout then keeps the 12-hour strip.
    static let minimumCurveRows = 3

    /// Rows of curve at the most. Ten rows are 40 braille dots (80 eighths) from the lowest
    /// temperature to the highest: a day's swing reads as a slope, and two days side by side as
    /// hills, at 80 columns and at 240. Taller, the curve only thins into a line of steps across an
    /// emptier box, and the rows serve the days and the alerts better.
    static let maximumCurveRows = 10
    /// Rows of curve at the most where the rows would otherwise stay blank (what no other
    /// panel can use, as in the left column of a tall two-column pane): a taller curve is then
    /// better than an empty half screen. The chart never draws more.
    static let roomyCurveRows = 64

    /// Rows the chart can use with `curveRows` rows of curve, with the snow row where snow
    /// falls in its hours; a taller rect would only show blank rows.
    static func maximumHeight(_ snapshot: Snapshot, context: RenderContext, boxed: Bool, curveRows: Int = maximumCurveRows) -> Int {
        let hasSnow = shownHours(snapshot, context: context).hours.contains { ($0.snowfallAmount ?? 0) > 0 }
        return (boxed ? 2 : 0) + curveRows + rowsBelowCurve(glyphs: context.glyphs, hasSnow: hasSnow)
    }

    /// Rows of curve above the minimum the layout gives the chart before the days get more.
    static let comfortableExtraRows = 3

    /// Rows the chart needs at the least: the curve and the axis (and in ASCII the row of
    /// numbers), plus the border when boxed; the rows of bars come with more room.
    static func minimumHeight(glyphs: Glyphs, boxed: Bool) -> Int {
        (boxed ? 2 : 0) + minimumCurveRows + axisRows(glyphs: glyphs)
    }

    /// Rows the chart reads well in: the curve with a few rows more, the axis and the bars.
    static func comfortableHeight(glyphs: Glyphs, boxed: Bool) -> Int {
        (boxed ? 2 : 0) + minimumCurveRows + comfortableExtraRows + rowsBelowCurve(glyphs: glyphs, hasSnow: false)
    }

    static func drawBoxed(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot, context: RenderContext) {
        let hours = shownHours(snapshot, context: context)
        let inner = plotArea(rect, boxed: true)
        let (gutter, columns) = placed(hours, ensemble: snapshot.ensemble, width: inner.width, context: context)
        let shown = columns.hours, past = columns.pastCount
        // Old data kept offline can have no hour left to show: the title then promises no number.
        var title = shown.isEmpty ? context.words(.nextHoursUncounted) : context.words(.nextHours, count: shown.count)
        if past > 0 {
            title = context.words(.pastAndNextHours, [
                "past": DurationWording.hours(past, words: context.words), "next": DurationWording.hours(shown.count - past, words: context.words),
            ])
        } else if hours.lacksPast {
            title += context.glyphs.separator + noPastHoursLine(snapshot, context: context)
        }
        let legend = context.glyphs.curve == .braille ? "⠂⠂⠂" : String(repeating: context.glyphs.feelsMarker, count: 3)
        // The totals come first and the legend last; the note keeps what fits of them. They
        // add up the hours ahead only: what fell is in the muted bars, what is to come is planned on.
        let notes = shown.count <= past ? [] : totals(of: shown[past...], context: context) + [context.words(.feelsLikeLegend, ["marks": legend])]
        var note = notes.reduce(into: "") { text, part in
            let joined = text.isEmpty ? part : text + context.glyphs.separator + part
            if DisplayWidth.of(joined) + 4 <= rect.width - 4 { text = joined }
        }
        var noteStyle = context.theme.mutedStyle
        // The cursor's hour takes the place of the totals and the legend.
        if let hour = cursorHour(columns, context: context) {
            note = TextLayout.truncated(readout(hour, band: columns.band(at: hour), context: context), toWidth: max(0, rect.width - 8), ellipsis: context.glyphs.ellipsis)
            noteStyle = context.theme.textStyle
        }
        canvas.drawBox(rect, title: [Span(title, context.theme.titleStyle)], bottomNote: [Span(note, noteStyle)],
                       glyphs: context.glyphs, theme: context.theme, clear: false)
        draw(into: &canvas, rect: inner, gutter: gutter, columns: columns, sunEvents: sunEvents(snapshot), readoutOnAxis: false, context: context)
    }

    static func draw(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot, context: RenderContext) {
        let hours = shownHours(snapshot, context: context)
        let (gutter, columns) = placed(hours, ensemble: snapshot.ensemble, width: rect.width, context: context)
        // Unboxed there is no border for it: the cursor's hour takes the axis row instead.
        draw(into: &canvas, rect: rect, gutter: gutter, columns: columns, sunEvents: sunEvents(snapshot), readoutOnAxis: true, context: context)
    }

    // MARK: - Time cursor, sunrise and sunset

    /// How many hours the chart in `rect` draws (boxed or not), which the time cursor steps through.
    static func hourCount(_ snapshot: Snapshot, rect: Rect, boxed: Bool, context: RenderContext) -> Int {
        let hours = shownHours(snapshot, context: context)
        return placed(hours, ensemble: snapshot.ensemble, width: plotArea(rect, boxed: boxed).width, context: context).columns.hours.count
    }

    /// How many of the hours the chart in `rect` draws are before now: where its time cursor starts.
    static func pastHourCount(_ snapshot: Snapshot, rect: Rect, boxed: Bool, context: RenderContext) -> Int {
        let hours = shownHours(snapshot, context: context)
        return placed(hours, ensemble: snapshot.ensemble, width: plotArea(rect, boxed: boxed).width, context: context).columns.pastCount
    }

    /// The hour drawn at column `x` of the chart in `rect` (boxed or not), for a click; nil
    /// left of the plot or past its last hour.
    static func hour(atColumn x: Int, _ snapshot: Snapshot, rect: Rect, boxed: Bool, context: RenderContext) -> Int? {
        let hours = shownHours(snapshot, context: context)
        let inner = plotArea(rect, boxed: boxed)
        let (gutter, columns) = placed(hours, ensemble: snapshot.ensemble, width: inner.width, context: context)
        let drawn = columns.hours(in: x - inner.x - gutter)
        return drawn.isEmpty ? nil : drawn.lowerBound
    }

    /// Where the labels, the curve and the bars go in the chart's `rect`: inside the border and
    /// a column of padding each side when boxed.
    static func plotArea(_ rect: Rect, boxed: Bool) -> Rect {
        boxed ? Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2) : rect
    }

    /// The hour under the time cursor (`[`/`]`), if it is set on an hour drawn.
    private static func cursorHour(_ columns: Columns, context: RenderContext) -> HourWeather? {
        guard let cursor = context.model.chartCursor, columns.hours.indices.contains(cursor) else { return nil }
        return columns.hours[cursor]
    }

    /// The cursor's hour in one line: "Sat 15:00 · 24° (22–27°) · Feels 23° · 20% · 0.3 mm · Wind 11 km/h SW ↗ · Light rain",
    /// the wind worded as on the card, the ensemble's band (10th to 90th percentile) in brackets
    /// after the temperature where there is one. Cut from its end where it does not fit, so the
    /// time and the temperature go last.
    static func readout(_ hour: HourWeather, band: (low: Double, high: Double)? = nil, context: RenderContext) -> String {
        let values = context.values, words = context.words
        var temperature = values.temperature(hour.temperature)
        if let band, hour.temperature != nil {
            temperature += " (" + values.temperature(band.low) + context.glyphs.rangeDash + values.temperature(band.high) + ")"
        }
        var parts = [context.clock.weekday(hour.date) + " " + context.clock.time(hour.date), temperature]
        if let feels = hour.apparentTemperature { parts.append(words(.feelsLike) + " " + values.temperature(feels)) }
        if let chance = hour.precipitationChance { parts.append(values.percent(chance)) }
        if let amount = hour.precipitationAmount { parts.append(values.precipitation(amount)) }
        if let speed = hour.windSpeed { parts.append(words(.wind) + " " + values.wind(speed, from: hour.windDirection, words: words)) }
        parts.append(hour.condition.description(in: words))
        return parts.joined(separator: context.glyphs.separator)
    }

    /// Sunrises and sunsets of the days (yesterday's too, for the hours before now), in time
    /// order, for the marks on the curve's top row.
    private static func sunEvents(_ snapshot: Snapshot) -> [(date: Date, rises: Bool)] {
        (snapshot.pastDays + snapshot.daily).flatMap { day in
            [day.sunrise.map { ($0, true) }, day.sunset.map { ($0, false) }].compactMap { $0 }
        }
    }

    /// Sunrise (☼) and sunset (☾) in the empty cells of the curve's top row, at their minute;
    /// the time cursor as a line down the empty cells of its column and the curve's cells there
    /// drawn selected.
    private static func drawSunAndCursor(
        into canvas: inout Canvas, plot: Rect, columns: Columns, sunEvents: [(date: Date, rises: Bool)], context: RenderContext
    ) {
        let theme = context.theme, glyphs = context.glyphs
        func isEmpty(_ x: Int, _ y: Int) -> Bool { canvas[x, y].grapheme.trimmingCharacters(in: .whitespaces).isEmpty }
        if let first = columns.hours.first {
            for event in sunEvents {
                let hours = event.date.timeIntervalSince(first.date) / 3600
                guard hours >= 0, hours < Double(columns.hours.count) else { continue }
                let x = plot.x + min(plot.width - 1, Int(hours * columns.perHour))
                guard x < plot.maxX, isEmpty(x, plot.y) else { continue }
                canvas.draw(event.rises ? glyphs.sunriseMark : glyphs.sunsetMark, x: x, y: plot.y,
                            style: event.rises ? theme.accentStyle : theme.mutedStyle, maxWidth: 1)
            }
        }
        guard let cursor = context.model.chartCursor, columns.hours.indices.contains(cursor) else { return }
        let x = plot.x + columns.column(ofHour: cursor)
        guard x < plot.maxX else { return }
        for y in plot.y..<plot.maxY {
            if isEmpty(x, y) {
                canvas.draw(glyphs.cursorLine, x: x, y: y, style: theme.accentStyle, maxWidth: 1)
            } else {
                var style = canvas[x, y].style
                theme.selecting(&style)
                canvas.draw(canvas[x, y].grapheme, x: x, y: y, style: style, maxWidth: 1)
            }
        }
    }

    /// The labels' gutter and the hours' columns in the rest of `width`, worked out once a frame
    /// for both the box's title and note and the chart inside it.
    private static func placed(
        _ shown: ShownHours, ensemble: EnsembleForecast?, width: Int, context: RenderContext
    ) -> (gutter: Int, columns: Columns) {
        let gutter = gutterWidth(shown.hours, context: context)
        return (gutter, Columns(hours: shown.hours, width: width - gutter, ensemble: ensemble, pastCount: shown.pastCount))
    }

    private static func rowsBelowCurve(glyphs: Glyphs, hasSnow: Bool) -> Int {
        axisRows(glyphs: glyphs) + 2 + (hasSnow ? 1 : 0)
    }

    /// The axis, and in ASCII the row of numbers above it.
    private static func axisRows(glyphs: Glyphs) -> Int {
        1 + (glyphs.curve == .ascii ? 1 : 0)
    }

    /// Room at the left for the temperature labels and the units of the bars.
    static func gutterWidth(_ hours: ArraySlice<HourWeather>, context: RenderContext) -> Int {
        let temperatures = hours.compactMap(\.temperature)
        let labels = [temperatures.max(), temperatures.min()].map { context.values.temperature($0) }
            + ["%", context.model.units.precipitationSymbol, context.model.units.snowfallSymbol]
        return (labels.map { DisplayWidth.of($0) }.max() ?? 3) + 1
    }

    private static func draw(
        into canvas: inout Canvas, rect: Rect, gutter: Int, columns: Columns, sunEvents: [(date: Date, rises: Bool)], readoutOnAxis: Bool,
        context: RenderContext
    ) {
        guard !rect.isEmpty else { return }
        let theme = context.theme, glyphs = context.glyphs
        guard !columns.hours.isEmpty else {
            canvas.draw(context.words(.noHourlyForecast), x: rect.x, y: rect.y, style: theme.mutedStyle, maxWidth: rect.width)
            return
        }
        let hasSnow = columns.hours.contains { ($0.snowfallAmount ?? 0) > 0 }
            && rect.height - rowsBelowCurve(glyphs: glyphs, hasSnow: true) >= minimumCurveRows
        var bars = barRows(context: context)
        if !hasSnow { bars.removeLast() }
        // A short chart keeps its curve and gives up the bars, the chance first.
        let barRoom = max(0, rect.height - minimumCurveRows - axisRows(glyphs: glyphs))
        if bars.count > barRoom { bars.removeFirst(bars.count - barRoom) }
        // The layout decides between the usual and the roomy height; this only bounds it.
        let curveRows = max(1, min(roomyCurveRows, rect.height - axisRows(glyphs: glyphs) - bars.count))
        let plot = Rect(x: rect.x + gutter, y: rect.y, width: min(columns.count, rect.width - gutter), height: curveRows)
        var y = plot.maxY

        let marks = Marks(columns: columns, room: rect.maxX - plot.x, context: context)
        drawCurve(into: &canvas, plot: plot, columns: columns, marks: marks, context: context)
        drawSunAndCursor(into: &canvas, plot: plot, columns: columns, sunEvents: sunEvents, context: context)
        if glyphs.curve == .ascii {
            drawNumbers(into: &canvas, x: plot.x, y: y, width: rect.maxX - plot.x, columns: columns, marks: marks, context: context)
            y += 1
        }
        if y < rect.maxY {
            if readoutOnAxis, let hour = cursorHour(columns, context: context) {
                canvas.draw(readout(hour, band: columns.band(at: hour), context: context), x: rect.x, y: y, style: theme.textStyle, maxWidth: rect.width)
            } else {
                drawAxis(into: &canvas, x: plot.x, y: y, width: rect.maxX - plot.x, marks: marks, context: context)
            }
        }
        y += 1
        for row in bars where y < rect.maxY {
            canvas.draw(row.label, x: rect.x, y: y, style: theme.mutedStyle, maxWidth: gutter - 1)
            drawBars(into: &canvas, row, plot: plot, y: y, columns: columns, pastColumns: marks.pastColumns, context: context)
            y += 1
        }
    }

    /// The rows of bars: chance, rain and (last, where it falls) snow.
    private static func barRows(context: RenderContext) -> [Bars] {
        let units = context.model.units, values = context.values
        return [
            Bars(label: "%", amount: \.precipitationChance, isAmount: false, total: { _ in nil }),
            Bars(label: units.precipitationSymbol, amount: \.precipitationAmount, isAmount: true, total: { values.precipitation($0) }),
            Bars(label: units.snowfallSymbol, amount: \.snowfallAmount, isAmount: true, total: { context.words(.snowAmount, ["amount": values.snowfall($0)]) }),
        ]
    }

    /// What the bars add up to over the hours shown: "22 mm over 48 h", "3.5 cm snow"; nothing
    /// for a row that has nothing.
    static func totals(of hours: ArraySlice<HourWeather>, context: RenderContext) -> [String] {
        var texts = barRows(context: context).compactMap { row -> String? in
            let total = hours.compactMap { $0[keyPath: row.amount] }.reduce(0, +)
            return total > 0 ? row.total(total) : nil
        }
        if !texts.isEmpty {
            texts[0] = context.words(.amountOverPeriod, ["amount": texts[0], "period": DurationWording.hours(hours.count, words: context.words)])
        }
        return texts
    }

    /// One row of bars under the curve: precipitation chance, or an amount (rain, snow).
    private struct Bars {
        var label: String
        var amount: KeyPath<HourWeather, Double?>
        /// Amounts add up when a column covers two hours and are scaled to the wettest column;
        /// a chance is a share of the whole bar and the higher of two hours counts.
        var isAmount: Bool
        /// What the row's hours add up to, for the chart's bottom border.
        var total: (Double) -> String?
    }

    /// - Parameter pastColumns: the first columns, the hours before now: their bars are muted.
    private static func drawBars(
        into canvas: inout Canvas, _ bars: Bars, plot: Rect, y: Int, columns: Columns, pastColumns: Int, context: RenderContext
    ) {
        let perColumn = (0..<plot.width).map { column -> Double? in
            let values = columns.hours(in: column).compactMap { columns.hours[$0][keyPath: bars.amount] }
            guard !values.isEmpty else { return nil }
            return bars.isAmount ? values.reduce(0, +) : values.max()
        }
        // A whole bar is never less than 1 mm (or 1 cm), so a trace does not look like a downpour.
        let fullScale = bars.isAmount ? max(1, perColumn.compactMap { $0 }.max() ?? 0) : 1
        for (column, value) in perColumn.enumerated() where !columns.isGap(column) {
            guard let value, let bar = bar(value / fullScale, levels: context.glyphs.barLevels) else { continue }
            canvas.draw(bar, x: plot.x + column, y: y, style: column < pastColumns ? context.theme.mutedStyle : context.theme.precipitationStyle)
        }
    }

    /// One bar for a share of the full scale: nothing for (nearly) nothing, else at least the lowest level.
    private static func bar(_ share: Double, levels: [String]) -> String? {
        guard share.isFinite, share >= 0.02, !levels.isEmpty else { return nil }
        let level = min(levels.count, max(1, Int((share * Double(levels.count)).rounded())))
        return levels[level - 1]
    }

    // MARK: - Curve

    private static func drawCurve(into canvas: inout Canvas, plot: Rect, columns: Columns, marks: Marks, context: RenderContext) {
        let theme = context.theme, glyphs = context.glyphs
        let temperatures = columns.temperatures.compactMap { $0 }
        // The band shares the scale, so it is drawn whole around the curve.
        let everything = temperatures + columns.feelsLike.compactMap { $0 } + columns.bandLows.compactMap { $0 }
            + columns.bandHighs.compactMap { $0 }
        guard !plot.isEmpty, let scale = TemperatureScale(temperatures: everything) else { return }
        let rows = plot.height
        // Dots (or eighths) a row holds.
        let perRow = glyphs.curve == .braille ? 4 : (glyphs.curve == .eighthBlocks ? 8 : 1)
        let levels = rows * perRow
        /// The row from the top a temperature is drawn in, and the level inside that row (0 lowest).
        func place(_ celsius: Double) -> (row: Int, inRow: Int) {
            let level = scale.level(of: celsius, levels: levels)
            return (rows - 1 - level / perRow, level % perRow)
        }
        // Cells of the curve, nil where empty.
        var cells = [[CurveCell?]](repeating: Array(repeating: nil, count: plot.width), count: rows)

        switch glyphs.curve {
        case .braille:
            var temperatureDots = [[UInt32]](repeating: Array(repeating: 0, count: plot.width), count: rows)
            var feelsDots = temperatureDots
            func dot(_ grid: inout [[UInt32]], x: Int, fromTop y: Int) {
                guard y >= 0, y < levels, x / 2 < plot.width else { return }
                // Braille dot numbering: left column 1, 2, 3, 7 and right column 4, 5, 6, 8 from the top.
                let bits: [UInt32] = x % 2 == 0 ? [0x01, 0x02, 0x04, 0x40] : [0x08, 0x10, 0x20, 0x80]
                grid[y / 4][x / 2] |= bits[y % 4]
            }
            var previous: Int?
            for point in 0..<(plot.width * 2) {
                let position = columns.position(ofPoint: point, pointsPerColumn: 2)
                if let celsius = columns.value(at: position, in: columns.temperatures) {
                    let y = levels - 1 - scale.level(of: celsius, levels: levels)
                    // Steep hours are joined by a vertical run of dots, so the line never breaks.
                    if let previous, abs(y - previous) > 1 {
                        let step = y > previous ? 1 : -1
                        for between in stride(from: previous + step, to: y, by: step) { dot(&temperatureDots, x: point, fromTop: between) }
                    }
                    dot(&temperatureDots, x: point, fromTop: y)
                    previous = y
                } else {
                    previous = nil
                }
                if point % 2 == 0, let feels = columns.value(at: position, in: columns.feelsLike) {
                    dot(&feelsDots, x: point, fromTop: levels - 1 - scale.level(of: feels, levels: levels))
                }
            }
            for row in 0..<rows {
                for column in 0..<plot.width {
                    let mask = temperatureDots[row][column] | feelsDots[row][column]
                    guard mask != 0, let scalar = Unicode.Scalar(0x2800 + mask) else { continue }
                    let celsius = columns.value(at: columns.position(ofPoint: column * 2, pointsPerColumn: 2), in: columns.temperatures)
                    // The hours before now are muted: what was, set apart from what is forecast.
                    let style = temperatureDots[row][column] != 0 && column >= marks.pastColumns ? theme.temperatureStyle(celsius: celsius) : theme.mutedStyle
                    cells[row][column] = CurveCell(glyph: String(Character(scalar)), style: style)
                }
            }

        case .eighthBlocks, .ascii:
            var previous: (row: Int, column: Int)?
            for column in 0..<plot.width {
                let position = columns.position(ofPoint: column, pointsPerColumn: 1)
                guard let celsius = columns.value(at: position, in: columns.temperatures) else {
                    previous = nil
                    continue
                }
                let (row, inRow) = place(celsius)
                let style = column < marks.pastColumns ? theme.mutedStyle : theme.temperatureStyle(celsius: celsius)
                let glyph = glyphs.curve == .ascii ? "*" : glyphs.barLevels[inRow]
                cells[row][column] = CurveCell(glyph: glyph, style: style)
                // A step of more than a row is joined below the higher point, so the line never breaks.
                if glyphs.curve == .eighthBlocks, let previous, abs(row - previous.row) > 1 {
                    let higher = row < previous.row ? (row: row, column: column) : previous
                    let lower = row < previous.row ? previous.row : row
                    let fillStyle = higher.column == column ? style : cells[higher.row][higher.column]?.style ?? style
                    for between in (higher.row + 1)..<lower { cells[between][higher.column] = CurveCell(glyph: "█", style: fillStyle) }
                }
                previous = (row, column)
            }
            for column in 0..<plot.width {
                guard let feels = columns.value(at: columns.position(ofPoint: column, pointsPerColumn: 1), in: columns.feelsLike) else { continue }
                let row = place(feels).row
                if cells[row][column] == nil { cells[row][column] = CurveCell(glyph: glyphs.feelsMarker, style: theme.mutedStyle) }
            }
        }

        // Day boundaries run down the empty cells of their column.
        for boundary in marks.dayBoundaries where boundary < plot.width {
            for row in 0..<rows where cells[row][boundary] == nil { cells[row][boundary] = CurveCell(glyph: glyphs.dayBoundary, style: theme.borderStyle) }
        }
        // The ensemble's band shades the empty cells from its 10th to its 90th percentile: the
        // curve stays on top, narrow where the members agree and wide where they do not.
        for column in 0..<plot.width {
            let position = columns.position(ofPoint: column, pointsPerColumn: 1)
            guard let low = columns.value(at: position, in: columns.bandLows),
                  let high = columns.value(at: position, in: columns.bandHighs) else { continue }
            for row in place(high).row...place(low).row where cells[row][column] == nil {
                cells[row][column] = CurveCell(glyph: glyphs.bandShade, style: theme.mutedStyle)
            }
        }
        // Now: the current-temperature marker on the curve.
        if marks.nowColumn < plot.width, let celsius = columns.value(at: marks.nowPosition, in: columns.temperatures) {
            cells[place(celsius).row][marks.nowColumn] = CurveCell(glyph: glyphs.currentMarker, style: CellStyle(foreground: theme.text, isBold: true))
        }
        for row in 0..<rows {
            for column in 0..<plot.width {
                if let cell = cells[row][column] { canvas.draw(cell.glyph, x: plot.x + column, y: plot.y + row, style: cell.style, maxWidth: 1) }
            }
        }
        // The highest and lowest temperature, at the rows they are drawn in.
        if let highest = temperatures.max(), let lowest = temperatures.min() {
            let highRow = place(highest).row, lowRow = place(lowest).row
            for (celsius, row) in [(highest, highRow)] + (lowRow != highRow ? [(lowest, lowRow)] : []) {
                canvas.drawRightAligned(context.values.temperature(celsius), maxX: plot.x - 1, y: plot.y + row, style: theme.temperatureStyle(celsius: celsius))
            }
        }
    }

    private struct CurveCell {
        var glyph: String
        var style: CellStyle
    }

    // MARK: - Axis

    /// The row of numbers ASCII shows under its curve: the temperature at each labelled hour.
    private static func drawNumbers(into canvas: inout Canvas, x: Int, y: Int, width: Int, columns: Columns, marks: Marks, context: RenderContext) {
        for (index, label) in marks.labels.enumerated() where label.column < width {
            let celsius = columns.hours[label.hour].temperature
            // Up to the next label: a number may be wider than the hour above it ("104" under "3PM").
            let room = (index + 1 < marks.labels.count ? marks.labels[index + 1].column - 1 : width) - label.column
            canvas.draw(context.values.temperature(celsius), x: x + label.column, y: y,
                        style: context.theme.temperatureStyle(celsius: celsius), maxWidth: max(0, room))
        }
    }

    private static func drawAxis(into canvas: inout Canvas, x: Int, y: Int, width: Int, marks: Marks, context: RenderContext) {
        let theme = context.theme
        for label in marks.labels where label.column < width {
            let style: CellStyle
            switch label.kind {
            case .now: style = theme.accentStyle
            case .day: style = CellStyle(foreground: theme.text, isBold: true)
            case .hour: style = theme.mutedStyle
            }
            canvas.draw(label.text, x: x + label.column, y: y, style: style, maxWidth: width - label.column)
        }
    }

    /// What the axis marks: now, the first hour of each day (with its weekday) and every few
    /// local hours, as many as fit without touching.
    private struct Marks {
        enum Kind { case now, day, hour }
        struct Label {
            var text: String
            var column: Int
            var width: Int
            var hour: Int
            var kind: Kind
        }

        var labels: [Label] = []
        var dayBoundaries: [Int] = []
        var nowColumn = 0
        var nowPosition = 0.0
        /// Columns left of now's, the hours before the one under way (none without past hours).
        var pastColumns: Int { pastCount > 0 ? nowColumn : 0 }
        private var pastCount = 0

        /// `room`: the columns the axis has from the first hour, so no label is cut at the right edge.
        init(columns: Columns, room: Int, context: RenderContext) {
            let hours = columns.hours, clock = context.clock
            guard !hours.isEmpty else { return }
            // The hour under way (or one to come) is the first after the past ones.
            pastCount = min(columns.pastCount, hours.count - 1)
            let first = hours[pastCount]
            // How far into that hour now is.
            nowPosition = Double(pastCount) + min(1, max(0, context.now.timeIntervalSince(first.date) / 3600))
            nowColumn = min(columns.count - 1, Int(nowPosition * columns.perHour))
            var taken = [Bool](repeating: false, count: columns.count + 16)
            @discardableResult
            func place(_ text: String, column: Int, hour: Int, kind: Kind) -> Bool {
                let width = DisplayWidth.of(text)
                // One free column on either side, so neighbouring labels never run together.
                let span = max(0, column - 1)..<min(taken.count, column + width + 1)
                guard column >= 0, column < columns.count, column + width <= room, !taken[span].contains(true) else { return false }
                for index in column..<min(taken.count, column + width) { taken[index] = true }
                labels.append(Label(text: text, column: column, width: width, hour: hour, kind: kind))
                return true
            }
            // Each hour's local hour and day, from its own date: a change of offset shows as the data has it.
            let local = hours.map { clock.localHourAndDay($0.date) }
            // "Now" first, in every language: it is what the chart is read from. Where it cannot be
            // placed (a chart narrower than the word), no hour takes its place either.
            let nowLabel = context.words(.nowLabel)
            let nowIsPlaced = first.date <= context.now && place(nowLabel, column: nowColumn, hour: pastCount, kind: .now)
            if first.date <= context.now, !nowIsPlaced { taken[nowColumn] = true }
            // Then the weekdays; one that begins under "Now" (near midnight) goes just after it,
            // beside the day's boundary on the curve.
            let afterNow = nowIsPlaced ? nowColumn + DisplayWidth.of(nowLabel) + 1 : 0
            for index in hours.indices.dropFirst() where local[index].day != local[index - 1].day {
                let column = columns.column(ofHour: index)
                dayBoundaries.append(column)
                let weekday = clock.weekday(hours[index].date)
                if !place(weekday, column: column, hour: index, kind: .day), column < afterNow {
                    place(weekday, column: afterNow, hour: index, kind: .day)
                }
            }
            // Every L local hours, the smallest L whose labels fit with a space between them.
            let labelWidth = [0, 10, 11, 12, 22, 23].map { DisplayWidth.of(clock.hour(ofDay: $0)) }.max() ?? 2
            let every = [3, 6, 12].first { Double($0) * columns.perHour >= Double(labelWidth + 1) } ?? 24
            for index in hours.indices where local[index].hour % every == 0 {
                place(clock.hour(ofDay: local[index].hour), column: columns.column(ofHour: index), hour: index, kind: .hour)
            }
            labels.sort { $0.column < $1.column }
        }
    }
}
