import CCurl
import Foundation
import WeatherCore

/// What came back from the server, before the status code is judged.
struct CurlTransferResult: Sendable {
    var statusCode: Int
    var headers: [String: String]
    var body: Data
}

/// One blocking GET over libcurl. Run it on a thread of its own, never on Swift's cooperative
/// pool: it blocks for as long as the network takes.
struct CurlTransfer {
    let request: HTTPRequest
    let state: CurlTransferState

    /// How long one wait for network activity may last before the loop looks at the
    /// cancellation flag again (a backstop: `cancel()` also wakes the wait).
    private static let pollInterval: Int32 = 250

    func perform() -> Result<CurlTransferResult, WeatherServiceError> {
        let curl: LibCurl
        switch LibCurl.shared {
        case .success(let loaded): curl = loaded
        case .failure(let error): return .failure(error)
        }
        if state.isCancelled { return .failure(.cancelled) }
        guard let scheme = request.url.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
            return .failure(.other("unsupported URL \(request.url.absoluteString)"))
        }
        let headerLines: [String]
        switch Self.headerLines(for: request) {
        case .success(let lines): headerLines = lines
        case .failure(let error): return .failure(error)
        }
        guard let easy = curl.easyInit() else { return .failure(.other("libcurl could not create a handle")) }
        defer { curl.easyCleanup(easy) }

        var headerList: UnsafeMutablePointer<curl_slist>?
        for line in headerLines {
            headerList = curl.slistAppend(headerList, line)
        }
        defer { curl.slistFreeAll(headerList) }

        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        defer { errorBuffer.deallocate() }

