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
        #expect(effects == [
            .loadMap(RadarMapRequest(
                id: view.requestID, place: DemoData.berlin, otherPlaces: others, zoom: 6, pan: .zero,
                size: TerminalSize(width: 80, height: 23), glyphs: .emoji, showsColors: true)),
            .startTimer(.mapRefresh(id: view.refreshTimerID), seconds: 60),
        ])
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

    @Test func olderFramesThatFailedAreCountedWhileTheNewerShow() throws {
        let (state, _) = Self.opened
        let id = try #require(Self.view(state)).requestID
        let newest = Self.frame(minutesBefore: 6)
        let delivery = RadarMapDelivery(frames: [newest], failure: "No connection.", missingOlderFrames: 2, isComplete: true)
        let failed = state.after(.mapDelivered(requestID: id, delivery)).0
        let view = try #require(Self.view(failed))
        #expect(view.shownFrame == newest)
        #expect(view.failure == "2 older frames unavailable: No connection.")
        let bottom = render(failed.model, size: Self.size, theme: .plain).plainText.split(separator: "\n").last.map(String.init)
        // The row ends at the terminal's edge (80 columns), as the radar's other sentences do.
        #expect(bottom?.hasPrefix("RainViewer · as of 13:59 (6 min ago) · 2 older frames unavailable: No conn") == true, "\(bottom ?? "")")

        let one = state.after(.mapDelivered(requestID: id, RadarMapDelivery(
            frames: [newest], failure: "No connection.", missingOlderFrames: 1, isComplete: true))).0
        #expect(Self.view(one)?.failure == "1 older frame unavailable: No connection.")
        let none = state.after(.mapDelivered(requestID: id, RadarMapDelivery(
            frames: [], failure: "No connection.", missingOlderFrames: 1, isComplete: true))).0
        #expect(Self.view(none)?.failure == "Radar unavailable: No connection.", "no frame to show: the radar is what is missing")
    }

    @Test func placesAddedOrRemovedWhileTheMapIsOpenAreAskedForAtOnce() throws {
        let (opened, _) = Self.opened
        let openedID = try #require(Self.view(opened)).requestID
        let state = opened.after(.mapDelivered(requestID: openedID, RadarMapDelivery(frames: [Self.frame(minutesBefore: 6)], isComplete: true))).0
        let before = try #require(Self.view(state))
        let oslo = Place(name: "Oslo", latitude: 59.91, longitude: 10.75, timeZoneIdentifier: "Europe/Oslo", countryCode: "NO")
        var added = state.board
        added.places.append(oslo)
        let (withOslo, effects) = state.after(.board(added))
        guard case .loadMap(let request)? = effects.first else { Issue.record("no map request: \(effects)"); return }
        #expect(request.otherPlaces.contains(oslo) && request.place == DemoData.berlin)
        let view = try #require(Self.view(withOslo))
        #expect(request.id == view.requestID && view.requestID != before.requestID, "an answer to the old view is dropped")
        #expect(!view.isLoading && view.frames.count == 1, "quietly: the frames on screen stay without a loading note")

        var removed = withOslo.board
        removed.places.removeAll { $0 == oslo }
        guard case .loadMap(let again)? = withOslo.after(.board(removed)).1.first else { Issue.record("no request after the removal"); return }
        #expect(!again.otherPlaces.contains(oslo))
    }

    @Test func aBoardThatChangesNothingTheMapDrawsAsksNothing() throws {
        let (state, _) = Self.opened
        #expect(!state.after(.board(state.board)).1.contains { if case .loadMap = $0 { true } else { false } })
        let closed = Given.state(size: Self.size)
        var added = closed.board
        added.places.append(Place(name: "Oslo", latitude: 59.91, longitude: 10.75, timeZoneIdentifier: "Europe/Oslo"))
        #expect(!closed.after(.board(added)).1.contains { if case .loadMap = $0 { true } else { false } }, "no map open")
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

/// The map's loop: the frames play in order, the newest a while longer, space pauses, `,` and
/// `.` step; a new frame list leaves the loop on the frame it was showing.
@Suite struct MapLoopTests {
    /// The map open at 80x24 with three frames twenty minutes apart, as the service sends them.
    static func playing() throws -> (DashboardState, [DashboardEffect]) {
        let (state, _) = MapTests.opened
        let id = try #require(MapTests.view(state)).requestID
        let frames = [26.0, 16, 6].map { MapTests.frame(minutesBefore: $0, mark: "\($0)") }
        return state.after(.mapDelivered(requestID: id, RadarMapDelivery(frames: frames, isComplete: true)))
    }

    static func loopTimer(_ effects: [DashboardEffect]) -> (id: Int, seconds: Double)? {
        for case .startTimer(.mapFrame(let id), let seconds) in effects { return (id, seconds) }
        return nil
    }

    @Test func theFramesPlayInOrderTheNewestLongerThenRoundAgain() throws {
        var (state, effects) = try Self.playing()
        var shown: [Int] = [try #require(MapTests.view(state)).frameIndex]
        var pauses: [Double] = []
        for _ in 0..<4 {
            let timer = try #require(Self.loopTimer(effects))
            pauses.append(timer.seconds)
            (state, effects) = state.after(.timerFired(.mapFrame(id: timer.id)))
            shown.append(try #require(MapTests.view(state)).frameIndex)
        }
        #expect(shown == [2, 0, 1, 2, 0])
        #expect(pauses == [1.5, 0.5, 0.5, 1.5])
    }

    @Test func spacePausesOnTheFrameShownAndResumesFromIt() throws {
        let (playing, effects) = try Self.playing()
        let timer = try #require(Self.loopTimer(effects))
        let (paused, pauseEffects) = playing.after(.timerFired(.mapFrame(id: timer.id)), .key(.char(" ")))
        #expect(MapTests.view(paused)?.isPlaying == false && MapTests.view(paused)?.frameIndex == 0)
        // The timer that was running fires into a paused loop: nothing moves.
        let late = try #require(Self.loopTimer(pauseEffects))
        let (still, none) = paused.after(.timerFired(.mapFrame(id: late.id)))
        #expect(MapTests.view(still)?.frameIndex == 0 && none.isEmpty)
        let bottom = render(still.model, size: MapTests.size, theme: .plain).plainText.split(separator: "\n").last.map(String.init)
        #expect(bottom == "RainViewer · as of 13:39 (26 min ago) · 1/3 paused")
        let (resumed, resumeEffects) = still.pressing(.char(" "))
        let next = try #require(Self.loopTimer(resumeEffects))
        #expect(next.seconds == 0.5 && MapTests.view(resumed)?.isPlaying == true)
        #expect(MapTests.view(resumed.after(.timerFired(.mapFrame(id: next.id))).0)?.frameIndex == 1)
    }

    @Test func commaAndFullStopStepOneFrameRoundTheLoopAndStopIt() throws {
        let (playing, _) = try Self.playing()
        let back = playing.pressing(.char(","), .char(","), .char(",")).0
        #expect(MapTests.view(back)?.frameIndex == 2 && MapTests.view(back)?.isPlaying == false)
        #expect(MapTests.view(playing.pressing(.char(".")).0)?.frameIndex == 0)
        #expect(MapTests.view(playing.pressing(.char(","), .char(".")).0)?.frameIndex == 2)
    }

    @Test func aNewFrameListLeavesTheLoopOnTheFrameItShows() throws {
        let (playing, effects) = try Self.playing()
        let timer = try #require(Self.loopTimer(effects))
        let (atOldest, _) = playing.after(.timerFired(.mapFrame(id: timer.id)), .timerFired(.mapRefresh(id: try #require(MapTests.view(playing)).refreshTimerID)))
        let view = try #require(MapTests.view(atOldest))
        #expect(view.frameIndex == 0 && !view.isLoading)
        // The next list: the oldest frame left, a new one came.
        let frames = [16.0, 6, -4].map { MapTests.frame(minutesBefore: $0) }
        let (after, afterEffects) = atOldest.after(.mapDelivered(requestID: view.requestID, RadarMapDelivery(frames: [MapTests.frame(minutesBefore: 26)] + frames, isComplete: true)))
        #expect(MapTests.view(after)?.frameIndex == 0 && MapTests.view(after)?.frames.count == 4)
        // The loop's own timer keeps running: no second one.
        #expect(Self.loopTimer(afterEffects) == nil)
    }

    @Test func theMapAsksItsServiceAgainEveryMinuteWhileOpenAndNotAfter() throws {
        let (opened, openEffects) = MapTests.opened
        var refresh: Int?
        for case .startTimer(.mapRefresh(let id), let seconds) in openEffects where seconds == 60 { refresh = id }
        let id = try #require(refresh)
        let (again, effects) = opened.after(.timerFired(.mapRefresh(id: id)))
        #expect(effects.count == 2)
        guard case .loadMap(let request)? = effects.first else {
            Issue.record("no load: \(effects)")
            return
        }
        #expect(request.id == MapTests.view(again)?.requestID && request.id != MapTests.view(opened)?.requestID)
        #expect(effects.last == .startTimer(.mapRefresh(id: id), seconds: 60))
        let closed = opened.pressing(.escape).0
        #expect(closed.after(.timerFired(.mapRefresh(id: id))).1.isEmpty)
    }
}

/// `+`/`-` zoom between the zooms the free tier serves; the arrows move the view a quarter of
/// itself. Each asks for the new view; the arrows are the map's while it is open.
@Suite struct MapZoomAndPanTests {
    static func request(_ effects: [DashboardEffect]) -> RadarMapRequest? {
        for case .loadMap(let request) in effects { return request }
        return nil
    }

    @Test func plusAndMinusZoomWithinThreeToSevenAndAskForTheView() throws {
        let opened = MapTests.opened.0
        let (closer, effects) = opened.pressing(.char("+"))
        #expect(MapTests.view(closer)?.zoom == 7 && Self.request(effects)?.zoom == 7)
        #expect(MapTests.view(opened.pressing(.char("=")).0)?.zoom == 7)
        // 7 is the free tier's last zoom: nothing more is asked.
        let (still, none) = closer.pressing(.char("+"))
        #expect(MapTests.view(still)?.zoom == 7 && none.isEmpty)
        let (farthest, _) = opened.pressing(.char("-"), .char("-"), .char("-"))
        #expect(MapTests.view(farthest)?.zoom == 3)
        #expect(farthest.pressing(.char("-")).1.isEmpty)
    }

    @Test func theArrowsMoveTheViewAQuarterOfItselfAndTheMapKeepsThem() throws {
        let opened = MapTests.opened.0
        // 80x24: the map is 80x23 cells, so 20 columns and 5 rows a step.
        let (east, effects) = opened.pressing(.right)
        #expect(Self.request(effects)?.pan == MapPan(columns: 20, rows: 0))
        #expect(east.board.selectedIndex == opened.board.selectedIndex, "→ does not switch places while the map is open")
        #expect(MapTests.view(opened.pressing(.left, .up, .up).0)?.pan == MapPan(columns: -20, rows: -10))
        #expect(MapTests.view(opened.pressing(.down).0)?.pan == MapPan(columns: 0, rows: 5))
    }

    @Test func zoomingKeepsTheCentreOfAMovedView() throws {
        let moved = MapTests.opened.0.pressing(.right, .down).0
        #expect(MapTests.view(moved.pressing(.char("+")).0)?.pan == MapPan(columns: 40, rows: 10))
        #expect(MapTests.view(moved.pressing(.char("-")).0)?.pan == MapPan(columns: 10, rows: 2))
    }
}

/// The map asks for the selected place's warning areas: those the dashboard lists (in force,
/// not weaker than the user's minimum) that have a shape, the worst last.
@Suite struct MapWarningAreaRequestTests {
    static let square = [
        GeoPoint(latitude: 52.3, longitude: 13.1), GeoPoint(latitude: 52.7, longitude: 13.1),
        GeoPoint(latitude: 52.7, longitude: 13.7), GeoPoint(latitude: 52.3, longitude: 13.7),
    ]

    static func alert(_ id: String, _ severity: AlertSeverity, expiresIn hours: Double?, shaped: Bool) -> WeatherAlert {
        WeatherAlert(
            id: id, severity: severity, summary: id, region: "Berlin", detailsURL: URL(fileURLWithPath: "/\(id)"), source: "DWD",
            expirationDate: hours.map { Given.now.addingTimeInterval($0 * 3600) },
            geometry: shaped ? AlertGeometry(rings: [square]) : nil)
    }

    static func board(_ alerts: [WeatherAlert]) -> BoardState {
        var board = Given.demoBoard
        if var snapshot = board.state(of: DemoData.berlin).snapshot {
            snapshot.alerts = alerts
            board.placeStates[DemoData.berlin.coordinateKey] = .loaded(snapshot, .fresh)
        }
        return board
    }

    @Test func theWarningsInForceWithAShapeAreAskedForTheWorstLast() throws {
        let alerts = [
            Self.alert("minor", .minor, expiresIn: 2, shaped: true), Self.alert("gone", .extreme, expiresIn: -1, shaped: true),
            Self.alert("unshaped", .extreme, expiresIn: nil, shaped: false), Self.alert("severe", .severe, expiresIn: nil, shaped: true),
        ]
        let (_, effects) = Given.state(Self.board(alerts)).pressing(.char("m"))
        guard case .loadMap(let request)? = effects.first else { Issue.record("no map request: \(effects)"); return }
        #expect(request.warningAreas.map(\.severity) == [.minor, .severe])
        #expect(request.warningAreas.allSatisfy { $0.rings == [GeoPolygon(points: Self.square)] })
    }

    @Test func aNewWarningWhileTheMapIsOpenIsAskedForAtOnce() throws {
        let (state, _) = Given.state(Self.board([])).pressing(.char("m"))
        let (_, effects) = state.after(.board(Self.board([Self.alert("severe", .severe, expiresIn: 2, shaped: true)])))
        guard case .loadMap(let request)? = effects.first else { Issue.record("no map request: \(effects)"); return }
        #expect(request.warningAreas.map(\.severity) == [.severe])
    }

    @Test func theUsersMinimumSeverityLeavesMilderAreasOut() throws {
        let alerts = [Self.alert("minor", .minor, expiresIn: 2, shaped: true), Self.alert("severe", .severe, expiresIn: 2, shaped: true)]
        let (_, effects) = Given.state(Self.board(alerts), settings: Given.settings(minimumAlertSeverity: .severe)).pressing(.char("m"))
        guard case .loadMap(let request)? = effects.first else { Issue.record("no map request: \(effects)"); return }
        #expect(request.warningAreas.map(\.severity) == [.severe])
    }

    @Test func theLoopColoursEachAreaInItsSeveritysThemeColour() throws {
        let theme = ThemeLibrary().defaultTheme
        let request = RadarMapRequest(
            id: 1, place: DemoData.berlin, otherPlaces: [], zoom: 6, pan: .zero, size: TerminalSize(width: 80, height: 23),
            glyphs: .emoji, showsColors: true,
            warningAreas: [MapWarningArea(rings: [], severity: .minor), MapWarningArea(rings: [], severity: .extreme)])
        let styled = request.styled(by: theme)
        #expect(styled.warningAreas.map(\.style.foreground) == [theme.severity[.minor], theme.severity[.extreme]])
        #expect(styled.warningAreas[1].style.isBold && !styled.warningAreas[0].style.isBold)
        #expect(styled.warningAreas[0].style != styled.warningAreas[1].style)
    }
}
