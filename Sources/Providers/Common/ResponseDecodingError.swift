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
}
