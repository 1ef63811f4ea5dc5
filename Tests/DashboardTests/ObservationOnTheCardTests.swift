import Foundation
import Testing
@testable import Dashboard
import WeatherCore

/// What the nearest station measured, on the card: its temperature as the headline, its wind
/// and pressure, and a line naming the station, its distance and the report's time; the model's
/// temperature beside it only where the two disagree; nothing of it once the report is old or
/// the station far.
@Suite("The nearest observation on the card")
struct ObservationOnTheCardTests {
    /// Berlin Brandenburg airport, 19 km south-east of the demo's Berlin, ten minutes ago.
    static func brandenburg(temperature: Double, minutesAgo: Double = 10, latitude: Double = 52.362) -> StationObservation {
        StationObservation(
            stationIdentifier: "EDDB", stationName: "Berlin/Brandenburg Arpt, BB, DE", latitude: latitude, longitude: 13.501,
            date: Fixtures.now - minutesAgo * 60, temperature: temperature, dewPoint: 9, windSpeed: 27.8, windDirection: 250,
            windGust: 46.3, pressure: 1008, visibility: 10_000, rawReport: "METAR EDDB …")
    }

    func text(_ observation: StationObservation?, size: TerminalSize = TerminalSize(width: 120, height: 40)) throws -> String {
        var snapshot = try #require(Fixtures.snapshot(DemoData.berlin))
        snapshot.observation = observation
        return render(Fixtures.model(Fixtures.board(with: .loaded(snapshot, .fresh))), size: size, theme: .plain).plainText
    }

    func modelTemperature() throws -> Double {
        try #require(Fixtures.snapshot(DemoData.berlin)?.current.temperature)
    }

    @Test func anAgreeingObservationIsTheHeadlineWithItsStation() throws {
        let model = try modelTemperature()
        let card = try text(Self.brandenburg(temperature: model - 2))
        #expect(card.contains("\(Int((model - 2).rounded()))°C"), "the measured temperature heads the card")
        #expect(!card.contains("(model"), "they agree: the model's is not repeated")
        // Ten minutes before 14:05 in Berlin.
        #expect(card.contains("Observed 13:55 at EDDB, 19 km"), "the name left out where it does not fit: \(card)")
        #expect(try text(Self.brandenburg(temperature: model), size: TerminalSize(width: 200, height: 60))
            .contains("Observed 13:55 at Berlin/Brandenburg Arpt (EDDB), 19 km"), "and given where it does")
        #expect(card.contains("Wind 28 km/h WSW") && card.contains("gusts 46"), "the station's wind")
        #expect(card.contains("Pressure 1008 hPa"))
        #expect(card.contains("Visibility 10 km"), "the station's visibility: \(card)")
    }

    @Test func aDisagreeingModelIsShownBeside() throws {
        let model = try modelTemperature()
        let card = try text(Self.brandenburg(temperature: model - 6))
        #expect(card.contains("\(Int((model - 6).rounded()))°C (model \(Int(model.rounded()))°)"), "\(card)")
    }

    /// A report two and a half hours old, or a station 45 km away, is not what is measured here.
    @Test(arguments: [(150.0, 52.362), (10.0, 52.12)])
    func anOldOrFarReportIsNotShown(minutesAgo: Double, latitude: Double) throws {
        let card = try text(Self.brandenburg(temperature: 0, minutesAgo: minutesAgo, latitude: latitude))
        #expect(!card.contains("Observed") && !card.contains("EDDB"))
        #expect(card == (try text(nil)), "the card is the model's, as without any report")
    }

    /// At 80x24 the compact card says where its headline comes from, in the headline's row.
    @Test func theCompactCardNamesTheStationToo() throws {
        let card = try text(Self.brandenburg(temperature: try modelTemperature()), size: TerminalSize(width: 80, height: 24))
        #expect(card.contains("Observed 13:55 at EDDB, 19 km │"), "in the headline's row, for the headline: \(card)")
    }

    /// Rain the station reports is the headline's condition, whatever the model expected; a
    /// report of mist alone leaves the model's.
    @Test func theStationsPresentWeatherIsTheHeadlinesCondition() throws {
        let model = try #require(Fixtures.snapshot(DemoData.berlin)?.current.condition)
        try #require(model != .rain, "the demo's Berlin is not raining, so the station's rain shows")
        let modelName = model.description(in: Catalog.english)
        var raining = Self.brandenburg(temperature: try modelTemperature())
        raining.presentWeather = "-RA BR"
        /// The card's headline row: the first with a temperature and its unit.
        func headline(_ observation: StationObservation, _ size: TerminalSize) throws -> String {
            try #require(try text(observation, size: size).split(separator: "\n").first { $0.contains("°C") }.map(String.init))
        }
        for size in [TerminalSize(width: 120, height: 40), TerminalSize(width: 80, height: 24)] {
            let row = try headline(raining, size)
            #expect(row.contains("Rain") && !row.contains(modelName), "\(size): \(row)")
        }
        var misty = raining
        misty.presentWeather = "BR"
        #expect(try headline(misty, TerminalSize(width: 120, height: 40)).contains(modelName))
    }
}
