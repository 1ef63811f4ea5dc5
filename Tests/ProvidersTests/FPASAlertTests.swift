import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// FPAS against a loopback server that behaves like its code: an id list for a box, a 301 per
/// id, CAP files with polygons FPAS appended.
@Suite("FPAS alerts")
struct FPASAlertTests {
    let now = providerTestDate("2026-08-21T06:00:00Z")
    let tokyo = Place(name: "Tokyo", latitude: 35.6895, longitude: 139.6917, timeZoneIdentifier: "Asia/Tokyo", countryCode: "JP")
    let yokohama = Place(name: "Yokohama", latitude: 35.4437, longitude: 139.638, timeZoneIdentifier: "Asia/Tokyo", countryCode: "JP")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fpas-\(UUID().uuidString)")
    let everyID = [FPASScript.tokyoBayWaves, FPASScript.kanagawaThunderstorm, FPASScript.tokyoRain]

    func source(
        _ server: LocalHTTPServer, clock: ProviderTestClock, languages: [String] = ["en-GB", "en"],
        national: [any AlertSource] = []
    ) -> FPASAlertSource {
        FPASAlertSource(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server),
            files: FPASCAPFileStore(directory: directory), languages: languages, fallbackFor: national, clock: clock.function)
    }

    func server(_ script: FPASScript) throws -> LocalHTTPServer {
        try LocalHTTPServer { script.response(to: $0) ?? .text(404, "Not Found") }
    }

    func capDownloads(_ server: LocalHTTPServer) -> [String] {
        server.requests.map(\.pathWithoutQuery).filter { $0.hasPrefix("/cap/") }
    }

    @Test func aPlaceGetsOnlyTheAlertsWhoseAreasContainIt() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try server(FPASScript(listed: everyID, files: try FPASScript.tokyoFiles()))
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let report = try await source(server, clock: clock).report(for: tokyo, previous: nil)

        #expect(report.alerts.map(\.summary) == ["High Wave Advisory for Tokyo Bay", "Heavy Rain Warning for Tokyo 23 Wards"],
                "not the Kanagawa advisory, whose box FPAS matched but whose polygon ends south of Tokyo")
        let rain = try #require(report.alerts.last)
        #expect(rain.id == "urn:oid:2.49.0.1.392.0.20260821030000.130010.heavy-rain")
        #expect(rain.severity == .severe)
        #expect(rain.urgency == .expected)
        #expect(rain.source == "Japan Meteorological Agency", "the issuing service, in the chosen language")
        #expect(rain.region == "Tokyo 23 Wards")
        #expect(rain.detailsURL.absoluteString == "https://www.jma.go.jp/bosai/warning/#lang=en&area_type=class20s&area_code=1310100")
        #expect(rain.details == "Be on alert for landslides and flooding of low-lying areas.\n\nMove away from rivers and steep slopes.")
        #expect(rain.onsetDate == providerTestDate("2026-08-21T03:00:00Z"))
        #expect(rain.expirationDate == providerTestDate("2026-08-21T21:00:00Z"))
        let waves = try #require(report.alerts.first)
        #expect(waves.source == "https://www.jma.go.jp/", "no senderName: the sender")
        #expect(waves.detailsURL == server.url("/alert/\(FPASScript.tokyoBayWaves)"), "no web link: the alert on FPAS")

        #expect(report.attribution.serviceName == "FPAS (KDE)")
        #expect(report.attribution.legalPageURL.host == "invent.kde.org")
        #expect(report.attribution.legalText == "warnings from https://www.jma.go.jp/, Japan Meteorological Agency")
        #expect(report.expirationDate == now + 600)

        let list = try #require(server.requests.first)
        #expect(list.pathWithoutQuery == "/alert/area")
        #expect(["min_lat", "max_lat", "min_lon", "max_lon"].map { list.queryValue($0) } == ["35.6795", "35.6995", "139.6817", "139.7017"])
        #expect(list.header("user-agent")?.hasPrefix("weatherboard/") == true)
        #expect(capDownloads(server).count == 3, "each id followed through its redirect")

        let japanese = try await source(server, clock: clock, languages: ["ja-JP", "ja"]).report(for: tokyo, previous: nil)
        #expect(japanese.alerts.last?.summary == "東京２３区に大雨警報")
        #expect(japanese.alerts.last?.source == "気象庁")
        #expect(capDownloads(server).count == 3, "the kept files serve every language")

        let neighbour = try await source(server, clock: clock).report(for: yokohama, previous: nil)
        #expect(neighbour.alerts.map(\.summary) == ["High Wave Advisory for Tokyo Bay", "Thunderstorm Advisory for Eastern Kanagawa"])
        #expect(capDownloads(server).count == 3, "files are kept by id, whichever place listed them")
    }

    @Test func theListIsAskedAtMostEveryTenMinutesAndKnownFilesAreNotDownloadedAgain() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try FPASScript.tokyoFiles()
        let server = try server(FPASScript(listed: everyID, files: files))
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let combined = CombinedWeatherProvider(
            forecast: StubForecastProvider { place in
                StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
            },
            alertSources: [source(server, clock: clock)],
            forecastParts: ForecastCache(directory: nil), alertReports: AlertReportStore(directory: directory), clock: clock.function)

        let first = try await combined.snapshot(for: tokyo, previous: nil)
        #expect(first.alerts.map(\.severity) == [.severe, .minor], "ranked")
        #expect(first.attributions.map(\.serviceName) == ["Stub Weather", "FPAS (KDE)"])
        let afterFirst = server.requestCount
        #expect(afterFirst == 7, "the list, then a redirect and a file per id")

        clock.advance(by: 5 * 60)
        let second = try await combined.snapshot(for: tokyo, previous: first)
        #expect(server.requestCount == afterFirst, "no request within ten minutes")
        #expect(second.alerts == first.alerts)

        clock.advance(by: 5 * 60)
        let third = try await combined.snapshot(for: tokyo, previous: second)
        #expect(Array(server.requests.dropFirst(afterFirst).map(\.pathWithoutQuery)) == ["/alert/area"], "known files are not downloaded again")
        #expect(third.alerts == first.alerts)

        // The Kanagawa advisory is no longer listed anywhere: its file is forgotten, so when it
        // comes back it is downloaded again.
        let kept = directory.appendingPathComponent("files/\(FPASScript.kanagawaThunderstorm).json")
        #expect(FileManager.default.fileExists(atPath: kept.path))
        server.setHandler { FPASScript(listed: [FPASScript.tokyoRain, FPASScript.tokyoBayWaves], files: files).response(to: $0) ?? .status(404) }
        clock.advance(by: 10 * 60)
        _ = try await combined.snapshot(for: tokyo, previous: third)
        #expect(!FileManager.default.fileExists(atPath: kept.path))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("files/\(FPASScript.tokyoRain).json").path))
        server.setHandler { FPASScript(listed: everyID, files: files).response(to: $0) ?? .status(404) }
        clock.advance(by: 10 * 60)
        let before = capDownloads(server).count
        _ = try await combined.snapshot(for: tokyo, previous: third)
        #expect(Array(capDownloads(server).dropFirst(before)) == ["/cap/alerts/jp-jma/\(FPASScript.kanagawaThunderstorm).xml"])
    }

    @Test func filesWithValidatorsAreRevalidatedAndExpiredOnesFetchedAgain() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try server(FPASScript(
            listed: [FPASScript.tokyoRain], files: try FPASScript.tokyoFiles(), fileHeaders: ["ETag": "\"rain-v1\""]))
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let fpas = source(server, clock: clock)
        let first = try await fpas.report(for: tokyo, previous: nil)
        clock.advance(by: 600)
        let second = try await fpas.report(for: tokyo, previous: first)
        let revalidation = try #require(server.requests.last)
        #expect(revalidation.pathWithoutQuery == "/cap/alerts/jp-jma/\(FPASScript.tokyoRain).xml")
        #expect(revalidation.header("if-none-match") == "\"rain-v1\"", "sent again after the redirect")
        #expect(second.alerts == first.alerts, "304: the kept file")

        // Without validators a file is kept until its expires (21:00 UTC), then fetched again.
        let plain = try self.server(FPASScript(listed: [FPASScript.tokyoRain], files: try FPASScript.tokyoFiles()))
        defer { plain.stop() }
        let other = FPASAlertSource(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(plain),
            files: FPASCAPFileStore(directory: nil), languages: ["en"], fallbackFor: [], clock: clock.function)
        _ = try await other.report(for: tokyo, previous: nil)
        clock.advance(by: 6 * 3600)
        _ = try await other.report(for: tokyo, previous: nil)
        #expect(capDownloads(plain).count == 1, "before its expires")
        clock.advance(by: 12 * 3600)
        let expired = try await other.report(for: tokyo, previous: nil)
        #expect(capDownloads(plain).count == 2, "after its expires it may have been replaced")
        #expect(expired.alerts.isEmpty, "and it is no longer in force")
    }

    @Test func anEmptyListIsNoAlertsAndTheBoxIsAlwaysValid() async throws {
        let server = try server(FPASScript(listed: [], files: [:]))
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let fpas = FPASAlertSource(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server),
            files: FPASCAPFileStore(directory: nil), languages: ["en"], fallbackFor: [], clock: clock.function)
        let report = try await fpas.report(for: tokyo, previous: nil)
        #expect(report.alerts.isEmpty)
        #expect(report.attribution.serviceName == "FPAS (KDE)")
        #expect(report.attribution.legalText == nil)
        // The server refuses equal bounds and boxes off the globe; corners of the map never make one.
        for (latitude, longitude) in [(90.0, 180.0), (-90.0, -180.0), (0.0, 179.999), (-0.004, -180.0)] {
            let corner = Place(name: "Corner", latitude: latitude, longitude: longitude, timeZoneIdentifier: "UTC")
            #expect(try await fpas.report(for: corner, previous: nil).alerts.isEmpty, "\(latitude),\(longitude)")
        }
    }

    @Test func aFailingListKeepsTheLastWarnings() async throws {
        let files = try FPASScript.tokyoFiles()
        let server = try server(FPASScript(listed: everyID, files: files))
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let combined = CombinedWeatherProvider(
            forecast: StubForecastProvider { place in
                StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
            },
            alertSources: [source(server, clock: clock)],
            forecastParts: ForecastCache(directory: nil), alertReports: AlertReportStore(directory: nil), clock: clock.function)
        let first = try await combined.snapshot(for: tokyo, previous: nil)
        server.setHandler { request in
            request.pathWithoutQuery == "/alert/area" ? .json(500, #"{"detail":"database unavailable"}"#) : .status(404)
        }
        clock.advance(by: 600)
        let second = try await combined.snapshot(for: tokyo, previous: first)
        #expect(second.alerts == first.alerts, "the last warnings stay")
        #expect(second.sourceFailures.map(\.source) == ["FPAS alerts"])
        #expect(second.sourceFailures.first?.lastReportDate == now)
    }

    /// One file that cannot be read hides none of the others: they are shown and the report
    /// says how many could not be read. With none readable the poll fails; a file withdrawn
    /// since the list (404) is simply gone.
    @Test func aWarningThatCannotBeReadLeavesTheOthersAndIsCounted() async throws {
        var files = try FPASScript.tokyoFiles()
        files[FPASScript.tokyoRain] = Data("<alert xmlns=\"urn:oasis:names:tc:emergency:cap:1.2\"><identifier>cut".utf8)
        let server = try server(FPASScript(listed: everyID, files: files))
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let fpas = FPASAlertSource(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server),
            files: FPASCAPFileStore(directory: nil), languages: ["en"], fallbackFor: [], clock: clock.function)
        let partial = try await fpas.report(for: tokyo, previous: nil)
        #expect(partial.alerts.map(\.summary) == ["High Wave Advisory for Tokyo Bay"])
        let unread = try #require(partial.unread, "a warning that could not be read must not look like no warning")
        #expect(unread.count == 1)
        guard case .undecodable(let detail) = unread.reason else { Issue.record("\(unread.reason)"); return }
        #expect(detail.contains(FPASScript.tokyoRain), "\(detail)")

        // A place first polled now, whose every file is broken: nothing was read.
        let broken = Data("<alert>".utf8)
        let unreadable = FPASScript(listed: everyID, files: files.mapValues { _ in broken })
        server.setHandler { unreadable.response(to: $0) ?? .status(404) }
        let firstPoll = FPASAlertSource(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server),
            files: FPASCAPFileStore(directory: nil), languages: ["en"], fallbackFor: [], clock: clock.function)
        do {
            _ = try await firstPoll.report(for: tokyo, previous: nil)
            Issue.record("with no warning readable the source failed")
        } catch {
            guard case .undecodable = error else { Issue.record("\(error)"); return }
        }

        files[FPASScript.tokyoRain] = nil
        let withdrawnScript = FPASScript(listed: everyID, files: files)
        server.setHandler { withdrawnScript.response(to: $0) ?? .status(404) }
        let withdrawn = try await fpas.report(for: tokyo, previous: nil)
        #expect(withdrawn.alerts.map(\.summary) == ["High Wave Advisory for Tokyo Bay"], "404: withdrawn since the list")
        #expect(withdrawn.unread == nil)
    }

    @Test(arguments: [#"["not-a-uuid"]"#, #"["../../etc/passwd"]"#, #"{"alerts": []}"#, "[1, 2]"])
    func aListThatIsNotIdsIsUndecodable(body: String) async throws {
        let server = try LocalHTTPServer { _ in .json(200, body) }
        defer { server.stop() }
        let clock = ProviderTestClock(now)
        let fpas = FPASAlertSource(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server),
            files: FPASCAPFileStore(directory: nil), languages: ["en"], fallbackFor: [], clock: clock.function)
        await #expect(throws: WeatherServiceError.self) { try await fpas.report(for: tokyo, previous: nil) }
        #expect(server.requestCount == 1, "no id is requested")
    }

    @Test func coversOnlyWhereNoNationalSourceDoes() throws {
        let unused = ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true)
        let national: [any AlertSource] = [
            AlertService.nws.source(transport: CurlHTTPClient(), endpoint: unused),
            AlertService.metNorway.source(transport: CurlHTTPClient(), endpoint: unused),
        ]
        let fpas = FPASAlertSource(
            transport: CurlHTTPClient(), endpoint: unused, files: FPASCAPFileStore(directory: nil), languages: [],
            fallbackFor: national)
        #expect(fpas.covers(tokyo))
        #expect(fpas.covers(Place(name: "Sydney", latitude: -33.87, longitude: 151.21, timeZoneIdentifier: "UTC", countryCode: "AU")))
        #expect(!fpas.covers(Place(name: "Denver", latitude: 39.74, longitude: -104.99, timeZoneIdentifier: "UTC", countryCode: "US")))
        #expect(!fpas.covers(Place(name: "Oslo", latitude: 59.91, longitude: 10.75, timeZoneIdentifier: "UTC", countryCode: "NO")))
        #expect(!fpas.covers(Place(name: "Bergen?", latitude: 60.39, longitude: 5.32, timeZoneIdentifier: "UTC")), "MetAlerts' box")
    }

    /// A real NSW Rural Fire Service alert (Fixtures/README.md): its headline names a road, not
    /// the fire, and its description is HTML.
    @Test func aBushfireIsNamedAsOneAndItsHTMLDescriptionReadsAsText() async throws {
        let id = "5b2d7c9e-0a1f-4e3d-9c8b-7a6f5e4d3c21"
        let server = try server(FPASScript(listed: [id], files: [id: try FixtureLoader.data("cap-nsw-rfs-bushfire-medowie.xml")]))
        defer { server.stop() }
        let medowie = Place(name: "Medowie", latitude: -32.7605, longitude: 151.8575, timeZoneIdentifier: "Australia/Sydney", countryCode: "AU")
        let clock = ProviderTestClock(providerTestDate("2026-09-20T01:00:00Z"))
        let report = try await source(server, clock: clock).report(for: medowie, previous: nil)

        let fire = try #require(report.alerts.first)
        #expect(fire.summary == "Bushfire: ABUNDANCE RD, MEDOWIE", "the event, which the headline does not name, and the headline")
        #expect(fire.source == "NSW Rural Fire Service")
        #expect(fire.details == """
            ALERT LEVEL: Advice
            LOCATION: ABUNDANCE RD, MEDOWIE 2318
            COUNCIL AREA: Port Stephens
            STATUS: Being controlled
            TYPE: Bush Fire
            FIRE: Yes
            SIZE: 55 ha
            RESPONSIBLE AGENCY: Rural Fire Service
            UPDATED: 20 Sep 2026 09:05 More information (https://www.rfs.nsw.gov.au/fire-information/fires-near-me)

            A fire has started There is no immediate danger. Stay up to date in case the situation changes
            """)
    }
}
