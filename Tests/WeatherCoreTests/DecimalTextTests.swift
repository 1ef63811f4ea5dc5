import Foundation
import Testing
import WeatherCore

/// `DecimalText` replaces printf where the dashboard and the cache keys write decimals: it
/// must write exactly what printf wrote for the same rounded value.
@Suite struct DecimalTextTests {
    private func printf(_ value: Double, places: Int) -> String {
        let scale = pow(10, Double(places))
        return String(format: "%.\(places)f", (value * scale).rounded() / scale)
    }

    @Test func examples() {
        #expect(DecimalText.fixed(3.4, places: 1) == "3.4")
        #expect(DecimalText.fixed(0.05, places: 2) == "0.05")
        #expect(DecimalText.fixed(29.921, places: 2) == "29.92")
        #expect(DecimalText.fixed(9.96, places: 1) == "10.0")
        #expect(DecimalText.fixed(2.5, places: 0) == "3")
        #expect(DecimalText.fixed(-2.5, places: 0) == "-3")
        #expect(DecimalText.fixed(-0.04, places: 1) == "-0.0")
        #expect(DecimalText.fixed(0, places: 3) == "0.000")
    }

    @Test func theDigitsAreWhatPrintfWritesAtEveryPlaceCount() {
        for places in 0...6 {
            // A step that is no round number, so the fractions come out all different.
            for step in -5_000..<5_000 {
                let value = Double(step) * 0.123_456_789_1
                #expect(DecimalText.fixed(value, places: places) == printf(value, places: places), "\(value), \(places)")
            }
            let scale = pow(10, Double(places))
            for units in stride(from: -20_000, through: 20_000, by: 7) {
                for offset in [-0.5, -0.49999, 0, 0.49999, 0.5] {
                    let value = (Double(units) + offset) / scale
                    #expect(DecimalText.fixed(value, places: places) == printf(value, places: places), "\(value), \(places)")
                }
            }
        }
    }

    @Test func valuesOutsideTheWholeNumbersGoThroughPrintf() {
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e20] {
            #expect(DecimalText.fixed(value, places: 2) == printf(value, places: 2), "\(value)")
        }
    }
}
