import Foundation

/// The parts of an NWS `/alerts/active` GeoJSON collection that weatherboard reads. Everything
/// in a feature is optional: a missing field must cost one alert's detail, not the whole list.
/// `features` itself is required: an error document answered with 200 (`{"title":"Not Found",
/// "status":404}`, `{}`, `"features": null`) is a failed read, never "no alerts".
struct NWSAlertResponse: Decodable, Sendable {
    var features: [Feature]

    struct Feature: Decodable, Sendable {
        var id: String?
        var properties: Properties?
        /// The warned polygon of a storm-based warning; null for a zone-based alert, and a
        /// geometry that cannot be read costs only the outline on the map, not the alert.
        var geometry: GeoJSONGeometry?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            properties = try container.decodeIfPresent(Properties.self, forKey: .properties)
            geometry = try? container.decodeIfPresent(GeoJSONGeometry.self, forKey: .geometry)
        }

        enum CodingKeys: String, CodingKey { case id, properties, geometry }
    }

    struct Properties: Decodable, Sendable {
        var apiURL: String?
        var id: String?
        var areaDesc: String?
        var sent: String?
        var effective: String?
        var onset: String?
        var expires: String?
        var ends: String?
        var status: String?
        var messageType: String?
        var severity: String?
        var urgency: String?
        var event: String?
        var senderName: String?
        var headline: String?
        var description: String?
        var instruction: String?
        var web: String?

        enum CodingKeys: String, CodingKey {
            case apiURL = "@id"
            case id, areaDesc, sent, effective, onset, expires, ends, status, messageType, severity
            case urgency, event, senderName, headline, description, instruction, web
        }
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> NWSAlertResponse {
        try ResponseDecodingError.decode(NWSAlertResponse.self, from: data)
    }
}
