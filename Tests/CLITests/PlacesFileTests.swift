import Foundation
import Testing
import TestSupport

/// places.json under the conditions a hostile tester found: many writers at once, file modes,
/// leftovers of killed writes, implausible entries and saves that fail. The real binary, with
/// every service on a closed port: `places add LAT,LON` then saves the place in UTC at once.
@Suite("places.json under stress")
struct PlacesFileTests {
    let home = IsolatedHome()

    func run(_ arguments: String...) throws -> ProcessResult {
        try home.runWeatherboard(arguments, server: nil)
    }

    func permissions(of url: URL) throws -> Int16 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require((attributes[.posixPermissions] as? NSNumber)?.int16Value)
    }

    func savedCoordinates() throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: home.placesFile))
        let places = try #require((object as? [String: Any])?["places"] as? [[String: Any]])
        return Set(places.map { "\($0["latitude"] ?? ""),\($0["longitude"] ?? "")" })
    }

    func writePlaces(_ entries: String...) throws -> Data {
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let data = Data(#"{"version": 1, "selected": 0, "places": [\#(entries.joined(separator: ", "))]}"#.utf8)
        try data.write(to: home.placesFile)
        return data
    }

    @Test func twentyAddsAtOnceAreAllSaved() throws {
        // One shell starts all twenty at once; each prints its exit status and output on one line
        // (stderr only says that, without network, the places keep UTC until their first forecast).
        let script = #"""
            for i in $(seq 1 20); do
              ( out=$("$0" places add "$i.5,$i.25" 2>/dev/null); echo "$?|$out" ) &
            done
            wait
            """#
        let result = try runProcess(
            arguments: ["sh", "-c", script, WeatherboardBinary.path], environment: home.environment(server: nil),
            timeout: .seconds(120))
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 20, "\(result.stdout)\(result.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("0|Added ") }, "\(result.stdout)")
        let numbers = Set(lines.compactMap { $0.split(separator: " ").last.flatMap { Int($0.dropLast()) } })
        #expect(numbers == Set(1...20), "each reports its own place number")
        #expect(try savedCoordinates() == Set((1...20).map { "\($0).5,\($0).25" }))
    }

    @Test func aNewFileIsPrivateAndAnExistingModeIsKept() throws {
        #expect(try run("places", "add", "52.52,13.41").status == 0)
        #expect(try permissions(of: home.configDirectory) == 0o700)
        #expect(try permissions(of: home.placesFile) == 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: home.placesFile.path)
        #expect(try run("places", "add", "48.85,2.35").status == 0)
        #expect(try permissions(of: home.placesFile) == 0o640)
    }

    @Test func aReadOnlyFileIsNotReplaced() throws {
        #expect(try run("places", "add", "52.52,13.41").status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: home.placesFile.path)
        let before = try Data(contentsOf: home.placesFile)
        let result = try run("places", "remove", "1")
        #expect(result.status == 1)
        #expect(result.stderr.contains("read-only"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: home.placesFile) == before)
        #expect(try permissions(of: home.placesFile) == 0o444)
    }

    @Test func leftoversOfKilledWritesGoOnTheNextWrite() throws {
        _ = try writePlaces()
        let leftovers = [".dat.nosyncA1b2.Xy7Qz0", ".places.json.tmp-2147483647-k3j9"]
        for name in leftovers {
            let url = home.configDirectory.appendingPathComponent(name)
            try Data("{\"version\": 1, \"pla".utf8).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date() - 300], ofItemAtPath: url.path)
        }
        #expect(try run("places", "add", "52.52,13.41").status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: home.configDirectory.path)
        #expect(Set(names) == ["places.json", "places.json.lock"])
    }

    @Test(arguments: [
        (#"{"name": "Berlin", "latitude": 95, "longitude": 13.41, "timeZoneIdentifier": "Europe/Berlin"}"#,
         #"entry 2 ("Berlin") has latitude 95, outside ±90"#),
        (#"{"name": "Berlin", "latitude": 52.52, "longitude": 13.41, "timeZoneIdentifier": "Europe/Atlantis"}"#,
         #"entry 2 ("Berlin") has time zone "Europe/Atlantis", which does not exist"#),
    ])
    func implausibleEntriesAreRefusedByName(entry: String, problem: String) throws {
        let original = try writePlaces(
            #"{"name": "Paris", "latitude": 48.8534, "longitude": 2.3488, "timeZoneIdentifier": "Europe/Paris"}"#, entry)
        for arguments in [["places", "list"], ["places", "add", "10,10"], ["places", "remove", "1"], ["--json"]] {
            let result = try runProcess(
                arguments: [WeatherboardBinary.path] + arguments, environment: home.environment(server: nil))
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.contains(home.placesFile.path) && result.stderr.contains(problem), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try Data(contentsOf: home.placesFile) == original)
    }

    @Test func aSaveThatFailsSaysSoAndKeepsThePlaces() throws {
        #expect(try run("places", "add", "52.52,13.41").status == 0)
        let before = try Data(contentsOf: home.placesFile)
        // A directory where the lock file belongs stops every save, for root too.
        let lock = home.configDirectory.appendingPathComponent("places.json.lock")
        try? FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
        for arguments in [["places", "remove", "1"], ["places", "add", "48.85,2.35"]] {
            let result = try runProcess(
                arguments: [WeatherboardBinary.path] + arguments, environment: home.environment(server: nil))
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty, "no success is reported: \(result.stdout)")
            #expect(result.stderr.hasPrefix("weatherboard: Cannot save places to \(home.placesFile.path): "), "\(result.stderr)")
        }
        #expect(try Data(contentsOf: home.placesFile) == before)
    }
}
