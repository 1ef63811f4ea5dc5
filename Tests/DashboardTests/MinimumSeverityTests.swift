import Foundation
import Testing
import WeatherCore
@testable import Dashboard

/// The minimum severity hides weaker warnings from the panel and says how many it hides.
/// (Which warnings ring the bell is in InteractionTests/AlertAttentionTests.)
@Suite struct MinimumSeverityTests {
    @Test func theMinimumSeverityHidesWeakerWarningsAndSaysHowMany() {
        var model = Fixtures.oklahoma(alertCount: 5)
        let all = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        model.minimumAlertSeverity = .severe
        let text = render(model, size: TerminalSize(width: 120, height: 40), theme: .plain).plainText
        #expect(all.contains("Alerts (5)"))
        #expect(all.contains("Heat Advisory"))
        #expect(text.contains("Alerts (3, 2 weaker hidden)"), "\(text)")
        #expect(!text.contains("Heat Advisory"), "\(text)")
        #expect(text.contains("Tornado Warning"))
    }
}
