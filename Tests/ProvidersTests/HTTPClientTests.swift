import CCurl
import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// The real libcurl client against `LocalHTTPServer`. Timeouts are around a second so the suite
/// stays fast; every expectation is on something the client could get wrong.
@Suite struct HTTPClientTests {
    /// Every test runs both ways libcurl is run: in this process, as the one-shot commands
    /// run it, and in a child process, as the dashboard does (the weatherboard binary that
    /// `swift test` built, started as the dashboard starts itself).
    static let places: [CurlHTTPClient.TransferPlace] = [
        .thisProcess, .childProcess(executable: WeatherboardBinary.path),
    ]

    /// A clock the test moves by hand, so back-off and Retry-After are checked exactly.
    final class ManualClock: @unchecked Sendable {
        // @unchecked: `current` is only touched while holding `lock`.
        private let lock = NSLock()
        private var current: Date
        init(_ start: Date) { current = start }
        var now: Date { lock.withLock { current } }
        func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
    }

    /// The error `send` failed with, or nil when it succeeded.
    static func failure(
        of client: CurlHTTPClient, _ request: HTTPRequest
    ) async -> WeatherServiceError? {
        do {
            _ = try await client.send(request)
            return nil
        } catch {
            return error
        }
    }

    static func rateLimitDate(_ error: WeatherServiceError?) -> Date? {
        if case .rateLimited(let until) = error { return until }
        return nil
    }

    static func undecodableText(_ error: WeatherServiceError?) -> String? {
        if case .undecodable(let text) = error { return text }
        return nil
    }

    // MARK: Success

    @Test(arguments: places)
    func okResponseCapturesHeadersAndSendsIdentity(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in
            .json(200, #"{"ok":true}"#, headers: ["ETag": "\"v7\"", "Cache-Control": "max-age=60", "X-Mixed-Case": "yes"])
        }
        defer { server.stop() }
        let client = CurlHTTPClient(transfersIn: place)
        let request = HTTPRequest(
            url: server.url("/v1/forecast?latitude=52.52&longitude=13.41"),
            headers: ["Accept": "application/geo+json", "Authorization": "Bearer abc", "User-Agent": "spoofed"],
            timeout: 5, connectTimeout: 2)

        let response = try await client.send(request)

        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
        #expect(response.headers["etag"] == "\"v7\"")
        #expect(response.headers["cache-control"] == "max-age=60")
        #expect(response.headers["x-mixed-case"] == "yes")
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(response.validators == HTTPValidators(entityTag: "\"v7\"", lastModified: nil))
        #expect(!response.isNotModified)
        let recorded = try #require(server.requests.first)
        #expect(server.requestCount == 1)
        #expect(recorded.method == "GET")
        #expect(recorded.path == "/v1/forecast?latitude=52.52&longitude=13.41")
        #expect(recorded.header("user-agent") == ProviderIdentity.userAgent)
        #expect(recorded.header("accept") == "application/geo+json")
        #expect(recorded.header("authorization") == "Bearer abc")
        #expect(recorded.header("accept-encoding")?.contains("gzip") == true)
        #expect(recorded.header("if-none-match") == nil)
        #expect(recorded.header("if-modified-since") == nil)
    }

    @Test(arguments: places)
    func gzipBodyIsDecompressed(place: CurlHTTPClient.TransferPlace) async throws {
        // gzip -n of {"temperature":21.5,"note":"compressed on the wire"} (no zlib module here).
        let compressed = Data([
            0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xab, 0x56, 0x2a, 0x49, 0xcd, 0x2d,
            0x48, 0x2d, 0x4a, 0x2c, 0x29, 0x2d, 0x4a, 0x55, 0xb2, 0x32, 0x32, 0xd4, 0x33, 0xd5, 0x51, 0xca,
            0xcb, 0x2f, 0x01, 0xb2, 0x95, 0x92, 0xf3, 0x73, 0x0b, 0x8a, 0x52, 0x8b, 0x8b, 0x53, 0x53, 0x14,
            0xf2, 0xf3, 0x14, 0x4a, 0x32, 0x52, 0x15, 0xca, 0x33, 0x81, 0x8a, 0x6a, 0x01, 0xa8, 0x8f, 0xc1,
            0xc6, 0x34, 0x00, 0x00, 0x00,
        ])
        let server = try LocalHTTPServer { _ in
            .data(200, compressed, contentType: "application/json", headers: ["Content-Encoding": "gzip"])
        }
        defer { server.stop() }

        let response = try await CurlHTTPClient(transfersIn: place).send(HTTPRequest(url: server.baseURL, timeout: 5))

        #expect(String(decoding: response.body, as: UTF8.self) == #"{"temperature":21.5,"note":"compressed on the wire"}"#)
    }

