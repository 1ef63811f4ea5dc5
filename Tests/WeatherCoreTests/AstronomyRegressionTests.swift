import Foundation
import Testing
@testable import WeatherCore

/// The sun and moon against what the previous implementation computed for a spread of places
/// and days (`AstronomyRecordedDays`): the published tables in AstronomyTests check a few days,
/// these catch a change anywhere else (the equator, both hemispheres, the polar transitions,
/// the date line, days of a clock change).
@Suite("Astronomy against recorded days")
struct AstronomyRegressionTests {
    /// Rises, sets and the golden hours' ends within a minute: another way of working them out
    /// may move them by seconds (the interpolated positions that replaced it kept every one within
    /// half a second, the fixture's rounding), a mistake moves them by far more.
    private static let timeTolerance: TimeInterval = 60
    /// The day's length and its change are sums and differences of those times.
    private static let lengthTolerance: TimeInterval = 60

    @Test(arguments: AstronomyRecordedDays.all)
    func matchesTheRecordedDay(_ recorded: RecordedDay) throws {
        let zone = try #require(TimeZone(identifier: recorded.zone))
        let sky = Astronomy(latitude: recorded.latitude, longitude: recorded.longitude, timeZone: zone, at: recorded.moment)
        let name = recorded.testDescription

        expectClose(sky.sunrise, recorded.sunrise, "\(name): sunrise")
        expectClose(sky.sunset, recorded.sunset, "\(name): sunset")
        expectClose(sky.civilDawn, recorded.civilDawn, "\(name): civil dawn")
        expectClose(sky.civilDusk, recorded.civilDusk, "\(name): civil dusk")
        expectClose(sky.goldenHourMorning?.start, recorded.goldenHourMorning?.start, "\(name): morning golden hour start")
        expectClose(sky.goldenHourMorning?.end, recorded.goldenHourMorning?.end, "\(name): morning golden hour end")
        expectClose(sky.goldenHourEvening?.start, recorded.goldenHourEvening?.start, "\(name): evening golden hour start")
        expectClose(sky.goldenHourEvening?.end, recorded.goldenHourEvening?.end, "\(name): evening golden hour end")
        #expect(sky.polar == recorded.polar, "\(name): polar state")
        #expect(abs(sky.dayLength - recorded.dayLength) <= Self.lengthTolerance, "\(name): day length \(sky.dayLength), recorded \(recorded.dayLength)")
        #expect(abs(sky.dayLengthChange - recorded.dayLengthChange) <= Self.lengthTolerance,
                "\(name): day length change \(sky.dayLengthChange), recorded \(recorded.dayLengthChange)")
        expectClose(sky.moon.moonrise, recorded.moonrise, "\(name): moonrise")
        expectClose(sky.moon.moonset, recorded.moonset, "\(name): moonset")
        #expect(sky.moon.phase == recorded.phase, "\(name): moon phase")
        #expect(abs(sky.moon.phaseAngle - recorded.phaseAngle) < 0.001, "\(name): phase angle \(sky.moon.phaseAngle), recorded \(recorded.phaseAngle)")
        #expect(abs(sky.moon.illumination - recorded.illumination) < 0.000_01, "\(name): illumination \(sky.moon.illumination), recorded \(recorded.illumination)")
    }

    private func expectClose(_ computed: Date?, _ recorded: Date?, _ what: String) {
        switch (computed, recorded) {
        case (nil, nil): break
        case let (computed?, recorded?):
            #expect(abs(computed.timeIntervalSince(recorded)) <= Self.timeTolerance, "\(what): computed \(computed), recorded \(recorded)")
        default:
            Issue.record("\(what): computed \(String(describing: computed)), recorded \(String(describing: recorded))")
        }
    }
}
