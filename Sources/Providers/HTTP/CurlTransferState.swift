import CCurl
import Foundation

/// Everything one transfer's libcurl callbacks write into, plus the cancellation flag that
/// another thread (the Task's cancellation handler) sets.
final class CurlTransferState: @unchecked Sendable {
    // @unchecked: `body`, `headers` and `bodyLimitExceeded` are only touched on the transfer's
    // own thread (libcurl calls its callbacks on the thread that drives the transfer);
    // `cancelled` and `wake` are only touched while holding `lock`.

    let maximumBodySize: Int
    var body = Data()
    var headers = ResponseHeaderCollector()
    var bodyLimitExceeded = false

    private let lock = NSLock()
    private var cancelled = false
    /// Ends the wait of the transfer in progress: libcurl's wake-up, or the end of the
    /// transfer process.
    private var wake: (() -> Void)?

    init(maximumBodySize: Int) {
        self.maximumBodySize = maximumBodySize
    }

    var isCancelled: Bool { lock.withLock { cancelled } }

    /// Safe from any thread: marks the transfer cancelled and wakes its thread if it is
    /// waiting for the network, so cancellation takes effect at once rather than at the next poll.
    func cancel() {
        lock.withLock {
            cancelled = true
            wake?()
        }
    }

    /// Called by the transfer thread around the time `wake` may be called (its multi handle
    /// or its process still there), so `cancel()` never wakes one that is gone.
    func attach(wake: @escaping () -> Void) {
        lock.withLock { self.wake = wake }
    }
    func detach() { lock.withLock { wake = nil } }

    /// Appends body bytes; false once the body would pass the cap, which makes libcurl abort.
    func appendBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= maximumBodySize else {
            bodyLimitExceeded = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }
}

/// The C callbacks libcurl calls during a transfer. `context` is always an unretained
/// `CurlTransferState` that the transfer keeps alive until libcurl is done with it.
enum CurlCallbacks {
    static let write: wb_curl_data_callback = { buffer, size, count, context in
        guard let context else { return 0 }
        let state = Unmanaged<CurlTransferState>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard length > 0, let buffer else { return length }
        if state.isCancelled { return 0 }
        // Returning less than `length` makes libcurl stop with CURLE_WRITE_ERROR.
        return state.appendBody(UnsafeRawBufferPointer(start: buffer, count: length)) ? length : 0
    }

    static let header: wb_curl_data_callback = { buffer, size, count, context in
        guard let context else { return 0 }
        let state = Unmanaged<CurlTransferState>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard length > 0, let buffer else { return length }
        state.headers.consume(line: UnsafeRawBufferPointer(start: buffer, count: length))
        return length
    }

    /// Non-zero aborts the transfer with CURLE_ABORTED_BY_CALLBACK.
    static let progress: wb_curl_progress_callback = { context, _, _, _, _ in
        guard let context else { return 0 }
        let state = Unmanaged<CurlTransferState>.fromOpaque(context).takeUnretainedValue()
        return state.isCancelled ? 1 : 0
    }
}
