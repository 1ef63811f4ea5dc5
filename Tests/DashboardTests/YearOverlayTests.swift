import Foundation
import Testing
import TestSupport
import WeatherCore
@testable import Dashboard

/// The year view's columns and frames. The days are made up (the archive's real answers are
/// the decoder's tests, in ProvidersTests): a seasonal curve with a warm spell in spring, a
/// cold one in winter, a fortnight the archive lacks and a wet autumn, so that every kind of
/// column shows.
@Suite("The year view")
struct YearOverlayTests {
    static let berlin = DemoData.berlin
    static let lastDay = DateComponents(year: 2026, month: 8, day: 21)

    /// The normal of a calendar day: 19° in mid-July, 1° in mid-January, 6–10° between high and low.
    static func normal(month: Int, day: Int) -> (high: Double, low: Double) {
        let dayOfYear = Double((month - 1) * 30 + day)
        let season = cos((dayOfYear - 196) / 365 * 2 * .pi)
        return (10 + 13 * season, 2 + 8 * season)
    }

    static var normals: ClimateNormals {
        var days: [ClimateNormals.Day] = []
        for month in 1...12 {
            for day in 1...31 where !(month == 2 && day > 29) && !([4, 6, 9, 11].contains(month) && day > 30) {
                let normal = normal(month: month, day: day)
                days.append(.init(month: month, day: day, high: normal.high, low: normal.low, precipitation: 1.6, yearCount: 10))
            }
        }
        return ClimateNormals(days: days, firstYear: 2016, lastYear: 2025)
    }

    static var history: YearHistory {
        let window = YearHistory.window(endingOn: lastDay)
        return YearHistory(days: window.enumerated().map { index, empty in
            var day = empty
            // 5 to 18 January: nothing in the archive.
            if day.month == 1, (5...18).contains(day.day) { return day }
            let normal = normal(month: day.month, day: day.day)
            let weather = sin(Double(index) / 3) * 2.5
                + ((day.month == 4) ? 6 : 0) + ((day.month == 12 && day.day > 10) ? -7 : 0)
            day.high = normal.high + weather
            day.low = normal.low + weather
            day.precipitation = (day.month >= 9 && day.month <= 11) ? Double(index % 7) * 1.5 : Double(index % 11 == 0 ? 4 : 0)
            return day
        })
    }

    static let fetched = Fixtures.now.addingTimeInterval(-3 * 24 * 60 * 60)

    static func model(_ view: YearView, locale: UserLocale = Fixtures.britishLocale) -> DashboardModel {
        var model = Fixtures.model(Fixtures.demoBoard, locale: locale)
        model.overlay = .year(view)
        return model
    }

