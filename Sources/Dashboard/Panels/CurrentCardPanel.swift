import Foundation
import WeatherCore

/// The current conditions of the selected place, titled with its name: a full card in a box,
/// or one line on narrow panes.
enum CurrentCardPanel {
    /// What the boxed card asks of the layout at `width`: the headline, the next hour and the
    /// core values (feels-like, high and low, wind) at the least; every value flowed over as few
    /// rows as fit; the full card (a group of values a row, what is changing, "as of") only when
    /// it gets all of its rows, so no row of the card is ever blank.
    static func demand(_ snapshot: Snapshot, width: Int, rank: Int, context: RenderContext) -> LayoutSolver.Demand {
        let inner = max(1, width - 2)
        let values = valueGroups(snapshot: snapshot, width: inner, context: context)
        let nextHour = nextHourLines(snapshot, width: inner, rows: 1, context: context).count
        let core = TextLayout.flowed(values.core, width: inner, gap: 3).count
        let compact = 1 + nextHour + TextLayout.flowed(values.glance, width: inner, gap: 3).count
        return LayoutSolver.Demand(
            minimum: 2 + 1 + nextHour + core, preferred: 2 + compact,
            maximum: 2 + max(compact, fullRows(snapshot, values: values, width: inner, context: context)), rank: rank, growsWhole: true)
    }

    /// Rows inside the box the full card takes.
    private static func fullRows(_ snapshot: Snapshot, values: CardValues, width: Int, context: RenderContext) -> Int {
        1 + nextHourLines(snapshot, width: width, rows: 2, context: context).count + values.groups.count
            + changeRows + 1
    }

