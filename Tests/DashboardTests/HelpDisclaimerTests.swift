import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// MeteoAlarm's terms: "Publish this disclaimer verbatim". The help shows it whole from 80x24 up.
@Suite("Help disclaimer")
struct HelpDisclaimerTests {
    static let verbatim = "Time delays between this website and the www.meteoalarm.org website are possible. "
        + "For the most up-to-date awareness information as published by the participating National Meteorological "
        + "and Hydrological Services, please refer to www.meteoalarm.org."

    @Test func theDisclaimerIsTheTermsTextWordForWord() {
        #expect(HelpOverlay.meteoAlarmDisclaimer == "MeteoAlarm: " + Self.verbatim)
    }

    @Test(arguments: [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40), TerminalSize(width: 200, height: 60)])
    func theHelpShowsItWholeBesideEveryKey(size: TerminalSize) {
        var model = Fixtures.model(Fixtures.demoBoard)
        model.overlay = .help
        let text = render(model, size: size, theme: .plain).plainText
        let lines = TextLayout.wrapped(HelpOverlay.meteoAlarmDisclaimer, width: HelpOverlay.noticeWidth)
        #expect(lines.joined(separator: " ") == HelpOverlay.meteoAlarmDisclaimer, "wrapping loses no word")
        for line in lines {
            #expect(text.contains(line), "\(line) missing at \(size)")
        }
        for key in ["h/l", "1–9", " r ", " R ", "↑/↓", "Enter", " o ", " a ", " d ", " u ", " t ", " ? ", " q ", "Esc"] {
            #expect(text.contains(key), "\(key) missing at \(size)")
        }
    }
}
