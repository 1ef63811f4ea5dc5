import Foundation
import WeatherCore

/// OpenStreetMap's Nominatim, asked once what lies at a position that is about to be saved.
///
/// Its usage policy (operations.osmfoundation.org/policies/nominatim) asks for an identifying
/// User-Agent (every request sends `ProviderIdentity.userAgent`), at most one request a second
/// (one lookup per place added, and `RequestSpacing` between lookups in one run), results kept
/// rather than asked again (the name and areas are saved with the place in places.json), a
/// service that can be switched without a new release (`WEATHERBOARD_NOMINATIM_URL`), and
/// "© OpenStreetMap contributors" (ODbL) where its data is shown.
public struct NominatimReverseGeocoder: PositionNaming {
    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    /// The user's languages, most preferred first; the names come in the first Nominatim has.
    private let languages: [String]
    private let spacing: RequestSpacing

    /// The attribution the ODbL asks for wherever a name from Nominatim is shown: OSM's own
    /// words, linked to its copyright page (osmfoundation.org's attribution guidelines).
    public static let attribution = WeatherAttribution(
        serviceName: "© OpenStreetMap contributors",
        legalPageURL: URL(string: "https://www.openstreetmap.org/copyright") ?? URL(fileURLWithPath: "/"), legalText: "ODbL")
    /// An answer is about a kilobyte; anything much larger is not one.
    static let maximumBodySize = 64 * 1024
    /// City level: the settlement and the areas above it, not the street.
    static let zoom = "10"

    public init(transport: any HTTPTransport, endpoint: ServiceEndpoint, languages: [String], spacing: RequestSpacing = .nominatim) {
        self.transport = transport
        self.endpoint = endpoint
        self.languages = languages
        self.spacing = spacing
    }

    /// `WEATHERBOARD_NOMINATIM_URL`, or the public service.
    public static func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint {
        try ServiceEndpoint.resolve(
            default: "https://nominatim.openstreetmap.org", overrideVariable: "WEATHERBOARD_NOMINATIM_URL", environment: environment)
    }

    func reverseURL(latitude: Double, longitude: Double) -> URL? {
        var query = [
            URLQueryItem(name: "format", value: "jsonv2"),
            URLQueryItem(name: "lat", value: Place.roundedCoordinate(latitude)),
            URLQueryItem(name: "lon", value: Place.roundedCoordinate(longitude)),
            URLQueryItem(name: "zoom", value: Self.zoom),
            URLQueryItem(name: "addressdetails", value: "1"),
        ]
        if !languages.isEmpty { query.append(URLQueryItem(name: "accept-language", value: languages.joined(separator: ","))) }
        return endpoint.url(path: "/reverse", query: query)
    }

    public func naming(_ place: Place) async throws(WeatherServiceError) -> Place {
        guard let url = reverseURL(latitude: place.latitude, longitude: place.longitude) else {
            throw .other("Could not build the Nominatim request URL.")
        }
        await spacing.waitForTurn()
        let response = try await transport.send(HTTPRequest(url: url, maximumBodySize: Self.maximumBodySize))
        let answer: NominatimReverseAnswer
        do {
            answer = try NominatimReverseAnswer.decode(response.body)
        } catch {
            throw .undecodable("Nominatim: \(error.description)")
        }
        guard var named = answer.naming(place) else {
            throw .undecodable("Nominatim: the answer names no place")
        }
        named.nameAttribution = Self.attribution
        return named
    }
}
