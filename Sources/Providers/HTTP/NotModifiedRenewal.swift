import Foundation
import WeatherCore

// What a `304 Not Modified` means for data already held: it is still the data, only its dates
// move on, and any validator the server sent with the 304 replaces the stored one (RFC 9111
// §4.3.4). The transport lets a 304 through only for a request that carried validators, so a
// caller that gets one always holds the data it stands for.

extension HTTPValidators {
    /// The validators to send next time after `response` (a 304).
    func renewed(by response: HTTPResponse) -> HTTPValidators {
        let sent = response.validators
        return HTTPValidators(entityTag: sent.entityTag ?? entityTag, lastModified: sent.lastModified ?? lastModified)
    }
}

extension Snapshot {
    /// The same forecast after a 304: fetched now, fresh until `expiration`.
    func renewed(by response: HTTPResponse, at now: Date, until expiration: Date) -> Snapshot {
        var renewed = self
        renewed.metadata.fetchDate = now
        renewed.metadata.expirationDate = expiration
        renewed.metadata.validators = metadata.validators.renewed(by: response)
        return renewed
    }
}
