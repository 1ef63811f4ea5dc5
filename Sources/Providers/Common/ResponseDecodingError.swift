import Foundation
import WeatherCore

/// Why a provider's response body could not be turned into weather, in a few words for the
/// one-line `.undecodable` message.
struct ResponseDecodingError: Error, Sendable, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }

    init(describing error: any Error) {
        description = (error as? DecodingError)?.briefDescription ?? "not JSON"
    }

    /// Decodes a provider's body, turning any failure into this error's few words. A body that
    /// is not the answer but says why (an error document answered with 200, such as
    /// `{"error":true,"reason":"…"}`) is named by its reason.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, using decoder: JSONDecoder = JSONDecoder()
    ) throws(ResponseDecodingError) -> Value {
        do {
            return try decoder.decode(type, from: data)
        } catch {
            if let reason = HTTPStatusPolicy.reason(fromErrorDocument: data) {
                throw ResponseDecodingError("the service answered an error: \(reason)")
            }
            throw ResponseDecodingError(describing: error)
        }
    }

    /// What `decode` reads, or the service's failure: "`service`: what was wrong", as every
    /// source names an answer it could not read.
    static func reading<Value>(
        _ service: String, _ decode: () throws(ResponseDecodingError) -> Value
    ) throws(WeatherServiceError) -> Value {
        do throws(ResponseDecodingError) {
            return try decode()
        } catch {
            throw .undecodable("\(service): \(error.description)")
        }
    }
}

extension Snapshot {
    /// `rangeChecked()` where a provider's builder makes the snapshot: a response whose values
    /// no weather can have fails like any other unreadable body, so it is never cached.
    func rangeCheckedForDecoding() throws(ResponseDecodingError) -> Snapshot {
        do {
            return try rangeChecked()
        } catch {
            throw ResponseDecodingError(error.description)
        }
    }
}
