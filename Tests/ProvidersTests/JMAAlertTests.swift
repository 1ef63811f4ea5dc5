import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The JMA source against loopback servers standing in for GSI and JMA, through the URL
/// overrides (the real paths kept).
@Suite("JMA warnings")
struct JMAAlertTests {
    /// 18:30 in Tokyo, a quarter of an hour after the newest bulletin.
    let now = providerTestDate("2026-06-03T09:30:00Z")
    let chiyoda = Place(name: "Chiyoda", latitude: 35.69399, longitude: 139.75363, timeZoneIdentifier: "Asia/Tokyo", countryCode: "JP")

    struct Fixtures {
        var geocoder = "gsi-lonlattoaddress-chiyoda.json"
        var areaTable = "jma-area-tokyo.json"
        var officeFile = "jma-r8-tokyo.json"
    }

    /// A server answering GSI's and JMA's paths from fixtures; the office file with an ETag,
    /// and 304 to a request that sends it back.
    func server(_ fixtures: Fixtures = Fixtures()) throws -> LocalHTTPServer {
        try LocalHTTPServer(handler: try handler(fixtures))
    }

    func handler(_ fixtures: Fixtures = Fixtures()) throws -> LocalHTTPServer.Handler {
        let geocoder = try FixtureLoader.data(fixtures.geocoder)
        let areaTable = try FixtureLoader.data(fixtures.areaTable)
        let officeFile = try FixtureLoader.data(fixtures.officeFile)
        return { request in
            switch request.pathWithoutQuery {
            case "/reverse-geocoder/LonLatToAddress": .data(200, geocoder, contentType: "application/json")
            case "/bosai/common/const/area.json": .data(200, areaTable, contentType: "application/json")
            case "/bosai/warning/data/r8/130000.json":
                request.header("if-none-match") == "\"r8-1\""
                    ? .status(304, headers: ["ETag": "\"r8-1\""])
                    : .data(200, officeFile, contentType: "application/json", headers: ["ETag": "\"r8-1\"", "Cache-Control": "max-age=60"])
            default: .json(404, #"{"error":"not found"}"#)
            }
        }
    }

    func source(
        _ server: LocalHTTPServer, languages: [String] = ["en-GB", "en"], clock: ProviderTestClock? = nil,
        files: JMAFileStore = JMAFileStore(location: nil)
    ) -> JMAAlertSource {
        let clock = clock ?? ProviderTestClock(now)
        return JMAAlertSource(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), geocoderEndpoint: testEndpoint(server),
            files: files, languages: languages, clock: clock.function)
    }

    func requests(_ server: LocalHTTPServer, to path: String) -> [RecordedRequest] {
        server.requests.filter { $0.pathWithoutQuery == path }
    }

    @Test func theWarningsInForceOnTheMunicipalityInEnglish() async throws {
        let server = try server()
        defer { server.stop() }
        let report = try await source(server).report(for: chiyoda, previous: nil)

        #expect(report.alerts.map(\.summary) == ["Thunderstorm Advisory", "Gale Advisory"],
                "the heavy rain warning and the landslide advisory were lifted by later entries")
        let thunder = try #require(report.alerts.first)
        #expect(thunder.id == "jma:1310100:14")
        #expect(thunder.severity == .minor)
        #expect(thunder.region == "Chiyoda City")
        #expect(thunder.source == "Japan Meteorological Agency")
        #expect(thunder.effectiveDate == providerTestDate("2026-06-03T18:13:00+09:00"))
        #expect(thunder.details == nil, "JMA writes its headlines in Japanese only")
        #expect(thunder.detailsURL.absoluteString == "https://www.jma.go.jp/bosai/warning/#area_type=class20s&area_code=1310100&lang=en")
        #expect(report.attribution.serviceName == "Source: Japan Meteorological Agency")
        #expect(report.expirationDate == now + 600, "max-age=60, but JMA's page cadence: ten minutes")

