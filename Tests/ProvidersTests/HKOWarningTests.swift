import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The Hong Kong Observatory's warning summary, on real answers saved by other projects
/// (Fixtures/cap-feeds/README.md, section Hong Kong) and hostile ones.
@Suite("HKO warnings")
struct HKOWarningTests {
    /// 23:00 in Hong Kong on 7 September 2025, Typhoon Tapah: Signal No. 8 and a thunderstorm
    /// warning in force.
    let tapahNight = providerTestDate("2025-09-07T15:00:00Z")
    /// 12:00 in Hong Kong on HKO's documentation day.
    let documentationNoon = providerTestDate("2020-09-24T04:00:00Z")
    let hongKong = Place(
        name: "Hong Kong", latitude: 22.3027, longitude: 114.1772, timeZoneIdentifier: "Asia/Hong_Kong", countryCode: "HK")

    func alerts(_ fixture: String, language: HKOWarningFeed.Language = .english, at date: Date) throws -> [WeatherAlert] {
        try HKOWarningFeed(languages: [language == .english ? "en" : language == .traditionalChinese ? "zh-Hant" : "zh-Hans"])
            .findings(from: try FixtureLoader.data("cap-feeds/hk-hko/" + fixture), for: hongKong, now: date).alerts
    }

    func decoded(_ json: String, at date: Date? = nil) throws -> [WeatherAlert] {
        try HKOWarningFeed(languages: ["en"]).findings(from: Data(json.utf8), for: hongKong, now: date ?? documentationNoon).alerts
    }

