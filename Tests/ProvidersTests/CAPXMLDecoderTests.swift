import Foundation
import Testing
@testable import Providers
import WeatherCore

/// CAP XML as issuers write it: several polygons in one area, wrapped pairs, circles, two
/// languages, updates, the 1.1 namespace, prefixes, signatures, and documents meant to hurt.
@Suite("CAP XML decoder")
struct CAPXMLDecoderTests {
    func decode(_ fixture: String) throws -> CAPMessage {
        try CAPXMLDecoder.decode(try FixtureLoader.data(fixture))
    }

    @Test func severalPolygonsInOneAreaAndTwoLanguages() throws {
        let message = try decode("cap-met-eireann-wind.xml")
        #expect(message.identifier == "2.49.0.0.372.0.IE.260821090000.WXWARN.wind.0042", "not the signature's <identifier>")
        #expect(message.sender == "met.eireann@met.ie")
        #expect(message.sent == providerTestDate("2026-08-21T08:00:00Z"))
        #expect(message.status == .actual)
        #expect(message.messageType == .alert)
        #expect(message.scope == .public)
        #expect(message.references.isEmpty)
        #expect(message.infos.map(\.language) == ["en-GB", "ga-IE"])

        let english = try #require(message.infos.first)
        #expect(english.event == "Orange Wind Warning")
        #expect(english.headline == "Orange Wind Warning for Galway, Mayo & Clare")
        #expect(english.description == "Westerly winds will reach mean speeds of 65 to 80 km/h with gusts of 110 to 130 km/h.\nCoastal flooding is possible.")
        #expect(english.instruction == "Avoid exposed coasts.")
        #expect(english.senderName == "Met Éireann")
        #expect(english.web == "https://www.met.ie/warnings")
        #expect(english.urgency == .expected)
        #expect(english.severity == .severe)
        #expect(english.certainty == "Likely")
        #expect(english.effective == providerTestDate("2026-08-21T08:00:00Z"))
        #expect(english.onset == providerTestDate("2026-08-21T17:00:00Z"))
        #expect(english.expires == providerTestDate("2026-08-22T05:00:00Z"))
        #expect(english.parameter("awareness_level") == "3; orange; Severe")
        #expect(english.parameter("awareness_type") == "1; Wind")

        let area = try #require(english.areas.first)
        #expect(english.areas.count == 1)
        #expect(area.description == "Galway, Mayo, Clare")
        #expect(area.polygons.count == 3, "the pair wrapped after its comma stays one pair")
        #expect(area.geocodes == ["IE004", "IE016", "IE003"].map { CAPNamedValue(name: "EMMA_ID", value: $0) })
        #expect(area.contains(GeoPoint(latitude: 53.27, longitude: -9.05)) == true, "Galway, first polygon")
        #expect(area.contains(GeoPoint(latitude: 53.85, longitude: -9.30)) == true, "Castlebar, the wrapped polygon")
        #expect(area.contains(GeoPoint(latitude: 52.84, longitude: -8.98)) == true, "Ennis, the unclosed ring")
        #expect(area.contains(GeoPoint(latitude: 53.35, longitude: -6.26)) == false, "Dublin")

        let irish = try #require(message.infos.last)
        #expect(irish.description == "Gaoth aniar <láidir>.", "CDATA as it is")
        #expect(irish.instruction == nil)
        #expect(CAPSelection(languages: ["ga"], now: providerTestDate("2026-08-21T12:00:00Z")).preferredInfo(of: message) == irish)
    }

    @Test func anUpdateWithReferencesACircleAndCAPTimes() throws {
        let message = try decode("cap-update-circle.xml")
        #expect(message.identifier == "urn:oid:2.49.0.1.554.0.2026.8.21.0007", "the cap: prefix is matched on local names")
        #expect(message.messageType == .update)
        #expect(message.sent == providerTestDate("2026-08-21T10:05:12Z"), "-00:00 is UTC")
        #expect(message.references.map(\.identifier) == ["urn:oid:2.49.0.1.554.0.2026.8.21.0005", "urn:oid:2.49.0.1.554.0.2026.8.21.0006"])
        let info = try #require(message.infos.first)
        #expect(info.language == nil)
        #expect(info.severity == .moderate, "lower case")
        #expect(info.urgency == .immediate)
        let fraction = try #require(info.effective?.timeIntervalSince(providerTestDate("2026-08-21T10:05:12Z")))
        #expect(abs(fraction - 0.795) < 0.001, "fractional seconds kept")
        #expect(info.onset == providerTestDate("2026-08-21T10:00:00Z"), "no seconds, +12:00")
        #expect(info.expires == providerTestDate("2026-08-22T10:00:00Z"))
        let area = try #require(info.areas.first)
        #expect(area.circles.count == 1, "the malformed circle is left out")
        #expect(area.polygons.isEmpty)
        #expect(area.contains(GeoPoint(latitude: -37.53, longitude: 177.19)) == true)
        #expect(area.contains(GeoPoint(latitude: -37.68, longitude: 176.17)) == false, "Tauranga")

        let replaced = CAPMessage(
            identifier: "urn:oid:2.49.0.1.554.0.2026.8.21.0005", sender: "info@geonet.org.nz",
            sent: providerTestDate("2026-08-21T09:40:00Z"), status: .actual, messageType: .alert, scope: .public,
            infos: [CAPInfo(event: "Volcanic Unrest")])
        let inForce = CAPSelection(languages: ["en"], now: providerTestDate("2026-08-21T12:00:00Z")).messagesInForce([replaced, message])
        #expect(inForce.map(\.identifier) == [message.identifier], "the update replaces what it references")
    }

