import Foundation
import Testing
import WeatherCore

@Suite("Saved places")
struct PlaceStoreTests {
    @Test func addRemoveMoveRoundTripThroughTheFile() throws {
        let store = PlaceStore(fileURL: temporaryDirectory().appendingPathComponent("weatherboard/places.json"))
        var saved = try store.load()
        #expect(saved.places.isEmpty)
        saved.add(SampleSnapshots.berlin)
        saved.add(SampleSnapshots.paris)
        saved.add(Place(name: "東京", latitude: 35.6895, longitude: 139.69171, timeZoneIdentifier: "Asia/Tokyo"))
        try store.save(saved)
        var reread = try store.load()
        #expect(reread == saved)
        #expect(reread.selectedIndex == 0)
        reread.move(from: 2, to: 0)
        #expect(reread.places.map(\.name) == ["東京", "Berlin", "Paris"])
        #expect(reread.selectedIndex == 1, "the selected place stays selected")
        #expect(reread.index(of: "paris") == 2)
        #expect(reread.index(of: "1") == 0)
        #expect(reread.index(of: "9") == nil)
        reread.remove(at: 1)
        try store.save(reread)
        #expect(try store.load().places.map(\.name) == ["東京", "Paris"])
    }

    @Test func corruptFileIsReportedAndLeftUntouched() throws {
        let file = temporaryDirectory().appendingPathComponent("places.json")
        let original = Data("{\"version\": 1, \"places\": [ {\"name\": \"Berl".utf8)
        try original.write(to: file)
        let store = PlaceStore(fileURL: file)
        #expect(throws: PlaceStoreError.self) { try store.load() }
        do {
            _ = try store.load()
        } catch {
            #expect(error.userMessage.contains(file.path))
        }
        #expect(try Data(contentsOf: file) == original)
    }

    @Test func unknownVersionIsRefused() throws {
        let file = temporaryDirectory().appendingPathComponent("places.json")
        try Data(#"{"version": 7, "places": []}"#.utf8).write(to: file)
        #expect(throws: PlaceStoreError.self) { try PlaceStore(fileURL: file).load() }
    }

    @Test func removingTheSelectedLastPlaceMovesTheSelection() {
        var saved = SavedPlaces(places: [SampleSnapshots.berlin, SampleSnapshots.paris], selectedIndex: 1)
        saved.remove(at: 1)
        #expect(saved.selectedIndex == 0)
        saved.remove(at: 0)
        #expect(saved.selectedIndex == nil)
    }
}

@Suite("Decoding failures in a few words")
struct DecodingErrorDescriptionTests {
    struct Sample: Decodable {
        struct Inner: Decodable { var values: [Double] }
        var name: String
        var inner: Inner
    }

    func description(of json: String) -> String? {
        do {
            _ = try JSONDecoder().decode(Sample.self, from: Data(json.utf8))
            return nil
        } catch {
            return (error as? DecodingError)?.briefDescription
        }
    }

    @Test func namesThePlaceNotTheData() {
        #expect(description(of: "{") == "not valid JSON")
        #expect(description(of: #"{"inner": {"values": []}}"#) == "missing name at the top level")
        #expect(description(of: #"{"name": "x", "inner": {"values": [1, "secret"]}}"#) == "wrong type at inner.values[1]")
        #expect(description(of: #"{"name": "x", "inner": {"values": [1, "secret"]}}"#)?.contains("secret") == false)
    }
}
