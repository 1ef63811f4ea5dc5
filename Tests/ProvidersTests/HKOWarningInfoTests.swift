import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The texts of the Hong Kong Observatory's warnings (`warningInfo`), on real answers saved by
/// other projects (Fixtures/cap-feeds/README.md, section Hong Kong) and hostile ones, and the
/// second request that fetches them beside the warning summary.
@Suite("HKO warning texts")
struct HKOWarningInfoTests {
    /// 18:00 in Hong Kong on the day of `warnsum-en.json`: its three warnings in force.
    let summaryEvening = providerTestDate("2026-08-25T10:00:00Z")
    /// 12:00 in Hong Kong on HKO's documentation day.
    let documentationNoon = providerTestDate("2020-09-24T04:00:00Z")
    let hongKong = Place(
        name: "Hong Kong", latitude: 22.3027, longitude: 114.1772, timeZoneIdentifier: "Asia/Hong_Kong", countryCode: "HK")

    func fixture(_ name: String) throws -> Data {
        try FixtureLoader.data("cap-feeds/hk-hko/" + name)
    }

    /// The summary's warnings, then given the texts of `info`, by summary.
    func detailed(
        summary: String, info: Data, languages: [String] = ["en"], at date: Date
    ) throws -> [String: WeatherAlert] {
        let feed = HKOWarningFeed(languages: languages)
        let alerts = try feed.findings(from: try fixture(summary), for: hongKong, now: date).alerts
        #expect(alerts.allSatisfy { $0.details == nil }, "the summary has no text")
        let detailed = try feed.alerts(alerts, detailedBy: info)
        #expect(detailed.map(\.id) == alerts.map(\.id), "the texts add no warning and lose none")
        return Dictionary(uniqueKeysWithValues: detailed.map { ($0.summary, $0) })
    }

    // MARK: - Reading the texts

