import Foundation
import WeatherCore

/// A local time written without its offset, as Open-Meteo ("2026-08-21T13:15", "2026-08-21")
/// and INMET ("2026-05-18 08:55") send them: the instant it names on the wall clock of a zone.
enum WallClockTime {
    /// The instant `text` names in `calendar`'s zone: year, month and day, then hour and minute
    /// and perhaps seconds, whatever separates them; nil for anything else. Parsed by hand
    /// because Foundation's ISO 8601 parser requires seconds and a `T`.
    static func date(from text: String, in calendar: Calendar) -> Date? {
        var numbers: [Int] = []
        var current = 0
        var inNumber = false
        for byte in text.utf8 {
            if byte >= 48 && byte <= 57 {
                // A date's fields have at most four digits: give up long before a run could overflow.
                guard current < 10_000 else { return nil }
                current = current * 10 + Int(byte - 48)
                inNumber = true
            } else if inNumber {
                numbers.append(current)
                current = 0
                inNumber = false
            }
        }
        if inNumber { numbers.append(current) }
        guard numbers.count == 3 || numbers.count >= 5 else { return nil }
        let (year, month, day) = (numbers[0], numbers[1], numbers[2])
        let hour = numbers.count >= 5 ? numbers[3] : 0
        let minute = numbers.count >= 5 ? numbers[4] : 0
        let second = numbers.count >= 6 ? numbers[5] : 0
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
              (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        var components = DateComponents()
        (components.year, components.month, components.day) = (year, month, day)
        (components.hour, components.minute, components.second) = (hour, minute, second)
        return PhysicalLimits.checked(calendar.date(from: components))
    }
}
