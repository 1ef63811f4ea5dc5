import Foundation
import Testing
@testable import Providers
import WeatherCore

/// JMA's office files and area table and GSI's reverse geocoder answer, read from real and
/// hostile payloads (Fixtures/README.md says where each comes from).
@Suite("JMA and GSI decoding")
struct JMADecodingTests {
    func tokyoFile() throws -> JMAOfficeFile {
        try JMAOfficeFile.decode(try FixtureLoader.data("jma-r8-tokyo.json"))
    }

    func inForce(_ area: String, in file: JMAOfficeFile) -> [String] {
        file.warningsInForce(on: [area]).map(\.code)
    }

    func file(_ json: String) throws -> JMAOfficeFile {
        try JMAOfficeFile.decode(Data(json.utf8))
    }

    // MARK: office files

    /// Chiyoda: the heavy rain warning issued at 16:08 was lifted at 18:13 and the landslide
    /// advisory of 16:10 at 18:16; the thunderstorm advisory continued at 18:13 and the gale
    /// advisory stands. The entries are not in time order in the file.
    @Test func theLatestEntryDecidesEachWarning() throws {
        let file = try tokyoFile()
        #expect(inForce("1310100", in: file) == ["14", "15"])
        let thunder = try #require(file.warningsInForce(on: ["1310100"]).first)
        #expect(thunder.reportDate == providerTestDate("2026-06-03T18:13:00+09:00"))
        #expect(thunder.headline == "東京地方では、竜巻などの激しい突風や落雷に注意してください。", "the headline of the entry that decided")
        #expect(file.newestReportDate == providerTestDate("2026-06-03T18:16:00+09:00"))
    }

    /// Adachi: "発表警報・注意報はなし" in the 18:13 weather entry (VPWW55) ends its own product's
    /// heavy rain advisory of 16:08, not the gale advisory the 18:13 VPWW58 entry continues.
    @Test func nothingInForceEndsItsOwnProductOnly() throws {
        #expect(inForce("1312100", in: try tokyoFile()) == ["15"])
    }

    /// Minato: the landslide warning (09) issued at 16:10 became an advisory (29) at 18:16.
    @Test func aDowngradeEndsTheHigherTier() throws {
        #expect(inForce("1310300", in: try tokyoFile()) == ["29"])
    }

    @Test func aMunicipalityNoEntryNamesHasNothingInForce() throws {
        #expect(inForce("1310400", in: try tokyoFile()).isEmpty)
    }

    @Test func anUnknownCodeIsKeptInForce() throws {
        #expect(inForce("1342100", in: try tokyoFile()) == ["99"])
    }

