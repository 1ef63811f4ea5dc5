import Foundation
import Providers
import TestSupport
import WeatherCore

/// The idle dashboard after a network refresh (issue 24), beside the same from a warm cache:
/// with the places' cache entries expired, the dashboard paints from them and then asks a
/// loopback server for the forecast and the warnings, as it does on every start after a while
/// away. Once every request it sent has been answered, it idles, its resident memory read
/// every half second (the median of the idle time's second half, and the highest), and broken
/// down by mapping at the end (/proc/PID/smaps), to show where the MiB are: the binary, the
/// heap, the libraries.
enum NetworkRefreshBenchmark {
    /// Warnings in the DWD answer: a few, as on a stormy day, so their decoding runs too.
    static let warningCount = 3

    /// - Parameter baseEnvironment: every service on a closed port; the forecast and DWD's
    ///   warnings are pointed at the loopback server here.
    static func run(
        executable: String, snapshot: Snapshot, now: Date, placeCounts: [Int], baseEnvironment: [String: String],
        idleSeconds: Double
    ) async {
        let forecast = SampleForecast.openMeteoBody(hours: 240, days: 10, start: now)
        let warnings = SampleAlertFeeds.dwdBody(count: warningCount, now: now)
        let server: LocalHTTPServer
        do {
            server = try LocalHTTPServer { request in
                // A Date header, as every origin server with a clock sends (RFC 9110 §6.6.1),
                // so the dashboard reads it as it does a real service's.
                let dated = ["Date": ScriptedResponse.httpDate(Date())]
                if request.pathWithoutQuery.hasSuffix("/forecast") {
                    return .data(200, forecast, contentType: "application/json", headers: dated)
                }
                if request.queryValue("typeName") == "dwd:Warnungen_Gemeinden" {
                    return .data(200, warnings, contentType: "application/json", headers: dated)
                }
                return .status(404, headers: dated)
            }
        } catch {
            print("skipped the idle dashboard after a network refresh: \(error)")
            return
        }
        defer { server.stop() }
        for count in placeCounts {
            // Fresh entries first (no request made: the warm-cache figure beside it), then
            // entries two hours old, which the dashboard refreshes over the network.
            for refreshes in [false, true] {
                let home = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-bench-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: home) }
                var environment = await PlaceCountBenchmark.warmHome(
                    home, places: count, holding: snapshot, now: refreshes ? now - 7200 : now, services: baseEnvironment)
                // The locale of the idle figure of section 6, which the issue's figures are.
                environment["LANG"] = "C.UTF-8"
                environment["WEATHERBOARD_OPEN_METEO_URL"] = server.baseURL.absoluteString
                environment["WEATHERBOARD_DWD_URL"] = server.baseURL.absoluteString
                let requestsBefore = server.requestCount
                // Every place is asked at launch, a second apart (Board.launchSpacing).
                let settleTimeout = 30 + Double(count) * Board.launchSpacing
                let idle = TmuxProbe.idleAfter(
                    executable: executable, environment: environment, marker: "Open-Meteo", seconds: idleSeconds,
                    settleTimeout: settleTimeout
                ) {
                    // Done when every place's forecast has been answered and nothing is in
                    // flight for a second: the warnings may follow the forecasts.
                    guard refreshes else { return true }
                    let forecasts = server.requests.dropFirst(requestsBefore).filter { $0.pathWithoutQuery.hasSuffix("/forecast") }
                    return forecasts.count >= count && server.answeredCount == server.requestCount
                }
                let label = refreshes ? "idle after a network refresh" : "idle from a warm cache"
                guard let idle else {
                    print("\(count) places: dashboard \(label): it did not settle; no figure")
                    continue
                }
                let requests = server.requestCount - requestsBefore
                print(String(
                    format: "%d places: dashboard resident memory %@ (%d requests): median %d KiB (%.1f MiB) in the last half of %.0f idle s, highest %d KiB",
                    count, label as NSString, requests, idle.residentKilobytes, Double(idle.residentKilobytes) / 1024,
                    idleSeconds, idle.highestKilobytes))
                print("  at the end, by mapping:")
                for line in idle.breakdown.prefix(10) {
                    print(String(format: "    %7d KiB  %@", line.kilobytes, line.mapping as NSString))
                }
            }
        }
    }
}
