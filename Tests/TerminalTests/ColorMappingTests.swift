import Dashboard
import Testing
@testable import Terminal

@Suite("Colour capability and mapping")
struct ColorMappingTests {
    @Test func capabilityFollowsColoursAndTheUsersWishes() {
        #expect(ColorCapability(colors: 256, environment: ["TERM": "xterm-256color"]) == .xterm256)
        #expect(ColorCapability(colors: 16, environment: ["TERM": "xterm"]) == .ansi16)
        #expect(ColorCapability(colors: 8, environment: ["TERM": "linux"]) == .ansi16)
        #expect(ColorCapability(colors: 256, environment: ["NO_COLOR": "1"]) == .none)
        #expect(ColorCapability(colors: 256, environment: ["NO_COLOR": ""]) == .xterm256, "empty NO_COLOR is unset")
        #expect(ColorCapability(colors: 256, environment: ["TERM": "dumb"]) == .none)
        #expect(ColorCapability(colors: 0, environment: [:]) == .none)
    }

    @Test func asciiGlyphsForDumbTerminalsAndNonUTF8Locales() {
        #expect(TerminalCapabilities(colors: 256, environment: ["TERM": "dumb"], localeIsUTF8: true).prefersASCIIGlyphs)
        #expect(TerminalCapabilities(colors: 256, environment: [:], localeIsUTF8: false).prefersASCIIGlyphs)
        #expect(!TerminalCapabilities(colors: 256, environment: ["TERM": "xterm"], localeIsUTF8: true).prefersASCIIGlyphs)
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
}