    static func draw(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot, context: RenderContext) {
        let theme = context.theme
        let title = TextLayout.truncated(context.clean(snapshot.place.name), toWidth: max(1, rect.width - 6), ellipsis: context.glyphs.ellipsis)
        let inner = canvas.drawBox(rect, title: [Span(title, theme.titleStyle)], glyphs: context.glyphs, theme: theme, clear: false)
        guard !inner.isEmpty else { return }
        let current = snapshot.current
        let values = context.values

        // Headline: icon, temperature (what the nearest station measured, where one did),
        // condition.
        let condition = headlineCondition(snapshot, context: context)
        canvas.drawIcon(context.glyphs.icon(for: condition, isDaylight: current.isDaylight), x: inner.x, y: inner.y, style: theme.textStyle)
        let temperature = headlineTemperature(snapshot, context: context)
        var headline: StyledLine = [
            Span(values.temperatureWithUnit(temperature.shown), theme.temperatureStyle(celsius: temperature.shown, bold: true)),
        ]
        if let model = temperature.differingModel {
            headline.append(Span(" (" + context.words(.modelTemperature, ["temperature": values.temperature(model)]) + ")", theme.mutedStyle))
        }
        headline.append(Span("  " + condition.description(in: context.words), theme.textStyle))
        let isCurrent = snapshot.hasCurrentConditions(at: context.now)
        let asOf: StyledLine = [asOfSpan(snapshot, context: context)]
        let cardValues = valueGroups(snapshot: snapshot, width: inner.width, context: context)

        let full = fullRows(snapshot, values: cardValues, width: inner.width, context: context)
        if inner.height >= full {
            canvas.draw(headline, x: inner.x + 4, y: inner.y, maxWidth: inner.width - 4)
            var y = inner.y + 1
            // Rows to spare (beside a taller 10-day grid) give the bar a row of its own, wider,
            // then a row to each value of a group, from the last group up: no row stays blank.
            let barApart = inner.height > full
            let nextHour = nextHourLines(snapshot, width: inner.width, rows: barApart ? 3 : 2, barApart: barApart, context: context)
            let changes = changeSentences(snapshot, context: context)
            var groups = cardValues.groups
            var spare = inner.height - (1 + nextHour.count + groups.count + changes.count + 1)
            while spare > 0, let index = groups.lastIndex(where: { $0.count > 1 }) {
                let group = groups[index]
                groups.replaceSubrange(index...index, with: [Array(group.dropLast()), [group[group.count - 1]]])
                spare -= 1
            }
            for line in nextHour {
                canvas.draw(line, x: inner.x, y: y, maxWidth: inner.width)
                y += 1
            }
            for group in groups {
                let line = TextLayout.flowed(group, width: inner.width, gap: 3).first ?? []
                canvas.draw(line, x: inner.x, y: y, maxWidth: inner.width)
                y += 1
            }
            for sentence in changes {
                let text = TextLayout.truncated(context.clean(sentence), toWidth: inner.width, ellipsis: context.glyphs.ellipsis)
                canvas.draw(text, x: inner.x, y: y, style: theme.textStyle, maxWidth: inner.width)
                y += 1
            }
            canvas.draw(asOf, x: inner.x, y: y, maxWidth: inner.width)
            return
        }
        // Compact: the "as of" time moves to the headline and the values flow over the rows
        // left, the core ones (feels-like, high and low, wind) first. Where a station measured
        // the headline, the headline says so instead, while the model's data is current.
        if isCurrent, let observed = observation(snapshot, context: context) {
            let room = inner.width - headline.width - 6
            let note = observedText(observed, place: snapshot.place, width: room, context: context)
            if DisplayWidth.of(note) <= room {
                canvas.drawRightAligned(note, maxX: inner.maxX, y: inner.y, style: context.theme.mutedStyle)
            }
        } else if headline.width + asOf.width + 6 <= inner.width {
            canvas.drawRightAligned(asOf.map(\.text).joined(), maxX: inner.maxX, y: inner.y, style: asOf[0].style)
        } else {
            headline = Array(headline.prefix(1))
            // Old conditions must never pass for current: their date goes before the condition does.
            let room = inner.width - headline.width - 6
            if !isCurrent, room > 0 {
                let text = TextLayout.truncated(asOf[0].text, toWidth: room, ellipsis: context.glyphs.ellipsis)
                canvas.drawRightAligned(text, maxX: inner.maxX, y: inner.y, style: asOf[0].style)
            }
        }
        canvas.draw(headline, x: inner.x + 4, y: inner.y, maxWidth: inner.width - 4)
        let lines = TextLayout.flowed(cardValues.glance, width: inner.width, gap: 3)
        // The next hour before the values (it is what a glance is for), over two rows only where
        // every value keeps its row.
        let below = inner.height - 1
        let nextHour = nextHourLines(snapshot, width: inner.width, rows: below >= lines.count + 2 ? 2 : min(1, below), context: context)
        var y = inner.y + 1
        for line in nextHour {
            canvas.draw(line, x: inner.x, y: y, maxWidth: inner.width)
            y += 1
        }
        for line in lines.prefix(max(0, inner.maxY - y)) {
            canvas.draw(line, x: inner.x, y: y, maxWidth: inner.width)
            y += 1
        }
    }

    /// The condition the headline shows: what the nearest station saw falling or hanging in the
    /// air where its report says (rain is rain, whatever the model expected), else the model's.
    static func headlineCondition(_ snapshot: Snapshot, context: RenderContext) -> WeatherCondition {
        observation(snapshot, context: context)?.presentCondition ?? snapshot.current.condition
    }

    /// The observation the card shows (`Snapshot.observation(at:)`).
    static func observation(_ snapshot: Snapshot, context: RenderContext) -> StationObservation? {
        snapshot.observation(at: context.now)
    }

    /// How far the model's temperature may be from the station's before both are shown.
    static let agreeingTemperatures = 3.0

    /// The headline's temperature: the station's where it measured one, else the model's; and
    /// the model's beside it where the two differ by more than `agreeingTemperatures`.
    static func headlineTemperature(_ snapshot: Snapshot, context: RenderContext) -> (shown: Double?, differingModel: Double?) {
        let model = snapshot.current.temperature
        guard let measured = observation(snapshot, context: context)?.temperature else { return (model, nil) }
        guard let model, abs(model - measured) > agreeingTemperatures else { return (measured, nil) }
        return (measured, model)
    }