    @Test func cap11NamespaceTestStatusAndMissingOptionalFields() throws {
        let message = try decode("cap11-test-message.xml")
        #expect(message.identifier == "TEST-2026-0001")
        #expect(message.status == .test)
        let info = try #require(message.infos.first)
        #expect(info.event == "Prüfmeldung", "a character reference")
        #expect(info.headline == nil)
        #expect(info.description == nil)
        #expect(info.senderName == nil)
        #expect(info.web == nil)
        #expect(info.language == nil)
        #expect(info.effective == nil && info.onset == nil && info.expires == nil)
        #expect(info.parameters.isEmpty)
        let area = try #require(info.areas.first)
        #expect(area.description == "Stadtgebiet Köln", "read in the ISO 8859-1 the document declares")
        #expect(area.geocodes == [CAPNamedValue(name: "WARNCELLID", value: "105315000")])
        #expect(!area.hasGeometry)
        #expect(CAPSelection(languages: ["de"], now: providerTestDate("2026-08-21T12:00:00Z")).messagesInForce([message]).isEmpty, "tests are never shown")
    }

    static let capNamespace = #"xmlns="urn:oasis:names:tc:emergency:cap:1.2""#

    @Test(arguments: [
        "",
        "not xml at all",
        #"<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>cut-short</identifier>"#,
        #"<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>a</identifier></alert><alert/>"#,
        #"<feed xmlns="http://www.w3.org/2005/Atom"><title>MeteoAlarm</title></feed>"#,
        #"<alert xmlns="urn:example:not-cap"><identifier>a</identifier></alert>"#,
        #"<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><sender>x</sender><status>Actual</status></alert>"#,
        #"<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>a</identifier><info><event>x</info></alert>"#,
    ])
    func malformedDocumentsAreDecodingErrors(document: String) {
        #expect(throws: ResponseDecodingError.self) { try CAPXMLDecoder.decode(Data(document.utf8)) }
    }

    /// Each would expand to gigabytes (or read a local file) if entities were allowed.
    @Test func entityDeclarationsAreRefusedBeforeAnythingExpands() throws {
        let big = String(repeating: "a", count: 50_000)
        let quadratic = #"<?xml version="1.0"?><!DOCTYPE alert [<!ENTITY a ""# + big + #"">]><alert \#(Self.capNamespace)>"#
            + "<identifier>q</identifier><info><description>" + String(repeating: "&a;", count: 50_000)
            + "</description></info></alert>"
        var laughs = #"<?xml version="1.0"?><!DOCTYPE alert [<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            laughs += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        laughs += "]><alert \(Self.capNamespace)><identifier>&lol9;</identifier></alert>"
        let external = #"<?xml version="1.0"?><!DOCTYPE alert [<!ENTITY x SYSTEM "file:///etc/passwd">]>"#
            + "<alert \(Self.capNamespace)><identifier>x</identifier><info><description>&x;</description></info></alert>"
        for document in [quadratic, laughs, external] {
            #expect(throws: ResponseDecodingError.self) { try CAPXMLDecoder.decode(Data(document.utf8)) }
        }
        let utf16 = try #require("<alert \(Self.capNamespace)><identifier>u</identifier></alert>".data(using: .utf16))
        #expect(throws: ResponseDecodingError.self, "byte checks cannot see into UTF-16") { try CAPXMLDecoder.decode(utf16) }
    }

