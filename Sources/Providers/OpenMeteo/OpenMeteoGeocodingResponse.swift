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
        var admin2: String?
        var admin3: String?
        var admin4: String?

        /// admin1 to admin4, without blanks and repeats, largest area first.
        var administrativeAreas: [String] {
            [admin1, admin2, admin3, admin4].compactMap { $0?.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.removingRepeats()
        }
    }

    var results: [Result]?

    static func decode(_ data: Data) throws(ResponseDecodingError) -> OpenMeteoGeocodingResponse {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try ResponseDecodingError.decode(OpenMeteoGeocodingResponse.self, from: data, using: decoder)
    }

    /// Matches as places; entries without a name or coordinates are skipped, and a missing
    /// time zone (or one this system does not know, which places.json would refuse) is left for
    /// the forecast (timezone=auto) to resolve.
    var places: [Place] {
        (results ?? []).compactMap { result in
            guard let name = result.name, !name.isEmpty, let latitude = result.latitude, let longitude = result.longitude,
                  Place.latitudes.contains(latitude), Place.longitudes.contains(longitude)
            else { return nil }
            return Place(
                name: name, latitude: latitude, longitude: longitude,
                timeZoneIdentifier: result.timezone.flatMap { TimeZone(identifier: $0) != nil ? $0 : nil } ?? "UTC",
                countryCode: result.countryCode?.uppercased(), adminArea: result.admin1, country: result.country,
                administrativeAreas: result.administrativeAreas.isEmpty ? nil : result.administrativeAreas)
        }
    }
}