    /// "Observed 21:20 at Berlin/Brandenburg Arpt (EDDB), 19 km": the station's name as the
    /// service writes it, up to its first comma (the state and country follow); its identifier
    /// alone where the line would not fit `width`.
    static func observedText(_ observation: StationObservation, place: Place, width: Int, context: RenderContext) -> String {
        let name = observation.stationName.map { String($0.prefix { $0 != "," }).trimmingCharacters(in: .whitespaces) }
            .flatMap { $0.isEmpty ? nil : $0 }
        func text(station: String) -> String {
            context.clean(context.words(.observedAt, [
                "time": context.clock.time(observation.date), "station": station,
                "distance": context.values.distance(metres: observation.distanceKilometres(from: place) * 1000),
            ]))
        }
        let identifier = context.clean(observation.stationIdentifier)
        if let name {
            let full = text(station: "\(context.clean(name)) (\(identifier))")
            if DisplayWidth.of(full) <= width { return full }
        }
        return text(station: identifier)
    }

    /// When the conditions are from, in the stale colour where they are not current.
    static func asOfSpan(_ snapshot: Snapshot, context: RenderContext) -> Span {
        let text = AsOfWording.text(for: snapshot, now: context.now, clock: context.clock, words: context.words)
        return Span(text, snapshot.hasCurrentConditions(at: context.now) ? context.theme.mutedStyle : context.theme.staleStyle)
    }

    /// The next-hour sentence (over two rows where it is too long for one and `rows` allows)
    /// and, where there is room, its intensity bar: beside the sentence when both fit, else on a
    /// row of its own. Empty without a minute forecast.
    static func nextHourLines(_ snapshot: Snapshot, width: Int, rows: Int, barApart: Bool = false, context: RenderContext) -> [StyledLine] {
        guard rows > 0, width > 0, let sentence = NextHourSentence.text(for: snapshot.nextHour, now: context.now, clock: context.clock, words: context.words) else { return [] }
        let ellipsis = context.glyphs.ellipsis, style = context.theme.textStyle
        let text = context.clean(sentence)
        var texts = [text]
        if DisplayWidth.of(text) > width {
            let wrapped = TextLayout.wrapped(text, width: width)
            texts = rows >= 2 && wrapped.count == 2 ? wrapped : [TextLayout.truncated(text, toWidth: width, ellipsis: ellipsis)]
        }
        var lines: [StyledLine] = texts.map { [Span($0, style)] }
        let gap = 3
        if !barApart, let last = lines.last, let bar = NextHourBar.line(for: snapshot.nextHour, width: width - last.width - gap, context: context) {
            lines[lines.count - 1] += [Span(String(repeating: " ", count: gap), style)] + bar
        } else if lines.count < rows, let bar = NextHourBar.line(for: snapshot.nextHour, width: width, context: context) {
            lines.append(bar)
        }
        return lines
    }

    /// Rows the full card keeps for what is changing, whatever there is to say, so that two
    /// places with the same kinds of data get the same card: the most notable change.
    static let changeRows = 1

    /// The notable changes of the next two days, the most notable first, at most `changeRows`
    /// of them; "No big changes" when there are none.
    static func changeSentences(_ snapshot: Snapshot, context: RenderContext) -> [String] {
        let sentences = ForecastChangeSentences.sentences(
            for: snapshot, now: context.now, units: context.model.units, clock: context.clock, words: context.words, glyphs: context.glyphs.set)
        return Array(sentences.prefix(changeRows))
    }

    /// Whether the card has a next-hour line to give, so the layout can make room for it.
    static func hasNextHourLine(_ snapshot: Snapshot) -> Bool { snapshot.nextHour != nil }

