import Foundation
import Testing
import WeatherCore

/// Cache keys and request URLs carry coordinates rounded to 4 decimals; they are written
/// without printf, and must stay the digits printf wrote, or every cached file and every
/// provider's idea of the place would change.
@Suite struct RoundedCoordinateTests {
    /// The rule as it was written with printf.
    private func printf(_ value: Double) -> String {
        var text = String(format: "%.4f", (value * 10_000).rounded() / 10_000)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    @Test func examples() {
        #expect(Place.roundedCoordinate(52.52437) == "52.5244")
        #expect(Place.roundedCoordinate(13.41053) == "13.4105")
        #expect(Place.roundedCoordinate(-0.00004) == "0")
        #expect(Place.roundedCoordinate(-0.5) == "-0.5")
        #expect(Place.roundedCoordinate(-122.00005) == "-122.0001")
        #expect(Place.roundedCoordinate(180) == "180")
        #expect(Place.roundedCoordinate(0.0102) == "0.0102")
    }

    @Test func aKeyIsBothCoordinatesRounded() {
        for (latitude, longitude) in [(52.52437, 13.41053), (-33.86785, 151.20732), (0, -0.00004), (90, -180), (-0.05, 0.5)] {
            let place = Place(name: "x", latitude: latitude, longitude: longitude, timeZoneIdentifier: "UTC")
            #expect(place.coordinateKey == Place.roundedCoordinate(latitude) + "," + Place.roundedCoordinate(longitude))
        }
        #expect(Place(name: "x", latitude: -0.05, longitude: 151.20732, timeZoneIdentifier: "UTC").coordinateKey == "-0.05,151.2073")
    }

    @Test func theDigitsAreWhatPrintfWroteForEveryCoordinate() {
        // A step that is no round number, so the fractions come out all different.
        for step in 0..<20_000 {
            let value = -180 + Double(step) * 0.018_000_137
            #expect(Place.roundedCoordinate(value) == printf(value), "\(value)")
        }
        for tenThousandths in -1_800_000...1_800_000 where tenThousandths % 997 == 0 {
            for offset in [-0.5, -0.49999, 0, 0.49999, 0.5] {
                let value = (Double(tenThousandths) + offset) / 10_000
                #expect(Place.roundedCoordinate(value) == printf(value), "\(value)")
            }
        }
    }

    @Test func valuesNoCoordinateHasAreStillWritten() {
        #expect(Place.roundedCoordinate(.nan) == printf(.nan))
        #expect(Place.roundedCoordinate(.infinity) == printf(.infinity))
        #expect(Place.roundedCoordinate(1e300) == printf(1e300))
    }
}
