import Foundation
import WeatherCore
@testable import Dashboard

/// Fixed inputs so that snapshots do not depend on the day, the machine's zone or locale.
enum Fixtures {
    /// Saturday 22 August 2026, 12:05 UTC (14:05 in Berlin).
    static let now = Date(timeIntervalSince1970: 1_787_400_300)
    static let britishLocale = UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true)
    static let americanLocale = UserLocale(identifier: "en_US", preferredUnits: .imperial, uses24HourClock: false, isUTF8: true)
    static let sizes = [TerminalSize(width: 40, height: 12), TerminalSize(width: 80, height: 24),
                        TerminalSize(width: 120, height: 40), TerminalSize(width: 200, height: 60)]

    static var demoBoard: BoardState { DemoData.boardState(now: now) }

    /// The dashboard's hints (its key table is in the Interaction target, which tests them).
    static let keyHints = KeyHints(help: "?", refresh: "r", addPlace: "a", quit: "q", firstPlace: "1")

    static func model(_ board: BoardState, selecting index: Int = 0, locale: UserLocale = britishLocale) -> DashboardModel {
        var board = board
        board.selectedIndex = index
        return DashboardModel(board: board, now: now, units: MeasurementUnits(system: locale.preferredUnits), locale: locale, keyHints: keyHints)
    }

    static func snapshot(_ place: Place) -> Snapshot? {
        demoBoard.state(of: place).snapshot
    }

    /// The demo board with one place's state replaced.
    static func board(with state: PlaceLoadState, for place: Place = DemoData.berlin) -> BoardState {
        var board = demoBoard
        board.placeStates[place.coordinateKey] = state
        return board
    }

    /// Oklahoma City with its first `count` alerts (in the demo's unsorted order).
    static func oklahoma(alertCount: Int) -> DashboardModel {
        guard var snapshot = snapshot(DemoData.oklahomaCity) else { fatalError("demo board lost Oklahoma City") }
        snapshot.alerts = Array(snapshot.alerts.prefix(alertCount))
        return model(board(with: .loaded(snapshot, .fresh), for: DemoData.oklahomaCity), selecting: 2)
    }

    /// Oklahoma City whose official alert source could not be read: with no alerts left, and
    /// with the first `alertCount` alerts kept from the last answer that arrived.
    static func oklahomaWithFailedAlertSource(keeping alertCount: Int) -> DashboardModel {
        guard var snapshot = snapshot(DemoData.oklahomaCity) else { fatalError("demo board lost Oklahoma City") }
        snapshot.alerts = Array(snapshot.alerts.prefix(alertCount))
        snapshot.sourceFailures = [SourceFailure(
            source: "NWS alerts", message: "NWS alerts are unavailable: the service answered HTTP 500.",
            lastReportDate: alertCount > 0 ? now.addingTimeInterval(-50 * 60) : nil)]
        return model(board(with: .loaded(snapshot, .fresh), for: DemoData.oklahomaCity), selecting: 2)
    }

    static let longPlace = Place(
        name: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Isle of Anglesey",
        latitude: 53.2239, longitude: -4.1978, timeZoneIdentifier: "Europe/London", countryCode: "GB")

    /// A cold place, where the demo's precipitation falls as snow.
    static let tromso = Place(
        name: "Tromsø", latitude: 69.6492, longitude: 18.9553, timeZoneIdentifier: "Europe/Oslo", countryCode: "NO")

    static var coldSnapshot: Snapshot {
        DemoData.snapshot(for: tromso, now: now, climate: DemoData.Climate(
            mean: -4, dailySwing: 3, trend: -0.5, humidity: 0.85, wind: 20,
            conditions: [.snow, .heavySnow, .cloudy, .flurries, .mostlyCloudy, .clear, .snow, .cloudy, .blizzard, .partlyCloudy]))
    }

    /// The demo board with Tromsø first and selected.
    static var coldModel: DashboardModel {
        var board = demoBoard
        board.places.insert(tromso, at: 0)
        board.placeStates[tromso.coordinateKey] = .loaded(coldSnapshot, .fresh)
        return model(board)
    }

    /// Every fixture the snapshot suite draws, by name.
    static var cases: [(name: String, model: DashboardModel)] {
        var staleSnapshot = snapshot(DemoData.berlin)
        staleSnapshot?.metadata.fetchDate = now.addingTimeInterval(-95 * 60)
        staleSnapshot?.metadata.expirationDate = now.addingTimeInterval(-80 * 60)
        staleSnapshot?.current.date = now.addingTimeInterval(-95 * 60)
        // A forecast made three days ago that a service answered with just now: not expired,
        // but nothing in it is current.
        var outdatedSnapshot = DemoData.boardState(now: now.addingTimeInterval(-72 * 3600)).state(of: DemoData.berlin).snapshot
        outdatedSnapshot?.metadata.fetchDate = now
        outdatedSnapshot?.metadata.expirationDate = now.addingTimeInterval(30 * 60)
        var longBoard = demoBoard
        let long = DemoData.snapshot(for: longPlace, now: now, climate: DemoData.Climate(
            mean: 16, dailySwing: 4, trend: 0.1, humidity: 0.82, wind: 31,
            conditions: [.drizzle, .rain, .mostlyCloudy, .windy, .partlyCloudy, .rain, .cloudy, .foggy, .drizzle, .mostlyClear]))
        longBoard.places.insert(longPlace, at: 1)
        longBoard.placeStates[longPlace.coordinateKey] = .loaded(long, .fresh)
        var demo = model(demoBoard, selecting: 2)
        demo.isDemo = true
        var detail = oklahoma(alertCount: 5)
        detail.overlay = .alertDetail(index: 0)
        var ascii = oklahoma(alertCount: 5)
        ascii.glyphs = .ascii
        ascii.selectedAlert = 1
        var unicode = model(demoBoard, selecting: 1)
        unicode.glyphs = .unicode
        var add = model(demoBoard)
        add.overlay = .addPlace(AddPlacePrompt(query: "Paris", matches: [
            PlaceMatch(place: DemoData.berlin, label: "Paris, Île-de-France, France"),
            PlaceMatch(place: DemoData.berlin, label: "Paris, Texas, United States"),
            PlaceMatch(place: DemoData.berlin, label: "Paris, Ontario, Canada"),
        ], selectedIndex: 1))
        var delete = model(demoBoard)
        delete.overlay = .confirmDelete(placeName: "Berlin")
        return [
            ("loaded", model(demoBoard)),
            ("first-load", model(board(with: .loading(previous: nil)))),
            ("stale", model(board(with: .loaded(staleSnapshot ?? snapshot(DemoData.berlin)!, .stale(since: now.addingTimeInterval(-80 * 60)))))),
            ("outdated", model(board(with: outdatedSnapshot.map { .loaded($0, $0.freshness(at: now)) } ?? .idle))),
            ("outdated-offline", model(board(with: .failed(.offline("no route to host"), lastGood: outdatedSnapshot)))),
            ("offline", model(board(with: .failed(.offline("no route to host"), lastGood: staleSnapshot)))),
            ("error-without-data", model(board(with: .failed(.httpStatus(503, reason: "Service Unavailable"), lastGood: nil)))),
            ("alerts-0", oklahoma(alertCount: 0)),
            ("alerts-1", oklahoma(alertCount: 1)),
            ("alerts-5", oklahoma(alertCount: 5)),
            ("alert-source-failed", oklahomaWithFailedAlertSource(keeping: 0)),
            ("alert-source-failed-kept", oklahomaWithFailedAlertSource(keeping: 2)),
            ("long-name", model(longBoard, selecting: 1)),
            ("cjk-name", model(demoBoard, selecting: 1)),
            ("welcome", model(BoardState())),
            ("demo", demo),
            ("us-imperial-12h", model(demoBoard, selecting: 2, locale: americanLocale)),
            ("unicode-glyphs", unicode),
            ("ascii-glyphs", ascii),
            ("alert-detail", detail),
            ("add-place", add),
            ("confirm-delete", delete),
        ]
    }
}