        let geocoding = try #require(requests(server, to: "/reverse-geocoder/LonLatToAddress").first)
        #expect(geocoding.queryValue("lat") == "35.694")
        #expect(geocoding.queryValue("lon") == "139.7536")
        #expect(geocoding.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(requests(server, to: "/bosai/common/const/area.json").count == 1)
        #expect(requests(server, to: "/bosai/warning/data/r8/130000.json").count == 1, "the office the municipality belongs to")
    }

    @Test func japaneseNamesAndHeadlinesForAJapaneseReader() async throws {
        let server = try server()
        defer { server.stop() }
        let report = try await source(server, languages: ["ja-JP", "ja"]).report(for: chiyoda, previous: nil)

        #expect(report.alerts.map(\.summary) == ["雷注意報", "強風注意報"])
        #expect(report.alerts.map(\.region) == ["千代田区", "千代田区"])
        #expect(report.alerts.first?.source == "気象庁")
        #expect(report.alerts.first?.details == "東京地方では、竜巻などの激しい突風や落雷に注意してください。")
        #expect(report.alerts.last?.details == "東京地方、伊豆諸島北部、伊豆諸島南部では、強風に注意してください。")
        #expect(report.alerts.first?.detailsURL.absoluteString.hasSuffix("area_code=1310100&lang=ja") == true)
        #expect(report.attribution.serviceName == "出典：気象庁ホームページ")
    }

    /// Inside `CombinedWeatherProvider`, as the dashboard uses it: no request before ten
    /// minutes; then only the office file is asked again, conditionally, and a 304 keeps the
    /// warnings; GSI and the area table are not asked again.
    @Test func noRequestBeforeTenMinutesThenAConditionalOne() async throws {
        let server = try server()
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let provider = CombinedWeatherProvider(
            forecast: forecast, alertSources: [source(server, clock: clock)],
            forecastParts: ForecastCache(directory: nil), alertReports: AlertReportStore(directory: nil), clock: clock.function)

        let first = try await provider.snapshot(for: chiyoda, previous: nil)
        #expect(Set(first.alerts.map(\.id)) == ["jma:1310100:14", "jma:1310100:15"])
        #expect(server.requestCount == 3)
        clock.advance(by: 599)
        _ = try await provider.snapshot(for: chiyoda, previous: first)
        #expect(server.requestCount == 3, "no request before ten minutes")

        clock.advance(by: 1)
        let second = try await provider.snapshot(for: chiyoda, previous: first)
        #expect(server.requestCount == 4)
        let revalidation = try #require(server.requests.last)
        #expect(revalidation.pathWithoutQuery == "/bosai/warning/data/r8/130000.json")
        #expect(revalidation.header("if-none-match") == "\"r8-1\"")
        #expect(second.alerts.map(\.id) == first.alerts.map(\.id), "304: the kept file's warnings")
        #expect(second.sourceFailures.isEmpty)
    }

    /// Places in the same office share one download of its file within the ten minutes.
    @Test func placesInOneOfficeShareItsFile() async throws {
        let handler = try handler()
        let server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/reverse-geocoder/LonLatToAddress" && request.queryValue("lat") == "35.6581"
                ? .json(200, #"{"results":{"muniCd":"13103","lv01Nm":"芝公園"}}"#) : handler(request)
        }
        defer { server.stop() }
        let source = source(server)
        let minato = Place(name: "Minato", latitude: 35.6581, longitude: 139.7516, timeZoneIdentifier: "Asia/Tokyo", countryCode: "JP")
        _ = try await source.report(for: chiyoda, previous: nil)
        let report = try await source.report(for: minato, previous: nil)
        #expect(report.alerts.map(\.summary) == ["Level 2 Landslide Advisory"], "the landslide warning was downgraded")
        #expect(report.alerts.first?.region == "Minato City")
        #expect(requests(server, to: "/bosai/warning/data/r8/130000.json").count == 1)
        #expect(requests(server, to: "/reverse-geocoder/LonLatToAddress").count == 2, "one per place")
    }

    /// The municipality GSI gave is kept on disk: a new run asks GSI nothing.
    @Test func theMunicipalityIsAskedOnceAndKept() async throws {
        let server = try server()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("jma-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ProviderTestClock(now)
        _ = try await source(server, clock: clock, files: JMAFileStore(location: CacheLocation(directory))).report(for: chiyoda, previous: nil)
        clock.advance(by: 3600)
        let later = try await source(server, clock: clock, files: JMAFileStore(location: CacheLocation(directory)))
            .report(for: chiyoda, previous: nil)
        #expect(later.alerts.count == 2)
        #expect(requests(server, to: "/reverse-geocoder/LonLatToAddress").count == 1)
        #expect(requests(server, to: "/bosai/common/const/area.json").count == 1, "the area table keeps a month")
        #expect(requests(server, to: "/bosai/warning/data/r8/130000.json").last?.header("if-none-match") == "\"r8-1\"")
    }

    /// A file whose newest bulletin is two days old is a feed JMA no longer updates: the source
    /// fails (cannot check) instead of reporting the warnings it last listed, or none.
    @Test func aStaleFileFailsTheSource() async throws {
        let server = try server(Fixtures(officeFile: "jma-r8-tokyo-stale.json"))
        defer { server.stop() }
        await #expect {
            try await source(server).report(for: chiyoda, previous: nil)
        } throws: { error in
            guard case WeatherServiceError.undecodable(let detail) = error else { return false }
            return detail.contains("more than a day old")
        }
    }

    /// The pre-2026 path's file answered where the new one is expected fails the source.
    @Test func theOldFormatFailsTheSource() async throws {
        let server = try server(Fixtures(officeFile: "jma-warning-tokyo-old-path.json"))
        defer { server.stop() }
        await #expect(throws: WeatherServiceError.self) { try await source(server).report(for: chiyoda, previous: nil) }
    }

    @Test func aFileFarLargerThanJMAsFailsTheSource() async throws {
        let handler = try handler()
        let server = try LocalHTTPServer { request in
            request.pathWithoutQuery == "/bosai/warning/data/r8/130000.json"
                ? .oversized(byteCount: (AlertService.jma.request.maximumBodySize ?? 0) + 1024) : handler(request)
        }
        defer { server.stop() }
        await #expect(throws: WeatherServiceError.self) { try await source(server).report(for: chiyoda, previous: nil) }
    }

    /// GSI failing, or placing the point in no municipality, fails the source before JMA is
    /// asked; the point is asked again next time.
    @Test(arguments: [
        ScriptedResponse.json(500, #"{"error":"Internal Server Error"}"#),
        ScriptedResponse.json(200, "{}"),
        ScriptedResponse.garbage("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nnope!"),
    ])
    func aGeocoderFailureFailsTheSource(answer: ScriptedResponse) async throws {
        let server = try LocalHTTPServer { _ in answer }
        defer { server.stop() }
        let source = source(server)
        await #expect(throws: WeatherServiceError.self) { try await source.report(for: chiyoda, previous: nil) }
        await #expect(throws: WeatherServiceError.self) { try await source.report(for: chiyoda, previous: nil) }
        #expect(server.requests.allSatisfy { $0.pathWithoutQuery == "/reverse-geocoder/LonLatToAddress" })
        #expect(server.requestCount == 2, "nothing kept from a failed answer")
    }

    /// A municipality JMA's table does not have (Naha, outside the Tokyo table) cannot be
    /// placed: a failure, never "no warnings".
    @Test func aMunicipalityOutsideTheAreaTableFailsTheSource() async throws {
        let server = try server(Fixtures(geocoder: "gsi-lonlattoaddress-ebetsu.json"))
        defer { server.stop() }
        await #expect {
            try await source(server).report(for: chiyoda, previous: nil)
        } throws: { error in
            guard case WeatherServiceError.undecodable(let detail) = error else { return false }
            return detail.contains("01217")
        }
        #expect(requests(server, to: "/bosai/warning/data/r8/130000.json").isEmpty)
    }

    @Test func coversJapanByCountryOrPosition() throws {
        let server = try server()
        defer { server.stop() }
        let source = source(server)
        #expect(source.covers(chiyoda))
        #expect(source.covers(Place(name: "35.694, 139.7536", latitude: 35.694, longitude: 139.7536, timeZoneIdentifier: "UTC")),
                "a place saved as LAT,LON gets its country offline")
        #expect(!source.covers(Place(name: "Seoul", latitude: 37.5665, longitude: 126.978, timeZoneIdentifier: "Asia/Seoul", countryCode: "KR")))
    }

    @Test func endpointsFollowTheirOverrides() throws {
        #expect(try AlertService.jma.endpoint(environment: [:]).baseURL.absoluteString == "https://www.jma.go.jp")
        #expect(try JMAAlertSource.geocoder.endpoint(environment: [:]).baseURL.absoluteString == "https://mreversegeocoder.gsi.go.jp")
        #expect(try AlertService.jma.endpoint(environment: ["WEATHERBOARD_JMA_URL": "http://127.0.0.1:9"]).isOverridden)
        #expect(try JMAAlertSource.geocoder.endpoint(environment: ["WEATHERBOARD_GSI_URL": "http://127.0.0.1:9"]).isOverridden)
        for variable in ["WEATHERBOARD_JMA_URL", "WEATHERBOARD_GSI_URL"] {
            do {
                _ = try AlertService.jma.source(AlertSourceInputs(transport: CurlHTTPClient(), environment: [variable: "ftp://x"]))
                Issue.record("expected a configuration error for \(variable)")
            } catch {
                #expect(error.message.contains(variable))
            }
        }
    }
}
