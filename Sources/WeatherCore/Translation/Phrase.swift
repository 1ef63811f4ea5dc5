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
    case moreDays = "daily.more"
    case rainOverHours = "daily.rainOverHours"
    case snowAmount = "daily.snow"
    case dailyWind = "daily.wind"

    // MARK: card: the current conditions
    case asOf = "card.asOf"
    case feelsLike = "card.feelsLike"
    case high = "card.high"
    case low = "card.low"
    case humidity = "card.humidity"
    case uvIndex = "card.uv"
    case wind = "card.wind"
    case gusts = "card.gusts"
    case pressure = "card.pressure"
    case moon = "card.moon"
    case sunrise = "card.sunrise"
    case sunset = "card.sunset"
    case dayLength = "card.dayLength"
    case airQuality = "card.air"
    case pollen = "card.pollen"
    case conditionsSummary = "card.summary"

    // MARK: hours: the 48-hour chart and the 12-hour strip
    case nextHours = "hours.next"
    case nextHoursUncounted = "hours.nextUncounted"
    case nowLabel = "hours.now"
    case noHourlyForecast = "hours.noForecast"
    case feelsLikeLegend = "hours.feelsLikeLegend"
    case totalInHours = "hours.totalInHours"
    case nextHoursList = "hours.list"

    // MARK: alerts: the alerts panel
    case alertsTitle = "alerts.title"
    case alertsTitleWithCounts = "alerts.titleWithCounts"
    case weakerAlertsHidden = "alerts.weakerHidden"
    case alertsAbove = "alerts.above"
    case alertsBelow = "alerts.below"
    case moreAlerts = "alerts.more"
    case noAlertSource = "alerts.noSource"
    case noWarningsAtOrAbove = "alerts.noneAtOrAbove"
    case chosenAlertLevel = "alerts.chosenLevel"
    case noActiveAlerts = "alerts.noneActive"
    case noWarningsFrom = "alerts.noneFrom"
    case listAnd = "alerts.and"
    case alertFromUntil = "alerts.fromUntil"
    case alertUntil = "alerts.until"
    case alertFrom = "alerts.from"
    case alertTimeNotGiven = "alerts.timeNotGiven"
    case affectedAreaUnavailable = "alerts.areaUnavailable"
    case alertSourceLastRead = "alerts.lastRead"

    // MARK: attribution: the bottom row
    case updated = "attribution.updated"
    case nextUpdate = "attribution.next"
    case demo = "attribution.demo"
    case refreshing = "attribution.refreshing"
    case sourceUnavailable = "attribution.unavailable"
    case rateLimitedUntil = "attribution.rateLimitedUntil"
    case staleSince = "attribution.staleSince"
    case offline = "attribution.offline"
    case updateFailed = "attribution.updateFailed"
    case helpKey = "attribution.help"
    case dataFrom = "attribution.data"
    case ageNow = "attribution.ageNow"
    case ageMinutes = "attribution.ageMinutes"
    case ageHours = "attribution.ageHours"
    case ageDays = "attribution.ageDays"

    // MARK: clock: times and dates
    case weekdayTime = "clock.weekdayTime"
    case datedTime = "clock.datedTime"
    case zonedTime = "clock.zonedTime"

    // MARK: compass: where the wind comes from, clockwise from north
    case compassNorth = "compass.n"
    case compassNorthNorthEast = "compass.nne"
    case compassNorthEast = "compass.ne"
    case compassEastNorthEast = "compass.ene"
    case compassEast = "compass.e"
    case compassEastSouthEast = "compass.ese"
    case compassSouthEast = "compass.se"
    case compassSouthSouthEast = "compass.sse"
    case compassSouth = "compass.s"
    case compassSouthSouthWest = "compass.ssw"
    case compassSouthWest = "compass.sw"
    case compassWestSouthWest = "compass.wsw"
    case compassWest = "compass.w"
    case compassWestNorthWest = "compass.wnw"
    case compassNorthWest = "compass.nw"
    case compassNorthNorthWest = "compass.nnw"

    // MARK: layout: the frame and the body without data
    case terminalTooSmall = "layout.tooSmall"
    case showingDataFrom = "layout.showingDataFrom"
    case welcome = "layout.welcome"
    case noSavedPlaces = "layout.noSavedPlaces"
    case addPlaceKeys = "layout.addPlaceKeys"
    case addPlaceCommand = "layout.addPlaceCommand"
    case noWeatherFor = "layout.noWeatherFor"
    case retryKey = "layout.retryKey"
    case loadingWeatherFor = "layout.loadingWeatherFor"
    case noPlaceSelected = "layout.noPlaceSelected"
    case firstPlaceKey = "layout.firstPlaceKey"
}