    @Test(arguments: [
        ("発表", true), ("継続", true), ("警報から注意報", true), ("危険警報から警報", true), ("特別警報から警報", true),
        ("解除", false), ("注意報解除", false), ("発表警報・注意報はなし", false), ("発表なし", false),
    ])
    func statuses(status: String, isInForce: Bool) throws {
        let file = try file(#"[{"reportDatetime":"2026-06-03T18:00:00+09:00","warning":{"class20Items":[{"areaCode":"1310100","kinds":[{"code":"03","status":"\#(status)"}]}]}}]"#)
        #expect(inForce("1310100", in: file) == (isInForce ? ["03"] : []))
    }

    /// Two entries of the same time that disagree: the warning stays.
    @Test func aTieKeepsTheWarningInForce() throws {
        let file = try file("""
            [{"reportDatetime":"2026-06-03T18:00:00+09:00","warning":{"class20Items":[{"areaCode":"1310100","kinds":[{"code":"03","status":"発表"}]}]}},
             {"reportDatetime":"2026-06-03T18:00:00+09:00","warning":{"class20Items":[{"areaCode":"1310100","kinds":[{"code":"03","status":"解除"}]}]}}]
            """)
        #expect(inForce("1310100", in: file) == ["03"])
    }

    /// A code written as a number is read as its digits; an entry without a warning list (some
    /// products) is passed over.
    @Test func toleratesNumericCodesAndEntriesWithoutWarnings() throws {
        let file = try file("""
            [{"reportDatetime":"2026-06-03T18:00:00+09:00","headlineText":null},
             {"reportDatetime":"2026-06-03T18:00:00+09:00","warning":{"class20Items":[{"areaCode":1310100,"kinds":[{"code":15,"status":"発表"}]}]}}]
            """)
        #expect(inForce("1310100", in: file) == ["15"])
    }

    /// Whatever JMA's files always have, missing or of another kind, fails the file: the source
    /// then says it cannot check, never that there are no warnings.
    @Test(arguments: [
        ("an empty list", "[]"),
        ("no entry with a warning list", #"[{"reportDatetime":"2026-06-03T18:00:00+09:00"}]"#),
        ("no reportDatetime", #"[{"warning":{"class20Items":[]}}]"#),
        ("a reportDatetime that is no time", #"[{"reportDatetime":"yesterday","warning":{"class20Items":[]}}]"#),
        ("a status that is not text", #"[{"reportDatetime":"2026-06-03T18:00:00+09:00","warning":{"class20Items":[{"areaCode":"1310100","kinds":[{"code":"03","status":1}]}]}}]"#),
        ("kinds that are not a list", #"[{"reportDatetime":"2026-06-03T18:00:00+09:00","warning":{"class20Items":[{"areaCode":"1310100","kinds":{"code":"03"}}]}}]"#),
        ("an item without an area", #"[{"reportDatetime":"2026-06-03T18:00:00+09:00","warning":{"class20Items":[{"kinds":[]}]}}]"#),
        ("an error page", "<html><body>503 Service Unavailable</body></html>"),
    ])
    func aFileWithoutWhatJMAAlwaysSendsFails(what: String, json: String) {
        #expect(throws: ResponseDecodingError.self, "\(what)") { try JMAOfficeFile.decode(Data(json.utf8)) }
    }

    /// The frozen pre-2026 file (an object, not a list) is not read as an office file.
    @Test func thePre2026FileFails() throws {
        let old = try FixtureLoader.data("jma-warning-tokyo-old-path.json")
        #expect(throws: ResponseDecodingError.self) { try JMAOfficeFile.decode(old) }
    }

    /// A file far larger than JMA's (20 000 entries, a few megabytes) is still read, and quickly.
    @Test func aHugeFileIsRead() throws {
        let entry = #"{"reportDatetime":"2026-06-03T18:00:00+09:00","warning":{"class20Items":[{"areaCode":"1310100","kinds":[{"code":"14","status":"継続"}]},{"areaCode":"1312100","kinds":[{"code":"15","status":"継続"}]}]}}"#
        let json = "[" + Array(repeating: entry, count: 20_000).joined(separator: ",") + "]"
        let start = ContinuousClock.now
        let file = try JMAOfficeFile.decode(Data(json.utf8))
        #expect(inForce("1310100", in: file) == ["14"])
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    // MARK: the code table

    @Test func everyCodeIsListedOnceWithBothNames() {
        let codes = JMAWarningKind.table.map(\.code)
        #expect(Set(codes).count == codes.count)
        for kind in JMAWarningKind.table {
            #expect(kind.code.count == 2 && kind.code.allSatisfy(\.isNumber), "\(kind.code)")
            #expect(!kind.japaneseName.isEmpty && kind.englishName.allSatisfy(\.isASCII), "\(kind.code)")
            #expect(kind.hazard != nil && kind.tier != nil)
        }
    }

    @Test(arguments: [
        ("33", AlertSeverity.extreme, "レベル5大雨特別警報", "Level 5 Heavy Rain Emergency Warning"),
        ("43", .severe, "レベル4大雨危険警報", "Level 4 Heavy Rain Danger Warning"),
        ("03", .severe, "レベル3大雨警報", "Level 3 Heavy Rain Warning"),
        ("10", .minor, "レベル2大雨注意報", "Level 2 Heavy Rain Advisory"),
        ("05", .severe, "暴風警報", "Storm Warning"),
        ("15", .minor, "強風注意報", "Gale Advisory"),
    ])
    func namesAndSeverities(code: String, severity: AlertSeverity, japanese: String, english: String) {
        let kind = JMAWarningKind.of(code: code)
        #expect(kind.severity == severity)
        #expect(kind.name(inJapanese: true) == japanese)
        #expect(kind.name(inJapanese: false) == english)
    }

    @Test func anUnknownCodeIsNamedByItsCodeWithUnknownSeverity() {
        let kind = JMAWarningKind.of(code: "99")
        #expect(kind.name(inJapanese: false) == "JMA warning 99")
        #expect(kind.name(inJapanese: true) == "気象庁の警報等（コード99）")
        #expect(kind.severity == .unknown)
        #expect(JMAWarningKind.of(code: "\u{1B}[2J").name(inJapanese: false) == "JMA warning", "a code that is no name is not shown")
    }

    // MARK: the area table

    func table(_ fixture: String) throws -> JMAAreaTable {
        try JMAAreaTable.decode(try FixtureLoader.data(fixture))
    }

    @Test func readsJMAsAreaTable() throws {
        let table = try table("jma-area-tokyo.json")
        #expect(table.class20s.count == 63)
        #expect(table.class20s["1310100"] == JMAAreaTable.Area(name: "千代田区", englishName: "Chiyoda City", parent: "130011"))
        #expect(table.municipalities(holding: "13101") == ["1310100"])
        #expect(table.officeCode(of: "1310100") == "130000")
        #expect(table.municipalities(holding: "13999").isEmpty)
    }

    /// Ogasawara's class15 and its class10 share the code 130040: each step up is looked up in
    /// its own group.
    @Test func aCodeRepeatedAcrossGroupsIsLookedUpInItsOwn() throws {
        #expect(try table("jma-area-tokyo.json").officeCode(of: "1342100") == "130000")
        #expect(try table("jma-area-split-cities.json").officeCode(of: "0121400") == "011000", "011000: centre, office and class10")
    }

    @Test(arguments: [
        ("14104", ["1410011", "1410012"]), // Yokohama's Naka ward: the city JMA splits in two
        ("14118", ["1410011", "1410012"]), // Tsuzuki ward, numbered past 14110
        ("14100", ["1410011", "1410012"]), // the city itself
        ("14131", ["1413000"]),            // Kawasaki ward: the next designated city down
        ("01110", ["0110000"]),            // Sapporo's Kiyota ward
        ("01217", ["0121700"]),            // Ebetsu, a city of its own
        ("01999", []),                     // no such municipality
        ("14201", []),                     // an ordinary city JMA's table lacks: not a ward
    ])
    func municipalitiesHoldingAJISCode(code: String, expected: [String]) throws {
        #expect(try table("jma-area-split-cities.json").municipalities(holding: code) == expected)
    }

    @Test func anOddAreaCostsOnlyItself() throws {
        let table = try JMAAreaTable.decode(Data("""
            {"offices":{"130000":{"name":"東京都"}},"class10s":{"130010":{"name":"東京地方","parent":"130000"}},
             "class15s":{"130011":{"name":"２３区西部","parent":"130010"}},
             "class20s":{"1310100":{"name":"千代田区","parent":"130011"},"1310200":{"name":7},"1310300":"港区"}}
            """.utf8))
        #expect(Array(table.class20s.keys) == ["1310100"])
        #expect(table.class20s["1310100"]?.name(inJapanese: false) == "千代田区", "no enName: the Japanese name")
    }

    @Test(arguments: [
        #"{"offices":{},"class10s":{},"class15s":{}}"#,
        #"{"offices":{"130000":{"name":"東京都"}},"class10s":{},"class15s":{},"class20s":{}}"#,
        #"[]"#,
        "not json",
    ])
    func anAreaTableWithoutItsGroupsFails(json: String) {
        #expect(throws: ResponseDecodingError.self) { try JMAAreaTable.decode(Data(json.utf8)) }
    }

    // MARK: GSI

    @Test(arguments: [
        ("gsi-lonlattoaddress-chiyoda.json", "13101" as String?),
        ("gsi-lonlattoaddress-ebetsu.json", "01217"),
        ("gsi-lonlattoaddress-sea.json", nil),
    ])
    func readsGSIsAnswers(fixture: String, code: String?) throws {
        #expect(try GSIReverseGeocoderResponse.municipalityCode(from: try FixtureLoader.data(fixture)) == code)
    }

    @Test(arguments: [
        (#"{"results":{"muniCd":"1217","lv01Nm":"工栄町"}}"#, "01217" as String?),
        (#"{"results":{"muniCd":13101,"lv01Nm":"千代田"}}"#, "13101"),
        (#"{"results":null}"#, nil),
        (#"[]"#, nil),
    ])
    func toleratesGSIsVariants(json: String, code: String?) throws {
        #expect(try GSIReverseGeocoderResponse.municipalityCode(from: Data(json.utf8)) == code)
    }

    @Test(arguments: [
        #"{"results":{"muniCd":"13101/../x"}}"#,
        #"{"results":{"muniCd":"131010"}}"#,
        "<html>error</html>",
    ])
    func aGSIAnswerThatIsNoMunicipalityFails(json: String) {
        #expect(throws: ResponseDecodingError.self) { try GSIReverseGeocoderResponse.municipalityCode(from: Data(json.utf8)) }
    }
}
