import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// CAP 1.2 names a message by its sender, identifier and sent time together (§3.2.1
/// `references`): an Update or Cancel replaces only the message all three name. Through the
/// CAP XML decoder and FPAS against a loopback server, and through MeteoAlarm's feed decoder.
@Suite("CAP references")
struct CAPReferenceTests {
    let now = providerTestDate("2026-08-21T06:00:00Z")
    let tokyo = Place(name: "Tokyo", latitude: 35.6895, longitude: 139.6917, timeZoneIdentifier: "Asia/Tokyo", countryCode: "JP")
    static let jma = "https://www.jma.go.jp/"
    /// A river office that numbers its messages the way JMA does.
    static let riverOffice = "https://www.river.go.jp/"

    /// A CAP 1.2 document as FPAS stores it, with a ring around Tokyo's 23 wards.
    static func document(
        identifier: String, sender: String = jma, sent: String, type: String = "Alert", status: String = "Actual",
        references: String? = nil, headline: String = "Heavy Rain Warning for Tokyo 23 Wards"
    ) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
              <identifier>\(identifier)</identifier>
              <sender>\(sender)</sender>
              <sent>\(sent)</sent>
              <status>\(status)</status>
              <msgType>\(type)</msgType>
              <scope>Public</scope>\(references.map { "\n  <references>\($0)</references>" } ?? "")
              <info>
                <language>en-US</language>
                <category>Met</category>
                <event>Heavy Rain Warning</event>
                <urgency>Expected</urgency>
                <severity>Severe</severity>
                <certainty>Likely</certainty>
                <onset>2026-08-21T12:00:00+09:00</onset>
                <expires>2026-08-22T06:00:00+09:00</expires>
                <headline>\(headline)</headline>
                <area>
                  <areaDesc>Tokyo 23 Wards</areaDesc>
                  <polygon>35.52,139.56 35.52,139.92 35.82,139.92 35.82,139.56 35.52,139.56</polygon>
                </area>
              </info>
            </alert>
            """.utf8)
    }

    func decoded(_ documents: [Data]) throws -> [CAPMessage] {
        try documents.map(CAPXMLDecoder.decode)
    }

    func inForce(_ documents: [Data]) throws -> [String] {
        CAPSelection(languages: ["en"], now: now).messagesInForce(try decoded(documents)).compactMap { $0.infos.first?.headline }
    }

    // MARK: What a reference names

    @Test func aCancelNamingAnotherSendersMessageLeavesThatSendersWarning() throws {
        let rain = Self.document(identifier: "20260821-0001", sent: "2026-08-21T12:00:00+09:00")
        let otherCancel = Self.document(
            identifier: "20260821-0002", sender: Self.riverOffice, sent: "2026-08-21T13:00:00+09:00", type: "Cancel",
            references: "\(Self.riverOffice),20260821-0001,2026-08-21T11:00:00+09:00", headline: "Flood watch withdrawn")
        #expect(try inForce([rain, otherCancel]) == ["Heavy Rain Warning for Tokyo 23 Wards"])
        let ownCancel = Self.document(
            identifier: "20260821-0003", sent: "2026-08-21T14:00:00+09:00", type: "Cancel",
            references: "\(Self.jma),20260821-0001,2026-08-21T12:00:00+09:00", headline: "Heavy Rain Warning cancelled")
        #expect(try inForce([rain, otherCancel, ownCancel]).isEmpty, "its own sender's Cancel ends it")
    }

    /// The sent time is compared as a time: `+09:00` and `Z` name the same moment.
    @Test func theSentTimeIsComparedAsATimeAndMustMatch() throws {
        let rain = Self.document(identifier: "20260821-0001", sent: "2026-08-21T12:00:00+09:00")
        let update = Self.document(
            identifier: "20260821-0004", sent: "2026-08-21T15:00:00+09:00", type: "Update",
            references: "\(Self.jma),20260821-0001,2026-08-21T03:00:00Z", headline: "Heavy Rain Warning extended")
        #expect(try inForce([rain, update]) == ["Heavy Rain Warning extended"])
        let otherTime = Self.document(
            identifier: "20260821-0004", sent: "2026-08-21T15:00:00+09:00", type: "Update",
            references: "\(Self.jma),20260821-0001,2026-08-20T12:00:00+09:00", headline: "Heavy Rain Warning extended")
        #expect(try inForce([rain, otherTime]) == ["Heavy Rain Warning for Tokyo 23 Wards", "Heavy Rain Warning extended"],
                "yesterday's message of that identifier is not this one")
    }

    /// Some issuers keep one identifier for a warning's whole life and update it with a new
    /// sent time: the Update replaces the earlier message, never itself.
    @Test func anUpdateThatKeepsItsIdentifierReplacesTheEarlierMessageNotItself() throws {
        let rain = Self.document(identifier: "20260821-0001", sent: "2026-08-21T12:00:00+09:00")
        let update = Self.document(
            identifier: "20260821-0001", sent: "2026-08-21T15:00:00+09:00", type: "Update",
            references: "\(Self.jma),20260821-0001,2026-08-21T12:00:00+09:00", headline: "Heavy Rain Warning extended")
        #expect(try inForce([rain, update]) == ["Heavy Rain Warning extended"])
        #expect(try inForce([update]) == ["Heavy Rain Warning extended"], "alone in the list too")
        let selfReference = Self.document(
            identifier: "20260821-0001", sent: "2026-08-21T15:00:00+09:00", type: "Update",
            references: "\(Self.jma),20260821-0001,2026-08-21T15:00:00+09:00", headline: "Heavy Rain Warning extended")
        #expect(try inForce([selfReference]) == ["Heavy Rain Warning extended"], "a message naming itself")
    }

    /// A reference that cannot be understood replaces nothing: the warning it may have meant
    /// stays, as a warning in force must never be dropped on a guess.
    @Test(arguments: [
        "https://www.jma.go.jp/,20260821-0001",  // no sent time
        "https://www.jma.go.jp/,20260821-0001,yesterday",  // a sent time that is no time
        "https://www.jma.go.jp/,20260821-0001,2026-08-21T12:00:00",  // a time without its offset
        ",20260821-0001,2026-08-21T12:00:00+09:00",  // no sender
        "https://www.jma.go.jp/,,2026-08-21T12:00:00+09:00",  // no identifier
        "20260821-0001",  // CAP 1.0's bare identifier
        "https://www.jma.go.jp/,20260821-0001,2026-08-21T16:00:00+09:00",  // after the Cancel itself was sent
    ])
    func aReferenceThatCannotBeUnderstoodKeepsTheWarning(reference: String) throws {
        let rain = Self.document(identifier: "20260821-0001", sent: "2026-08-21T12:00:00+09:00")
        let cancel = Self.document(
            identifier: "20260821-0005", sent: "2026-08-21T15:00:00+09:00", type: "Cancel", references: reference,
            headline: "Cancelled")
        #expect(try inForce([rain, cancel]) == ["Heavy Rain Warning for Tokyo 23 Wards"])
    }

    @Test func theUnderstoodEntriesOfAListStillCount() throws {
        let rain = Self.document(identifier: "20260821-0001", sent: "2026-08-21T12:00:00+09:00")
        let waves = Self.document(identifier: "20260821-0002", sent: "2026-08-21T12:30:00+09:00", headline: "High Wave Advisory")
        let cancel = Self.document(
            identifier: "20260821-0006", sent: "2026-08-21T15:00:00+09:00", type: "Cancel",
            references: "garbage \(Self.jma),20260821-0002,2026-08-21T12:30:00+09:00\n  \(Self.jma),20260821-0001", headline: "Cancelled")
        #expect(try inForce([rain, waves, cancel]) == ["Heavy Rain Warning for Tokyo 23 Wards"])
    }

    /// CAP's Test status tells every recipient to disregard the message, references included.
    @Test func aTestCancelCancelsNothing() throws {
        let rain = Self.document(identifier: "20260821-0001", sent: "2026-08-21T12:00:00+09:00")
        let test = Self.document(
            identifier: "20260821-0007", sent: "2026-08-21T15:00:00+09:00", type: "Cancel", status: "Test",
            references: "\(Self.jma),20260821-0001,2026-08-21T12:00:00+09:00", headline: "Test")
        #expect(try inForce([rain, test]) == ["Heavy Rain Warning for Tokyo 23 Wards"])
    }

    // MARK: FPAS: one list, documents from many issuers

    static let rainID = "0b7d1c2e-3f4a-4b5c-8d6e-7f8091a2b3c4"
    static let riverID = "1c8e2d3f-4a5b-4c6d-9e7f-8091a2b3c4d5"
    static let copyID = "2d9f3e4a-5b6c-4d7e-af80-91a2b3c4d5e6"
    static let cancelID = "3e0a4f5b-6c7d-4e8f-b091-a2b3c4d5e6f7"

    func fpasServer(_ files: [String: Data]) throws -> LocalHTTPServer {
        let script = FPASScript(listed: files.keys.sorted(), files: files)
        return try LocalHTTPServer { script.response(to: $0) ?? .text(404, "Not Found") }
    }

    func fpasReport(_ server: LocalHTTPServer) async throws -> AlertReport {
        let clock = ProviderTestClock(now)
        let fpas = FPASAlertSource(
            transport: CurlHTTPClient(clock: clock.function), endpoint: testEndpoint(server),
            files: CAPFileStore(directory: nil), languages: ["en"], fallbackFor: [], clock: clock.function)
        return try await fpas.report(for: tokyo, previous: nil)
    }

    @Test func twoIssuersWithOneIdentifierAreTwoWarnings() async throws {
        let server = try fpasServer([
            Self.rainID: Self.document(identifier: "20260821-0001", sent: "2026-08-21T12:00:00+09:00"),
            Self.riverID: Self.document(
                identifier: "20260821-0001", sender: Self.riverOffice, sent: "2026-08-21T12:10:00+09:00",
                headline: "Flood Warning for the Arakawa River"),
        ])
        defer { server.stop() }
        let report = try await fpasReport(server)
        #expect(report.alerts.map(\.summary).sorted() == ["Flood Warning for the Arakawa River", "Heavy Rain Warning for Tokyo 23 Wards"])
        #expect(Set(report.alerts.map(\.id)).count == 2, "each keeps its own id, or merging drops one as a copy")
        let combined = AlertMerging.merged([report.alerts], now: now)
        #expect(combined.count == 2)
        let links = Set(report.alerts.map(\.detailsURL))
        #expect(links == [server.url("/alert/\(Self.rainID)"), server.url("/alert/\(Self.riverID)")], "each links to its own file")
    }

    @Test func oneMessageListedTwiceIsOneWarning() async throws {
        let rain = Self.document(identifier: "20260821-0001", sent: "2026-08-21T12:00:00+09:00")
        let server = try fpasServer([Self.rainID: rain, Self.copyID: rain])
        defer { server.stop() }
        let report = try await fpasReport(server)
        #expect(report.alerts.map(\.summary) == ["Heavy Rain Warning for Tokyo 23 Wards"])
        #expect(report.alerts.first?.id == "20260821-0001", "an identifier no other message shares stays the id")
    }

    @Test func anotherIssuersCancelLeavesTheWarningOnFPAS() async throws {
        let server = try fpasServer([
            Self.rainID: Self.document(identifier: "20260821-0001", sent: "2026-08-21T12:00:00+09:00"),
            Self.cancelID: Self.document(
                identifier: "20260821-0002", sender: Self.riverOffice, sent: "2026-08-21T13:00:00+09:00", type: "Cancel",
                references: "\(Self.riverOffice),20260821-0001,2026-08-21T11:00:00+09:00", headline: "Flood watch withdrawn"),
        ])
        defer { server.stop() }
        let report = try await fpasReport(server)
        #expect(report.alerts.map(\.summary) == ["Heavy Rain Warning for Tokyo 23 Wards"])
    }

    // MARK: MeteoAlarm: one country's feed, several issuers

    let bologna = Place(
        name: "Bologna", latitude: 44.4949, longitude: 11.3426, timeZoneIdentifier: "Europe/Rome", countryCode: "IT",
        administrativeAreas: ["Emilia-Romagna", "Città metropolitana di Bologna", "Bologna"])

    /// An Italian feed entry: the national service or a regional one, with a ring around Bologna.
    static func feedEntry(
        identifier: String, sender: String, sent: String, type: String = "Alert", references: String? = nil,
        event: String = "Thunderstorms"
    ) -> String {
        """
        {"alert":{"identifier":"\(identifier)","sender":"\(sender)","sent":"\(sent)","status":"Actual","msgType":"\(type)",
          "scope":"Public"\(references.map { ",\"references\":\"\($0)\"" } ?? ""),
          "info":[{"language":"en-GB","event":"\(event)","headline":"Yellow \(event.lowercased()) warning","severity":"Moderate",
            "urgency":"Future","certainty":"Likely","onset":"2026-03-07T10:00:00+01:00","expires":"2026-03-07T23:59:59+01:00",
            "parameter":[{"valueName":"awareness_level","value":"2; yellow; Moderate"},{"valueName":"awareness_type","value":"3; Thunderstorm"}],
            "area":[{"areaDesc":"Pianura bolognese","polygon":["44.3,11.0 44.3,11.7 44.7,11.7 44.7,11.0 44.3,11.0"]}]}]},
         "uuid":"\(UUID().uuidString.lowercased())"}
        """
    }

    func meteoAlarmAlerts(_ entries: [String]) throws -> [WeatherAlert] {
        let feed = try MeteoAlarmFeedDecoder.messages(from: Data("{\"warnings\":[\(entries.joined(separator: ","))]}".utf8))
        return MeteoAlarmWarnings(languages: ["en-GB", "en"], now: providerTestDate("2026-03-07T11:00:00Z"), countryCode: "IT")
            .alerts(from: feed, for: bologna)
    }

    @Test func aRegionalCancelLeavesTheNationalWarningOnMeteoAlarm() throws {
        let national = Self.feedEntry(identifier: "IT-20260307-0001", sender: "meteoam@aeronautica.difesa.it", sent: "2026-03-07T08:00:00+01:00")
        let regional = Self.feedEntry(
            identifier: "IT-20260307-0002", sender: "allerta@regione.emilia-romagna.it", sent: "2026-03-07T09:00:00+01:00",
            type: "Cancel", references: "allerta@regione.emilia-romagna.it,IT-20260307-0001,2026-03-07T07:30:00+01:00")
        #expect(try meteoAlarmAlerts([national, regional]).map(\.summary) == ["Yellow thunderstorms warning"])
    }

    @Test func anUpdateThatKeepsItsIdentifierIsShownOnMeteoAlarm() throws {
        let first = Self.feedEntry(identifier: "IT-20260307-0001", sender: "meteoam@aeronautica.difesa.it", sent: "2026-03-07T08:00:00+01:00")
        let update = Self.feedEntry(
            identifier: "IT-20260307-0001", sender: "meteoam@aeronautica.difesa.it", sent: "2026-03-07T10:00:00+01:00",
            type: "Update", references: "meteoam@aeronautica.difesa.it,IT-20260307-0001,2026-03-07T08:00:00+01:00",
            event: "Thunderstorms and hail")
        #expect(try meteoAlarmAlerts([first, update]).map(\.summary) == ["Yellow thunderstorms and hail warning"])
    }

    @Test func twoIssuersWithOneIdentifierAreTwoWarningsOnMeteoAlarm() throws {
        let national = Self.feedEntry(identifier: "IT-20260307-0001", sender: "meteoam@aeronautica.difesa.it", sent: "2026-03-07T08:00:00+01:00")
        let regional = Self.feedEntry(
            identifier: "IT-20260307-0001", sender: "allerta@regione.emilia-romagna.it", sent: "2026-03-07T08:30:00+01:00",
            event: "Floods")
        let alerts = try meteoAlarmAlerts([national, regional])
        #expect(alerts.map(\.summary) == ["Yellow thunderstorms warning", "Yellow floods warning"])
        #expect(alerts.map(\.id) == [
            "meteoam@aeronautica.difesa.it,IT-20260307-0001,2026-03-07T07:00:00Z",
            "allerta@regione.emilia-romagna.it,IT-20260307-0001,2026-03-07T07:30:00Z",
        ], "each named whole, as CAP names a message")
        #expect(AlertMerging.merged([alerts], now: providerTestDate("2026-03-07T11:00:00Z")).count == 2)
    }
}
