import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// Whether the map draws pixels: asked of the terminal once, when the map first opens, never
/// at start-up; decided by its answers, inside tmux by the outer terminal's, or by the wait's
/// end; `--graphics` chooses without asking for the protocol.
@Suite struct GraphicsChoiceTests {
    static let kittyOK = TerminalReply.kittyGraphics(imageID: GraphicsProbe.queryImageID, isOK: true)

    static func opened(_ graphics: GraphicsSetting, insideTmux: Bool = false) -> (DashboardState, [DashboardEffect]) {
        var settings = Given.settings()
        settings.graphics = graphics
        settings.isInsideTmux = insideTmux
        return Given.state(size: TerminalSize(width: 80, height: 24), settings: settings).pressing(.char("m"))
    }

    static func request(in effects: [DashboardEffect]) -> RadarMapRequest? {
        effects.lazy.compactMap { effect -> RadarMapRequest? in
            if case .loadMap(let request) = effect { return request }
            return nil
        }.first
    }

    /// The first `m` asks and waits for the answer before asking for frames (they would be
    /// drawn twice); kitty's OK then the attributes decide for kitty, with the cell's size.
    @Test func theFirstMapAsksTheTerminalAndKittysAnswerDecides() throws {
        let (asking, effects) = Self.opened(.auto)
        #expect(effects.first == .askAboutGraphics)
        #expect(effects.contains(.startTimer(.graphicsAnswerWait, seconds: DashboardState.graphicsAnswerSeconds)))
        #expect(Self.request(in: effects) == nil)
        let sized = asking.after(.terminalReply(.cellSize(PixelSize(width: 9, height: 18)))).0
        let (withKitty, none) = sized.after(.terminalReply(Self.kittyOK))
        #expect(none.isEmpty, "still waiting for the attributes")
        let (decided, load) = withKitty.after(.terminalReply(.deviceAttributes([62, 22])))
        let request = try #require(Self.request(in: load))
        #expect(request.pictureMode == PictureMode(pictureProtocol: .kitty, cellSize: PixelSize(width: 9, height: 18)))
        // Closed and opened again: nothing is asked a second time.
        let reopened = decided.pressing(.escape).0.pressing(.char("m")).1
        #expect(!reopened.contains(.askAboutGraphics))
        #expect(Self.request(in: reopened)?.pictureMode?.pictureProtocol == .kitty)
    }

    /// Attributes with 4 and no kitty answer: sixel, at the usual cell size when none was
    /// told; neither: text.
    @Test(arguments: [([62, 4, 22], PictureProtocol.sixel), ([1, 2], nil)])
    func theAttributesAloneDecide(attributes: [Int], expected: PictureProtocol?) throws {
        let (decided, load) = Self.opened(.auto).0.after(.terminalReply(.deviceAttributes(attributes)))
        let request = try #require(Self.request(in: load))
        #expect(request.pictureMode == expected.map { PictureMode(pictureProtocol: $0, cellSize: .defaultCell) })
        // The wait's end after the decision changes nothing.
        #expect(decided.after(.timerFired(.graphicsAnswerWait)).1.isEmpty)
    }

    /// Inside tmux the attributes are tmux's own and come first: the outer terminal's kitty
    /// answer through the passthrough still counts, and without one the wait decides.
    @Test func insideTmuxTheOuterTerminalsLaterAnswerCounts() throws {
        let (asking, _) = Self.opened(.auto, insideTmux: true)
        let (afterTmux, none) = asking.after(.terminalReply(.deviceAttributes([1, 2])))
        #expect(none.isEmpty)
        let kitty = afterTmux.after(.terminalReply(Self.kittyOK)).1
        #expect(Self.request(in: kitty)?.pictureMode?.pictureProtocol == .kitty)
        let timedOut = afterTmux.after(.timerFired(.graphicsAnswerWait)).1
        let request = try #require(Self.request(in: timedOut))
        #expect(request.pictureMode == nil)
    }

    /// A terminal that never answers: the wait's end gives text.
    @Test func noAnswerAtAllGivesText() throws {
        let load = Self.opened(.auto).0.after(.timerFired(.graphicsAnswerWait)).1
        #expect(try #require(Self.request(in: load)).pictureMode == nil)
    }

    /// `--graphics sixel` draws sixels whatever the terminal says, still asking its cell size;
    /// `--graphics text` asks nothing and loads at once.
    @Test func theSettingChoosesWithoutTheAnswer() throws {
        let load = Self.opened(.sixel).0.after(.terminalReply(Self.kittyOK)).0.after(.terminalReply(.deviceAttributes([1]))).1
        #expect(try #require(Self.request(in: load)).pictureMode?.pictureProtocol == .sixel)
        let (_, text) = Self.opened(.text)
        #expect(!text.contains(.askAboutGraphics))
        #expect(try #require(Self.request(in: text)).pictureMode == nil)
    }

    /// Answers that come when nothing was asked (a late one, or typed) change nothing.
    @Test func answersNobodyAskedForAreIgnored() {
        let state = Given.state(size: TerminalSize(width: 80, height: 24))
        #expect(state.after(.terminalReply(Self.kittyOK)).1.isEmpty)
        #expect(state.after(.terminalReply(.deviceAttributes([4]))).0.pictureMode == nil)
    }
}
