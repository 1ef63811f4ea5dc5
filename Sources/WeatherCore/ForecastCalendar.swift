import Foundation

extension Snapshot {
    /// Hours a snapshot holds from the current one: two days, what the chart shows at its
    /// widest (the hourly strip takes the first ones that fit), whatever the provider could send.
    public static let hourCount = 48
    /// Days a snapshot holds from today: the daily grid's length.
    public static let dayCount = 10
    /// Days before today a snapshot can hold (`pastDays`): a week, what the daily grid shows
    /// above today where it has the rows.
    public static let pastDayCount = 7
    /// Hours before the current one a snapshot can hold (`pastHours`): a day, what the 48-hour
    /// chart shows before now when asked (`p`), beside the day ahead.
    public static let pastHourCount = 24
}

extension Place {
    /// The Gregorian calendar in the place's time zone: a forecast's days and hours are the
    /// place's own, not the machine's.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}

extension Calendar {
    /// The start of the hour that contains `date`, in this calendar's time zone (which matters
    /// in zones half an hour off UTC, such as India's).
    public func startOfHour(for date: Date) -> Date {
        dateInterval(of: .hour, for: date)?.start ?? date
    }
}
