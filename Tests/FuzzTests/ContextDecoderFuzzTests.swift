import Dashboard
import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The context parts' decoders, fuzzed as the forecast's are: whatever they accept is added to
/// a forecast and drawn.
extension DecoderFuzzTests {
    func endpoint() -> ServiceEndpoint { ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true) }

    @Test func openMeteoArchive() async throws {
        let corpus = try ["open-meteo-archive-berlin.json", "open-meteo-archive-no-data.json"].map(Self.fixture)
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: berlin, fetchDate: now)
        let tried = await fuzz("open-meteo archive", corpus: corpus, budget: budget) { body in
            let source = OpenMeteoArchiveSource(transport: transport { _ in body }, endpoint: endpoint(), clock: { [now] in now })
            if let record = try? await source.record(for: berlin, previous: nil) {
                let context = WeatherContext(normals: nil, airQuality: nil, location: nil, clock: { [now] in now })
                draw(context.applying(WeatherContext.Parts(normals: record, airQuality: nil), to: forecast))
            }
        }
        #expect(tried > 0)
    }

    /// The year view's source on the same archive answers, drawn as `y` and `year --print` draw it.
    @Test func openMeteoArchiveYear() async throws {
        let corpus = try ["open-meteo-archive-myanmar-2023.json", "open-meteo-archive-berlin.json", "open-meteo-archive-no-data.json"].map(Self.fixture)
        let tried = await fuzz("open-meteo archive year", corpus: corpus, budget: budget) { body in
            let source = OpenMeteoYearSource(transport: transport { _ in body }, endpoint: endpoint(), clock: { [now] in now })
            if let record = try? await source.record(for: berlin, previous: nil) {
                var board = BoardState()
                board.places = [berlin]
                board.selectedIndex = 0
                let view = YearView(place: berlin, history: record.value, fetchDate: record.fetchDate, isLoading: false)
                let model = DashboardModel(
                    board: board, now: now, units: .metric,
                    locale: UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true), overlay: .year(view))
                for size in Self.sizes { _ = render(model, size: size, theme: .plain) }
            }
        }
        #expect(tried > 0)
    }

    @Test func openMeteoAirQuality() async throws {
        let corpus = try [
            "open-meteo-air-quality-berlin.json", "open-meteo-air-quality-new-york.json", "open-meteo-air-quality-no-data.json",
        ].map(Self.fixture)
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: berlin, fetchDate: now)
        let tried = await fuzz("open-meteo air quality", corpus: corpus, budget: budget) { body in
            let source = OpenMeteoAirQualitySource(transport: transport { _ in body }, endpoint: endpoint(), clock: { [now] in now })
            if let record = try? await source.record(for: berlin, previous: nil) {
                let context = WeatherContext(normals: nil, airQuality: nil, location: nil, clock: { [now] in now })
                let snapshot = context.applying(WeatherContext.Parts(normals: nil, airQuality: record), to: forecast)
                _ = snapshot.airQuality?.reading(on: .us)
                _ = snapshot.airQuality?.reading(on: .european)
                draw(snapshot)
            }
        }
        #expect(tried > 0)
    }

    /// Whatever the METAR decoder accepts is kept, range-checked, chosen from and drawn; the
    /// clock is the hostile Berlin report's, so the choice of a nearby current station runs too.
    @Test func aviationWeatherMETARs() async throws {
        let corpus = try [
            "metar-tool-ktys.json", "metar-tool-ktys-below-freezing.json", "briefing-app-lejr.json",
            "hostile-missing-and-variable.json", "hostile-out-of-range.json", "hostile-wrong-types.json",
        ].map { try Self.fixture("aviationweather/" + $0) }
        let observedNow = Date(timeIntervalSince1970: 1_796_207_400)
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: berlin, fetchDate: now)
        let tried = await fuzz("aviation weather METARs", corpus: corpus, budget: budget) { body in
            let source = AviationWeatherSource(transport: transport { _ in body }, endpoint: endpoint(), clock: { observedNow })
            if let record = try? await source.record(for: berlin, previous: nil) {
                let context = WeatherContext(normals: nil, airQuality: nil, location: nil, clock: { observedNow })
                let snapshot = context.applying(WeatherContext.Parts(normals: nil, airQuality: nil, observations: record), to: forecast)
                if let observation = snapshot.observation {
                    #expect(observation.rangeChecked() == observation)
                    #expect(observation.distanceKilometres(from: berlin) <= StationObservation.nearbyDistance)
                }
                draw(snapshot)
            }
        }
        #expect(tried > 0)
    }

    /// Whatever the ensemble decoder accepts gives a band that passes its own range check
    /// unchanged, lies in order, and is drawn on the forecast it belongs to.
    @Test func openMeteoEnsemble() async throws {
        let corpus = try [
            "ensemble-berlin-51-members.json", "ensemble-ecmwf-chongqing-excerpt.json", "hostile-ragged-members.json",
            "hostile-all-null.json", "hostile-huge-value.json", "hostile-one-member.json", "hostile-wrong-types.json",
        ].map { try Self.fixture("open-meteo-ensemble/" + $0) }
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: berlin, fetchDate: now)
        let tried = await fuzz("open-meteo ensemble", corpus: corpus, budget: budget) { body in
            let source = OpenMeteoEnsembleSource(transport: transport { _ in body }, endpoint: endpoint(), clock: { [now] in now })
            if let record = try? await source.record(for: berlin, previous: nil) {
                if let band = record.value {
                    #expect(band.rangeChecked() == band)
                    #expect(band.hours.allSatisfy { hour in
                        hour.temperature.map { $0.low <= $0.median && $0.median <= $0.high } ?? true
                    })
                }
                let context = WeatherContext(normals: nil, airQuality: nil, location: nil, clock: { [now] in now })
                draw(context.applying(WeatherContext.Parts(ensemble: record), to: forecast))
            }
        }
        #expect(tried > 0)
    }
}
