import Dashboard
import Foundation
import Terminal
import Testing
import TestSupport
import WeatherCore
@testable import Interaction

/// The dashboard's whole loop against an in-memory screen: keys in, frames out, with the real
/// Board, places file and cache underneath. What only a real terminal shows (signals, Ctrl-Z,
/// restoring the terminal, its colours) is tested in tmux, in CLITests.
@MainActor
@Suite(.serialized) struct LoopTests {
    static let places = [DemoData.berlin, DemoData.tokyo, DemoData.oklahomaCity]
    static let paris = Place(
        name: "Paris", latitude: 48.8534, longitude: 2.3488, timeZoneIdentifier: "Europe/Paris", countryCode: "FR",
        adminArea: "Île-de-France", country: "France")
    let snapshots = SnapshotAssertions.directory()

    @Test func aSessionFromLaunchToQuit() async throws {
        let world = try await LoopWorld(places: Self.places, cached: Self.places, searchResults: ["Paris": [Self.paris]])
        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        let loop = try world.loop(screen: screen)
        let run = Task<Int32?, Never> { await loop.run() }

        // Launch from the cache: the first place, drawn from data in date, and no request. The
        // launch is complete once every place's cache has been read: Berlin's data and age on
        // screen, and Oklahoma City's alerts marked in its tab (a frame drawn before that is
        // part of the launch, not its end).
        let launched = try #require(await screen.frame(where: {
            let text = $0.plainText
            return text.contains("╭ Berlin") && text.contains("Oklahoma City ▲") && text.contains("updated 14:02")
        }))
        try SnapshotAssertions.assertMatches(launched, named: "session-launch", in: snapshots)

        // → and ← move between places and wrap.
        screen.press(.right)
        #expect(await screen.frame(containing: "╭ 東京") != nil)
        screen.press(.left, .left)
        #expect(await screen.frame(containing: "╭ Oklahoma City") != nil, "← from the first place wraps to the last")
        screen.press(.character("1"))
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        #expect(world.provider.requests.isEmpty, "a launch within expiry, and moving between places, asks nothing")

        // r asks once, and says it is refreshing meanwhile; another r right after is absorbed.
        world.provider.holdRequests()
        screen.press(.character("r"))
        #expect(await screen.frame(containing: "refreshing…") != nil)
        #expect(world.provider.requests == ["Berlin"])
        world.provider.release()
        #expect(await screen.frame(where: { !$0.plainText.contains("refreshing…") }) != nil)
        screen.press(.character("r"))
        #expect(await screen.frame(containing: "Updated just now.") != nil)
        #expect(world.provider.requests == ["Berlin"], "the second r is absorbed")

        // A resize draws the next frame at the new size, attribution on the bottom row.
        screen.resize(to: TerminalSize(width: 40, height: 12))
        let small = try #require(await screen.frame(where: { $0.width == 40 }))
        #expect(small.height == 12)
        #expect(small.plainText.split(separator: "\n", omittingEmptySubsequences: false).suffix(3).contains { $0.contains("Open-Meteo") })
        screen.resize(to: TerminalSize(width: 100, height: 30))
        #expect(await screen.frame(where: { $0.width == 100 }) != nil)

        // An alert in full, and back.
        screen.press(.character("3"), .enter)
        let detail = try #require(await screen.frame(containing: "Alert 1 of 5"))
        try SnapshotAssertions.assertMatches(detail, named: "session-alert-detail", in: snapshots)
        screen.press(.escape)
        #expect(await screen.frame(where: { !$0.plainText.contains("Alert 1 of 5") }) != nil)

        // Add a place: type, search, pick, save.
        screen.press(.character("a"))
        #expect(await screen.frame(containing: "Add place") != nil)
        screen.type("Paris")
        screen.press(.enter)
        let matches = try #require(await screen.frame(containing: "Paris, Île-de-France, France"))
        try SnapshotAssertions.assertMatches(matches, named: "session-add-place", in: snapshots)
        screen.press(.enter)
        #expect(await screen.frame(containing: "Added Paris, Île-de-France, France.") != nil)
        #expect(await screen.frame(containing: "╭ Paris") != nil, "the new place is selected and loaded")
        #expect(try world.placeStore.load().places.map(\.name) == ["Berlin", "東京", "Oklahoma City", "Paris"])

        // q quits with status 0 and remembers the selected place.
        screen.press(.character("2"), .character("q"))
        #expect(await exitStatus(of: run) == 0)
        #expect(try world.placeStore.load().selectedIndex == 1)
        #expect(world.provider.requests == ["Berlin", "Paris"])
    }

    /// A position typed into the add-place popup is named after what lies there, once.
    @Test func aPositionAddedInThePopupIsNamedByOneLookup() async throws {
        let world = try await LoopWorld(places: Self.places, cached: Self.places)
        let naming = FixedPositionNaming(answer: ("Lottum", "Nederland", ["Limburg", "Horst aan de Maas", "Lottum"]))
        world.positionNaming = naming
        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        let run = Task { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        screen.press(.character("a"))
        #expect(await screen.frame(containing: "Add place") != nil)
        screen.type("51.447,6.099")
        screen.press(.enter)
        #expect(await screen.frame(containing: "Added Lottum, Limburg, Nederland.") != nil)
        let saved = try #require(try world.placeStore.load().places.last)
        #expect(saved.name == "Lottum")
        #expect(saved.administrativeAreas == ["Limburg", "Horst aan de Maas", "Lottum"])
        #expect(naming.lookups == 1)
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
    }

    /// A place saved by its position while offline is named once its forecast comes, once a run.
    @Test func aPlaceSavedByItsPositionIsNamedWhenItsForecastComes() async throws {
        let position = Place(name: "51.447, 6.099", latitude: 51.447, longitude: 6.099, timeZoneIdentifier: "Europe/Amsterdam")
        try #require(position.isNamedByItsPosition)
        let world = try await LoopWorld(places: Self.places + [position], selected: 3)
        let naming = FixedPositionNaming(answer: ("Lottum", "Nederland", ["Limburg", "Horst aan de Maas", "Lottum"]))
        world.positionNaming = naming
        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        let run = Task { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "╭ Lottum") != nil, "the card and the tab at once")
        let saved = try #require(try world.placeStore.load().places.last)
        #expect(saved.name == "Lottum" && saved.administrativeAreas == ["Limburg", "Horst aan de Maas", "Lottum"])
        #expect(saved.timeZoneIdentifier == "Europe/Amsterdam", "the time zone it was saved with")
        #expect(naming.lookups == 1, "once a run")
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
    }

    /// Without an answer the position is still added, named by its coordinates, and the status
    /// says why.
    @Test func aPositionWhoseNameCannotBeLookedUpIsAddedByItsCoordinates() async throws {
        let world = try await LoopWorld(places: Self.places, cached: Self.places)
        world.positionNaming = FixedPositionNaming(failure: .offline("connection refused"))
        let screen = InMemoryScreen(size: TerminalSize(width: 200, height: 30))
        let run = Task { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        screen.press(.character("a"))
        screen.type("51.447,6.099")
        screen.press(.enter)
        #expect(await screen.frame(containing: "Its name could not be looked up, so it is named by its position.") != nil)
        #expect(try world.placeStore.load().places.last?.name == "51.447, 6.099")
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
    }

    /// The selected place is painted from its file before any other place's file is opened
    /// (reading the others alongside took the second core from the first paint). Oklahoma
    /// City's file is a FIFO: whoever opens it to read waits there, and a writer opened
    /// without waiting fails unless someone does.
    @Test func theSelectedPlaceIsPaintedBeforeAnotherPlaceIsRead() async throws {
        let world = try await LoopWorld(places: [DemoData.berlin, DemoData.oklahomaCity], cached: [DemoData.berlin, DemoData.oklahomaCity])
        let files = FileManager.default.enumerator(at: world.cacheLocation.directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { !$0.path.contains("/glances/") && $0.pathExtension == "json" } ?? []
        let fifo = try #require(files.first { (try? String(contentsOf: $0, encoding: .utf8))?.contains("Oklahoma City") == true })
        let contents = try Data(contentsOf: fifo)
        try FileManager.default.removeItem(at: fifo)
        #expect(mkfifo(fifo.path, 0o600) == 0)
        world.forgetCacheInMemory()

        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        var readerAtFirstPaint: Bool?
        screen.onPresent = { frame in
            guard readerAtFirstPaint == nil, frame.plainText.contains("updated 14:02") else { return }
            let writer = open(fifo.path, O_WRONLY | O_NONBLOCK)
            readerAtFirstPaint = writer >= 0
            if writer >= 0 { close(writer) }
        }
        let loop = try world.loop(screen: screen)
        let run = Task<Int32?, Never> { await loop.run() }
        #expect(await screen.frame(containing: "updated 14:02") != nil)
        #expect(readerAtFirstPaint == false, "the first frame with Berlin's data came after Oklahoma City's file was opened")
        guard readerAtFirstPaint == false else {
            // The reader got an empty file from the writer the check opened.
            screen.press(.character("q"))
            _ = await exitStatus(of: run)
            return
        }
        // Then the others are read: Oklahoma City's warnings mark its tab.
        let written = Task.detached {
            let writer = open(fifo.path, O_WRONLY)
            defer { close(writer) }
            return contents.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } == contents.count
        }
        #expect(await written.value)
        #expect(await screen.frame(containing: "Oklahoma City ▲") != nil)
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
    }

    @Test func aSignalEndsTheLoopWithItsStatusAndTheSelectionIsRemembered() async throws {
        let world = try await LoopWorld(places: Self.places, cached: Self.places)
        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        let run = Task { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        screen.press(.right)
        #expect(await screen.frame(containing: "╭ 東京") != nil)
        screen.terminate(signal: SIGTERM)
        #expect(await exitStatus(of: run) == 128 + SIGTERM)
        #expect(try world.placeStore.load().selectedIndex == 1)
    }

    @Test func aDeleteThatCannotBeSavedSaysSoAndKeepsThePlace() async throws {
        let world = try await LoopWorld(places: Self.places, cached: Self.places)
        let before = try Data(contentsOf: world.placeStore.fileURL)
        // A directory where the lock file belongs makes every save fail, for root too (a full
        // disk cannot be staged in a test).
        try? FileManager.default.removeItem(at: world.placeStore.lockFileURL)
        try FileManager.default.createDirectory(at: world.placeStore.lockFileURL, withIntermediateDirectories: false)
        let screen = InMemoryScreen(size: TerminalSize(width: 160, height: 30))
        let run = Task { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        screen.press(.character("d"))
        #expect(await screen.frame(containing: "y/n") != nil)
        screen.press(.character("y"))
        let refused = try #require(await screen.frame(containing: "Cannot save places to"))
        #expect(!refused.plainText.contains("Deleted"))
        #expect(refused.plainText.contains("╭ Berlin"), "Berlin stays on screen")
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
        #expect(try Data(contentsOf: world.placeStore.fileURL) == before)
    }

    @Test func afterADeleteThePlaceAfterItIsSelected() async throws {
        let world = try await LoopWorld(places: Self.places, cached: Self.places)
        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        let run = Task<Int32?, Never> { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        screen.press(.right, .character("d"))
        #expect(await screen.frame(containing: "Delete 東京?") != nil)
        screen.press(.character("y"))
        #expect(await screen.frame(containing: "Deleted 東京.") != nil)
        #expect(await screen.frame(containing: "╭ Oklahoma City") != nil, "not the place selected when the file was last saved")
        #expect(try world.placeStore.load().places.map(\.name) == ["Berlin", "Oklahoma City"])
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
    }

    @Test func aBrowserThatFailsIsReportedInsteadOfOpened() async throws {
        let world = try await LoopWorld(places: Self.places, selected: 2, cached: Self.places)
        let opener = URLOpener(environment: ["BROWSER": "/bin/false", "PATH": "/nonexistent"])
        world.openLink = { url in
            do throws(URLOpenerError) {
                try await opener.open(url)
                return nil
            } catch {
                return error.reason
            }
        }
        let screen = InMemoryScreen(size: TerminalSize(width: 120, height: 30))
        let run = Task { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "EXTREME") != nil)
        screen.press(.character("o"))
        let failed = try #require(await screen.frame(containing: "Could not open the link: /bin/false exited with status 1."))
        #expect(!failed.plainText.contains("Opened"))
        #expect(failed.plainText.contains("\nhttps://api.weather.gov/alerts/"), "the link on a row of its own")
        screen.press(.escape, .character("q"))
        #expect(await exitStatus(of: run) == 0)
    }

    @Test func aNewWarningRingsTheBellOnce() async throws {
        let world = try await LoopWorld(places: Self.places, cached: Self.places)
        let screen = InMemoryScreen(size: TerminalSize(width: 120, height: 30))
        let run = Task { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        world.provider.addAlerts([WeatherAlert(
            id: "storm", severity: .severe, summary: "Storm Warning", region: "Berlin",
            detailsURL: URL(fileURLWithPath: "/storm"), source: "DWD")])
        screen.press(.character("r"))
        #expect(await screen.frame(containing: "New Severe warning for Berlin: Storm Warning") != nil)
        #expect(screen.bellCount == 1)
        screen.press(.control("l"))
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
        #expect(screen.bellCount == 1)
        #expect(screen.redrawCount == 1, "Ctrl-L repaints")
    }

    /// `R` says how it went once every place has been answered, not while some are still being
    /// asked; `r` says it for its place.
    @Test func aRefreshConfirmsItselfOnceAnswered() async throws {
        let world = try await LoopWorld(places: Self.places, cached: Self.places)
        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        let loop = try world.loop(screen: screen)
        let run = Task<Int32?, Never> { await loop.run() }
        #expect(await screen.frame(containing: "╭ Berlin") != nil)

        // A new warning is newer data: "Updated" and the data's own time (Berlin's, 14:02).
        world.provider.addAlerts([WeatherAlert(
            id: "storm", severity: .severe, summary: "Storm Warning", region: "Berlin",
            detailsURL: URL(fileURLWithPath: "/storm"), source: "DWD")])
        screen.press(.character("r"))
        #expect(await screen.frame(containing: "Updated 14:02") != nil)

        // 東京, not asked yet, shows "refreshing…" while its answer is held.
        world.provider.addAlerts([])
        screen.press(.character("2"))
        #expect(await screen.frame(containing: "╭ 東京") != nil)
        world.provider.holdRequests()
        screen.press(.character("R"))
        let asking = try #require(await screen.frame(containing: "refreshing…")).plainText
        #expect(!asking.contains("No newer data"), "nothing is said while places are being asked")
        world.provider.release()
        // 東京's answer is the data it shows.
        #expect(await screen.frame(containing: "No newer data") != nil)
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
    }

    /// A cache that cannot be written is said on the status line once, however many writes
    /// fail; the places are shown all the same.
    @Test func aCacheThatCannotBeWrittenIsSaidOnce() async throws {
        let world = try await LoopWorld(places: Self.places, cacheIsWritable: false)
        let screen = InMemoryScreen(size: TerminalSize(width: 160, height: 30))
        let loop = try world.loop(screen: screen)
        let run = Task<Int32?, Never> { await loop.run() }

        // The sentence may come before the first place's card is drawn (the write fails as the
        // forecast arrives): wait for the frame that has both.
        let said = try #require(await screen.frame(where: {
            $0.plainText.contains("cannot be written") && $0.plainText.contains("╭ Berlin")
        })).plainText
        // Over two rows where one would cut it; words are never broken.
        let words = said.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }.joined(separator: " ")
        #expect(words.contains("The cache in \(world.cacheLocation.directory.path) cannot be written ("))
        // Every place was fetched and none could be written; the sentence came once.
        #expect(await screen.frame(where: { _ in world.provider.requests.count == Self.places.count }) != nil)
        #expect(world.cacheLocation.writeLog.takeUnsaid() == nil, "the loop took it")
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
    }

    @Test func uAndTAreRememberedForTheNextLaunch() async throws {
        let world = try await LoopWorld(places: Self.places, cached: Self.places)
        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        let run = Task { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        screen.press(.character("u"), .character("t"))
        #expect(await screen.frame(containing: "Theme: light") != nil)
        #expect(world.rememberedDisplay.load() == RememberedDisplay(units: .imperial, theme: "light"))
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
    }

    @Test func withoutPlacesTheDashboardOpensOnTheAddPlacePrompt() async throws {
        let world = try await LoopWorld(places: [])
        let screen = InMemoryScreen(size: TerminalSize(width: 80, height: 24))
        let run = Task { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "Add place") != nil)
        screen.press(.controlC)
        #expect(await exitStatus(of: run) == 0)
    }
}