    @Test func signalNumberEightAndAThunderstormInEnglish() throws {
        let alerts = try alerts("warnsum-en-tapah-2025-09-07.json", at: tapahNight).rankedBySeverity()
        #expect(alerts.map(\.summary) == [
            "Tropical Cyclone Warning Signal (No. 8 Southeast Gale or Storm Signal)", "Thunderstorm Warning",
        ])
        #expect(alerts.map(\.severity) == [.severe, .moderate])
        let signal = try #require(alerts.first)
        #expect(signal.source == "Hong Kong Observatory")
        #expect(signal.detailsURL.absoluteString == "https://www.hko.gov.hk/en/wxinfo/dailywx/wxwarntoday.htm")
        #expect(signal.onsetDate == providerTestDate("2025-09-07T13:20:00Z"))
        #expect(signal.expirationDate == nil, "a signal stays until HKO cancels it")
        let thunderstorm = try #require(alerts.last)
        #expect(thunderstorm.onsetDate == providerTestDate("2025-09-07T01:53:00Z"), "issued, then extended")
        #expect(thunderstorm.effectiveDate == providerTestDate("2025-09-07T14:30:00Z"), "the extension's time")
        #expect(thunderstorm.expirationDate == providerTestDate("2025-09-07T21:00:00Z"))
    }

    @Test func theThunderstormWarningEndsAtItsExpiry() throws {
        let alerts = try alerts("warnsum-en-tapah-2025-09-07.json", at: providerTestDate("2025-09-07T21:00:00Z"))
        #expect(alerts.map(\.summary) == ["Tropical Cyclone Warning Signal (No. 8 Southeast Gale or Storm Signal)"])
    }

    @Test func hkoDocumentationSampleInTraditionalChineseKeepsHKOsOwnNames() throws {
        let alerts = try alerts("warnsum-tc-hko-docs-sample.json", language: .traditionalChinese, at: documentationNoon)
            .rankedBySeverity()
        #expect(alerts.map(\.summary) == ["暴雨警告信號（紅色）", "酷熱天氣警告", "熱帶氣旋警告信號（三號強風信號）", "雷暴警告"])
        #expect(alerts.map(\.severity) == [.severe, .moderate, .moderate, .moderate])
        #expect(alerts.allSatisfy { $0.source == "香港天文台" })
        #expect(alerts.first?.detailsURL.absoluteString == "https://www.hko.gov.hk/tc/wxinfo/dailywx/wxwarntoday.htm")
    }

    @Test func aCancelledWarningIsNeverShown() throws {
        let alerts = try alerts("warnsum-en.json", at: providerTestDate("2026-08-25T10:00:00Z"))
        #expect(!alerts.map(\.summary).contains("Yellow Fire Danger Warning"))
        #expect(alerts.count == 3)
        #expect(alerts.rankedBySeverity().first?.summary == "Black Rainstorm Warning Signal")
        #expect(alerts.rankedBySeverity().first?.severity == .extreme)
    }

    @Test func anEmptyObjectIsNoWarnings() throws {
        #expect(try decoded("{}").isEmpty)
    }

    /// Unknown codes, an entry with nothing in it, an unreadable time and fields HKO may add:
    /// every warning not cancelled shows, by HKO's name or else its code.
    @Test func unknownCodesAndMissingFieldsStillShow() throws {
        let alerts = try alerts("warnsum-hostile-unknown-and-missing.json", at: documentationNoon)
        let bySummary = Dictionary(uniqueKeysWithValues: alerts.map { ($0.summary, $0) })
        #expect(Set(bySummary.keys) == ["Meteor Shower Warning", "WNEW", "Rainstorm Warning Signal (Amber)"])
        #expect(bySummary["Meteor Shower Warning"]?.severity == .unknown)
        #expect(bySummary["WNEW"]?.severity == .unknown)
        #expect(bySummary["Rainstorm Warning Signal (Amber)"]?.severity == .moderate)
        #expect(bySummary["Rainstorm Warning Signal (Amber)"]?.onsetDate == nil)
    }

    @Test func controlCharactersInNamesAreRemoved() throws {
        let alerts = try decoded(#"{"WTS":{"name":"Thunder\u001b[31mstorm Warning","code":"WTS","actionCode":"ISSUE"}}"#)
        #expect(alerts.first?.summary.contains("\u{1B}") == false)
    }

    @Test(arguments: [
        "warnsum-hostile-error-page.html",
    ])
    func anErrorPageIsAnErrorNotNoWarnings(fixture: String) throws {
        #expect(throws: ResponseDecodingError.self) { try alerts(fixture, at: documentationNoon) }
    }

    @Test(arguments: [
        "", "null", "[]", #"{"WTS":"Thunderstorm Warning"}"#, #"{"WTS":{"name":"Thunderstorm Warning","code":7}}"#,
        #"{"error":true,"reason":"Invalid dataType"}"#,
    ])
    func anAnswerThatIsNotASummaryIsAnErrorNotNoWarnings(body: String) {
        #expect(throws: ResponseDecodingError.self) { try decoded(body) }
    }

    @Test func aHugeSummaryStillDecodesEveryWarning() throws {
        let entries = (0..<5_000).map { #""W\#($0)":{"name":"Warning \#($0)","code":"W\#($0)","actionCode":"ISSUE"}"# }
        #expect(try decoded("{" + entries.joined(separator: ",") + "}").count == 5_000)
    }

    @Test(arguments: [
        (["zh-Hant", "zh-TW", "zh"], HKOWarningFeed.Language.traditionalChinese), (["zh-HK"], .traditionalChinese),
        (["zh_TW"], .traditionalChinese), (["zh-Hant-HK"], .traditionalChinese), (["zh-Hans", "zh-CN", "zh"], .simplifiedChinese),
        (["zh-CN"], .simplifiedChinese), (["zh"], .simplifiedChinese), (["en-GB"], .english), (["de", "zh-Hant"], .english),
        ([], .english),
    ])
    func theLanguageFollowsTheUsersFirstLanguage(languages: [String], expected: HKOWarningFeed.Language) {
        #expect(HKOWarningFeed(languages: languages).language == expected)
    }

    @Test func coversHongKongOnly() {
        let source = AlertService.hko.source(transport: CurlHTTPClient(), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true))
        #expect(source.covers(hongKong))
        #expect(source.covers(Place(name: "22.3027, 114.1772", latitude: 22.3027, longitude: 114.1772, timeZoneIdentifier: "Asia/Hong_Kong")),
                "a place saved as LAT,LON gets its country offline")
        #expect(!source.covers(Place(name: "Shenzhen", latitude: 22.54, longitude: 114.06, timeZoneIdentifier: "Asia/Shanghai", countryCode: "CN")))
        #expect(!source.covers(Place(name: "Macau", latitude: 22.19, longitude: 113.54, timeZoneIdentifier: "Asia/Macau", countryCode: "MO")))
    }

    @Test(arguments: [(["zh-Hant", "zh-TW", "zh"], "tc"), (["zh-Hans"], "sc"), (["fr"], "en")])
    func asksInTheUsersLanguageAndRevalidates(languages: [String], lang: String) async throws {
        let body = try FixtureLoader.data("cap-feeds/hk-hko/warnsum-en-tapah-2025-09-07.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json", headers: ["ETag": "\"h-1\""]) }
        defer { server.stop() }
        let clock = ProviderTestClock(tapahNight)
        let source = AlertService.hko.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), languages: languages, clock: clock.function)

        let first = try await source.report(for: hongKong, previous: nil)
        #expect(first.alerts.count == 2)
        #expect(first.expirationDate == tapahNight + 300, "no caching headers: five minutes")
        #expect(first.attribution.serviceName == "Hong Kong Observatory")
        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/weatherAPI/opendata/weather.php")
        #expect(request.queryValue("dataType") == "warnsum")
        #expect(request.queryValue("lang") == lang)
        #expect(request.header("if-none-match") == nil)

        server.setHandler { _ in .status(304, headers: ["Cache-Control": "max-age=3600"]) }
        clock.advance(by: 300)
        let second = try await source.report(for: hongKong, previous: first)
        #expect(server.requests.last { $0.queryValue("dataType") == "warnsum" }?.header("if-none-match") == "\"h-1\"")
        #expect(second.alerts == first.alerts)
        #expect(second.expirationDate == tapahNight + 300 + 900, "never longer than fifteen minutes")
    }

    @Test func aBodyBeyondTheCapIsAnErrorNotNoWarnings() async throws {
        let server = try LocalHTTPServer { _ in .oversized(byteCount: (AlertService.hko.request.maximumBodySize ?? 0) + 1024) }
        defer { server.stop() }
        let source = AlertService.hko.source(transport: CurlHTTPClient(), endpoint: testEndpoint(server), clock: { tapahNight })
        await #expect(throws: WeatherServiceError.self) { try await source.report(for: hongKong, previous: nil) }
    }

    @Test func noRequestBeforeTheIntervalAndAFailureIsAFailureNotNoWarnings() async throws {
        let body = try FixtureLoader.data("cap-feeds/hk-hko/warnsum-en-tapah-2025-09-07.json")
        let server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        defer { server.stop() }
        let clock = ProviderTestClock(tapahNight)
        let forecast = StubForecastProvider { place in
            StubForecastProvider.snapshot(for: place, fetchDate: clock.now, expiration: clock.now + 3600)
        }
        let source = AlertService.hko.source(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server), clock: clock.function)
        let provider = CombinedWeatherProvider(
            forecast: forecast, alertSources: [source],
            forecastParts: ForecastCache(directory: nil), alertReports: AlertReportStore(directory: nil), clock: clock.function)

        let first = try await provider.snapshot(for: hongKong, previous: nil)
        #expect(first.alerts.count == 2)
        #expect(server.requestCount == 2, "the summary, then the texts of its warnings")
        clock.advance(by: 299)
        _ = try await provider.snapshot(for: hongKong, previous: first)
        #expect(server.requestCount == 2, "no request before five minutes")

        server.setHandler { _ in .data(200, Data("<html>Service Unavailable</html>".utf8), contentType: "text/html") }
        clock.advance(by: 1)
        let failed = try await provider.snapshot(for: hongKong, previous: first)
        #expect(server.requestCount == 3, "no texts asked for a summary that could not be read")
        #expect(failed.alerts.map(\.id) == first.alerts.map(\.id), "the last warnings stay")
        #expect(failed.sourceFailures.map(\.source) == ["HKO warnings"], "marked as failed, not as no warnings")
    }
}
