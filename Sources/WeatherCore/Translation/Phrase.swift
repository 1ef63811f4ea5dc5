/// Everything the program says to a person, by its key in the catalogs ("group.key" in a
/// catalog file's "strings"). The English catalog has exactly these keys, and every other
/// catalog the same (the catalog tests check both), so a phrase always has its text.
///
/// Not here: `--json` keys and values, which stay stable for scripts, and log-style text meant
/// for bug reports.
public enum Phrase: String, CaseIterable, Sendable {
    // MARK: daily: the 10-day grid
    case today = "daily.today"
    case noDailyForecast = "daily.noForecast"
    case dayCount = "daily.days"
}
