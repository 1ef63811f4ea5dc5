import Foundation
import Testing
@testable import Dashboard

/// One rule per terminal fact: dumb or not, how many colours, which glyphs, and one mapping
/// of a theme's colours for the dashboard and `--print` alike.
@Suite("Terminal environment and colour mapping")
struct TerminalEnvironmentTests {
    func environment(_ variables: [String: String]) -> TerminalEnvironment { TerminalEnvironment(variables) }

    @Test func unsetEmptyAndDumbTermAreDumb() {
        #expect(environment([:]).isDumb)
        #expect(environment(["TERM": ""]).isDumb)
        #expect(environment(["TERM": "dumb"]).isDumb)
        #expect(!environment(["TERM": "xterm"]).isDumb)
    }

    @Test func colourFollowsTerminfoAndTheUsersWishes() {
        let xterm = ["TERM": "xterm-256color"]
        #expect(environment(xterm).colorCapability(paletteSize: 256) == .xterm256)
        #expect(environment(["TERM": "xterm"]).colorCapability(paletteSize: 16) == .ansi16)
        #expect(environment(["TERM": "linux"]).colorCapability(paletteSize: 8) == .ansi16)
        #expect(environment(["TERM": "vt100"]).colorCapability(paletteSize: 0) == .none)
        #expect(environment(xterm.merging(["NO_COLOR": "1"]) { $1 }).colorCapability(paletteSize: 256) == .none)
        #expect(environment(xterm.merging(["NO_COLOR": ""]) { $1 }).colorCapability(paletteSize: 256) == .xterm256, "empty NO_COLOR is unset")
        #expect(environment(["TERM": "dumb"]).colorCapability(paletteSize: 256) == .none)
        #expect(environment([:]).colorCapability(paletteSize: nil) == .none)
        #expect(environment(xterm.merging(["COLORTERM": "truecolor"]) { $1 }).colorCapability(paletteSize: 256) == .trueColor)
    }

    @Test func withoutTerminfoTheNameOfTermDecides() {
        #expect(environment(["TERM": "xterm-256color"]).colorCapability(paletteSize: nil) == .xterm256)
        #expect(environment(["TERM": "xterm"]).colorCapability(paletteSize: nil) == .ansi16)
        #expect(environment(["TERM": "xterm", "COLORTERM": "24bit"]).colorCapability(paletteSize: nil) == .trueColor)
    }

    @Test func asciiGlyphsForDumbTerminalsAndNonUTF8Locales() {
        let xterm = environment(["TERM": "xterm"])
        #expect(xterm.glyphs(requested: nil, localeIsUTF8: true) == .emoji)
        #expect(xterm.glyphs(requested: .unicode, localeIsUTF8: true) == .unicode)
        #expect(xterm.glyphs(requested: .emoji, localeIsUTF8: false) == .ascii)
        #expect(environment(["TERM": "dumb"]).glyphs(requested: .emoji, localeIsUTF8: true) == .ascii)
        #expect(environment([:]).glyphs(requested: nil, localeIsUTF8: true) == .ascii)
    }

    @Test func xterm256PicksTheCubeOrTheGreyRamp() {
        #expect(ColorPalette.xterm256Index(for: RGB(255, 0, 0)) == 196)
        #expect(ColorPalette.xterm256Index(for: RGB(0, 0, 255)) == 21)
        #expect(ColorPalette.xterm256Index(for: RGB(255, 255, 255)) == 231)
        #expect(ColorPalette.xterm256Index(for: RGB(128, 128, 128)) == 244, "mid grey is on the ramp")
        #expect((16...255).contains(ColorPalette.xterm256Index(for: RGB(12, 34, 56))), "never the user's 0–15")
    }

    @Test func ansiPicksTheNearestOfEightOrSixteen() {
        #expect(ColorPalette.ansiIndex(for: RGB(250, 10, 10), count: 16) == 9)
        #expect(ColorPalette.ansiIndex(for: RGB(200, 0, 0), count: 8) == 1)
        #expect(ColorPalette.ansiIndex(for: RGB(250, 250, 250), count: 8) == 7)
        #expect(ColorPalette.ansiIndex(for: RGB(0, 0, 0), count: 16) == 0)
    }

    /// Every colour of every built-in theme: the code `--print` writes is the colour the
    /// dashboard draws, at 256 and at 16 colours.
    @Test func printAndTheDashboardApproximateEveryThemeColourAlike() {
        var colors: Set<RGB> = []
        for theme in ThemeLibrary().themes {
            let named = [theme.text, theme.muted, theme.accent, theme.border, theme.panelTitle, theme.precipitation,
                         theme.stale, theme.offline, theme.selectionForeground, theme.selectionBackground, theme.background]
            let severity = theme.severity
            let severities = [severity.extreme, severity.severe, severity.moderate, severity.minor, severity.unknown]
            colors.formUnion((named + severities).compactMap { $0 } + theme.temperatureGradient)
        }
        #expect(colors.count > 20)
        for color in colors {
            let style = CellStyle(foreground: color)
            #expect(Canvas.sgr(for: style, colors: .xterm256) == "\u{1B}[0;38;5;\(ColorPalette.xterm256Index(for: color))m", "\(color)")
            let ansi = Int(ColorPalette.ansiIndex(for: color, count: 16))
            #expect(Canvas.sgr(for: style, colors: .ansi16) == "\u{1B}[0;\(ansi < 8 ? 30 + ansi : 90 + ansi - 8)m", "\(color)")
        }
    }
}