    /// Found by fuzzing when the reader was FoundationXML's, which ended the whole process on
    /// each: an element name that is not UTF-8, and processing instructions without data.
    @Test func inputsThatCrashedFoundationXMLAreReadOrRefused() throws {
        var invalidName = Data("<alert \(Self.capNamespace)><identifier>x</identifier><ale".utf8)
        invalidName.append(contentsOf: [0xF4, 0x3E, 0x3C, 0x2F, 0x61, 0x6C, 0x65, 0xF4, 0x3E])
        invalidName.append(Data("</alert>".utf8))
        for document in [invalidName, Data("<?xm?>\n<ale".utf8), Data("<?xml?><alert \(Self.capNamespace)/>".utf8)] {
            #expect(throws: ResponseDecodingError.self) { try CAPXMLDecoder.decode(document) }
        }
        // A processing instruction without data is well-formed XML, and skipped.
        let emptyInstruction = Data("<alert \(Self.capNamespace)><identifier>x</identifier><?pi?></alert>".utf8)
        #expect(try CAPXMLDecoder.decode(emptyInstruction).identifier == "x")
    }

    @Test func declaredSingleByteEncodingsAreReadAndOthersRefused() throws {
        let styled = #"<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet href="cap.xsl" type="text/xsl"?>"#
            + "<alert \(Self.capNamespace)><identifier>styled</identifier></alert>"
        #expect(try CAPXMLDecoder.decode(Data(styled.utf8)).identifier == "styled", "a processing instruction with data is fine")
        var windows = Data(#"<?xml version='1.0' encoding='windows-1252'?><alert \#(Self.capNamespace)><identifier>"#.utf8)
        windows.append(contentsOf: [0x80, 0x20, 0xE9])
        windows.append(Data("</identifier></alert>".utf8))
        #expect(try CAPXMLDecoder.decode(windows).identifier == "€ é")
        let shiftJIS = #"<?xml version="1.0" encoding="Shift_JIS"?><alert \#(Self.capNamespace)><identifier>j</identifier></alert>"#
        #expect(throws: ResponseDecodingError.self) { try CAPXMLDecoder.decode(Data(shiftJIS.utf8)) }
        #expect(XMLInputEncoding.declaredEncoding(of: Data("\u{FEFF}<?xml version=\"1.0\" encoding = \"ISO-8859-1\"?><a/>".utf8)) == "iso-8859-1")
    }

    @Test func deepNestingAndHugeDocumentsAreRefused() throws {
        let deep = "<alert \(Self.capNamespace)><identifier>d</identifier>" + String(repeating: "<x:e xmlns:x=\"urn:x\">", count: 40)
            + String(repeating: "</x:e>", count: 40) + "</alert>"
        #expect(throws: ResponseDecodingError.self) { try CAPXMLDecoder.decode(Data(deep.utf8)) }
        let shallow = "<alert \(Self.capNamespace)><identifier>d</identifier>" + String(repeating: "<x:e xmlns:x=\"urn:x\">", count: 20)
            + String(repeating: "</x:e>", count: 20) + "</alert>"
        #expect(try CAPXMLDecoder.decode(Data(shallow.utf8)).identifier == "d", "other namespaces are skipped")

        var huge = Data("<alert \(Self.capNamespace)><identifier>h</identifier><note>".utf8)
        huge.append(Data(repeating: UInt8(ascii: "x"), count: CAPXMLDecoder.maximumDocumentSize))
        huge.append(Data("</note></alert>".utf8))
        #expect(throws: ResponseDecodingError.self) { try CAPXMLDecoder.decode(huge) }
    }

    @Test func capDateTimesKeepTheirOffsets() {
        let utc = providerTestDate("2026-08-21T10:00:00Z")
        for text in ["2026-08-21T10:00:00Z", "2026-08-21T10:00:00-00:00", "2026-08-21T10:00:00+00:00", "2026-08-21T12:00:00+02:00",
                     "2026-08-21T03:00:00-07:00", "2026-08-21T10:00Z", "2026-08-21T12:00+02:00", " 2026-08-21T10:00:00Z\n"] {
            #expect(ISO8601Timestamp.parseCAPDateTime(text) == utc, "\(text)")
        }
        let fractional = ISO8601Timestamp.parseCAPDateTime("2026-08-21T10:00:00.795Z")?.timeIntervalSince(utc)
        #expect(fractional.map { abs($0 - 0.795) < 0.001 } == true)
        for text in ["2026-08-21T10:00:00", "2026-08-21T10:00", "2026-08-21", "21.08.2026 10:00", "", nil] as [String?] {
            #expect(ISO8601Timestamp.parseCAPDateTime(text) == nil, "\(text ?? "nil"): no offset, no time")
        }
        #expect(ISO8601Timestamp.parse("2026-08-21T10:00Z") == nil, "NWS, MET and WeatherKit keep their strict parser")
    }
}
