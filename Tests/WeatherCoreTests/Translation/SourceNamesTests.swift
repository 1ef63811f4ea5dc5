import Foundation
import Testing
import WeatherCore

/// A failing source is named in the reader's language ("Warnungen des DWD"), found by the
/// English name that `--json` and the cache keep.
@Suite struct SourceNamesTests {
    let clock = LocalClock(timeZone: TimeZone(identifier: "UTC") ?? .current, locale: .noPreference)
    let now = Date(timeIntervalSince1970: 1_789_458_420)

    @Test func aFailureSentenceNamesTheSourceInTheReadersLanguage() {
        func refused(_ source: String, _ code: String) -> String {
            SourceFailure.sentence(source: source, reason: .httpStatus(403, reason: nil), clock: clock, now: now, words: .shipped(code))
        }
        #expect(refused("DWD warnings", "en") == "DWD warnings are unavailable: the service refused the request (HTTP 403).")
        #expect(refused("DWD warnings", "de") == "Warnungen des DWD nicht verfügbar: der Dienst hat die Anfrage abgelehnt (HTTP 403).")
        #expect(refused("Climate normals", "de").hasPrefix("Klimamittelwerte nicht verfügbar: "))
        #expect(refused("MeteoAlarm warnings", "ru") == "Предупреждения MeteoAlarm: нет данных: служба отклонила запрос (HTTP 403).")
        #expect(refused("Air-quality readings", "ja") == "大気質データを利用できません: サービスがリクエストを拒否しました (HTTP 403)。")
    }

    @Test func theNameIsFoundByItsEnglishNameAndAnUnknownNameStaysAsItIs() {
        let failure = SourceFailure(source: "NWS alerts", message: "NWS alerts are unavailable.", reason: .timedOut)
        #expect(failure.sourceName(in: .shipped("de")) == "Warnungen des NWS")
        #expect(failure.sourceName(in: .shipped("fr")) == "Alertes du NWS")
        #expect(failure.sourceName(in: .english) == "NWS alerts")
        #expect(SourceNames.name("Some service", in: .shipped("de")) == "Some service")
    }

    /// Every catalog names every source in its own words: the service's name (NWS, DWD) stays,
    /// the English word around it does not.
    @Test func noCatalogNamesASourceWithTheEnglishWord() {
        for code in LanguagePreference.shippedCodes where code != Catalog.englishCode {
            let words = Catalog.shipped(code)
            for phrase in SourceNames.phrases {
                let name = words(phrase)
                for english in ["alerts", "warnings", "readings", "normals"] {
                    #expect(!name.contains(english), "\(code) \(phrase): \(name)")
                }
            }
        }
    }
}
