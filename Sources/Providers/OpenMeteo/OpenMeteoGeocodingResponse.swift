import Foundation
import WeatherCore

/// An Open-Meteo geocoding answer. A search without matches omits `results` entirely.
struct OpenMeteoGeocodingResponse: Decodable, Sendable {
    struct Result: Decodable, Sendable {
        var name: String?
        var latitude: Double?
        var longitude: Double?
        var timezone: String?
        var countryCode: String?
        var country: String?
        var admin1: String?
    }

    var results: [Result]?

    static func decode(_ data: Data) throws(ResponseDecodingError) -> OpenMeteoGeocodingResponse {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try ResponseDecodingError.decode(OpenMeteoGeocodingResponse.self, from: data, using: decoder)
    }

    /// Matches as places; entries without a name or coordinates are skipped, and a missing
    /// time zone is left for the forecast (timezone=auto) to resolve.
    var places: [Place] {
        (results ?? []).compactMap { result in
            guard let name = result.name, !name.isEmpty, let latitude = result.latitude, let longitude = result.longitude,
                  (-90...90).contains(latitude), (-180...180).contains(longitude)
            else { return nil }
            return Place(
                name: name, latitude: latitude, longitude: longitude,
                timeZoneIdentifier: result.timezone ?? "UTC",
                countryCode: result.countryCode?.uppercased(), adminArea: result.admin1, country: result.country)
        }
    }
}
