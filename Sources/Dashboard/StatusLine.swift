import Foundation
import WeatherCore

/// A `--format` string split into literal text and tokens such as `{temperature}`, checked
/// once when the command line is read so that a typo is a usage error, not a blank bar.
public struct StatusLineFormat: Sendable, Hashable {
    public enum Token: String, Sendable, Hashable, CaseIterable {
        case place, icon, condition, temperature, feels, wind, precipitation, nexthour, observed, confidence, alert, age
    }

    enum Piece: Sendable, Hashable {
        case text(String)
        case token(Token)
    }

    let pieces: [Piece]

    /// What `--oneline` prints: "Berlin ☀ 7° ↗ 11 km/h ▲ Frost".
    public static let oneline = StatusLineFormat(pieces: [
        .token(.place), .text(" "), .token(.icon), .text(" "), .token(.temperature), .text(" "),
        .token(.wind), .text(" "), .token(.alert),
    ])

    /// "{place}, {icon}, …": the accepted tokens, for help and error sentences.
    public static var tokenList: String {
        Token.allCases.map { "{\($0.rawValue)}" }.joined(separator: " ")
    }

    /// The one sentence that says what was wrong, naming the accepted tokens, worded when the
    /// language is known (the command line is still being read when it is found).
    public struct ParseError: Error, Equatable {
        public let wording: Wording
    }

    public init(parsing text: String) throws(ParseError) {
        var pieces: [Piece] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw ParseError(wording: Wording(.formatUnclosedBrace, ["tokens": "\(Self.tokenList)"]))
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let token = Token(rawValue: name) else {
                throw ParseError(wording: Wording(.formatUnknownToken, ["name": "\(name)", "tokens": "\(Self.tokenList)"]))
            }
            pieces.append(.token(token))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        self.pieces = pieces
    }

    init(pieces: [Piece]) { self.pieces = pieces }

    /// Whether a place's glance (`Snapshot.glance`) holds all the format shows, so that a
    /// status bar reads the glance's small file rather than the whole forecast (a tenth of a
    /// `--oneline`).
    public var isAnsweredByGlance: Bool {
        pieces.allSatisfy { piece in
            guard case .token(let token) = piece else { return true }
            return token.isAnsweredByGlance
        }
    }
}

extension StatusLineFormat.Token {
    /// Whether the token's value comes from what a glance keeps: the conditions now, the
    /// warnings' summaries and times, the data's own times. The chance of rain comes from the
    /// hours, the next hour, the observation and the ensemble from parts a glance drops.
    var isAnsweredByGlance: Bool {
        switch self {
        case .place, .icon, .condition, .temperature, .feels, .wind, .alert, .age: true
        case .precipitation, .nexthour, .observed, .confidence: false
        }
    }
}

/// What a status bar shows for one place: one line from a format, the worst alert's severity
/// and a few lines of detail, all from one snapshot, in the user's units and glyphs.
public struct StatusLine: Sendable {
    let snapshot: Snapshot
    let placeName: String
    let now: Date
    let glyphs: Glyphs
    let values: ValueFormatter
    let clock: LocalClock
    let words: Catalog
    let locale: UserLocale
    /// The worst alert in force that is at least as severe as the user's minimum.
    public let worstAlert: WeatherAlert?

    public init(
        snapshot: Snapshot, placeName: String, now: Date, units: MeasurementUnits, locale: UserLocale,
        glyphs: GlyphSet, minimumAlertSeverity: AlertSeverity?
    ) {
        // Past days and hours of old data are never told as today or now.
        self.snapshot = snapshot.upcoming(at: now)
        self.placeName = placeName
        self.now = now
        // As on the dashboard: ASCII whenever the locale is not UTF-8, whatever was asked for.
        self.glyphs = Glyphs(locale.isUTF8 ? glyphs : .ascii)
        values = ValueFormatter(units: units, glyphs: self.glyphs, words: locale.words)
        clock = LocalClock(timeZone: snapshot.place.timeZone, locale: locale)
        words = locale.words
        self.locale = locale
        worstAlert = snapshot.alerts.rankedBySeverity().first {
            DashboardModel.isShown($0.severity, until: $0.expirationDate, at: now, minimum: minimumAlertSeverity)
        }
    }

    /// The format filled in, on one line; an empty token leaves no doubled space behind. Each
    /// piece is made safe on its own before they are joined: an escape sequence left open in
    /// one (an alert's event) would otherwise take its neighbours with it.
    public func line(_ format: StatusLineFormat) -> String {
        let text = format.pieces.map { piece in
            switch piece {
            case .text(let text): TerminalText.sanitized(text)
            case .token(let token): TerminalText.sanitized(value(of: token))
            }
        }.joined() + (outdatedMark.map { glyphs.separator + $0 } ?? "")
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        return words.joined(separator: " ")
    }

