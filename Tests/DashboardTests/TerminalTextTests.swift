import Testing
import WeatherCore

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("red \u{1B}[31mtext\u{1B}[0m", "red text"),
        ("title\u{1B}]0;owned\u{07} after", "title after"),
        ("osc \u{1B}]8;;https://x\u{1B}\\link\u{1B}]8;;\u{1B}\\ end", "osc link end"),
        ("dcs \u{1B}P1$qm\u{1B}\\ gone", "dcs  gone"),
        ("c1 \u{9B}2J csi", "c1  csi"),
        ("c1 osc \u{9D}0;x\u{9C}done", "c1 osc done"),
        ("reset\u{1B}c now", "reset now"),
        ("bell\u{07} nul\u{00} del\u{7F} c1\u{9A}", "bell nul del c1"),
        ("tab\there", "tab here"),
        ("line\nbreak\r\n", "line break  "),
        // Terminals draw U+2028 and U+2029 in no column and break no line: kept, they would
        // join words and leave the row shorter than it was measured.
        ("line\u{2028}separator\u{2029}paragraph", "line separator paragraph"),
        ("next\u{85}line\u{0B}tab\u{0C}feed", "next line tab feed"),
        ("bidi \u{202E}desrever\u{202C}", "bidi desrever"),
        ("arabic letter mark \u{061C}gone", "arabic letter mark gone"),
        ("東京 ☀️ café", "東京 ☀️ café"),
        ("osc then csi \u{1B}]0;t\u{1B}[1mbold", "osc then csi bold"),
        ("trailing escape \u{1B}", "trailing escape "),
    ])
    func stripsControlsAndEscapeSequences(input: String, expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
    }

    @Test func keepsLineBreaksWhenAsked() {
        #expect(TerminalText.sanitized("one\r\ntwo\u{1B}[K\nthree", keepingLineBreaks: true) == "one\ntwo\nthree")
        #expect(TerminalText.sanitized("one\u{2028}two\u{2029}three\u{85}four", keepingLineBreaks: true) == "one\ntwo\nthree\nfour")
    }
}
