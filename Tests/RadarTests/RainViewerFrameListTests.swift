import Foundation
@testable import Radar
import Testing

@Suite("RainViewer's frame list")
struct RainViewerFrameListTests {
    typealias Decoder = RainViewerFrameListDecoder

    @Test func theDocumented2026ListGivesItsFramesAndTileHost() throws {
        let list = try Decoder.decode(Fixtures.data("rainviewer-weather-maps-2026.json"), allowsPlainHTTP: false)
        #expect(list.tileHost.absoluteString == "https://tilecache.rainviewer.com")
        #expect(list.frames.map(\.path) == ["/v2/radar/72250d5768d7", "/v2/radar/a1b2c3d4e5f6"])
        #expect(list.frames.map(\.time) == [Date(timeIntervalSince1970: 1_609_401_600), Date(timeIntervalSince1970: 1_609_402_200)])
        #expect(list.newest?.path == "/v2/radar/a1b2c3d4e5f6")
        #expect(list.generated == Date(timeIntervalSince1970: 1_609_402_525))
    }

    @Test func theEarlierListsForecastAndSatelliteFramesAreLeftOut() throws {
        let list = try Decoder.decode(Fixtures.data("rainviewer-weather-maps-2025.json"), allowsPlainHTTP: false)
        #expect(list.frames.map(\.path) == ["/v2/radar/1609401600", "/v2/radar/1609402200"])
    }

    @Test func framesAreOrderedOldestFirst() throws {
        let list = try Decoder.decode(Self.list(frames: [(1_800_000_600, "/v2/radar/b"), (1_800_000_000, "/v2/radar/a")]), allowsPlainHTTP: false)
        #expect(list.frames.map(\.path) == ["/v2/radar/a", "/v2/radar/b"])
    }

    @Test func aThousandFramesOrNoneAreRefused() {
        let thousand = (0..<1000).map { (1_800_000_000 + $0 * 600, "/v2/radar/f\($0)") }
        expectRefused(Self.list(frames: thousand), "the frame list has 1000 frames, more than 48")
        expectRefused(Self.list(frames: []), "the frame list has no radar frames")
        expectRefused(Data(#"{"host":"https://tilecache.rainviewer.com","radar":{}}"#.utf8), "the frame list has no radar frames")
        expectRefused(Data(#"{"host":"https://tilecache.rainviewer.com"}"#.utf8), "the frame list has no radar frames")
    }

    @Test(arguments: [
        "file:///etc", "javascript:alert(1)", "tilecache.rainviewer.com",
        "https://tilecache.rainviewer.com@evil.example", "https://user:pass@tilecache.rainviewer.com",
        "https://tilecache.rainviewer.com/v2", "https://tilecache.rainviewer.com?x=1", "https://", "",
        "https://" + String(repeating: "a", count: 250) + ".com",
    ])
    func aTileHostThatIsNotABareHTTPSHostIsRefused(host: String) {
        expectRefused(Self.list(host: host), "the frame list names an unusable tile host")
    }

    @Test func aPlainHTTPTileHostIsRefusedUnlessTheUserChosePlainHTTP() throws {
        let data = Self.list(host: "http://tilecache.rainviewer.com")
        expectRefused(data, "the frame list names a tile host that is not https")
        expectRefused(Self.list(host: "ftp://tilecache.rainviewer.com"), "the frame list names a tile host that is not https")
        #expect(throws: Decoder.Failure("the frame list names a tile host that is not https")) {
            try Decoder.decode(Self.list(host: "ftp://tilecache.rainviewer.com"), allowsPlainHTTP: true)
        }
        let list = try Decoder.decode(data, allowsPlainHTTP: true)
        #expect(list.tileHost.absoluteString == "http://tilecache.rainviewer.com")
    }

    @Test(arguments: [
        "//evil.example/x", "/../../etc/passwd", "/v2/radar/../x", "v2/radar/abc", "/v2/radar/a?b=1", "/v2/radar/a#b",
        "/v2/radar/a b", "/v2/radar/", "/", "/v2/radar/%2e%2e", "/v2/radar/\u{1B}[2J", "/v2/radar/é",
        "/" + String(repeating: "a", count: 255),
    ])
    func aFramePathThatIsNotPlainSegmentsIsRefused(path: String) {
        expectRefused(Self.list(frames: [(1_800_000_000, path)]), "a radar frame has no usable path")
    }

    @Test func framesWithoutTimesOrWithTheSameTimeAreRefused() {
        expectRefused(Data(#"{"host":"https://h.example","radar":{"past":[{"path":"/v2/radar/a"}]}}"#.utf8), "a radar frame has no valid time")
        expectRefused(Self.list(frames: [(-5, "/v2/radar/a")]), "a radar frame has no valid time")
        expectRefused(Data(#"{"host":"https://h.example","radar":{"past":[{"time":1800000000}]}}"#.utf8), "a radar frame has no usable path")
        expectRefused(Self.list(frames: [(1_800_000_000, "/v2/radar/a"), (1_800_000_000, "/v2/radar/b")]), "two radar frames have the same time")
    }

    @Test(arguments: ["", "<html>502</html>", "[]", #"{"host":7}"#, #"{"radar":{"past":"x"}}"#])
    func aBodyThatIsNotTheListIsRefused(body: String) {
        expectRefused(Data(body.utf8), "the frame list is not RainViewer's JSON")
    }

    @Test func aListWithoutAHostIsRefused() {
        expectRefused(Data(#"{"radar":{"past":[{"time":1800000000,"path":"/v2/radar/a"}]}}"#.utf8), "the frame list names no tile host")
    }

    static func list(host: String = "https://tilecache.rainviewer.com", frames: [(Int, String)] = [(1_800_000_000, "/v2/radar/a")]) -> Data {
        let past = frames.map { ["time": $0.0, "path": $0.1] as [String: Any] }
        let object: [String: Any] = ["version": "2.0", "host": host, "radar": ["past": past]]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    private func expectRefused(_ data: Data, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: Decoder.Failure(reason), sourceLocation: sourceLocation) {
            try Decoder.decode(data, allowsPlainHTTP: false)
        }
    }
}