    /// Typhoon Kompasu, 13 October 2021 (a saved real English answer): the thunderstorm and
    /// No. 8 texts reach the summary's warnings of the same family and level; the rainstorm text
    /// is Amber's, so the Black warning of the summary gets none rather than a wrong one.
    @Test func theTextsOfSignalNumberEightAndAThunderstormInEnglish() throws {
        let alerts = try detailed(
            summary: "warnsum-en.json", info: try fixture("warninginfo-en-kompasu-2021-10-13.json"), at: summaryEvening)
        let thunderstorm = try #require(alerts["Thunderstorm Warning"]?.details)
        #expect(thunderstorm == """
            Thunderstorm Warning issued at 1:28 p.m. on 13 Oct 2021 has been extended until 6:00 p.m. today. \
            Squally thunderstorms are expected to occur over Hong Kong.

            Members of the public are advised to take the following precautions when thunderstorms occur:
            1. Stay indoors. Seek shelter in buildings if you are engaging in outdoor activities.
            2. Do not stand on high grounds. Keep away from highly conductive objects, trees or masts.
            """)
        let signal = try #require(alerts["Tropical Cyclone Warning Signal (No. 8 Northeast Gale or Storm Signal)"]?.details)
        let lines = signal.split(separator: "\n")
        #expect(lines.count == 14, "one paragraph per line HKO sent")
        #expect(signal.contains("(Precautionary Announcements with No. 8 Signal)\n1. Do not stand"), "a list follows its heading")
        #expect(lines.first == "Tropical Cyclone Warning Bulletin")
        #expect(signal.contains("Typhoon Kompasu has already made landfall on Hainan Island."))
        #expect(lines.last?.hasPrefix("4. Please listen to radio or watch TV") == true)
        #expect(alerts["Black Rainstorm Warning Signal"]?.details == nil, "Amber's text is not Black's")
    }

    /// HKO's documented Traditional Chinese examples of both answers: each warning gets its own
    /// statement, a warning without one (Red rainstorm) none, and a statement without a warning
    /// (the monsoon signal) adds nothing.
    @Test func hkoDocumentationSampleInTraditionalChinese() throws {
        let alerts = try detailed(
            summary: "warnsum-tc-hko-docs-sample.json", info: try fixture("warninginfo-tc-hko-docs-sample.json"),
            languages: ["zh-Hant"], at: documentationNoon)
        #expect(alerts.count == 4)
        #expect(alerts["雷暴警告"]?.details == """
            雷暴警告

            天文台在9月24日上午11時40分發出之雷暴警告，有效時間延長至今日下午7時30分，預料香港有雷暴。

            雷暴發生時，請採取以下預防措施：
            1. 留在室內。在室外的人士應躲入建築物內。
            2. 切勿站立於高地或接近導電的物體、樹木或桅杆。
            """)
        #expect(alerts["熱帶氣旋警告信號（三號強風信號）"]?.details == "三號強風信號在上午11時15分發出。")
        #expect(alerts["酷熱天氣警告"]?.details?.split(separator: "\n").count == 7)
        #expect(alerts["暴雨警告信號（紅色）"]?.details == nil)
    }

    /// The documentation's example with a statement of every family: levels told apart, a line
    /// with blank lines inside it (two paragraphs), lines with leading spaces.
    @Test func everyFamilyOfHKOsDocumentationExample() throws {
        let info = try ResponseDecodingError.decode(HKOWarningInfo.self, from: try fixture("warninginfo-tc-hko-docs-every-family.json"))
        #expect(info.statements.map(\.family) == [
            "WTS", "WMSGNL", "WL", "WHOT", "WCOLD", "WFROST", "WRAIN", "WFNTSA", "WTCSGNL", "WTCPRE8", "WTMW", "WFIRE",
        ])
        #expect(info.text(family: "WL", code: "WL") == "山泥傾瀉警告:\n\n天文台在 11:15 發出山泥傾瀉警告。")
        #expect(info.text(family: "WTS", code: "WTS")?.split(separator: "\n").dropFirst(2).first == "雷暴發生時，請採取以下預防措施:")
        #expect(info.text(family: "WFIRE", code: "WFIRER") == "現時之火災危險警告為紅色，表示火災危險性極")
        #expect(info.text(family: "WFIRE", code: "WFIREY") == nil, "the red text is not the yellow warning's")
        // The pre-No. 8 announcement, which the summary never lists, follows the signal's own text.
        #expect(info.text(family: "WTCSGNL", code: "TC3")?.hasPrefix("""
            三號強風信號在上午 11 時 15 分發出。

            香港天文台宣布預計在今天(9 月 24 日)下午 4 時 07 分或以前發出八號熱帶氣旋警告信號，本港風勢將會加強。

            政府提 醒返家路程偏遠
            """) == true)
        #expect(info.text(family: "WTCSGNL", code: "TC8NE")?.hasPrefix("香港天文台宣布預計") == true, "the announcement alone")
        #expect(info.text(family: "WRAIN", code: "WRAINR")?.contains("八號") == false, "only under the tropical cyclone signal")
        #expect(info.text(family: "wrain", code: "wrainr") == "天文台在上午 11 時 15 分發出紅色暴雨警告信號。", "codes match in any case")
    }

    /// Escape sequences, markup, bidirectional overrides, lines that are not text, a text sent
    /// as one string, statements without a code or contents, an element that is no statement,
    /// and a text of another level listed first.
    @Test func hostileStatementsAreCleanedOrLeftOut() throws {
        let alerts = try detailed(
            summary: "warnsum-hostile-unknown-and-missing.json", info: try fixture("warninginfo-hostile-unknown-and-missing.json"),
            at: documentationNoon)
        #expect(alerts["Meteor Shower Warning"]?.details == "Meteor shower warning in force.")
        #expect(alerts["WNEW"]?.details == "The new warning as one paragraph, not a list.")
        #expect(alerts["Rainstorm Warning Signal (Amber)"]?.details == """
            Amber Rainstorm Warning Signal.

            Flooding in low-lying areas.

            Reversed?
            """)
        for alert in alerts.values {
            let scalars = alert.details?.unicodeScalars ?? "".unicodeScalars
            #expect(!scalars.contains { TerminalText.isTerminalControl($0) && $0 != "\n" }, "\(alert.summary)")
        }
    }

    @Test(arguments: ["{}", #"{"details":[]}"#, #"{"details":null}"#, #"{"details":[{"contents":["x"]}]}"#])
    func anAnswerWithoutStatementsLeavesTheWarningsWithoutTexts(body: String) throws {
        let alerts = try detailed(summary: "warnsum-en.json", info: Data(body.utf8), at: summaryEvening)
        #expect(alerts.count == 3)
        #expect(alerts.values.allSatisfy { $0.details == nil })
    }

    @Test(arguments: ["", "null", "[]", #"{"details":"none"}"#, #"{"details":{"WTS":["x"]}}"#, #"{"error":true,"reason":"Invalid dataType"}"#])
    func anAnswerThatIsNotWarningInformationIsAnError(body: String) throws {
        let alerts = try HKOWarningFeed(languages: ["en"]).findings(from: try fixture("warnsum-en.json"), for: hongKong, now: summaryEvening).alerts
        #expect(throws: ResponseDecodingError.self) { try HKOWarningFeed(languages: ["en"]).alerts(alerts, detailedBy: Data(body.utf8)) }
    }

    @Test func anErrorPageIsAnError() throws {
        #expect(throws: ResponseDecodingError.self) {
            try ResponseDecodingError.decode(HKOWarningInfo.self, from: try fixture("warnsum-hostile-error-page.html"))
        }
    }

    @Test func aHugeAnswerIsReadToTheEnd() throws {
        let filler = (0..<20_000).map { #"{"contents":["Line \#($0)."],"warningStatementCode":"W\#($0)"}"# }
        let body = #"{"details":["# + filler.joined(separator: ",")
            + #",{"contents":["The last one."],"warningStatementCode":"WTS"}]}"#
        let info = try ResponseDecodingError.decode(HKOWarningInfo.self, from: Data(body.utf8))
        #expect(info.statements.count == 20_001)
        #expect(info.text(family: "WTS", code: "WTS") == "The last one.")
    }

    @Test func anAlertThatIsNotHKOsGetsNoText() throws {
        let info = Data(#"{"details":[{"contents":["x"],"warningStatementCode":"WTS"}]}"#.utf8)
        let alert = WeatherAlert(
            id: "nws:WTS", severity: .minor, summary: "Other", region: nil, detailsURL: URL(fileURLWithPath: "/"), source: "NWS")
        #expect(try HKOWarningFeed(languages: ["en"]).alerts([alert], detailedBy: info).first?.details == nil)
        #expect(HKOWarningFeed.familyAndCode(ofAlertID: HKOWarningFeed.alertID(family: "WRAIN", code: "WRAINA", issueTime: "2021-10-13T14:02:00+08:00"))
            .map { [$0.family, $0.code] } == ["WRAIN", "WRAINA"])
    }

    // MARK: - The second request

    /// A loopback HKO answering each `dataType` with its own handler, counting requests.
    func server(
        summary: Data, info: @escaping @Sendable (RecordedRequest) -> ScriptedResponse
    ) throws -> LocalHTTPServer {
        try LocalHTTPServer { request in
            switch request.queryValue("dataType") {
            case "warnsum": .data(200, summary, contentType: "application/json", headers: ["ETag": "\"s-1\""])
            case "warningInfo": info(request)
            default: .status(404)
            }
        }
    }

    @Test(arguments: [(["en-GB"], "en"), (["zh-Hant", "zh-TW"], "tc"), (["zh-Hans"], "sc")])
    func theTextsAreAskedInTheUsersLanguageAndRevalidated(languages: [String], lang: String) async throws {
        let info = try fixture("warninginfo-en-kompasu-2021-10-13.json")
        let server = try server(summary: try fixture("warnsum-en.json")) { _ in
            .data(200, info, contentType: "application/json", headers: ["ETag": "\"i-1\""])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(summaryEvening)
        let source = AlertService.hko.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), languages: languages, clock: clock.function)

        let first = try await source.report(for: hongKong, previous: nil)
        #expect(server.requests.map { $0.queryValue("dataType") } == ["warnsum", "warningInfo"])
        #expect(server.requests.allSatisfy { $0.queryValue("lang") == lang && $0.pathWithoutQuery == "/weatherAPI/opendata/weather.php" })
        #expect(server.requests.allSatisfy { $0.header("if-none-match") == nil })
        let texts = first.alerts.filter { $0.details != nil }
        #expect(texts.count == 2, "the thunderstorm and No. 8 texts")
        #expect(texts.contains { $0.details?.contains("Typhoon Kompasu") == true })
        #expect(first.expirationDate == summaryEvening + 300, "the summary's interval")

        server.setHandler { _ in .status(304) }
        clock.advance(by: 300)
        let second = try await source.report(for: hongKong, previous: first)
        #expect(server.requestCount == 4, "two requests a poll")
        #expect(server.requests[2].header("if-none-match") == "\"s-1\"")
        #expect(server.requests[3].queryValue("dataType") == "warningInfo")
        #expect(server.requests[3].header("if-none-match") == "\"i-1\"")
        #expect(second.alerts == first.alerts, "unchanged: the same warnings with the same texts")
    }

    /// A 304 for the summary with new texts (a typhoon bulletin HKO rewrites every hour while
    /// the signal stays): the renewed warnings take the new texts.
    @Test func newTextsReachUnchangedWarnings() async throws {
        let kompasu = try String(decoding: fixture("warninginfo-en-kompasu-2021-10-13.json"), as: UTF8.self)
        let server = try server(summary: try fixture("warnsum-en.json")) { _ in
            .data(200, Data(kompasu.utf8), contentType: "application/json", headers: ["ETag": "\"i-1\""])
        }
        defer { server.stop() }
        let clock = ProviderTestClock(summaryEvening)
        let source = AlertService.hko.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function)
        let first = try await source.report(for: hongKong, previous: nil)

        let rewritten = kompasu.replacingOccurrences(of: "At 4 p.m.", with: "At 5 p.m.")
        server.setHandler { request in
            request.queryValue("dataType") == "warnsum"
                ? .status(304) : .data(200, Data(rewritten.utf8), contentType: "application/json", headers: ["ETag": "\"i-2\""])
        }
        clock.advance(by: 300)
        let second = try await source.report(for: hongKong, previous: first)
        #expect(second.alerts.map(\.id) == first.alerts.map(\.id))
        #expect(second.alerts.contains { $0.details?.contains("At 5 p.m., Typhoon Kompasu") == true })
        #expect(!second.alerts.contains { $0.details?.contains("At 4 p.m.") == true })
    }

    /// When the texts cannot be had (an outage, an error page, an answer beyond the cap, a
    /// refused connection), the warnings still show, without texts, and the source has not
    /// failed: nothing says "no warnings".
    @Test(arguments: ["503", "html", "oversized", "hang up", "not modified without a kept answer"])
    func warningsShowWhenTheTextsCannotBeRead(failure: String) async throws {
        let server = try server(summary: try fixture("warnsum-en.json")) { _ in
            switch failure {
            case "503": .text(503, "Service Unavailable")
            case "html": .data(200, Data("<html><body>Maintenance</body></html>".utf8), contentType: "text/html")
            case "oversized": .oversized(byteCount: (AlertService.hko.request.maximumBodySize ?? 0) + 1024)
            case "hang up": .closeConnection
            default: .status(304)
            }
        }
        defer { server.stop() }
        let source = AlertService.hko.source(transport: CurlHTTPClient(), endpoint: testEndpoint(server), clock: { summaryEvening })
        let report = try await source.report(for: hongKong, previous: nil)
        #expect(report.alerts.count == 3)
        #expect(report.alerts.allSatisfy { $0.details == nil })
        #expect(server.requests.map { $0.queryValue("dataType") } == ["warnsum", "warningInfo"], "asked once, not retried")
    }

    /// A renewed summary keeps the texts its warnings had when the new texts cannot be read.
    @Test func aRenewedReportKeepsItsTextsWhenTheTextsFail() async throws {
        let info = try fixture("warninginfo-en-kompasu-2021-10-13.json")
        let server = try server(summary: try fixture("warnsum-en.json")) { _ in
            .data(200, info, contentType: "application/json")
        }
        defer { server.stop() }
        let clock = ProviderTestClock(summaryEvening)
        let source = AlertService.hko.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function)
        let first = try await source.report(for: hongKong, previous: nil)
        server.setHandler { request in request.queryValue("dataType") == "warnsum" ? .status(304) : .text(500, "Internal Server Error") }
        clock.advance(by: 300)
        let second = try await source.report(for: hongKong, previous: first)
        #expect(second.alerts == first.alerts)
        #expect(second.alerts.contains { $0.details != nil })
    }

    @Test func noWarningsInForceCostOneRequest() async throws {
        let server = try server(summary: Data("{}".utf8)) { _ in .json(200, #"{"details":[]}"#) }
        defer { server.stop() }
        let source = AlertService.hko.source(transport: CurlHTTPClient(), endpoint: testEndpoint(server), clock: { summaryEvening })
        let report = try await source.report(for: hongKong, previous: nil)
        #expect(report.alerts.isEmpty)
        #expect(server.requestCount == 1, "no texts to ask for")
    }

    /// Through the provider, as the dashboard polls: two requests, none before the summary's
    /// interval, and a failing summary is a failure even when the texts answer.
    @Test func noRequestBeforeTheIntervalAndAFailingSummaryIsAFailure() async throws {
        let info = try fixture("warninginfo-en-kompasu-2021-10-13.json")
        let server = try server(summary: try fixture("warnsum-en.json")) { _ in .data(200, info, contentType: "application/json") }
        defer { server.stop() }
        let clock = ProviderTestClock(summaryEvening)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let source = AlertService.hko.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function)
        let provider = CombinedWeatherProvider(
            forecast: forecast, alertSources: [source],
            forecastParts: ForecastCache(directory: nil), alertReports: AlertReportStore(directory: nil), clock: clock.function)

        let first = try await provider.snapshot(for: hongKong, previous: nil)
        #expect(first.alerts.filter { $0.details != nil }.count == 2)
        #expect(server.requestCount == 2)
        clock.advance(by: 299)
        _ = try await provider.snapshot(for: hongKong, previous: first)
        #expect(server.requestCount == 2, "no request before five minutes")

        server.setHandler { request in
            request.queryValue("dataType") == "warnsum"
                ? .data(200, Data("<html>Service Unavailable</html>".utf8), contentType: "text/html")
                : .data(200, info, contentType: "application/json")
        }
        clock.advance(by: 1)
        let failed = try await provider.snapshot(for: hongKong, previous: first)
        #expect(server.requestCount == 3, "no texts asked for warnings that could not be read")
        #expect(failed.alerts.map(\.id) == first.alerts.map(\.id), "the last warnings stay")
        #expect(failed.sourceFailures.map(\.source) == ["HKO warnings"])
    }

    /// Kept on disk under `hko-warnings-details/`, so that the next run revalidates the texts.
    @Test func theTextsAreKeptForTheNextRun() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hko-info-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let info = try fixture("warninginfo-en-kompasu-2021-10-13.json")
        let server = try server(summary: try fixture("warnsum-en.json")) { _ in
            .data(200, info, contentType: "application/json", headers: ["ETag": "\"i-1\""])
        }
        defer { server.stop() }
        func source() throws -> any AlertSource {
            try AlertService.hko.source(AlertSourceInputs(
                transport: CurlHTTPClient(), endpoint: testEndpoint(server), cache: CacheLocation(directory),
                clock: { summaryEvening }))
        }
        let first = try await source().report(for: hongKong, previous: nil)
        server.setHandler { _ in .status(304) }
        let second = try await source().report(for: hongKong, previous: first)
        #expect(server.requests.last?.header("if-none-match") == "\"i-1\"")
        #expect(second.alerts == first.alerts)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("hko-warnings-details").path))
    }
}
