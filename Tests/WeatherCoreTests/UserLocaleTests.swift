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

/// Only a locale name reaches ICU.
@Suite("Locale names")
struct LocaleNameTests {
    @Test(arguments: [
        "de_DE", "de_DE.UTF-8", "sr_RS@latin", "ca_ES.UTF-8@valencia", "de_DE.ISO-8859-15@euro", "C", "C.UTF-8", "POSIX",
        "en", "ber_MA", "es_419", "zh_Hans_CN", "en-US",
    ])
    func aLocaleNameIsOne(_ name: String) {
        #expect(UserLocale.isLocaleName(name))
    }

    @Test(arguments: [
        String(repeating: "a", count: 300), "de_" + String(repeating: "A", count: 300), "d", "deutsch_DE", "de_DEU", "de_12",
        "de_DE.", "de_DE@", "de_DE.UTF 8", "dé_DE", "de_DE_extra", "de_DE\u{1B}]0;x\u{07}", "../../etc", "C_DE",
    ])
    func anythingElseIsNot(_ name: String) {
        #expect(!UserLocale.isLocaleName(name))
    }

    @Test func anUnusableVariableIsThePOSIXLocale() {
        let long = String(repeating: "a", count: 300)
        let locale = UserLocale.fromEnvironment(["LANG": long, "LC_CTYPE": long])
        #expect(locale.identifier == "en_US_POSIX")
        #expect(locale.language == "en")
        #expect(!locale.isUTF8)
        #expect(locale.uses24HourClock)
        #expect(UserLocale.unusableLocaleVariables(in: ["LANG": long, "LC_CTYPE": long, "LC_TIME": "de_DE.UTF-8"]).map(\.name) == ["LC_CTYPE", "LANG"])
        #expect(UserLocale.preferredLanguages(["LANGUAGE": "\(long):fr", "LANG": "C"]) == ["fr"])
    }
}