        return withExtendedLifetime(state) {
            let context = Unmanaged.passUnretained(state).toOpaque()
            let setupCode = configure(
                easy, curl: curl, scheme: scheme, headerList: headerList, errorBuffer: errorBuffer, context: context)
            guard setupCode == CURLE_OK else {
                return .failure(.other("libcurl rejected an option: \(curl.message(for: setupCode))"))
            }
            let code = run(easy, curl: curl)
            if state.isCancelled { return .failure(.cancelled) }
            guard code == CURLE_OK else {
                let buffered = String(cString: errorBuffer)
                let detail = buffered.isEmpty ? curl.message(for: code) : buffered
                return .failure(CurlErrorMapping.error(
                    for: code, detail: detail, bodyLimit: state.maximumBodySize,
                    bodyLimitExceeded: state.bodyLimitExceeded))
            }
            var status = 0
            _ = wb_curl_getinfo_long(curl.getinfo, easy, CURLINFO_RESPONSE_CODE, &status)
            return .success(CurlTransferResult(statusCode: status, headers: state.headers.headers, body: state.body))
        }
    }

    /// Sets every option; returns the first failure so a misconfigured transfer never runs.
    private func configure(
        _ easy: UnsafeMutableRawPointer, curl: LibCurl, scheme: String, headerList: UnsafeMutablePointer<curl_slist>?,
        errorBuffer: UnsafeMutablePointer<CChar>, context: UnsafeMutableRawPointer
    ) -> CURLcode {
        let timeout = Self.milliseconds(request.timeout)
        let connectTimeout = min(Self.milliseconds(request.connectTimeout), timeout)
        // A redirect from https must stay on https; plain http is only for callers that chose it.
        let redirectProtocols = scheme == "https" ? "https" : "http,https"
        let steps: [() -> CURLcode] = [
            { wb_curl_setopt_pointer(curl.setopt, easy, CURLOPT_ERRORBUFFER, errorBuffer) },
            { wb_curl_setopt_string(curl.setopt, easy, CURLOPT_URL, request.url.absoluteString) },
            { wb_curl_setopt_string(curl.setopt, easy, CURLOPT_PROTOCOLS_STR, "http,https") },
            { wb_curl_setopt_string(curl.setopt, easy, CURLOPT_REDIR_PROTOCOLS_STR, redirectProtocols) },
            // Signals would be delivered to an arbitrary thread of this multi-threaded process.
            { wb_curl_setopt_long(curl.setopt, easy, CURLOPT_NOSIGNAL, 1) },
            { wb_curl_setopt_long(curl.setopt, easy, CURLOPT_HTTPGET, 1) },
            { wb_curl_setopt_long(curl.setopt, easy, CURLOPT_FOLLOWLOCATION, 1) },
            { wb_curl_setopt_long(curl.setopt, easy, CURLOPT_MAXREDIRS, 5) },
            { wb_curl_setopt_long(curl.setopt, easy, CURLOPT_SSL_VERIFYPEER, 1) },
            { wb_curl_setopt_long(curl.setopt, easy, CURLOPT_SSL_VERIFYHOST, 2) },
            // "" = every encoding this libcurl can decode (gzip, deflate…), decoded transparently.
            { wb_curl_setopt_string(curl.setopt, easy, CURLOPT_ACCEPT_ENCODING, "") },
            { wb_curl_setopt_string(curl.setopt, easy, CURLOPT_USERAGENT, ProviderIdentity.userAgent) },
            { wb_curl_setopt_slist(curl.setopt, easy, CURLOPT_HTTPHEADER, headerList) },
            { wb_curl_setopt_long(curl.setopt, easy, CURLOPT_TIMEOUT_MS, timeout) },
            { wb_curl_setopt_long(curl.setopt, easy, CURLOPT_CONNECTTIMEOUT_MS, connectTimeout) },
            // Refuses up front when Content-Length announces too much; the write callback
            // catches bodies without one (and the decompressed size).
            { wb_curl_setopt_off_t(curl.setopt, easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(state.maximumBodySize)) },
            { wb_curl_setopt_data_callback(curl.setopt, easy, CURLOPT_WRITEFUNCTION, CurlCallbacks.write) },
            { wb_curl_setopt_pointer(curl.setopt, easy, CURLOPT_WRITEDATA, context) },
            { wb_curl_setopt_data_callback(curl.setopt, easy, CURLOPT_HEADERFUNCTION, CurlCallbacks.header) },
            { wb_curl_setopt_pointer(curl.setopt, easy, CURLOPT_HEADERDATA, context) },
            { wb_curl_setopt_progress_callback(curl.setopt, easy, CURLOPT_XFERINFOFUNCTION, CurlCallbacks.progress) },
            { wb_curl_setopt_pointer(curl.setopt, easy, CURLOPT_XFERINFODATA, context) },
            { wb_curl_setopt_long(curl.setopt, easy, CURLOPT_NOPROGRESS, 0) },
            // No CURLOPT_PROXY / CURLOPT_NOPROXY: libcurl then reads http_proxy, https_proxy
            // and no_proxy from the environment itself.
        ]
        for step in steps {
            let code = step()
            if code != CURLE_OK { return code }
        }
        return CURLE_OK
    }

    /// Drives the transfer through a multi handle rather than curl_easy_perform so that
    /// `CurlTransferState.cancel()` can wake the wait with curl_multi_wakeup.
    private func run(_ easy: UnsafeMutableRawPointer, curl: LibCurl) -> CURLcode {
        guard let multi = curl.multiInit() else { return CURLE_OUT_OF_MEMORY }
        defer { _ = curl.multiCleanup(multi) }
        guard curl.multiAddHandle(multi, easy) == CURLM_OK else { return CURLE_FAILED_INIT }
        defer { _ = curl.multiRemoveHandle(multi, easy) }
        state.attach { _ = curl.multiWakeup(multi) }
        defer { state.detach() }

        var running: Int32 = 1
        while !state.isCancelled {
            guard curl.multiPerform(multi, &running) == CURLM_OK else { return CURLE_FAILED_INIT }
            if running == 0 { break }
            guard curl.multiPoll(multi, nil, 0, Self.pollInterval, nil) == CURLM_OK else { return CURLE_FAILED_INIT }
        }
        if state.isCancelled { return CURLE_ABORTED_BY_CALLBACK }

        var remaining: Int32 = 0
        while let message = curl.multiInfoRead(multi, &remaining) {
            if message.pointee.msg == CURLMSG_DONE, message.pointee.easy_handle == easy {
                return message.pointee.data.result
            }
        }
        return CURLE_FAILED_INIT
    }

    /// "Name: value" lines for CURLOPT_HTTPHEADER. A CR or LF in a caller's header would let it
    /// smuggle extra headers or a second request, so such a request is refused.
    private static func headerLines(for request: HTTPRequest) -> Result<[String], WeatherServiceError> {
        var fields: [(String, String)] = request.headers
            .filter { $0.key.lowercased() != "user-agent" }
            .sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
        if let entityTag = request.validators?.entityTag { fields.append(("If-None-Match", entityTag)) }
        if let lastModified = request.validators?.lastModified { fields.append(("If-Modified-Since", lastModified)) }
        var lines: [String] = []
        for (name, value) in fields {
            let forbidden = CharacterSet(charactersIn: "\r\n\0")
            guard !name.isEmpty, !name.contains(":"), name.rangeOfCharacter(from: forbidden) == nil,
                  value.rangeOfCharacter(from: forbidden) == nil else {
                return .failure(.other("invalid HTTP header \(name.debugDescription)"))
            }
            // "Name;" is libcurl's way to send a header with an empty value ("Name:" removes it).
            lines.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
        }
        return .success(lines)
    }

    private static func milliseconds(_ interval: TimeInterval) -> Int {
        // libcurl reads 0 as "no limit"; a caller asking for 0 s means "fail at once".
        guard interval.isFinite else { return Int(Int32.max) }
        return max(1, Int((interval * 1000).rounded(.up)))
    }
}