    static var loaded: YearView {
        YearView(
            place: berlin, history: history, normals: normals, fetchDate: fetched, isLoading: false,
            attribution: WeatherAttribution(serviceName: "Open-Meteo.com", legalPageURL: URL(string: "https://open-meteo.com/") ?? URL(fileURLWithPath: "/")))
    }

    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40), TerminalSize(width: 200, height: 60)]

    @Test(arguments: sizes)
    func matchesGoldenFile(size: TerminalSize) throws {
        let canvas = render(Self.model(Self.loaded), size: size, theme: ThemeLibrary().defaultTheme)
        try SnapshotAssertions.assertMatches(canvas, named: "year", in: SnapshotAssertions.directory())
    }

    /// Colour says warmer or colder: the styled frame holds it.
    @Test func matchesStyledGoldenFile() throws {
        let canvas = render(Self.model(Self.loaded), size: TerminalSize(width: 80, height: 24), theme: ThemeLibrary().defaultTheme)
        try SnapshotAssertions.assertMatches(canvas.styledText, file: "year-80x24.styled.txt", in: SnapshotAssertions.directory())
    }

    @Test func columnsSpanTheWidthWithFewestDaysEach() {
        #expect(YearColumn.daysPerColumn(width: 74) == 5)
        #expect(YearColumn.daysPerColumn(width: 365) == 1)
        #expect(YearColumn.daysPerColumn(width: 182) == 3)
        #expect(YearColumn.daysPerColumn(width: 0) == 365)
        let columns = YearColumn.columns(of: Self.history, normals: Self.normals, width: 74)
        #expect(columns.count == 73)
        #expect(columns.allSatisfy { $0.days.count == 5 })
        #expect(columns.filter { $0.monthStarting != nil }.count == 12)
    }

    /// Hand-checked: a column's bar is the means of its days; its rain is their total, unless
    /// a day lacks one; its departure is its mean day against its mean normal.
    @Test func aColumnIsItsDaysMeansAndTotal() throws {
        func day(_ number: Int, high: Double?, low: Double?, rain: Double?) -> YearHistory.Day {
            .init(year: 2026, month: 8, day: number, high: high, low: low, precipitation: rain)
        }
        var days = YearHistory.window(endingOn: Self.lastDay)
        days[363] = day(20, high: 24, low: 12, rain: 2.5)
        days[364] = day(21, high: 30, low: nil, rain: 1)
        days[360] = day(17, high: 20, low: 10, rain: 0)
        days[361] = day(18, high: 22, low: 14, rain: nil)
        let normals = ClimateNormals(days: [
            .init(month: 8, day: 20, high: 20, low: 10, precipitation: 2, yearCount: 10),
            .init(month: 8, day: 21, high: 22, low: 12, precipitation: 2, yearCount: 10),
        ], firstYear: 2016, lastYear: 2025)
        // Two days a column at 183 columns: the last column is 21 August alone, the one before 19 and 20.
        let columns = YearColumn.columns(of: YearHistory(days: days), normals: normals, width: 183)
        let last = try #require(columns.last), before = columns[columns.count - 2], earlier = columns[columns.count - 3]
        #expect(last.days.count == 1)
        #expect(last.high == 30 && last.low == nil && last.precipitation == 1 && last.departure == nil)
        #expect(before.high == 24 && before.low == 12)
        // 19 August has no rain figure: no total.
        #expect(before.precipitation == nil)
        #expect(before.normalHigh == 20 && before.normalLow == 10)
        // Middle 18 against 15: above.
        #expect(before.departure == .above)
        // 17 and 18 August: highs 20 and 22, lows 10 and 14, no normals for them.
        #expect(earlier.high == 21 && earlier.low == 12 && earlier.normalHigh == nil && earlier.departure == nil)
        #expect(earlier.precipitation == nil)
    }

    @Test func beforeTheFirstAnswerItSaysItIsLoading() {
        let canvas = render(Self.model(YearView(place: Self.berlin)), size: TerminalSize(width: 80, height: 24), theme: ThemeLibrary().defaultTheme)
        #expect(canvas.plainText.contains("Loading the past year at Berlin…"))
    }

    @Test func aFailureWithNothingShownIsOneSentence() {
        var view = YearView(place: Self.berlin)
        view.take(YearDelivery(
            history: nil, normals: nil, fetchDate: nil, failure: "The past year is unavailable: the server answered HTTP 503.", attribution: nil))
        let text = render(Self.model(view), size: TerminalSize(width: 80, height: 24), theme: ThemeLibrary().defaultTheme).plainText
        #expect(text.contains("The past year is unavailable: the server answered HTTP 503."))
        #expect(!text.contains("Loading"))
    }

    /// Offline: the days kept stay, with their age and why they are not newer.
    @Test func aFailureKeepsTheDaysWithTheirAge() {
        var view = Self.loaded
        view.take(YearDelivery(history: nil, normals: nil, fetchDate: nil, failure: "The past year is unavailable: no network.", attribution: nil))
        #expect(view.history == Self.history)
        let text = render(Self.model(view), size: TerminalSize(width: 120, height: 40), theme: ThemeLibrary().defaultTheme).plainText
        let lastRow = text.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(lastRow.contains("Open-Meteo.com open-meteo.com"))
        #expect(lastRow.contains("(3 d ago)"))
        #expect(lastRow.contains("no network"))
    }

    @Test func withoutNormalsTheLegendSaysSo() {
        var view = Self.loaded
        view.normals = nil
        let text = render(Self.model(view), size: TerminalSize(width: 120, height: 40), theme: ThemeLibrary().defaultTheme).plainText
        #expect(text.contains("no normals to compare with"))
        #expect(!text.contains("warmer than normal"))
    }

    /// A place name from the network reaches the screen cleaned.
    @Test func thePlaceNameIsCleaned() {
        var view = Self.loaded
        view.place.name = "Evil\u{1B}[2JPlace"
        let canvas = render(Self.model(view), size: TerminalSize(width: 80, height: 24), theme: ThemeLibrary().defaultTheme)
        #expect(!canvas.plainText.contains("\u{1B}"))
    }

    /// Fahrenheit and another language change the labels, not the layout.
    @Test func theLabelsFollowTheUnitsAndLanguage() {
        let american = render(Self.model(Self.loaded, locale: Fixtures.americanLocale), size: TerminalSize(width: 80, height: 24), theme: ThemeLibrary().defaultTheme)
        #expect(american.plainText.contains("°"))
        let german = UserLocale(identifier: "de_DE", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
        let text = render(Self.model(Self.loaded, locale: german), size: TerminalSize(width: 120, height: 40), theme: ThemeLibrary().defaultTheme).plainText
        #expect(text.contains("das vergangene Jahr"))
        #expect(text.contains("wärmer als üblich"))
    }
}