    @Test(arguments: places)
    func redirectsAreFollowedAndOnlyTheFinalHeadersKept(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { request in
            request.path == "/final"
                ? .json(200, "{}", headers: ["X-Final": "1"])
                : .status(302, headers: ["Location": "/final", "X-Redirect": "1", "Content-Length": "0"])
        }
        defer { server.stop() }

        let response = try await CurlHTTPClient(transfersIn: place).send(HTTPRequest(url: server.url("/start"), timeout: 5))

        #expect(response.statusCode == 200)
        #expect(response.headers["x-final"] == "1")
        #expect(response.headers["x-redirect"] == nil)
        #expect(server.requests.map(\.path) == ["/start", "/final"])
    }

    @Test(arguments: places)
    func endlessRedirectsStopAfterFive(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { request in
            .status(302, headers: ["Location": "/again", "Content-Length": "0"])
        }
        defer { server.stop() }

        let error = await Self.failure(of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: server.url("/start"), timeout: 5))

        guard case .other = error else {
            Issue.record("expected .other for too many redirects, got \(String(describing: error))")
            return
        }
        #expect(server.requestCount == 6)  // the first request and five redirects
    }

    // MARK: Conditional requests

    @Test(arguments: places)
    func validatorsAreSentAndNotModifiedIsReturned(place: CurlHTTPClient.TransferPlace) async throws {
        let lastModified = "Wed, 21 Oct 2026 07:28:00 GMT"
        let server = try LocalHTTPServer { request in
            request.header("if-none-match") == "\"abc\"" ? .status(304, headers: ["ETag": "\"abc\""]) : .json(200, "{}")
        }
        defer { server.stop() }
        let request = HTTPRequest(
            url: server.baseURL, validators: HTTPValidators(entityTag: "\"abc\"", lastModified: lastModified), timeout: 5)

        let response = try await CurlHTTPClient(transfersIn: place).send(request)

        #expect(response.isNotModified)
        #expect(response.body.isEmpty)
        #expect(response.validators.entityTag == "\"abc\"")
        let recorded = try #require(server.requests.first)
        #expect(recorded.header("if-none-match") == "\"abc\"")
        #expect(recorded.header("if-modified-since") == lastModified)
    }

    // MARK: Error statuses

    @Test(arguments: places)
    func badRequestCarriesOpenMeteoReason(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in
            .json(400, #"{"error":true,"reason":"Latitude must be in range of -90 to 90°. Given: 100.0."}"#)
        }
        defer { server.stop() }

        let error = await Self.failure(of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: server.baseURL, timeout: 5))

        #expect(error == .httpStatus(400, reason: "Latitude must be in range of -90 to 90°. Given: 100.0."))
    }

    @Test(arguments: places)
    func serverErrorWithoutJSONHasNoReason(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in .text(500, "<html>oops</html>") }
        defer { server.stop() }

        let error = await Self.failure(of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: server.baseURL, timeout: 5))

        #expect(error == .httpStatus(500, reason: nil))
    }

    @Test(arguments: places)
    func problemJSONDetailIsUsedAndServiceUnavailableWithoutRetryAfterIsAStatus(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in
            .json(503, #"{"title":"Service Unavailable","detail":"Maintenance\nuntil noon"}"#)
        }
        defer { server.stop() }

        let error = await Self.failure(of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: server.baseURL, timeout: 5))

        // "reason" and "message" are absent, "detail" comes before "title"; only its first line.
        #expect(error == .httpStatus(503, reason: "Maintenance"))
    }

    // MARK: Rate limiting

    @Test(arguments: places)
    func tooManyRequestsBacksOffWithoutTouchingTheNetwork(place: CurlHTTPClient.TransferPlace) async throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let server = try LocalHTTPServer { _ in .json(429, "{}", headers: ["Retry-After": "120"]) }
        defer { server.stop() }
        let client = CurlHTTPClient(clock: { clock.now }, transfersIn: place)
        let request = HTTPRequest(url: server.url("/a"), timeout: 5)

        let first = await Self.failure(of: client, request)
        #expect(first == .rateLimited(until: clock.now + 120))
        #expect(server.requestCount == 1)

        clock.advance(by: 119)
        let second = await Self.failure(of: client, HTTPRequest(url: server.url("/other/path"), timeout: 5))
        #expect(second == .rateLimited(until: Date(timeIntervalSince1970: 1_800_000_120)))
        #expect(server.requestCount == 1)

        clock.advance(by: 2)
        server.setHandler { _ in .json(200, "{}") }
        let third = try await client.send(request)
        #expect(third.statusCode == 200)
        #expect(server.requestCount == 2)
    }

    @Test(arguments: places)
    func tooManyRequestsWithoutRetryAfterWaitsOneMinute(place: CurlHTTPClient.TransferPlace) async throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let server = try LocalHTTPServer { _ in .json(429, "{}") }
        defer { server.stop() }

        let error = await Self.failure(of: CurlHTTPClient(clock: { clock.now }, transfersIn: place), HTTPRequest(url: server.baseURL, timeout: 5))

        #expect(error == .rateLimited(until: clock.now + 60))
    }

    @Test(arguments: places)
    func backOffIsPerHost(place: CurlHTTPClient.TransferPlace) async throws {
        let limited = try LocalHTTPServer { _ in .json(429, "{}", headers: ["Retry-After": "600"]) }
        defer { limited.stop() }
        let healthy = try LocalHTTPServer { _ in .json(200, "{}") }
        defer { healthy.stop() }
        let client = CurlHTTPClient(transfersIn: place)

        _ = await Self.failure(of: client, HTTPRequest(url: limited.baseURL, timeout: 5))
        let response = try await client.send(HTTPRequest(url: healthy.baseURL, timeout: 5))

        #expect(response.statusCode == 200)
        #expect(healthy.requestCount == 1)
    }

    @Test(arguments: places)
    func serviceUnavailableWithRetryAfterDateIsRateLimited(place: CurlHTTPClient.TransferPlace) async throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let retryDate = Date(timeIntervalSince1970: 1_800_000_300)
        let server = try LocalHTTPServer { _ in
            .text(503, "busy", headers: ["Retry-After": ScriptedResponse.httpDate(retryDate)])
        }
        defer { server.stop() }
        let client = CurlHTTPClient(clock: { clock.now }, transfersIn: place)

        let error = await Self.failure(of: client, HTTPRequest(url: server.baseURL, timeout: 5))
        #expect(error == .rateLimited(until: retryDate))

        let again = await Self.failure(of: client, HTTPRequest(url: server.baseURL, timeout: 5))
        #expect(again == .rateLimited(until: retryDate))
        #expect(server.requestCount == 1)
    }

    // MARK: Transport failures

    @Test(arguments: places)
    func slowAnswerTimesOut(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in ScriptedResponse.json(200, "{}").delayed(by: 5) }
        defer { server.stop() }
        let error = await Self.failure(of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: server.baseURL, timeout: 0.8, connectTimeout: 0.5))

        #expect(error == .timedOut)
    }

    @Test(arguments: places)
    func truncatedBodyIsUndecodable(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in .truncated(body: #"{"hourly":[1,2,"#, declaredLength: 500) }
        defer { server.stop() }

        let error = await Self.failure(of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: server.baseURL, timeout: 5))

        #expect(error == .undecodable("response was truncated"))
    }

    @Test(arguments: places)
    func garbageIsUndecodable(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in .garbage("SSH-2.0-OpenSSH_9.2\r\nnot http at all\r\n\r\n") }
        defer { server.stop() }

        let error = await Self.failure(of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: server.baseURL, timeout: 5))

        #expect(Self.undecodableText(error) != nil, "got \(String(describing: error))")
    }

    @Test(arguments: places, [false, true])
    func bodyOverTheCapIsRefused(place: CurlHTTPClient.TransferPlace, declaresLength: Bool) async throws {
        let server = try LocalHTTPServer { _ in .oversized(byteCount: 1024 * 1024, declaresLength: declaresLength) }
        defer { server.stop() }

        let error = await Self.failure(
            of: CurlHTTPClient(maximumBodySize: 64 * 1024, transfersIn: place), HTTPRequest(url: server.baseURL, timeout: 5))

        #expect(error == .undecodable("response larger than 64 KiB"))
    }

    @Test(arguments: places)
    func bodyAtTheCapIsAccepted(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in .oversized(byteCount: 64 * 1024) }
        defer { server.stop() }

        let response = try await CurlHTTPClient(maximumBodySize: 64 * 1024, transfersIn: place).send(HTTPRequest(url: server.baseURL, timeout: 5))

        #expect(response.body.count == 64 * 1024)
    }

    @Test(arguments: places)
    func defaultCapRefusesNineMebibytes(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in .oversized(byteCount: 9 * 1024 * 1024) }
        defer { server.stop() }

        let error = await Self.failure(of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: server.baseURL, timeout: 10))

        #expect(error == .undecodable("response larger than 8 MiB"))
    }

    @Test(arguments: places)
    func aRequestMayRaiseTheCapForItself(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in .oversized(byteCount: 9 * 1024 * 1024) }
        defer { server.stop() }

        let response = try await CurlHTTPClient(transfersIn: place).send(
            HTTPRequest(url: server.baseURL, timeout: 10, maximumBodySize: 16 * 1024 * 1024))

        #expect(response.body.count == 9 * 1024 * 1024)
    }

    @Test(arguments: places)
    func closedPortIsOffline(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in .json(200, "{}") }
        let url = server.baseURL
        server.stop()

        let error = await Self.failure(of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: url, timeout: 2, connectTimeout: 1))

        guard case .offline(let detail) = error else {
            Issue.record("expected .offline, got \(String(describing: error))")
            return
        }
        #expect(!detail.isEmpty)
    }

    @Test(arguments: places)
    func hangingUpWithoutAnswerIsOffline(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in .closeConnection }
        defer { server.stop() }

        let error = await Self.failure(of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: server.baseURL, timeout: 2))

        guard case .offline = error else {
            Issue.record("expected .offline, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: places)
    func headerInjectionIsRefusedBeforeSending(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in .json(200, "{}") }
        defer { server.stop() }

        let error = await Self.failure(
            of: CurlHTTPClient(transfersIn: place), HTTPRequest(url: server.baseURL, headers: ["Accept": "a\r\nX-Evil: 1"], timeout: 2))

        guard case .other = error else {
            Issue.record("expected .other, got \(String(describing: error))")
            return
        }
        #expect(server.requestCount == 0)
    }

    // MARK: Cancellation and threading

    @Test(arguments: places)
    func cancellingTheTaskAbortsTheTransfer(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in ScriptedResponse.json(200, "{}").delayed(by: 60) }
        defer { server.stop() }
        let client = CurlHTTPClient(transfersIn: place)
        let task = Task { await Self.failure(of: client, HTTPRequest(url: server.baseURL, timeout: 90)) }
        // Generous: the wait ends as soon as the request arrives, and under a loaded CI run the
        // first transfer of the process (curl loaded, a thread started) has taken over 5 s.
        let deadline = Date() + 45
        while server.requestCount == 0, Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(server.requestCount == 1)

        task.cancel()
        let error = await task.value

        // The server answers only after 60 s: a client that waited for the answer (or for its
        // 90 s timeout) before reporting the cancellation would find it answered.
        #expect(error == .cancelled)
        #expect(server.answeredCount == 0)
    }

    @Test(arguments: places)
    func alreadyCancelledTaskSendsNothing(place: CurlHTTPClient.TransferPlace) async throws {
        let server = try LocalHTTPServer { _ in .json(200, "{}") }
        defer { server.stop() }
        let client = CurlHTTPClient(transfersIn: place)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await Self.failure(of: client, HTTPRequest(url: server.baseURL, timeout: 5))
        }

        #expect(await task.value == .cancelled)
        #expect(server.requestCount == 0)
    }

    @Test(arguments: places)
    func transfersRunInParallelOffTheCooperativePool(place: CurlHTTPClient.TransferPlace) async throws {
        // Each answer waits inside the handler until several are waiting at once. If curl ran on
        // the cooperative pool (two threads here), no more than two could ever be in flight.
        let inFlight = InFlightCounter()
        let server = try LocalHTTPServer { _ in
            // Generous: the wait ends as soon as four are in, but a pool busy with other tests may
            // be slow to start them.
            inFlight.enterAndWait(forAtLeast: 4, timeout: 30)
            return .json(200, "{}")
        }
        defer { server.stop() }
        let client = CurlHTTPClient(transfersIn: place)

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                group.addTask { try await client.send(HTTPRequest(url: server.url("/\(index)"), timeout: 60)).statusCode }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 200, count: 8))
        #expect(inFlight.maximum >= 4, "at most \(inFlight.maximum) transfers were in flight together")
    }

    // MARK: Expiry through the wire

    @Test(arguments: places)
    func expirationComesFromTheServersCacheHeaders(place: CurlHTTPClient.TransferPlace) async throws {
        let now = Date()
        let serverDate = now - 100
        let server = try LocalHTTPServer { _ in
            .json(200, "{}", headers: [
                "Date": ScriptedResponse.httpDate(serverDate), "Cache-Control": "public, max-age=900, s-maxage=120", "Age": "50",
            ])
        }
        defer { server.stop() }

        let response = try await CurlHTTPClient(transfersIn: place).send(HTTPRequest(url: server.baseURL, timeout: 5))
        let expiration = try #require(response.cacheExpirationDate(now: now))

        // Date has whole seconds only: the server date was truncated by up to one second.
        let expected = serverDate + 900 - 50
        #expect(abs(expiration.timeIntervalSince(expected)) <= 1)
    }
}

