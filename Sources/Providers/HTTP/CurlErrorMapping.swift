import CCurl
import WeatherCore

/// Turns a failed libcurl transfer into the error a person (and the scheduler) can act on.
enum CurlErrorMapping {
    /// - Parameters:
    ///   - detail: libcurl's error buffer for this transfer, or its generic text when empty.
    ///   - bodyLimit: set when the transfer was stopped because the body grew past this size.
    static func error(for code: CURLcode, detail: String, bodyLimit: Int?) -> WeatherServiceError {
        if let bodyLimit, code == CURLE_WRITE_ERROR || code == CURLE_FILESIZE_EXCEEDED {
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
        case CURLE_FILESIZE_EXCEEDED:
            return .undecodable(detail)
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
