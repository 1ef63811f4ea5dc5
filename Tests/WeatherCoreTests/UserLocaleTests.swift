import Testing
import WeatherCore

@Suite("User locale from the environment")
struct UserLocaleTests {
    @Test func usLocaleMeansImperialAndTwelveHours() {
        let locale = UserLocale.fromEnvironment(["LANG": "en_US.UTF-8"])
        #expect(locale.preferredUnits == .imperial)
        #expect(!locale.uses24HourClock)
        #expect(locale.isUTF8)
        #expect(locale.identifier == "en_US")
    }

    @Test func germanLocaleMeansMetricAnd24Hours() {
        let locale = UserLocale.fromEnvironment(["LANG": "de_DE.UTF-8"])
        #expect(locale.preferredUnits == .metric)
        #expect(locale.uses24HourClock)
    }

    @Test func lcAllWinsAndCategoriesRefine() {
        let locale = UserLocale.fromEnvironment(["LANG": "en_US.UTF-8", "LC_MEASUREMENT": "en_GB.UTF-8"])
        #expect(locale.preferredUnits == .metric)
        let overridden = UserLocale.fromEnvironment(["LC_ALL": "en_US.UTF-8", "LC_MEASUREMENT": "en_GB.UTF-8"])
        #expect(overridden.preferredUnits == .imperial)
    }

    @Test func posixLocaleIsAsciiAndMetric() {
        let locale = UserLocale.fromEnvironment(["LANG": "C"])
        #expect(!locale.isUTF8)
        #expect(locale.preferredUnits == .metric)
        #expect(UserLocale.fromEnvironment([:]).isUTF8 == false)
        #expect(UserLocale.fromEnvironment(["LC_ALL": "C.UTF-8"]).isUTF8)
    }
}
