import Foundation
import Testing
import TestSupport

/// What a command that answers from the cache loads: libcurl (and the thirty-odd libraries it
/// brings, libcrypto among them) only when a request is really made, libcrypto otherwise only
/// for a WeatherKit key. The dynamic loader's own trace (LD_DEBUG=files)
/// names every library it opens, so the test reads it rather than a timing.
@Suite("weatherboard start-up loading")
struct StartupLoadingTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer

    init() throws {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        server = try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/v1/forecast": .data(200, forecast, contentType: "application/json")
            default: .json(404, #"{"title":"Not Found"}"#)
            }
        }
        // No country code, alert source or time zone to fill in: the forecast alone decides.
        try FileManager.default.createDirectory(at: home.configDirectory, withIntermediateDirectories: true)
        let places = """
            {"version": 1, "selected": 0, "places": [{"name": "Null Island", "latitude": 0.5, "longitude": -20.5,
             "timeZoneIdentifier": "UTC"}]}
            """
        try Data(places.utf8).write(to: home.placesFile)
    }

    /// Runs weatherboard with the loader tracing the libraries it opens on stderr.
    func runTracingLibraries(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(
            arguments: [WeatherboardBinary.path] + arguments,
            environment: home.environment(server: server.baseURL, extra: ["LD_DEBUG": "files"]),
            timeout: .seconds(30))
    }

    func loadsLibcurl(_ result: ProcessResult) -> Bool {
        result.stderr.contains("file=libcurl.so")
    }

    func loadsLibcrypto(_ result: ProcessResult) -> Bool {
        result.stderr.contains("file=libcrypto.so")
    }

    @Test func aRequestLoadsLibcurlAndAnAnswerFromTheCacheLoadsNeitherItNorLibcrypto() throws {
        let fetched = try runTracingLibraries(["--json"])
        #expect(fetched.status == 0, "\(fetched.stderr.suffix(2000))")
        #expect(server.requestCount > 0)
        #expect(loadsLibcurl(fetched), "the request needed libcurl, so the trace names it")
        #expect(loadsLibcrypto(fetched), "libcurl needs libcrypto, so the trace names it too")

        let before = server.requestCount
        for arguments in [["--print", "--width", "80", "--height", "24"], ["--json"], ["--oneline"], ["--version"]] {
            let result = try runTracingLibraries(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr.suffix(2000))")
            #expect(!loadsLibcurl(result), "\(arguments) answers from the cache without libcurl")
            #expect(!loadsLibcrypto(result), "\(arguments) signs nothing, so it needs no libcrypto")
        }
        #expect(server.requestCount == before, "every answer came from the cache")
    }
}
