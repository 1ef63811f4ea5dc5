import CCurl
import WeatherCore

/// Turns a failed libcurl transfer into the error a person (and the scheduler) can act on.
enum CurlErrorMapping {
    /// - Parameters:
    ///   - detail: libcurl's error buffer for this transfer, or its generic text when empty. It
    ///     can quote what the server sent, so credentials are redacted from it.
    ///   - bodyLimit: the client's body size cap, named in the error when it was passed.
    ///   - bodyLimitExceeded: the write callback refused data because of the cap.
    static func error(
        for code: CURLcode, detail: String, bodyLimit: Int, bodyLimitExceeded: Bool
    ) -> WeatherServiceError {
        let detail = CredentialRedaction.redacted(detail)
        // CURLOPT_MAXFILESIZE is only ever set to the cap, so FILESIZE_EXCEEDED always means it.
        if code == CURLE_FILESIZE_EXCEEDED || (code == CURLE_WRITE_ERROR && bodyLimitExceeded) {
            return .undecodable(tooLargeText(limit: bodyLimit))
        }
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT,
             CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_GOT_NOTHING:
            return .offline(detail)
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ENGINE_NOTFOUND,
             CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_SHUTDOWN_FAILED,
             CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
             CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT, CURLE_USE_SSL_FAILED:
            return .tls(detail)
        case CURLE_PARTIAL_FILE:
            return .undecodable("response was truncated")
        case CURLE_BAD_CONTENT_ENCODING:
            return .undecodable("response could not be decompressed (\(detail))")
        case CURLE_WEIRD_SERVER_REPLY:
            return .undecodable("the server's reply was not valid HTTP (\(detail))")
        case CURLE_UNSUPPORTED_PROTOCOL where detail.contains("HTTP/0.9"):
            // Whatever answered did not speak HTTP (libcurl refuses HTTP/0.9 replies).
            return .undecodable("the server's reply was not valid HTTP (\(detail))")
        case CURLE_UNSUPPORTED_PROTOCOL:
            // The request's own scheme was checked before, so this is a redirect elsewhere,
            // such as from https down to plain http.
            return .other("redirected to a disallowed address (\(detail))")
        case CURLE_ABORTED_BY_CALLBACK:
            // Only the cancellation check aborts from a callback.
            return .cancelled
        case CURLE_TOO_MANY_REDIRECTS:
            return .other("too many redirects (\(detail))")
        default:
            return .other("HTTP transfer failed: \(detail)")
        }
    }

    static func tooLargeText(limit: Int) -> String {
        "response larger than \(sizeText(limit))"
    }

    private static func sizeText(_ bytes: Int) -> String {
        if bytes >= 1024 * 1024, bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MiB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return "\(bytes) bytes"
    }
}
