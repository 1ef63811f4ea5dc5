import Foundation
import Testing
import TestSupport
@testable import WeatherCore

/// The built-in country outlines are read byte by byte; read again here the plain way (split
/// into `String`s, numbers by `Double(String)`), they must give the same rings and languages.
@Suite("Country outlines read as bytes")
struct CountryOutlineReadingTests {
    @Test func theRingsAndLanguagesAreThoseOfThePlainReading() {
        var rings: [GeoPolygon] = []
        var languages: [String: [String]] = [:]
        for line in CountryOutlineData.text.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            languages[String(fields[0])] = fields[1].split(separator: ",").map(String.init)
            for ring in fields[2].split(separator: ";") {
                let positions = ring.split(separator: " ").map { $0.split(separator: ",").compactMap { Double(String($0)) } }
                if let polygon = GeoPolygon(geoJSONRing: positions) { rings.append(polygon) }
            }
        }
        #expect(rings.count > 200, "the outlines hold 282 rings")
        func counted(_ rings: [GeoPolygon]) -> [GeoPolygon: Int] { rings.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        #expect(counted(CountryLocator.outlines) == counted(rings))
        for (code, spoken) in languages {
            #expect(CountryLocator.languages(ofCountry: code) == spoken, "\(code)")
        }
    }

    @Test func aPlainDecimalReadsAsDoubleReadsIt() {
        // Seeded, so that a decimal that reads wrong is found again on the next run.
        var generator = SeededGenerator(seed: 35)
        var texts = ["0", "-0", "7", "-180", "180.00", "61.21", "-35.65", "0.000001", "123456789012345678901234.5"]
        for _ in 0..<2_000 {
            let whole = Int.random(in: -180...180, using: &generator)
            let fraction = String(Int.random(in: 0...999_999, using: &generator)).prefix(Int.random(in: 1...6, using: &generator))
            texts.append("\(whole).\(fraction)")
        }
        for text in texts {
            var position = 0
            let read = Array((text + ",").utf8).withUnsafeBufferPointer { DecimalDigits.plainDecimal(in: $0, at: &position) }
            #expect(read == Double(text), "\(text)")
            #expect(position == text.utf8.count, "\(text)")
        }
    }

    @Test(arguments: ["", "-", ".5", "1.", "-.", "x1", ",1"])
    func whatIsNoPlainDecimalIsNotRead(text: String) {
        var position = 0
        let read = Array(text.utf8).withUnsafeBufferPointer { DecimalDigits.plainDecimal(in: $0, at: &position) }
        #expect(read == nil)
        #expect(position == 0)
    }
}
