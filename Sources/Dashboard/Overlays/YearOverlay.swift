import Foundation
import WeatherCore

/// The year view (`y`), over the whole terminal: the title with the days it spans; one column
/// per day (or per few days, so that the twelve months span the width), each a bar from the
/// low to the high over the shaded normal range, coloured by how the days stood against their
/// normals; the precipitation beneath, then the months, a legend, and a row crediting the
/// archive with the age of what is shown. Before the first answer, the loading or failure
/// sentence stands in the middle.
enum YearOverlay {
    /// Rows that are not the temperature chart: title, precipitation, months, legend, credit.
    static let rowsBesideChart = 5

    static func draw(into canvas: inout Canvas, view: YearView, context: RenderContext) {
        let theme = context.theme, words = context.words
        canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        let bottom = canvas.height - 1
        let place = context.clean(view.place.name)
        guard let history = view.history, let first = history.days.first, let last = history.lastDay else {
            let message = view.failure
                ?? (view.isLoading ? words(.yearLoading, ["place": place, "ellipsis": context.glyphs.ellipsis]) : words(.yearNoData, ["place": place]))
            let lines = TextLayout.wrapped(context.clean(message), width: max(1, canvas.width - 2))
            let top = max(0, (bottom - lines.count) / 2)
            for (offset, line) in lines.enumerated() where top + offset < max(1, bottom) {
                let x = max(0, (canvas.width - DisplayWidth.of(line)) / 2)
                canvas.draw(line, x: x, y: top + offset, style: view.failure == nil ? theme.accentStyle : theme.offlineStyle)
            }
            if bottom > 0 { drawCredit(into: &canvas, view: view, y: bottom, context: context) }
            return
        }
        let title = words(.yearTitle, ["place": place, "first": date(first, context: context), "last": date(last, context: context)])
        canvas.draw([Span(title, theme.titleStyle)], x: 1, y: 0, maxWidth: canvas.width - 2)
        let chartHeight = canvas.height - rowsBesideChart
        guard chartHeight >= 2 else {
            if bottom > 0 { drawCredit(into: &canvas, view: view, y: bottom, context: context) }
            return
        }
        let chart = Chart(history: history, normals: view.normals, canvasWidth: canvas.width, height: chartHeight, context: context)
        chart.draw(into: &canvas, top: 1)
        chart.drawPrecipitation(into: &canvas, y: 1 + chartHeight)
        chart.drawMonths(into: &canvas, y: 2 + chartHeight)
        canvas.draw(chart.legend(hasNormals: view.normals != nil, width: canvas.width - 2), x: 1, y: 3 + chartHeight, maxWidth: canvas.width - 2)
        drawCredit(into: &canvas, view: view, y: bottom, context: context)
    }

    /// "2 Dec 2025", in the user's language.
    static func date(_ day: YearHistory.Day, context: RenderContext) -> String {
        context.words(.yearDay, ["day": String(day.day), "month": context.clock.shortMonth(day.month), "year": String(day.year)])
    }

    /// The archive credited and the age of what is shown (as the radar's row says it), then
    /// why the last request failed or that one is on its way.
    private static func drawCredit(into canvas: inout Canvas, view: YearView, y: Int, context: RenderContext) {
        let theme = context.theme, separator = context.glyphs.separator
        // "Open-Meteo.com open-meteo.com", as the dashboard's bottom row credits a source.
        let name = view.attribution.map {
            context.clean($0.serviceName) + " " + AttributionLine.urlText($0.legalPageURL, full: false, context: context)
        } ?? ""
        var line: StyledLine
        if let fetched = view.fetchDate, view.history != nil {
            line = [Span(RadarCredit.line(
                attribution: name, frameTime: fetched, now: context.now, clock: context.clock, words: context.words,
                ascii: context.glyphs.set == .ascii, width: canvas.width), theme.mutedStyle)]
        } else {
            line = [Span(name, theme.mutedStyle)]
        }
        if let failure = view.failure, view.history != nil {
            line.append(Span(separator + context.clean(failure), theme.offlineStyle))
        } else if view.isLoading, view.history != nil {
            line.append(Span(separator + context.words(.yearLoading, ["place": context.clean(view.place.name), "ellipsis": context.glyphs.ellipsis]), theme.mutedStyle))
        }
        canvas.fill(Rect(x: 0, y: y, width: canvas.width, height: 1))
        canvas.draw(line, x: 0, y: y, maxWidth: canvas.width)
    }

    /// The columns laid out on the chart's rows.
    private struct Chart {
        let columns: [YearColumn]
        let scale: TemperatureScale?
        let height: Int
        /// The first column of the bars, right of the temperature labels.
        let left: Int
        let context: RenderContext

        init(history: YearHistory, normals: ClimateNormals?, canvasWidth: Int, height: Int, context: RenderContext) {
            self.height = height
            self.context = context
            let provisional = YearColumn.columns(of: history, normals: normals, width: canvasWidth)
            let temperatures = provisional.flatMap { [$0.low, $0.high, $0.normalLow, $0.normalHigh] }.compactMap { $0 }
            let scale = TemperatureScale(temperatures: temperatures)
            self.scale = scale
            // The wettest total is labelled beside the precipitation row as the temperatures are
            // beside the chart; the margin takes the widest (the total of the provisional
            // columns, whose days a column can only shrink, is no smaller than the final one).
            let provisionalWettest = provisional.compactMap(\.precipitation).max()
            var labels = scale.map { [context.values.temperature($0.highest), context.values.temperature($0.lowest)] } ?? []
            if let provisionalWettest { labels.append(context.values.precipitation(provisionalWettest)) }
            left = 1 + (labels.map(DisplayWidth.of).max() ?? 0) + 1
            columns = YearColumn.columns(of: history, normals: normals, width: max(1, canvasWidth - left - 1))
        }

