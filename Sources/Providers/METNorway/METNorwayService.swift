import Foundation
import WeatherCore

/// What MET Norway's two APIs share: the base URL, the attribution the licence asks for, and
/// the expiry rule its terms impose.
public enum METNorwayService {
    /// From `WEATHERBOARD_MET_URL`, or the public service.
    public static func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint {
        try ServiceEndpoint.resolve(default: "https://api.met.no", overrideVariable: "WEATHERBOARD_MET_URL", environment: environment)
    }

    /// "Credit should be given to … MET Norway"; the data is CC BY 4.0 (and NLOD 2.0).
    static let attribution = WeatherAttribution(
        serviceName: "Data from MET Norway",
        legalPageURL: URL(string: "https://api.met.no/") ?? URL(fileURLWithPath: "/"),
        legalText: "CC BY 4.0")

    /// Without an `Expires` header the data is kept for half an hour, about how often the
    /// forecast is updated, rather than asking again at once.
    static let fallbackLifetime: TimeInterval = 30 * 60
    /// A response that says it has already expired is still kept this long, so a server or
    /// local clock that is off cannot make the client ask in a loop.
    static let minimumLifetime: TimeInterval = 60
    static let maximumLifetime: TimeInterval = 24 * 60 * 60

    /// The terms say "don't repeat requests until the time indicated in the Expires response
    /// header". `Expires` is the server's clock; when `Date` is also sent, the same lifetime is
    /// measured on the local clock too, and the later of the two is used, so a local clock that
    /// runs ahead still never asks early.
    static func expirationDate(of response: HTTPResponse, now: Date) -> Date {
        guard let expires = response.header("expires").flatMap(HTTPDate.parse) else { return now + fallbackLifetime }
        var expiration = expires
        if let serverDate = response.header("date").flatMap(HTTPDate.parse) {
            expiration = max(expiration, now + expires.timeIntervalSince(serverDate))
        }
        return min(max(expiration, now + minimumLifetime), now + maximumLifetime)
    }

    /// Coordinates as the terms require: at most 4 decimals.
    static func coordinateQuery(for place: Place) -> [URLQueryItem] {
        [
            URLQueryItem(name: "lat", value: Place.roundedCoordinate(place.latitude)),
            URLQueryItem(name: "lon", value: Place.roundedCoordinate(place.longitude)),
        ]
    }
}