    /// One line for narrow panes: the place's name (always), then as much weather as fits.
    static func drawLine(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot?, context: RenderContext) {
        guard !rect.isEmpty, let place = context.place else { return }
        let theme = context.theme, values = context.values
        var weather: StyledLine = []
        if let snapshot {
            let today = todayForecast(snapshot, context: context)
            // As the full card's headline: what the nearest station measured, where one did.
            let temperature = headlineTemperature(snapshot, context: context).shown
            weather = [
                Span(values.temperature(temperature), theme.temperatureStyle(celsius: temperature, bold: true)),
                Span("  " + context.words(.high) + " ", theme.mutedStyle), Span(values.temperature(today?.highTemperature), theme.textStyle),
                Span(" " + context.words(.low) + " ", theme.mutedStyle), Span(values.temperature(today?.lowTemperature), theme.textStyle),
            ]
        }
        // The name gets what the numbers leave, but never less than a recognisable stub.
        let weatherWidth = weather.isEmpty ? 0 : weather.width + Glyphs.iconWidth + 3
        let nameRoom = max(8, rect.width - weatherWidth)
        let name = TextLayout.truncated(context.clean(place.name), toWidth: nameRoom, ellipsis: context.glyphs.ellipsis)
        var x = rect.x + canvas.draw(name, x: rect.x, y: rect.y, style: theme.titleStyle, maxWidth: rect.width)
        guard let snapshot else { return }
        let condition = headlineCondition(snapshot, context: context)
        x += 2
        guard x + Glyphs.iconWidth <= rect.maxX else { return }
        canvas.drawIcon(context.glyphs.icon(for: condition, isDaylight: snapshot.current.isDaylight), x: x, y: rect.y, style: theme.textStyle)
        x += Glyphs.iconWidth + 1
        // The condition comes last and goes (or is shortened) first.
        let room = rect.maxX - x - weather.width - 2
        if room >= 6 {
            weather.append(Span("  " + TextLayout.truncated(condition.description(in: context.words), toWidth: room, ellipsis: context.glyphs.ellipsis), theme.textStyle))
        }
        canvas.draw(weather, x: x, y: rect.y, maxWidth: max(0, rect.maxX - x))
    }

    /// The rest of the card's core on narrow panes, under the name's line (which has the
    /// temperature, high and low): feels-like and wind, as much as fits.
    static func drawCoreLine(into canvas: inout Canvas, rect: Rect, snapshot: Snapshot, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let values = valueGroups(snapshot: snapshot, width: rect.width, context: context)
        let items = [values.feelsLike, values.wind]
        let line = TextLayout.flowed(items, width: rect.width, gap: 3).first ?? []
        canvas.draw(line, x: rect.x, y: rect.y, maxWidth: rect.width)
    }

    static func todayForecast(_ snapshot: Snapshot, context: RenderContext) -> DayWeather? {
        snapshot.daily.first { context.clock.isSameDay($0.date, context.now) } ?? snapshot.daily.first
    }

    /// The card's label/value items: grouped by what belongs on one line of the full card, the
    /// core ones, and all of them in the order a compact card flows them.
    private struct CardValues {
        var groups: [[StyledLine]]
        var feelsLike: StyledLine
        var highLow: StyledLine
        var wind: StyledLine
        /// Feels-like, high and low, and wind: what the card keeps at the least.
        var core: [StyledLine] { [feelsLike, highLow, wind] }
        var glance: [StyledLine]
    }

