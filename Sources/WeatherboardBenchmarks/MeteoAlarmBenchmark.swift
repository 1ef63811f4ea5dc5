import Foundation
import Providers
import WeatherCore

/// "Decode and place a 10 MB MeteoAlarm feed": the whole path a poll takes after the download
/// (the MeteoAlarm source's `report` on a body already received), its time in this process and
/// its peak memory in a child process of its own, where nothing else has touched the heap.
enum MeteoAlarmBenchmark {
    /// The child mode: `weatherboard-benchmarks --meteoalarm-child FEED`.
    static let childFlag = "--meteoalarm-child"
    static let zurich = Place(
        name: "Zürich", latitude: 47.36667, longitude: 8.55, timeZoneIdentifier: "Europe/Zurich", countryCode: "CH",
        administrativeAreas: ["Zurich", "Kanton Zürich", "Zürich"])

    /// Answers every request with the same body, as if it had just been downloaded.
    struct ReceivedBody: HTTPTransport {
        let body: Data
        let now: Date

        func send(_ request: HTTPRequest) async throws(WeatherServiceError) -> HTTPResponse {
            HTTPResponse(statusCode: 200, headers: ["content-type": "application/json"], body: body, receivedAt: now)
        }
    }

    static func source(body: Data, now: Date) -> any AlertSource {
        AlertService.meteoAlarm.source(
            transport: ReceivedBody(body: body, now: now),
            endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
            languages: ["en-GB", "en"], clock: { now })
    }

    /// Times the decode in this process, then runs the child for the memory figures.
    static func run(executable: URL, now: Date) async {
        let body = SampleMeteoAlarmFeed.body(
            atLeast: 10 * 1024 * 1024, inside: (zurich.latitude, zurich.longitude), now: now)
        print(String(format: "MeteoAlarm sample feed: %d bytes (%.1f MiB)", body.count, Double(body.count) / 1_048_576))
        let meteoAlarm = source(body: body, now: now)
        var samples: [Double] = []
        var placed = -1
        for run in 0..<8 {
            let start = DispatchTime.now().uptimeNanoseconds
            let report = try? await meteoAlarm.report(for: zurich, previous: nil)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if run > 0 { samples.append(seconds) }  // the first run warms up
            placed = report?.alerts.count ?? -1
        }
        TimingResult(label: "decode and place a 10 MB MeteoAlarm feed", samples: samples).report()
        if placed < 1 { print("warning: the sample feed placed no warning on the place (\(placed)); the figure is not meaningful") }

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-meteoalarm-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try body.write(to: file)
            let process = Process()
            let output = Pipe()
            process.executableURL = executable
            process.arguments = [childFlag, file.path]
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            print(text.trimmingCharacters(in: .whitespacesAndNewlines))
        } catch {
            print("skipped MeteoAlarm peak memory: \(error)")
        }
    }

    /// In the child: read the feed (the body a download would hold), note the resident size,
    /// decode and place once, and report the peak above that.
    static func runChild(feedPath: String) async {
        guard let body = FileManager.default.contents(atPath: feedPath) else {
            print("MeteoAlarm peak memory: could not read \(feedPath)")
            return
        }
        let now = Date()
        let meteoAlarm = source(body: body, now: now)
        // Resets VmHWM to the current resident size (Linux 4.0 and later), so the peak read
        // afterwards is this decode's, not reading the file's.
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        guard let before = residentKilobytes() else {
            print("MeteoAlarm peak memory: /proc/self/status is not readable")
            return
        }
        let report = try? await meteoAlarm.report(for: zurich, previous: nil)
        guard let peak = peakResidentKilobytes() else { return }
        let bodyKilobytes = body.count / 1024
        print(String(
            format: "MeteoAlarm decode peak memory: %d KiB above the %d KiB resident before (body %d KiB, %.2fx the body); %d warnings placed",
            peak - before, before, bodyKilobytes, Double(peak - before) / Double(max(1, bodyKilobytes)), report?.alerts.count ?? -1))
    }
}
