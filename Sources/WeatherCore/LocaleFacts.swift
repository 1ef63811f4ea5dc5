import Foundation
import Synchronization

/// What a locale says about writing times: its 12/24-hour clock, short weekday and month names
/// and AM/PM markers. ICU answers these (the clock through a whole date-pattern generator,
/// the names through a DateFormatter), which costs more than a whole render, so each
/// locale's answer is asked once per process and may be kept between runs in a
/// `LocaleFactsFile`.
public struct LocaleFacts: Sendable, Hashable {
    public var uses24HourClock: Bool
    /// Sunday first, as `Calendar`'s weekday component counts.
    public var shortWeekdays: [String]
    public var shortMonths: [String]
    public var am: String
    public var pm: String

    public init(uses24HourClock: Bool, shortWeekdays: [String], shortMonths: [String], am: String, pm: String) {
        self.uses24HourClock = uses24HourClock
        self.shortWeekdays = shortWeekdays
        self.shortMonths = shortMonths
        self.am = am
        self.pm = pm
    }

    private static let known = Mutex<[String: LocaleFacts]>([:])

    /// The facts of `identifier`: from this process's memory, else from ICU.
    public static func `for`(identifier: String) -> LocaleFacts {
        if let facts = known.withLock({ $0[identifier] }) { return facts }
        let facts = fromICU(identifier: identifier)
        remember(facts, for: identifier)
        return facts
    }

    /// Keeps facts read from a `LocaleFactsFile`, so that `for(identifier:)`, and so every
    /// `LocalClock`, answers from them without ICU.
    static func remember(_ facts: LocaleFacts, for identifier: String) {
        known.withLock { $0[identifier] = facts }
    }

    /// ICU's answer, asked afresh.
    public static func fromICU(identifier: String) -> LocaleFacts {
        let locale = Locale(identifier: identifier)
        let formatter = DateFormatter()
        formatter.locale = locale
        return LocaleFacts(
            uses24HourClock: usesTwentyFourHours(locale),
            shortWeekdays: formatter.shortStandaloneWeekdaySymbols,
            shortMonths: formatter.shortStandaloneMonthSymbols, am: formatter.amSymbol, pm: formatter.pmSymbol)
    }

    private static func usesTwentyFourHours(_ locale: Locale) -> Bool {
        // hourCycle, not the "j" pattern: German's pattern is "HH 'Uhr'", whose literal has an h.
        switch locale.hourCycle {
        case .zeroToTwentyThree, .oneToTwentyFour: return true
        case .zeroToEleven, .oneToTwelve: return false
        @unknown default: return true
        }
    }
}
