import Foundation

/// Real forecast payloads moved in time, so that a test run on any day gets their data as
/// current: the program dates data by its own times, and a payload saved in August is three
/// months old in November. Every timestamp moves by the same whole number of hours (hours stay
/// on the hour, as services send them), which brings the payload's own "now" into the hour
/// before the test's; dates without a time move by the days that moved its date. Which of the
/// payload's hours is under way then depends on the minute the test runs at: a test that
/// expects a value of "this hour" looks the hour up by its moved time.
public struct TimeShift: Sendable {
    public let seconds: Int
    public let days: Int

    /// - Parameters:
    ///   - referenceWallClock: the payload's own now, as seconds since 1970 on its wall clock.
    ///   - nowWallClock: the test's now on the same wall clock.
    public init(referenceWallClock: Int, nowWallClock: Int) {
        seconds = Self.floorDiv(nowWallClock - referenceWallClock, 3600) * 3600
        days = Self.floorDiv(referenceWallClock + seconds, 86_400) - Self.floorDiv(referenceWallClock, 86_400)
    }

    /// The shift that makes an Open-Meteo forecast's `current.time` lie in the hour before now. Its times are local without an offset, which the program reads in the
    /// place's zone (`timezone`) at each time: the shift is worked out on that wall clock, so
    /// that a payload saved in summer is current in winter too.
    public static func openMeteo(_ payload: Data, now: Date = Date()) throws -> TimeShift {
        guard let object = try JSONSerialization.jsonObject(with: payload) as? [String: Any],
              let zone = (object["timezone"] as? String).flatMap(TimeZone.init(identifier:)),
              let current = (object["current"] as? [String: Any])?["time"] as? String,
              let wallClock = wallClockSeconds(current) else {
            throw CocoaError(.coderReadCorrupt)
        }
        return TimeShift(referenceWallClock: wallClock, nowWallClock: Int(now.timeIntervalSince1970) + zone.secondsFromGMT(for: now))
    }

    /// The shift that makes an NWS hourly forecast's first period the one under way. Its times
    /// carry their offset, which the shift keeps: the wall clock is that offset's.
    public static func nwsHourly(_ payload: Data, now: Date = Date()) throws -> TimeShift {
        guard let object = try JSONSerialization.jsonObject(with: payload) as? [String: Any],
              let periods = (object["properties"] as? [String: Any])?["periods"] as? [[String: Any]],
              let start = periods.first?["startTime"] as? String,
              let instant = ISO8601DateFormatter().date(from: start),
              let wallClock = wallClockSeconds(start) else {
            throw CocoaError(.coderReadCorrupt)
        }
        let offset = wallClock - Int(instant.timeIntervalSince1970)
        return TimeShift(referenceWallClock: wallClock, nowWallClock: Int(now.timeIntervalSince1970) + offset)
    }

    /// A saved timestamp or date as the moved payload has it.
    public func applied(to text: String) -> String {
        String(decoding: applied(to: Data(text.utf8)), as: UTF8.self)
    }

    /// `payload` with every `YYYY-MM-DDTHH:MM[:SS]` moved by `seconds` (its zone suffix, if
    /// any, kept: the instant moves by as much) and every date alone moved by `days`.
    public func applied(to payload: Data) -> Data {
        let text = String(decoding: payload, as: UTF8.self)
        let pattern = #"(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return payload }
        let source = text as NSString
        var result = ""
        var last = 0
        for match in expression.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            result += source.substring(with: NSRange(location: last, length: match.range.location - last))
            last = match.range.location + match.range.length
            func number(_ group: Int) -> Int? {
                let range = match.range(at: group)
                return range.location == NSNotFound ? nil : Int(source.substring(with: range))
            }
            guard let year = number(1), let month = number(2), let day = number(3) else { continue }
            let dayNumber = Self.dayNumber(year: year, month: month, day: day)
            guard let hour = number(4), let minute = number(5) else {
                result += Self.date(dayNumber + days)
                continue
            }
            let second = number(6)
            let moved = dayNumber * 86_400 + hour * 3600 + minute * 60 + (second ?? 0) + seconds
            let movedDay = Self.floorDiv(moved, 86_400), time = moved - movedDay * 86_400
            result += Self.date(movedDay) + String(format: "T%02d:%02d", time / 3600, time / 60 % 60)
            if second != nil { result += String(format: ":%02d", time % 60) }
        }
        result += source.substring(from: last)
        return Data(result.utf8)
    }

    /// Seconds since 1970 of a wall-clock `YYYY-MM-DDTHH:MM`, read as if it were UTC.
    public static func wallClockSeconds(_ text: String) -> Int? {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard parts.count >= 5 else { return nil }
        return dayNumber(year: parts[0], month: parts[1], day: parts[2]) * 86_400 + parts[3] * 3600 + parts[4] * 60
    }

    /// Days since 1970-01-01 of a Gregorian date (Howard Hinnant's days-from-civil).
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = floorDiv(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `YYYY-MM-DD` of a day number (civil-from-days).
    static func date(_ dayNumber: Int) -> String {
        let z = dayNumber + 719_468
        let era = floorDiv(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPart = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPart + 2) / 5 + 1
        let month = monthPart < 10 ? monthPart + 3 : monthPart - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}

extension WeatherboardBinary {
    /// An Open-Meteo forecast fixture moved in time so that its current conditions are of the
    /// last hour (`TimeShift.openMeteo`).
    public static func currentOpenMeteoFixture(_ name: String, now: Date = Date(), filePath: String = #filePath) throws -> Data {
        let payload = try fixture(name, filePath: filePath)
        return try TimeShift.openMeteo(payload, now: now).applied(to: payload)
    }
}
