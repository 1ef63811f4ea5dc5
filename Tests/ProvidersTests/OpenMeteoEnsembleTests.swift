import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// Open-Meteo's ensemble API read from real and written answers, and asked through the real
/// libcurl client against a loopback server on its own schedule.
@Suite("Ensemble band from Open-Meteo")
struct OpenMeteoEnsembleTests {
    let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
    /// The Berlin fixture's first hour: 2 December 2026 00:00 in Berlin.
    let start = Date(timeIntervalSince1970: 1_796_166_000)
    var now: Date { start + 10 * 60 }

    func decoded(_ fixture: String) throws -> OpenMeteoEnsembleResponse {
        try OpenMeteoEnsembleResponse.decode(try FixtureLoader.data("open-meteo-ensemble/" + fixture))
    }

    func band(_ fixture: String, place: Place? = nil) throws -> EnsembleForecast? {
        try decoded(fixture).band(models: OpenMeteoEnsembleSource.models, zone: (place ?? berlin).timeZone)
    }

    // MARK: Decoding

    /// The real answer: three hours of the control run and two members, read exactly; three
    /// members are too few for a band.
    @Test func theRealAnswerIsReadMemberByMember() throws {
        let response = try decoded("ensemble-ecmwf-chongqing-excerpt.json")
        #expect(response.times == [1_783_987_200, 1_783_990_800, 1_783_994_400])
        let members = response.members(of: "temperature_2m", models: OpenMeteoEnsembleSource.models)
        #expect(members == [[33.9, 35.4, 37.1], [34.2, 35.6, 37.5], [33.2, 34.8, 36.8]])
        #expect(response.members(of: "precipitation", models: OpenMeteoEnsembleSource.models).isEmpty)
        #expect(try band("ensemble-ecmwf-chongqing-excerpt.json") == nil)
    }

    @Test func memberNamesAreTheControlTheMembersAndTheModelsOnly() {
        let models = ["ecmwf_ifs025_ensemble", "ncep_gefs025"]
        for name in ["temperature_2m", "temperature_2m_member01", "temperature_2m_member50", "temperature_2m_ncep_gefs025",
                     "temperature_2m_member07_ecmwf_ifs025_ensemble"] {
            #expect(OpenMeteoEnsembleResponse.isMember(name, of: "temperature_2m", models: models), "\(name)")
        }
        for name in ["temperature_2m_max", "temperature_2m_member", "temperature_2m_member01_other", "precipitation_probability",
                     "temperature_2m_spread", "temperature_2m_member０１"] {
            #expect(!OpenMeteoEnsembleResponse.isMember(name, of: name.hasPrefix("p") ? "precipitation" : "temperature_2m", models: models), "\(name)")
        }
    }

    /// 51 members, values worked out from the fixture's formula by hand (see its README).
    @Test func fiftyOneMembersMakeTheBand() throws {
        let band = try #require(try band("ensemble-berlin-51-members.json"))
        #expect(band.memberCount == 51)
        #expect(band.hours.count == 72)
        let midnight = try #require(band.hour(at: start)?.temperature)
        #expect(abs(midnight.low - 0.5) < 1e-9 && abs(midnight.median - 0.9) < 1e-9 && abs(midnight.high - 1.3) < 1e-9)
        let wetHour = try #require(band.hour(at: start + 38 * 3600))
        #expect(abs((wetHour.temperature?.width ?? 0) - 3.0) < 1e-9)
        #expect(wetHour.precipitation?.low == 0 && abs((wetHour.precipitation?.high ?? 0) - 0.8) < 1e-9)
        #expect(abs((wetHour.wetShare ?? 0) - 25.0 / 51) < 1e-9)
        #expect(band.days.map(\.date) == [start, start + 86_400, start + 2 * 86_400])
        #expect(band.days.map { (($0.spread ?? 0) * 10).rounded() / 10 } == [0.8, 1.5, 2.2])
        #expect(abs((band.days[1].precipitation?.high ?? 0) - 4.8) < 1e-9)
        #expect(band.days[0].wetShare == 0)
    }

    // MARK: Hostile answers: no band rather than a wrong one

    @Test func hostileAnswersGiveNoBand() throws {
        #expect(try band("hostile-ragged-members.json") == nil)
        #expect(try band("hostile-all-null.json") == nil)
        #expect(try band("hostile-one-member.json") == nil)
        let huge = try #require(try band("hostile-huge-value.json"))
        #expect(huge.hour(at: start + 6 * 3600)?.temperature == nil)
        #expect(huge.hour(at: start + 5 * 3600)?.temperature != nil)
        #expect(huge.days.isEmpty)
    }

    @Test func answersThatAreNotEnsemblesAreFailedReads() throws {
        for fixture in ["hostile-nan.json", "hostile-wrong-types.json", "error-400.json"] {
            #expect(throws: ResponseDecodingError.self, "\(fixture)") { try decoded(fixture) }
        }
        let body = try FixtureLoader.data("open-meteo-ensemble/error-400.json")
        do {
            _ = try OpenMeteoEnsembleResponse.decode(body)
            Issue.record("an error document was read as an ensemble")
        } catch {
            #expect(error.description.contains("invalid String value ecmwf_ifs025_ensembl"))
        }
    }

    // MARK: The source on its schedule

    func context(_ server: LocalHTTPServer, clock: ProviderTestClock) -> WeatherContext {
        WeatherContext(
            normals: nil, airQuality: nil,
            ensemble: OpenMeteoEnsembleSource(
                transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function),
            location: nil, clock: clock.function)
    }

    func server(answering fixture: String, headers: [String: String] = [:]) throws -> LocalHTTPServer {
        let body = try FixtureLoader.data("open-meteo-ensemble/" + fixture)
        return try LocalHTTPServer { _ in .data(200, body, contentType: "application/json", headers: headers) }
    }

