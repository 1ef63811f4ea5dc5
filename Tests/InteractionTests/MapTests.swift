import Dashboard
import Foundation
import Testing
import WeatherCore
@testable import Interaction

/// The radar map (`m`) as pure steps of the state: what opening it asks the loop for, how it
/// closes, and what its service's answers and the terminal's size do to it.
@Suite struct MapTests {
    static let size = TerminalSize(width: 80, height: 24)

    static func frame(minutesBefore minutes: Double, mark: String = "x") -> MapFrame {
        var canvas = Canvas(width: 80, height: 23)
        canvas.draw(mark, x: 0, y: 0)
        return MapFrame(time: Given.now.addingTimeInterval(-minutes * 60), canvas: canvas, attribution: "RainViewer")
    }

    static var opened: (DashboardState, [DashboardEffect]) { Given.state(size: size).pressing(.char("m")) }

    static func view(_ state: DashboardState) -> MapView? {
        guard case .map(let view)? = state.overlay else { return nil }
        return view
    }

    @Test func mOpensTheMapOnTheSelectedPlaceAndAsksForItsFramesAtTheTerminalsSize() throws {
        let (state, effects) = Self.opened
        let view = try #require(Self.view(state))
        #expect(view.place == DemoData.berlin && view.isLoading && view.frames.isEmpty && view.zoom == MapView.defaultZoom)
        #expect(state.inputMode == .map)
        let others = Given.demoBoard.places.filter { $0 != DemoData.berlin }
        #expect(effects == [.loadMap(RadarMapRequest(
            id: view.requestID, place: DemoData.berlin, otherPlaces: others, zoom: 6, pan: .zero,
            size: TerminalSize(width: 80, height: 23), glyphs: .emoji, showsColors: true))])
    }

    @Test func escAndMCloseTheMapAndStopItsLoadQStillQuits() {
        for key in [KeyEvent.escape, .char("m")] {
            let (closed, effects) = Self.opened.0.pressing(key)
            #expect(closed.overlay == nil, "\(key)")
            #expect(effects == [.cancelMap], "\(key)")
        }
        #expect(Self.opened.0.pressing(.char("q")).1.last == .quit(status: 0))
    }

    @Test func theDemoSaysItShowsNoRadar() {
        let (state, _) = Given.state(settings: Given.settings(isDemo: true)).pressing(.char("m"))
        #expect(state.overlay == nil)
        #expect(state.status?.text == "The demo shows no radar.")
    }

    @Test func theNewestFrameIsShownFirstAndStaysOnScreenWhenTheOlderOnesCome() throws {
        let (state, _) = Self.opened
        let id = try #require(Self.view(state)).requestID
        let newest = Self.frame(minutesBefore: 6)
        let first = state.after(.mapDelivered(requestID: id, RadarMapDelivery(frames: [newest], isComplete: false))).0
        #expect(Self.view(first)?.shownFrame == newest && Self.view(first)?.isLoading == true)
        let older = [Self.frame(minutesBefore: 26), Self.frame(minutesBefore: 16)]
        let all = first.after(.mapDelivered(requestID: id, RadarMapDelivery(frames: older + [newest], isComplete: true))).0
        let view = try #require(Self.view(all))
        #expect(view.frames.count == 3 && view.frameIndex == 2 && view.shownFrame == newest && !view.isLoading)
    }

    @Test func anAnswerForAnEarlierViewIsDropped() throws {
        let (state, _) = Self.opened
        let id = try #require(Self.view(state)).requestID
        let resized = state.after(.resized(TerminalSize(width: 100, height: 30))).0
        let late = resized.after(.mapDelivered(requestID: id, RadarMapDelivery(frames: [Self.frame(minutesBefore: 6)], isComplete: true))).0
        #expect(Self.view(late)?.frames.isEmpty == true)
    }

    @Test func aFailureKeepsTheFramesThereWereAndSaysWhy() throws {
        let (state, _) = Self.opened
        let id = try #require(Self.view(state)).requestID
        let newest = Self.frame(minutesBefore: 6)
        let shown = state.after(.mapDelivered(requestID: id, RadarMapDelivery(frames: [newest], isComplete: true))).0
        let (again, effects) = shown.after(.resized(Self.size))
        let againID = try #require(Self.view(again)).requestID
        #expect(againID != id && effects.count == 1)
        let failed = again.after(.mapDelivered(requestID: againID, RadarMapDelivery(frames: [], failure: "No connection.", isComplete: true))).0
        let view = try #require(Self.view(failed))
        #expect(view.shownFrame == newest && !view.isLoading)
        #expect(view.failure == "Radar unavailable: No connection.")
        let bottom = render(failed.model, size: Self.size, theme: .plain).plainText.split(separator: "\n").last.map(String.init)
        #expect(bottom == "RainViewer · as of 13:59 (6 min ago) · Radar unavailable: No connection.")
    }

    @Test func aResizeAsksForTheViewAtTheNewSize() throws {
        let (state, effects) = Self.opened.0.after(.resized(TerminalSize(width: 200, height: 60)))
        let view = try #require(Self.view(state))
        guard case .loadMap(let request)? = effects.first else {
            Issue.record("no load: \(effects)")
            return
        }
        #expect(request.id == view.requestID && request.size == TerminalSize(width: 200, height: 59))
    }

    @Test func theMapOpensAtLaunchWhenAskedTo() throws {
        var settings = Given.settings()
        settings.opensMap = true
        let (state, effects) = Given.state(settings: settings).after(.started)
        #expect(Self.view(state)?.place == DemoData.berlin)
        #expect(effects.contains { if case .loadMap = $0 { true } else { false } })
    }

    @Test func theHelpListsM() {
        #expect(KeyTable.helpEntries(in: .english).contains { $0.keys == "m" && $0.description == "the precipitation radar map" })
    }
}