/// Expiry, HTTP-date, Cache-Control and Retry-After rules, without a network.
@Suite struct HTTPCachingTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func response(_ headers: [String: String]) -> HTTPResponse {
        HTTPResponse(statusCode: 200, headers: headers, receivedAt: now)
    }

    @Test func maxAgeCountsFromDateMinusAge() {
        let response = Self.response([
            "Date": HTTPDate.format(Self.now - 60), "Cache-Control": "max-age=900", "Age": "30",
            "Expires": HTTPDate.format(Self.now + 5000),
        ])
        #expect(response.cacheExpirationDate(now: Self.now) == Self.now - 60 + 900 - 30)
    }

    @Test func maxAgeWithoutDateCountsFromArrival() {
        let response = Self.response(["cache-control": "max-age=300"])
        #expect(response.cacheExpirationDate(now: Self.now) == Self.now + 300)
    }

    @Test func expiresIsUsedWithoutMaxAge() {
        let response = Self.response(["Expires": HTTPDate.format(Self.now + 1800), "Cache-Control": "public"])
        #expect(response.cacheExpirationDate(now: Self.now) == Self.now + 1800)
    }

    @Test func invalidExpiresMeansAlreadyExpired() {
        let response = Self.response(["Expires": "0"])
        #expect(response.cacheExpirationDate(now: Self.now) == Self.now)
    }

    @Test func noCacheMeansRevalidateNow() {
        let response = Self.response(["Cache-Control": "no-cache, max-age=600"])
        #expect(response.cacheExpirationDate(now: Self.now) == Self.now)
    }

    @Test func noCacheHeadersMeansNoExpiration() {
        #expect(Self.response(["Content-Type": "application/json"]).cacheExpirationDate(now: Self.now) == nil)
    }

    @Test func expirationIsClampedToOneDay() {
        let farMaxAge = Self.response(["Cache-Control": "max-age=31536000"])
        #expect(farMaxAge.cacheExpirationDate(now: Self.now) == Self.now + 24 * 3600)
        let farExpires = Self.response(["Expires": HTTPDate.format(Self.now + 10 * 24 * 3600)])
        #expect(farExpires.cacheExpirationDate(now: Self.now) == Self.now + 24 * 3600)
    }

    @Test func cacheControlParsesQuotedCommasAndInvalidMaxAge() {
        let control = CacheControl(#"private="set-cookie, x-id", Max-Age="120", s-maxage=5"#)
        #expect(control.maxAge == 120)
        #expect(control.directives["private"] == .some("set-cookie, x-id"))
        #expect(CacheControl("max-age=soon").maxAge == nil)
        #expect(CacheControl("max-age=-5").maxAge == nil)
        #expect(CacheControl("").freshnessLifetime == nil)
        #expect(CacheControl("no-store").freshnessLifetime == 0)
    }

    @Test func httpDateAcceptsAllThreeFormats() {
        let expected = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == expected)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == expected)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == expected)
        #expect(HTTPDate.format(expected) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("yesterday") == nil)
        #expect(HTTPDate.parse("") == nil)
    }

    @Test func retryAfterTakesSecondsOrADate() {
        #expect(HTTPStatusPolicy.retryDate(from: " 30 ", now: Self.now) == Self.now + 30)
        #expect(HTTPStatusPolicy.retryDate(from: HTTPDate.format(Self.now + 90), now: Self.now) == Self.now + 90)
        #expect(HTTPStatusPolicy.retryDate(from: "-1", now: Self.now) == nil)
        #expect(HTTPStatusPolicy.retryDate(from: "later", now: Self.now) == nil)
    }

    @Test func reasonIsShortenedToOneLineOf200Characters() {
        let long = String(repeating: "x", count: 500)
        let reason = HTTPStatusPolicy.reason(fromBody: Data(#"{"message":"\#(long)"}"#.utf8))
        #expect(reason?.count == 200)
        #expect(HTTPStatusPolicy.reason(fromBody: Data(#"{"reason":""}"#.utf8)) == nil)
        #expect(HTTPStatusPolicy.reason(fromBody: Data("[1,2]".utf8)) == nil)
        #expect(HTTPStatusPolicy.reason(fromBody: Data(#"{"reason":42,"message":"m"}"#.utf8)) == "m")
    }

    @Test func headerCollectorKeepsOnlyTheLastResponse() {
        var collector = ResponseHeaderCollector()
        for line in [
            "HTTP/1.1 301 Moved\r\n", "Location: /x\r\n", "X-Old: 1\r\n", "\r\n",
            "HTTP/1.1 200 OK\r\n", "ETag: \"a\"\r\n", "Cache-Control: max-age=1,\r\n", "\tpublic\r\n", "etag: \"b\"\r\n", "\r\n",
        ] {
            collector.consume(line: Array(line.utf8))
        }
        #expect(collector.headers == ["etag": "\"b\"", "cache-control": "max-age=1, public"])
    }
}

/// libcurl result codes that the local server cannot provoke (TLS, DNS) mapped to their errors.
@Suite struct HTTPCurlErrorMappingTests {
    static func map(_ code: CURLcode, detail: String = "detail", exceeded: Bool = false) -> WeatherServiceError {
        CurlErrorMapping.error(for: code, detail: detail, bodyLimit: 8 * 1024 * 1024, bodyLimitExceeded: exceeded)
    }

    @Test func networkFailuresAreOffline() {
        for code in [CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT, CURLE_SEND_ERROR, CURLE_RECV_ERROR] {
            #expect(Self.map(code) == .offline("detail"), "code \(code.rawValue)")
        }
    }

    @Test func certificateAndHandshakeFailuresAreTLS() {
        for code in [CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CACERT_BADFILE] {
            #expect(Self.map(code) == .tls("detail"), "code \(code.rawValue)")
        }
    }

    @Test func timeoutsTruncationAndEncoding() {
        #expect(Self.map(CURLE_OPERATION_TIMEDOUT) == .timedOut)
        #expect(Self.map(CURLE_PARTIAL_FILE) == .undecodable("response was truncated"))
        #expect(Self.undecodable(Self.map(CURLE_BAD_CONTENT_ENCODING)))
        #expect(Self.map(CURLE_ABORTED_BY_CALLBACK) == .cancelled)
    }

    @Test func sizeTextOnlyWhenTheCapCausedTheFailure() {
        #expect(Self.map(CURLE_WRITE_ERROR, exceeded: true) == .undecodable("response larger than 8 MiB"))
        #expect(Self.map(CURLE_FILESIZE_EXCEEDED) == .undecodable("response larger than 8 MiB"))
        #expect(Self.map(CURLE_WRITE_ERROR, exceeded: false) != .undecodable("response larger than 8 MiB"))
    }

    static func undecodable(_ error: WeatherServiceError) -> Bool {
        if case .undecodable = error { return true }
        return false
    }
}

/// Counts requests that are inside the server's handler at the same time.
final class InFlightCounter: @unchecked Sendable {
    private let condition = NSCondition()
    private var current = 0
    private var peak = 0

    var maximum: Int {
        condition.lock()
        defer { condition.unlock() }
        return peak
    }

    /// Enters, then waits (up to `timeout` seconds) until `count` requests are inside together.
    func enterAndWait(forAtLeast count: Int, timeout: TimeInterval) {
        condition.lock()
        current += 1
        peak = max(peak, current)
        condition.broadcast()
        let deadline = Date() + timeout
        while peak < count, condition.wait(until: deadline) {}
        current -= 1
        condition.unlock()
    }
}