    private static func valueGroups(snapshot: Snapshot, width: Int, context: RenderContext) -> CardValues {
        let theme = context.theme, values = context.values, current = snapshot.current, words = context.words
        let today = todayForecast(snapshot, context: context)
        func item(_ label: String, _ value: String, _ style: CellStyle? = nil) -> StyledLine {
            [Span(label + " ", theme.mutedStyle), Span(value, style ?? theme.textStyle)]
        }
        // The station's wind and pressure where it measured them; the model's otherwise.
        let observed = observation(snapshot, context: context)
        let measuredWind = observed?.windSpeed != nil
        let windSpeed = measuredWind ? observed?.windSpeed : current.windSpeed
        let windDirection = measuredWind ? observed?.windDirection : current.windDirection
        let windGust = measuredWind ? observed?.windGust : current.windGust
        var windItem = item(words(.wind), values.wind(windSpeed, from: windDirection, words: words))
        if let gust = windGust {
            windItem.append(Span(" ", theme.mutedStyle))
            windItem += words.styled(.gusts, ["speed": values.speed(gust)], wordStyle: theme.mutedStyle, valueStyle: theme.textStyle)
        }
        let sky = AstronomyCache.astronomy(for: snapshot.place, at: context.now)
        // Sunrise, sunset and the day's length from one source; polar day and night say so instead.
        let daylight = Daylight(snapshot: snapshot, sky: sky, clock: context.clock)
        let sun = { (date: Date?) in date.map { context.clock.time($0) } ?? ValueFormatter.missing }
        // The context goes last on its line, so a narrow card drops it before the weather.
        let wording = ContextWording(units: values.units, glyphs: values.glyphs, words: context.words)
        let normal = wording.comparedWithNormal(today?.highTemperature, normal: today?.normalHigh).map { [[Span($0, theme.mutedStyle)]] } ?? []
        let air = ContextWording.airQuality(snapshot.airQuality, scale: context.model.airQualityScale, words: context.words).map {
            [item(words(.airQuality), $0.text, theme.airQualityStyle($0.reading))]
        } ?? []
        let pollen = ContextWording.pollen(snapshot.airQuality, words: context.words).map { [item(words(.pollen), $0)] } ?? []
        let airLine = air + pollen
        var sunGroup = [item(words(.sunrise), sun(daylight.sunrise)), item(words(.sunset), sun(daylight.sunset))]
        // The day's length beside them, as long as the card's width allows, else not at all.
        let gap = 3, label = item(words(.dayLength), "")
        let room = width - sunGroup.reduce(0) { $0 + $1.width + gap } - label.width
        if let length = SkyText.dayLength(daylight, words: context.words, fitting: room) { sunGroup.append(item(words(.dayLength), length)) }
        if daylight.sunrise == nil, daylight.sunset == nil, let polar = daylight.polar {
            sunGroup = [[Span(SkyText.polar(polar, words: context.words), theme.textStyle)]]
        }
        let feels = item(words(.feelsLike), values.temperature(current.apparentTemperature), theme.temperatureStyle(celsius: current.apparentTemperature))
        let highLow = item(words(.high), values.temperature(today?.highTemperature), theme.temperatureStyle(celsius: today?.highTemperature))
            + [Span("  " + words(.low) + " ", theme.mutedStyle), Span(values.temperature(today?.lowTemperature), theme.temperatureStyle(celsius: today?.lowTemperature))]
        let humidity = item(words(.humidity), values.percent(current.humidity))
        // How far the station could see, where it said: "≥ 9.7 km" for its highest step.
        let visibility: [StyledLine] = observed.flatMap { observed in
            observed.visibility.map { metres in
                let atLeast = observed.isVisibilityAtLeast ? (context.glyphs.set == .ascii ? ">= " : "≥ ") : ""
                return [item(words(.visibility), atLeast + values.distance(metres: metres))]
            }
        } ?? []
        let uv = item(words(.uvIndex), current.uvIndex.map { "\($0)" } ?? ValueFormatter.missing)
        let pressure = item(words(.pressure), values.pressure(observed?.pressure ?? current.pressure))
        // Where the card's values come from, when a station measured them.
        let observedItem: StyledLine? = observed.map {
            [Span(observedText($0, place: snapshot.place, width: width, context: context), theme.mutedStyle)]
        }
        let moon = item(words(.moon), SkyText.moon(sky, words: context.words))
        return CardValues(
            groups: (observedItem.map { [[$0]] } ?? []) + [[feels, highLow] + normal, [humidity, uv] + visibility, [windItem], [pressure, moon], sunGroup]
                + (airLine.isEmpty ? [] : [airLine]),
            feelsLike: feels, highLow: highLow, wind: windItem,
            glance: [feels, highLow, windItem] + (observedItem.map { [$0] } ?? []) + normal + [humidity, uv] + visibility
                + [pressure, moon] + sunGroup + airLine)
    }
}
