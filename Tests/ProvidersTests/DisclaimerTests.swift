import Foundation
import Testing
@testable import Providers
import WeatherCore

/// MeteoAlarm's terms: "Publish this disclaimer verbatim". The source carries it, and the stack
/// hands it to the dashboard's help (whose footer rendering InteractionTests check).
@Suite("Source disclaimers")
struct DisclaimerTests {
    static let verbatim = "Time delays between this website and the www.meteoalarm.org website are possible. "
        + "For the most up-to-date awareness information as published by the participating National Meteorological "
        + "and Hydrological Services, please refer to www.meteoalarm.org."

    @Test func meteoAlarmsDisclaimerIsTheTermsTextWordForWord() throws {
        let stack = try ProviderCatalog.makeStack(
            identifier: "open-meteo", settings: ProviderSettings(environment: [:], transport: CurlHTTPClient()))
        let disclaimers = stack.alertSources.compactMap(\.disclaimer)
        #expect(disclaimers == ["MeteoAlarm: " + Self.verbatim])
    }
}
