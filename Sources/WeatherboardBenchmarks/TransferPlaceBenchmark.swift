import Foundation
import Providers
import TestSupport

/// What a request costs where the dashboard runs it, in a child process of its own
/// (`HTTPTransferProcess`), beside the same request in this process: the same loopback answer
/// (the forecast's body) each time, wall time from the send to the response.
enum TransferPlaceBenchmark {
    static let runs = 20

    static func run(executable: String, body: Data) async {
        let server: LocalHTTPServer
        do {
            server = try LocalHTTPServer { _ in .data(200, body, contentType: "application/json") }
        } catch {
            print("skipped the cost of a request in a child process: \(error)")
            return
        }
        defer { server.stop() }
        let places: [(String, CurlHTTPClient.TransferPlace)] = [
            ("in this process", .thisProcess), ("in a child process (the dashboard's)", .childProcess(executable: executable)),
        ]
        for (label, place) in places {
            let client = CurlHTTPClient(transfersIn: place)
            var samples: [Double] = []
            // The first two open libcurl and warm the page cache.
            for run in 0..<(runs + 2) {
                let start = DispatchTime.now().uptimeNanoseconds
                do {
                    _ = try await client.send(HTTPRequest(url: server.url("/forecast"), timeout: 10))
                } catch {
                    print("a loopback request \(label) failed: \(error)")
                    return
                }
                if run >= 2 { samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
            }
            TimingResult(label: "a loopback request (\(body.count / 1024) KiB) \(label)", samples: samples).report()
        }
    }
}