    func forecast(at date: Date) -> Snapshot {
        StubForecastProvider.snapshot(for: berlin, fetchDate: date, expiration: date + 900)
    }

    @Test func oneRequestAsksForEveryMemberOfTemperatureAndPrecipitation() async throws {
        let server = try server(answering: "ensemble-berlin-51-members.json")
        defer { server.stop() }
        let weather = context(server, clock: ProviderTestClock(now))
        let snapshot = weather.applying(await weather.parts(for: berlin), to: forecast(at: now))
        let request = try #require(server.requests.first)
        #expect(server.requestCount == 1)
        #expect(request.pathWithoutQuery == "/v1/ensemble")
        #expect(request.queryValue("hourly") == "temperature_2m,precipitation")
        #expect(request.queryValue("models") == "ecmwf_ifs025_ensemble")
        #expect(request.queryValue("latitude") == "52.52" && request.queryValue("longitude") == "13.41")
        #expect(request.queryValue("timezone") == "auto" && request.queryValue("timeformat") == "unixtime")
        #expect(request.queryValue("forecast_days") == "10")
        #expect(snapshot.ensemble?.memberCount == 51)
        #expect(snapshot.attributions.map(\.serviceName).contains("Open-Meteo.com"))
        #expect(snapshot.sourceFailures.isEmpty)
    }

    /// The ensemble is run a few times a day: it is asked once per expiry, three hours at the
    /// least whatever the headers say, six at the most.
    @Test func itIsAskedOncePerExpiry() async throws {
        let server = try server(answering: "ensemble-berlin-51-members.json", headers: ["Cache-Control": "max-age=60"])
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let weather = context(server, clock: clock)
        for _ in 0..<12 {
            _ = await weather.parts(for: berlin)
            clock.advance(by: 15 * 60 - 1)
        }
        #expect(server.requestCount == 1, "twelve forecasts in three hours ask the ensemble once")
        clock.advance(by: 12)
        _ = await weather.parts(for: berlin)
        #expect(server.requestCount == 2)

        let body = try FixtureLoader.data("open-meteo-ensemble/ensemble-berlin-51-members.json")
        server.setHandler { _ in .data(200, body, contentType: "application/json", headers: ["Cache-Control": "max-age=86400"]) }
        clock.advance(by: 3 * 60 * 60)
        let parts = await weather.parts(for: berlin)
        #expect(server.requestCount == 3)
        #expect(parts.ensemble?.nextRequestDate == clock.now + 6 * 60 * 60)
    }

    /// A failure never breaks the forecast: the band is absent (or the last one stays), the
    /// sentence is said once, and the service is left alone until the retry.
    @Test func aFailureLeavesTheForecastAndSaysSoOnce() async throws {
        let server = try LocalHTTPServer { _ in .status(503) }
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let weather = context(server, clock: clock)
        let failed = weather.applying(await weather.parts(for: berlin), to: forecast(at: now))
        #expect(failed.ensemble == nil)
        #expect(failed.sourceFailures.map(\.message) == ["Ensemble forecasts are unavailable: the service answered HTTP 503."])
        #expect(failed.current.temperature == 20)
        clock.advance(by: 60)
        _ = await weather.parts(for: berlin)
        #expect(server.requestCount == 1)
    }

    /// Through failures the last band stays for twelve hours (two runs), then it is left out;
    /// the failure is said each time as one sentence, never twice in one snapshot.
    @Test func aKeptBandIsLeftOutAfterTwelveHours() async throws {
        let server = try server(answering: "ensemble-berlin-51-members.json")
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let weather = context(server, clock: clock)
        _ = await weather.parts(for: berlin)
        server.setHandler { _ in .status(503) }
        clock.advance(by: 6 * 60 * 60)
        let kept = weather.applying(await weather.parts(for: berlin), to: forecast(at: clock.now))
        #expect(kept.ensemble?.memberCount == 51)
        #expect(kept.sourceFailures.count == 1)
        clock.advance(by: 6 * 60 * 60 + 60)
        let dropped = weather.applying(await weather.parts(for: berlin), to: forecast(at: clock.now))
        #expect(dropped.ensemble == nil)
        #expect(dropped.sourceFailures.map(\.source) == ["Ensemble forecasts"])
        #expect(server.requestCount == 3)
    }

    @Test func anAnswerWithoutABandIsNoBandAndNoFailure() async throws {
        let server = try server(answering: "hostile-ragged-members.json")
        defer { server.stop() }
        let weather = context(server, clock: ProviderTestClock(now))
        let snapshot = weather.applying(await weather.parts(for: berlin), to: forecast(at: now))
        #expect(snapshot.ensemble == nil)
        #expect(snapshot.sourceFailures.isEmpty)
        #expect(snapshot.attributions.map(\.serviceName) == ["Stub Weather"])
    }

    @Test func theEndpointFollowsItsVariable() throws {
        let standard = try #require(try OpenMeteoEnsembleSource.endpoint(environment: [:]))
        #expect(standard.baseURL.host == "ensemble-api.open-meteo.com")
        #expect(try OpenMeteoEnsembleSource.endpoint(environment: ["WEATHERBOARD_ENSEMBLE_URL": "Off"]) == nil)
        let moved = try #require(try OpenMeteoEnsembleSource.endpoint(environment: ["WEATHERBOARD_ENSEMBLE_URL": "http://127.0.0.1:9"]))
        #expect(moved.baseURL.absoluteString.hasPrefix("http://127.0.0.1:9"))
        #expect(throws: ConfigurationError.self) {
            try OpenMeteoEnsembleSource.endpoint(environment: ["WEATHERBOARD_ENSEMBLE_URL": "ensemble-api.open-meteo.com"])
        }
    }
}
