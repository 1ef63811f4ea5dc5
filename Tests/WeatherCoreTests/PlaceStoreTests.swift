import Foundation
import Synchronization
import Testing
import WeatherCore

@Suite("Saved places")
struct PlaceStoreTests {
    @Test func addRemoveMoveRoundTripThroughTheFile() throws {
        let store = PlaceStore(fileURL: temporaryDirectory().appendingPathComponent("weatherboard/places.json"))
        #expect(try store.load().places.isEmpty)
        let saved = try store.update { saved in
            saved.add(SampleSnapshots.berlin)
            saved.add(SampleSnapshots.paris)
            saved.add(Place(name: "東京", latitude: 35.6895, longitude: 139.69171, timeZoneIdentifier: "Asia/Tokyo"))
            return saved
        }
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
        try store.update { $0 = reread }
        #expect(try store.load().places.map(\.name) == ["東京", "Paris"])
    }

    @Test func concurrentUpdatesAllKeepTheirChange() throws {
        let store = PlaceStore(fileURL: temporaryDirectory().appendingPathComponent("places.json"))
        let places = (1...20).map { Place(name: "P\($0)", latitude: Double($0), longitude: Double($0), timeZoneIdentifier: "UTC") }
        // Threads, not tasks: each blocks in flock, and the cooperative pool has only two.
        let group = DispatchGroup()
        let failures = Mutex<[String]>([])
        for place in places {
            group.enter()
            Thread {
                do throws(PlaceStoreError) {
                    try store.update { $0.add(place) }
                } catch {
                    failures.withLock { $0.append(error.userMessage) }
                }
                group.leave()
            }.start()
        }
        group.wait()
        #expect(failures.withLock { $0 }.isEmpty)
        #expect(Set(try store.load().places) == Set(places))
    }

