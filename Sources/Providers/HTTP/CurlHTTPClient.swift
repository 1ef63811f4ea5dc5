import Foundation
import WeatherCore

/// The HTTP client every provider uses: libcurl with certificate checks, gzip, redirects,
/// timeouts, a body size cap, cancellation and per-host back-off after rate limiting.
public final class CurlHTTPClient: HTTPTransport {
    /// Where libcurl runs.
    public enum TransferPlace: Sendable, Hashable {
        /// In this process: the cheapest for a command that ends after its requests.
        case thisProcess
        /// In a short-lived child, `executable` (this program: /proc/self/exe) run with
        /// `HTTPTransferChild.argument`, for a process that stays: libcurl's libraries and
        /// memory go with the child (see `HTTPTransferProcess`).
        case childProcess(executable: String)
    }

    private let maximumBodySize: Int
    private let clock: @Sendable () -> Date
    private let place: TransferPlace
    private let backoff = HostBackoff()

    /// - Parameters:
    ///   - maximumBodySize: a larger body aborts the transfer with `.undecodable`; weather
    ///     responses are far smaller, so more means something is wrong.
    ///   - clock: the time used for `receivedAt`, Retry-After and back-off (tests inject one).
    ///   - place: where the transfers run.
    public init(
        maximumBodySize: Int = 8 * 1024 * 1024, clock: @escaping @Sendable () -> Date = Date.init,
        transfersIn place: TransferPlace = .thisProcess
    ) {
        self.maximumBodySize = maximumBodySize
        self.clock = clock
        self.place = place
    }

    public func send(_ request: HTTPRequest) async throws(WeatherServiceError) -> HTTPResponse {
        if let until = backoff.blockedUntil(for: request.url, now: clock()) {
            throw .rateLimited(until: until)
        }
        if Task.isCancelled { throw .cancelled }

        let state = CurlTransferState(maximumBodySize: request.maximumBodySize ?? maximumBodySize)
        let place = place
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<CurlTransferResult, WeatherServiceError>, Never>) in
                // A thread of its own: libcurl, or the wait for the child doing it, blocks,
                // and the cooperative pool has only as many threads as cores.
                let thread = Thread {
                    switch place {
                    case .thisProcess:
                        continuation.resume(returning: CurlTransfer(request: request, state: state).perform())
                    case .childProcess(let executable):
                        continuation.resume(returning: HTTPTransferProcess(
                            executable: executable, request: request, state: state).perform())
                    }
                }
                thread.name = "weatherboard.http"
                thread.start()
            }
        } onCancel: {
            state.cancel()
        }

        let now = clock()
        let result = try outcome.get()
        if let error = HTTPStatusPolicy.error(
            statusCode: result.statusCode, headers: result.headers, body: result.body, now: now,
            requestWasConditional: request.validators.map { !$0.isEmpty } ?? false) {
            if case .rateLimited(let until) = error {
                backoff.block(request.url, until: until)
            }
            throw error
        }
        return HTTPResponse(statusCode: result.statusCode, headers: result.headers, body: result.body, receivedAt: now)
    }
}
