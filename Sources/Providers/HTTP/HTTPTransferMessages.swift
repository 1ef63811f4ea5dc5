import Foundation
import WeatherCore

// What the dashboard and its HTTP transfer process say to each other (see
// HTTPTransferProcess): one order on the child's stdin, one reply on its stdout. Both sides are
// the same binary, so the format needs no versioning; it only has to survive a child that dies
// half-way, which the reader sees as a reply that does not parse.

/// One request, as the transfer process performs it with libcurl.
struct HTTPTransferOrder: Codable {
    var url: URL
    var headers: [String: String]
    var validators: HTTPValidators?
    /// nil for no limit: JSON has no infinity.
    var timeout: TimeInterval?
    var connectTimeout: TimeInterval?
    var maximumBodySize: Int

    init(request: HTTPRequest, maximumBodySize: Int) {
        url = request.url
        headers = request.headers
        validators = request.validators
        timeout = request.timeout.isFinite ? request.timeout : nil
        connectTimeout = request.connectTimeout.isFinite ? request.connectTimeout : nil
        self.maximumBodySize = maximumBodySize
    }

    var request: HTTPRequest {
        HTTPRequest(
            url: url, headers: headers, validators: validators, timeout: timeout ?? .infinity,
            connectTimeout: connectTimeout ?? .infinity, maximumBodySize: maximumBodySize)
    }
}

/// The outcome of one transfer: the status and headers of an answer (its body follows the
/// reply on the wire, raw, and its length is said so that a body cut short is never taken
/// for the whole), or the error libcurl's failure was mapped to.
enum HTTPTransferReply: Codable {
    case answered(statusCode: Int, headers: [String: String], bodyLength: Int)
    case failed(WeatherServiceError)

    /// The reply's length (4 bytes, big-endian), the reply as JSON, then the body.
    static func frame(_ result: Result<CurlTransferResult, WeatherServiceError>) -> Data {
        let reply: HTTPTransferReply
        var body = Data()
        switch result {
        case .success(let answer):
            reply = .answered(statusCode: answer.statusCode, headers: answer.headers, bodyLength: answer.body.count)
            body = answer.body
        case .failure(let error):
            reply = .failed(error)
        }
        // Encoding a String-keyed dictionary and an error of strings and numbers cannot fail;
        // should it, the reader sees an empty reply and says the process gave no answer.
        let json = (try? JSONEncoder().encode(reply)) ?? Data()
        let length = UInt32(json.count)
        var framed = Data([UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff)])
        framed.append(json)
        framed.append(body)
        return framed
    }

    /// The result `frame` made, or nil when `data` is not a whole reply (a process that died
    /// while writing it, or before).
    static func result(fromFrame data: Data) -> Result<CurlTransferResult, WeatherServiceError>? {
        let bytes = [UInt8](data.prefix(4))
        guard bytes.count == 4 else { return nil }
        let length = bytes.reduce(0) { $0 << 8 | Int($1) }
        guard data.count >= 4 + length else { return nil }
        let start = data.startIndex + 4
        guard let reply = try? JSONDecoder().decode(HTTPTransferReply.self, from: data[start..<(start + length)]) else {
            return nil
        }
        switch reply {
        case .answered(let statusCode, let headers, let bodyLength):
            guard data.count - (4 + length) == bodyLength else { return nil }
            return .success(CurlTransferResult(statusCode: statusCode, headers: headers, body: Data(data[(start + length)...])))
        case .failed(let error):
            return .failure(error)
        }
    }
}
