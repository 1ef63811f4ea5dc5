import Foundation
import Glibc
import Testing
@testable import WeatherCore

/// The index of warning marks the cache keeps beside its glances, from which `--print` marks
/// the tabs of the places it does not show: it is used only while it still describes the glance
/// on disk, and whatever else happened to the files, the marks are those of the newest data.
@Suite("Warning mark index")
struct AlertMarkIndexTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func cache(in directory: URL) -> ForecastCache {
        ForecastCache.keepingGlances(at: CacheLocation(directory))
    }

    private func snapshot(_ place: Place, severities: [AlertSeverity]) throws -> Snapshot {
        var snapshot = SampleSnapshots.snapshot(for: place, fetched: now, expires: now + 600)
        snapshot.alerts = try severities.enumerated().map { offset, severity in
            WeatherAlert(
                id: "\(offset)", severity: severity, summary: "Warning \(offset)", region: nil,
                detailsURL: try #require(URL(string: "https://example.org/\(offset)")), source: "DWD",
                onsetDate: now, expirationDate: now + Double(offset + 1) * 3600)
        }
        snapshot.alertAvailability = .available
        return snapshot
    }

    private func glanceFile(_ directory: URL, _ place: Place) -> String {
        directory.appendingPathComponent("glances/test/\(place.coordinateKey).json").path
    }

    private func modificationTime(_ path: String) throws -> timespec {
        var status = stat()
        try #require(stat(path, &status) == 0)
        return status.st_mtim
    }

    /// Sets a file's modification (and access) time to the nanosecond (FileManager rounds it).
    private func setModificationTime(_ time: timespec, _ path: String) throws {
        var times = [time, time]
        let result = utimensat(AT_FDCWD, path, &times, 0)
        try #require(result == 0)
    }

    private func marks(_ directory: URL, _ places: [Place] = [SampleSnapshots.berlin, SampleSnapshots.paris]) async -> [String: [AlertMark]] {
        await cache(in: directory).alertMarks(provider: "test", places: places)
    }

    @Test func storingIndexesEachGlancesMarksAndAFreshCacheReadsThem() async throws {
        let directory = temporaryDirectory()
        let berlin = try snapshot(SampleSnapshots.berlin, severities: [.moderate, .extreme])
        let writer = cache(in: directory)
        await writer.store(berlin, provider: "test")
        await writer.store(try snapshot(SampleSnapshots.paris, severities: []), provider: "test")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("glances/test.json").path))

        let read = await marks(directory)
        #expect(read[SampleSnapshots.berlin.coordinateKey] == [
            AlertMark(severity: .moderate, expirationDate: now + 3600), AlertMark(severity: .extreme, expirationDate: now + 7200)])
        #expect(read[SampleSnapshots.paris.coordinateKey] == [])
        // A place with nothing stored has no marks, not "no warnings".
        let rome = Place(name: "Rome", latitude: 41.9, longitude: 12.5, timeZoneIdentifier: "Europe/Rome")
        #expect(await marks(directory, [rome]).isEmpty)
    }

    /// The index is what is read: a glance replaced behind its back, keeping its time, is not.
    @Test func anEntryIsTakenWhileItsGlanceKeepsItsTime() async throws {
        let directory = temporaryDirectory()
        await cache(in: directory).store(try snapshot(SampleSnapshots.berlin, severities: [.severe]), provider: "test")
        let path = glanceFile(directory, SampleSnapshots.berlin)
        let written = try modificationTime(path)
        try JSONEncoder().encode(try snapshot(SampleSnapshots.berlin, severities: []).glance).write(to: URL(fileURLWithPath: path))
        try setModificationTime(written, path)
        #expect(await marks(directory)[SampleSnapshots.berlin.coordinateKey]?.map(\.severity) == [.severe])

        // A nanosecond later it is another file: its own warnings count.
        try setModificationTime(timespec(tv_sec: written.tv_sec, tv_nsec: written.tv_nsec + 1), path)
        #expect(await marks(directory)[SampleSnapshots.berlin.coordinateKey] == [])
    }

    /// Two programs at once: the one that writes the index last keeps its stale idea of a place
    /// the other has written since. That place's glance is read instead.
    @Test func anEntryAnotherProgramOutdatedIsNotTrusted() async throws {
        let directory = temporaryDirectory()
        let dashboard = cache(in: directory)
        await dashboard.store(try snapshot(SampleSnapshots.berlin, severities: [.extreme]), provider: "test")
        await cache(in: directory).store(try snapshot(SampleSnapshots.berlin, severities: [.minor]), provider: "test")
        // The second write's glance is later even on a coarse clock.
        let path = glanceFile(directory, SampleSnapshots.berlin)
        let written = try modificationTime(path)
        try setModificationTime(timespec(tv_sec: written.tv_sec + 1, tv_nsec: written.tv_nsec), path)
        // The dashboard's copy of the index still has Berlin's first glance, and writes it back.
        await dashboard.store(try snapshot(SampleSnapshots.paris, severities: []), provider: "test")

        let read = await marks(directory)
        #expect(read[SampleSnapshots.berlin.coordinateKey]?.map(\.severity) == [.minor])
        #expect(read[SampleSnapshots.paris.coordinateKey] == [])
    }

    /// A build without glances wrote the snapshot since: the snapshot's warnings count.
    @Test func aSnapshotNewerThanTheGlanceWins() async throws {
        let directory = temporaryDirectory()
        await cache(in: directory).store(try snapshot(SampleSnapshots.berlin, severities: [.extreme]), provider: "test")
        let path = glanceFile(directory, SampleSnapshots.berlin)
        let written = try modificationTime(path)
        await ForecastCache(directory: directory).store(try snapshot(SampleSnapshots.berlin, severities: [.minor]), provider: "test")
        let snapshotPath = directory.appendingPathComponent("test/\(SampleSnapshots.berlin.coordinateKey).json").path
        try setModificationTime(timespec(tv_sec: written.tv_sec + 1, tv_nsec: 0), snapshotPath)

        #expect(await marks(directory)[SampleSnapshots.berlin.coordinateKey]?.map(\.severity) == [.minor])
    }

    @Test func aCorruptOrMissingIndexFallsBackToTheGlances() async throws {
        let directory = temporaryDirectory()
        await cache(in: directory).store(try snapshot(SampleSnapshots.berlin, severities: [.severe]), provider: "test")
        let index = directory.appendingPathComponent("glances/test.json")
        for contents in ["{\"entries\": {\"52.5244,13.4105\": [\"soon\"", "[]", "{\"entries\": {\"52.5244,13.4105\": [1, 0]}}", "{\"entries\": {\"52.5244,13.4105\": [1, 0, [{\"severity\": \"dire\"}]]}}"] {
            try Data(contents.utf8).write(to: index)
            #expect(await marks(directory)[SampleSnapshots.berlin.coordinateKey]?.map(\.severity) == [.severe], "\(contents)")
        }
        try FileManager.default.removeItem(at: index)
        #expect(await marks(directory)[SampleSnapshots.berlin.coordinateKey]?.map(\.severity) == [.severe])
    }

    /// The file is written by JSONEncoder and read without it: both readings agree.
    @Test func theIndexReadsAsJSONDecoderReadsIt() async throws {
        let directory = temporaryDirectory()
        let writer = cache(in: directory)
        await writer.store(try snapshot(SampleSnapshots.berlin, severities: [.moderate, .unknown]), provider: "test")
        var paris = try snapshot(SampleSnapshots.paris, severities: [.extreme])
        paris.alerts[0].expirationDate = nil
        await writer.store(paris, provider: "test")
        let data = try Data(contentsOf: directory.appendingPathComponent("glances/test.json"))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970

        let read = try AlertMarkIndex(cachedJSON: try JSONText.parse([UInt8](data)))
        #expect(read == (try decoder.decode(AlertMarkIndex.self, from: data)))
        #expect(read.entries.count == 2)
        #expect(read.entries[SampleSnapshots.paris.coordinateKey]?.marks == [AlertMark(severity: .extreme, expirationDate: nil)])
    }
}