    /// When the conditions are from, where they are not current: whatever the format asks
    /// for, old data never passes for current on a bar.
    private var outdatedMark: String? {
        snapshot.hasCurrentConditions(at: now) ? nil : AsOfWording.text(for: snapshot, now: now, clock: clock, words: words)
    }

    /// A few lines for a tooltip: conditions, the next hours, alerts, attribution.
    public var detailLines: [String] {
        let current = snapshot.current
        var lines = outdatedMark.map { [$0] } ?? []
        lines.append(words(.statusBarCurrent, [
            "place": TerminalText.sanitized(placeName), "condition": current.condition.description(in: words), "temperature": values.temperature(current.temperature),
            "feels": values.temperature(current.apparentTemperature), "wind": value(of: .wind),
        ]))
        let hours = snapshot.hourly.filter { $0.date > now }.prefix(3).map { hour in
            "\(clock.hour(hour.date)) \(glyphs.icon(for: hour.condition, isDaylight: hour.isDaylight)) "
                + "\(values.temperature(hour.temperature)) \(values.percent(hour.precipitationChance))"
        }
        if let nextHour = nextHourSentence { lines.append(nextHour) }
        if !hours.isEmpty { lines.append(words(.statusBarNextHours, ["hours": hours.joined(separator: glyphs.separator)])) }
        for alert in snapshot.alerts.rankedBySeverity() where (alert.expirationDate ?? .distantFuture) > now {
            lines.append("\(glyphs.alertMark) \(AlertWording.severity(alert.severity, words: words)) \(TerminalText.sanitized(alert.summary))")
        }
        for unplaced in snapshot.unplacedAlerts {
            lines.append("\(glyphs.alertMark) " + AlertWording.unplaced(unplaced, place: snapshot.place, locale: locale))
        }
        lines.append(words(.statusBarData, [
            "services": snapshot.attributions.map { TerminalText.sanitized($0.serviceName) }.joined(separator: ", "), "separator": glyphs.separator,
            "time": clock.relativeTime(snapshot.metadata.fetchDate, now: now),
        ]))
        return lines.map { TerminalText.sanitized($0) }
    }

    func value(of token: StatusLineFormat.Token) -> String {
        let current = snapshot.current
        switch token {
        case .place: return placeName
        case .icon: return glyphs.icon(for: current.condition, isDaylight: current.isDaylight)
        case .condition: return current.condition.description(in: words)
        case .temperature: return values.temperature(current.temperature)
        case .feels: return values.temperature(current.apparentTemperature)
        case .wind:
            guard let speed = current.windSpeed else { return ValueFormatter.missing }
            let amount = values.windSpeed(speed)
            guard let direction = current.windDirection else { return amount }
            return (values.windArrow(direction) ?? ValueFormatter.compassPoint(direction, words: words)) + " " + amount
        case .precipitation: return values.percent(currentHour?.precipitationChance)
        case .nexthour: return nextHourSentence ?? ""
        // "16° EDDB 13:55": what the nearest station measured, and where and when; empty
        // without a current report near the place.
        case .observed:
            guard let observed = snapshot.observation(at: now), let temperature = observed.temperature else { return "" }
            return "\(values.temperature(temperature)) \(TerminalText.sanitized(observed.stationIdentifier)) \(clock.time(observed.date))"
        // "±2°" or "±5° uncertain": today's spread among the ensemble's members, as the 10-day
        // grid gives it; empty without an ensemble band for today.
        case .confidence:
            guard let today = snapshot.ensemble?.day(on: now, in: snapshot.place.timeZone), let spread = today.spread else { return "" }
            return values.temperatureSpread(spread) + (today.isUncertain ? " " + words(.dailyUncertain) : "")
        case .alert: return worstAlert.map { glyphs.alertMark + " " + $0.summary } ?? ""
        // By the data's own time, not the fetch's: a service can answer now with old data.
        case .age: return Self.age(snapshot.age(at: now), words: words)
        }
    }

    /// The card's sentence about the next hour ("Light rain starting in about 10 min, …"); nil
    /// when the provider sends no minute forecast.
    private var nextHourSentence: String? {
        NextHourSentence.text(for: snapshot.nextHour, now: now, clock: clock, words: words)
    }

    /// The hour that contains `now`, else the first one after it.
    private var currentHour: HourWeather? {
        snapshot.hourly.first { $0.date <= now && now < $0.date.addingTimeInterval(3600) }
            ?? snapshot.hourly.first { $0.date > now }
    }

    /// "now", "12 min", "3 h", "2 d": how old the data is.
    public static func age(_ seconds: TimeInterval, words: Catalog) -> String {
        let minutes = Int(max(0, seconds) / 60)
        if minutes < 1 { return words(.statusBarAgeNow) }
        if minutes < 60 { return DurationWording.minutes(minutes, words: words) }
        if minutes < 48 * 60 { return DurationWording.hours(minutes / 60, words: words) }
        return words(.statusBarAgeDays, count: minutes / (24 * 60))
    }
}