    @Test func anUnchangedUpdateWritesNothing() throws {
        let file = temporaryDirectory().appendingPathComponent("places.json")
        let store = PlaceStore(fileURL: file)
        let answer = try store.update { _ in 42 }
        #expect(answer == 42)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test(arguments: [
        (#"{"name": "Berlin", "latitude": 95, "longitude": 13.4, "timeZoneIdentifier": "Europe/Berlin"}"#,
         #"entry 2 ("Berlin") has latitude 95, outside ±90"#),
        (#"{"name": "Berlin", "latitude": 52.5, "longitude": -180.5, "timeZoneIdentifier": "Europe/Berlin"}"#,
         #"entry 2 ("Berlin") has longitude -180.5, outside ±180"#),
        (#"{"name": "Berlin", "latitude": 52.5, "longitude": 13.4, "timeZoneIdentifier": "Europe/Atlantis"}"#,
         #"entry 2 ("Berlin") has time zone "Europe/Atlantis", which does not exist"#),
        // Each zone is looked up once: one already found does not make a new one pass.
        (#"{"name": "Lyon", "latitude": 45.75, "longitude": 4.85, "timeZoneIdentifier": "Europe/Paris"}, {"name": "Atlantis", "latitude": 36, "longitude": -30, "timeZoneIdentifier": "Atlantic/Atlantis"}, {"name": "Atlantis II", "latitude": 36, "longitude": -31, "timeZoneIdentifier": "Atlantic/Atlantis"}"#,
         #"entry 3 ("Atlantis") has time zone "Atlantic/Atlantis", which does not exist"#),
    ])
    func implausibleEntryIsNamedAndTheFileLeftUntouched(entry: String, message: String) throws {
        let file = temporaryDirectory().appendingPathComponent("places.json")
        let original = Data("""
            {"version": 1, "selected": 0, "places": [
              {"name": "Paris", "latitude": 48.8534, "longitude": 2.3488, "timeZoneIdentifier": "Europe/Paris"},
              \(entry)
            ]}
            """.utf8)
        try original.write(to: file)
        let store = PlaceStore(fileURL: file)
        #expect {
            try store.load()
        } throws: { error in
            (error as? PlaceStoreError)?.userMessage == "Cannot read saved places from \(file.path): \(message). The file was left untouched; fix or move it and try again."
        }
        #expect(throws: PlaceStoreError.self) { try store.update { $0.remove(at: 0) } }
        #expect(try Data(contentsOf: file) == original)
    }

    @Test func aPlaceTheFileWouldRefuseIsNeverWritten() throws {
        let file = temporaryDirectory().appendingPathComponent("places.json")
        let store = PlaceStore(fileURL: file)
        try store.update { $0.add(SampleSnapshots.berlin) }
        let before = try Data(contentsOf: file)
        #expect(throws: PlaceStoreError.self) {
            try store.update { $0.add(Place(name: "Nowhere", latitude: 1, longitude: 1, timeZoneIdentifier: "Mars/Olympus")) }
        }
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aNewFileIsPrivateInAPrivateDirectory() throws {
        let directory = temporaryDirectory().appendingPathComponent("config/weatherboard")
        let store = PlaceStore(fileURL: directory.appendingPathComponent("places.json"))
        try store.update { $0.add(SampleSnapshots.berlin) }
        #expect(try permissions(of: directory) == 0o700)
        #expect(try permissions(of: directory.deletingLastPathComponent()) == 0o700)
        #expect(try permissions(of: store.fileURL) == 0o600)
    }

    @Test(arguments: [0o600, 0o640, 0o664] as [Int16])
    func anExistingFileKeepsItsMode(mode: Int16) throws {
        let directory = temporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        let store = PlaceStore(fileURL: directory.appendingPathComponent("places.json"))
        try store.update { $0.add(SampleSnapshots.berlin) }
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: store.fileURL.path)
        try store.update { $0.add(SampleSnapshots.paris) }
        #expect(try permissions(of: store.fileURL) == mode)
        #expect(try permissions(of: directory) == 0o755, "an existing directory keeps its mode")
        #expect(try store.load().places == [SampleSnapshots.berlin, SampleSnapshots.paris])
    }

    @Test func aReadOnlyFileIsRefusedNotReplaced() throws {
        let store = PlaceStore(fileURL: temporaryDirectory().appendingPathComponent("places.json"))
        try store.update { $0.add(SampleSnapshots.berlin) }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: store.fileURL.path)
        let before = try Data(contentsOf: store.fileURL)
        #expect {
            try store.update { $0.add(SampleSnapshots.paris) }
        } throws: { error in
            (error as? PlaceStoreError)?.userMessage.contains("read-only (mode 444)") == true
        }
        #expect(try Data(contentsOf: store.fileURL) == before)
        #expect(try permissions(of: store.fileURL) == 0o444)
    }

    @Test func aLockThatCannotBeTakenFailsTheSaveAndKeepsTheFile() throws {
        let store = PlaceStore(fileURL: temporaryDirectory().appendingPathComponent("places.json"))
        try store.update { $0.add(SampleSnapshots.berlin) }
        let before = try Data(contentsOf: store.fileURL)
        // A directory where the lock file belongs: unusable even for root, who ignores modes.
        try FileManager.default.removeItem(at: store.lockFileURL)
        try FileManager.default.createDirectory(at: store.lockFileURL, withIntermediateDirectories: false)
        #expect {
            try store.update { $0.remove(at: 0) }
        } throws: { error in
            (error as? PlaceStoreError)?.userMessage.hasPrefix("Cannot save places to \(store.fileURL.path): could not open the lock file") == true
        }
        #expect(try Data(contentsOf: store.fileURL) == before)
    }

    private func permissions(of url: URL) throws -> Int16 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require((attributes[.posixPermissions] as? NSNumber)?.int16Value)
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

/// A place saved as LAT,LON without network is completed by its first forecast.
@Suite struct PlaceCompletionTests {
    let position = Place.fromCoordinates(latitude: 52.52, longitude: 13.41, name: nil)

    func forecast(zone: String) -> Snapshot {
        var place = position
        place.timeZoneIdentifier = zone
        return SampleSnapshots.snapshot(for: place, fetched: Date(), expires: Date() + 600)
    }

    @Test func theFirstForecastFillsInTheTimeZoneAndTheCountry() throws {
        let completed = try #require(position.completed(by: forecast(zone: "Europe/Berlin")))
        #expect(completed.timeZoneIdentifier == "Europe/Berlin")
        #expect(completed.countryCode == "DE")
        #expect(completed.name == "52.52, 13.41")
        var saved = SavedPlaces(places: [SampleSnapshots.paris, position], selectedIndex: 0)
        let changed = saved.complete(completed)
        #expect(changed)
        #expect(saved.places[1] == completed)
        let again = saved.complete(completed)
        #expect(!again, "once")
    }

    @Test func aPlaceWithAZoneOrAForecastWithoutOneIsLeftAlone() {
        #expect(position.completed(by: forecast(zone: "UTC")) == nil, "MET Norway sends no zone")
        #expect(SampleSnapshots.berlin.completed(by: forecast(zone: "Europe/Paris")) == nil)
    }
}
