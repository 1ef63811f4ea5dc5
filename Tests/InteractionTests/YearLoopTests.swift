import Dashboard
import Foundation
import Terminal
import Testing
import TestSupport
import WeatherCore
@testable import Interaction

/// A year service that answers at once, counting the places asked.
final class FixedPastYear: PastYearService, @unchecked Sendable {
    // @unchecked: `asked` is only touched while holding `lock`.
    private let lock = NSLock()
    private var asked: [Place] = []
    let delivery: YearDelivery

    init(_ delivery: YearDelivery) { self.delivery = delivery }

    var askedPlaces: [Place] { lock.withLock { asked } }

    func pastYear(for place: Place) async -> YearDelivery {
        lock.withLock { asked.append(place) }
        return delivery
    }
}

/// `y` through the real loop: the service is asked once for the selected place and its
/// answer drawn; Esc closes the view.
@MainActor
@Suite struct YearLoopTests {
    @Test func yAsksTheServiceOnceAndDrawsItsAnswer() async throws {
        let history = YearHistory.filling(endingOn: DateComponents(year: 2026, month: 8, day: 21), from: [
            ClimateNormals.Observation(year: 2026, month: 8, day: 21, high: 24, low: 14, precipitation: 0.2),
            ClimateNormals.Observation(year: 2026, month: 1, day: 21, high: 2, low: -4, precipitation: 0),
        ])
        let service = FixedPastYear(YearDelivery(
            history: history, normals: nil, fetchDate: Given.now.addingTimeInterval(-3600), failure: nil,
            attribution: WeatherAttribution(serviceName: "Open-Meteo.com", legalPageURL: URL(fileURLWithPath: "/"))))
        let world = try await LoopWorld(places: [DemoData.berlin], cached: [DemoData.berlin])
        world.pastYear = service
        let screen = InMemoryScreen(size: TerminalSize(width: 100, height: 30))
        let run = Task { await (try? world.loop(screen: screen))?.run() }
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        screen.press(.character("y"))
        #expect(await screen.frame(containing: "Berlin: the past year, 22 Aug 2025 to 21 Aug 2026") != nil)
        #expect(await screen.frame(containing: "no normals to compare with") != nil)
        #expect(service.askedPlaces == [DemoData.berlin])
        screen.press(.escape)
        #expect(await screen.frame(containing: "╭ Berlin") != nil)
        screen.press(.character("q"))
        #expect(await exitStatus(of: run) == 0)
    }
}
