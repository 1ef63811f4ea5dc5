import Testing
import WeatherCore

@Suite("The language from the environment")
struct LanguagePreferenceTests {
    @Test func theMessagesLocaleIsLCAllThenLCMessagesThenLang() {
        #expect(LanguagePreference.catalogCode(in: ["LANG": "de_DE.UTF-8"]) == "de")
        #expect(LanguagePreference.catalogCode(in: ["LANG": "en_GB.UTF-8", "LC_MESSAGES": "de_AT.UTF-8"]) == "de")
        #expect(LanguagePreference.catalogCode(in: ["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"]) == "en")
        // Other categories say nothing about the language.
        #expect(LanguagePreference.catalogCode(in: ["LANG": "en_US.UTF-8", "LC_TIME": "de_DE.UTF-8"]) == "en")
    }

    @Test func languageListsPreferencesBeforeTheLocaleAsInGettext() {
        #expect(LanguagePreference.catalogCode(in: ["LANG": "en_US.UTF-8", "LANGUAGE": "de"]) == "de")
        #expect(LanguagePreference.catalogCode(in: ["LANG": "de_DE.UTF-8", "LANGUAGE": "xx:en:de"]) == "en")
        // A language list of only languages not shipped falls through to the locale.
        #expect(LanguagePreference.catalogCode(in: ["LANG": "de_DE.UTF-8", "LANGUAGE": "xx:yy"]) == "de")
    }

    @Test func cOrPosixOrNothingIsEnglishWhateverLanguageSays() {
        #expect(LanguagePreference.catalogCode(in: [:]) == "en")
        #expect(LanguagePreference.catalogCode(in: ["LANG": "C", "LANGUAGE": "de"]) == "en")
        #expect(LanguagePreference.catalogCode(in: ["LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"]) == "en")
        #expect(LanguagePreference.catalogCode(in: ["LANG": "POSIX"]) == "en")
    }

    @Test func aLanguageNotShippedIsEnglishNotAMix() {
        #expect(LanguagePreference.catalogCode(in: ["LANG": "xx_XX.UTF-8"]) == "en")
        #expect(LanguagePreference.shippedCode(matching: "xx") == nil)
    }

    @Test func namesAreMatchedWholeThenLessSpecific() {
        #expect(LanguagePreference.shippedCode(matching: "de_CH.UTF-8@euro") == "de")
        #expect(LanguagePreference.shippedCode(matching: "DE") == "de")
        #expect(LanguagePreference.shippedCode(matching: "de-Latn-AT") == "de")
        #expect(LanguagePreference.normalized("zh-hant-tw") == "zh_Hant_TW")
        #expect(LanguagePreference.normalized("pt_BR.utf8") == "pt_BR")
    }

    @Test func theLocaleGivesTheLanguageAndTheNamesFollowIt() {
        let german = UserLocale.fromEnvironment(["LANG": "de_DE.UTF-8"])
        #expect(german.language == "de")
        #expect(german.namesIdentifier == "de_DE")
        var told = UserLocale.fromEnvironment(["LANG": "en_US.UTF-8"])
        told.language = "de"
        #expect(told.namesIdentifier == "de")
        #expect(!told.uses24HourClock, "the clock stays the time locale's")
        // Arabic is not shipped: English words, so English names, not Arabic ones among them.
        let arabic = UserLocale.fromEnvironment(["LANG": "ar_EG.UTF-8"])
        #expect(arabic.language == "en")
        #expect(arabic.namesIdentifier == "en")
    }
}