        /// The level (0 the bottom row) of a temperature.
        private func level(_ value: Double) -> Int { scale?.level(of: value, levels: height) ?? 0 }

        func draw(into canvas: inout Canvas, top: Int) {
            let theme = context.theme, glyphs = context.glyphs
            guard let scale else { return }
            canvas.drawRightAligned(context.values.temperature(scale.highest), maxX: left - 1, y: top, style: theme.mutedStyle)
            canvas.drawRightAligned(context.values.temperature(scale.lowest), maxX: left - 1, y: top + height - 1, style: theme.mutedStyle)
            for (index, column) in columns.enumerated() {
                let x = left + index
                let band = column.normalLow.flatMap { low in column.normalHigh.map { level(low)...level($0) } }
                let bar = column.low.flatMap { low in column.high.map { level(low)...level($0) } }
                for row in 0..<height {
                    let rowLevel = height - 1 - row
                    if let bar, bar.contains(rowLevel) {
                        canvas.draw(Self.barGlyph(glyphs), x: x, y: top + row, style: style(for: column.departure))
                    } else if let band, band.contains(rowLevel) {
                        canvas.draw(glyphs.bandShade, x: x, y: top + row, style: theme.mutedStyle)
                    }
                }
            }
        }

        static func barGlyph(_ glyphs: Glyphs) -> String { glyphs.set == .ascii ? "#" : "█" }

        /// Warmer days in the warm end of the theme's temperature colours, colder in the cold
        /// end; near-normal days, and days without normals, in the text colour.
        func style(for departure: YearHistory.Departure?) -> CellStyle {
            let gradient = context.theme.temperatureGradient
            switch departure {
            case .above?: return CellStyle(foreground: gradient.last ?? context.theme.text)
            case .below?: return CellStyle(foreground: gradient.first ?? context.theme.text)
            case .near?, nil: return context.theme.textStyle
            }
        }

        /// The wettest column's total, which the precipitation row's tallest step stands for.
        var wettest: Double? { columns.compactMap(\.precipitation).max() }

        /// One step of the bar glyphs per column, in proportion to the wettest column; a dry
        /// column is a dry step, a column with a day the archive lacks is blank.
        func drawPrecipitation(into canvas: inout Canvas, y: Int) {
            let glyphs = context.glyphs, levels = glyphs.barLevels
            if let wettest {
                let label = context.values.precipitation(wettest)
                if DisplayWidth.of(label) <= left - 2 {
                    canvas.drawRightAligned(label, maxX: left - 1, y: y, style: context.theme.precipitationStyle)
                }
            }
            for (index, column) in columns.enumerated() {
                guard let amount = column.precipitation else { continue }
                let x = left + index
                guard amount > 0, let wettest, wettest > 0 else {
                    canvas.draw(glyphs.dryStep, x: x, y: y, style: context.theme.mutedStyle)
                    continue
                }
                let step = min(levels.count - 1, max(0, Int((amount / wettest * Double(levels.count)).rounded(.up)) - 1))
                canvas.draw(levels[step], x: x, y: y, style: context.theme.precipitationStyle)
            }
        }

        /// Each month's short name where its first day is, when it does not run into the last.
        func drawMonths(into canvas: inout Canvas, y: Int) {
            var free = left
            for (index, column) in columns.enumerated() {
                guard let month = column.monthStarting else { continue }
                let x = left + index
                let name = context.clean(context.clock.shortMonth(month))
                guard x >= free, x + DisplayWidth.of(name) <= canvas.width - 1 else { continue }
                free = x + canvas.draw(name, x: x, y: y, style: context.theme.mutedStyle) + 1
            }
        }

        /// The key to the colours and the shade, then the precipitation's scale where the row
        /// has room for it (its total is beside the precipitation row anyway).
        func legend(hasNormals: Bool, width: Int) -> StyledLine {
            let theme = context.theme, words = context.words, glyphs = context.glyphs
            let gap = Span("  ", theme.mutedStyle)
            var line: StyledLine = []
            if hasNormals {
                line += [
                    Span(Self.barGlyph(glyphs), style(for: .above)), Span(" " + words(.yearWarmer), theme.mutedStyle), gap,
                    Span(Self.barGlyph(glyphs), style(for: .near)), Span(" " + words(.yearNear), theme.mutedStyle), gap,
                    Span(Self.barGlyph(glyphs), style(for: .below)), Span(" " + words(.yearColder), theme.mutedStyle), gap,
                    Span(glyphs.bandShade, theme.mutedStyle), Span(" " + words(.yearNormalRange), theme.mutedStyle),
                ]
            } else {
                line.append(Span(words(.yearNoNormals), theme.mutedStyle))
            }
            if let wettest, let tallest = glyphs.barLevels.last {
                let precipitation: StyledLine = [
                    gap, Span(tallest, theme.precipitationStyle),
                    Span(" " + words(.yearPrecipitation, ["amount": context.values.precipitation(wettest)]), theme.mutedStyle),
                ]
                if line.width + precipitation.width <= width { line += precipitation }
            }
            return line
        }
    }
}
