import Foundation

/// The parts of a MetAlerts 2.0 `current.json` collection that weatherboard reads; every field
/// of a feature is optional because the format document is still marked as a draft.
/// `features` itself is required: an error document answered with 200 (`{"error":"oops"}`) is a
/// failed read, never "no alerts".
struct METAlertResponse: Decodable, Sendable {
    var features: [Feature]

    struct Feature: Decodable, Sendable {
        var properties: Properties?
        var when: When?
        /// The warned area; a geometry that cannot be read costs only its outline on the map.
        var geometry: GeoJSONGeometry?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            properties = try container.decodeIfPresent(Properties.self, forKey: .properties)
            when = try container.decodeIfPresent(When.self, forKey: .when)
            geometry = try? container.decodeIfPresent(GeoJSONGeometry.self, forKey: .geometry)
        }

        enum CodingKeys: String, CodingKey { case properties, when, geometry }
    }

    struct When: Decodable, Sendable {
        /// [start, end] as ISO 8601 timestamps.
        var interval: [String?]?
    }

    struct Resource: Decodable, Sendable {
        var uri: String?
    }

    struct Properties: Decodable, Sendable {
        var id: String?
        var area: String?
        var awarenessLevel: String?
        var riskMatrixColor: String?
        var severity: String?
        var certainty: String?
        var description: String?
        var instruction: String?
        var consequences: String?
        var event: String?
        var eventAwarenessName: String?
        var title: String?
        var status: String?
        var type: String?
        var web: String?
        var resources: [Resource]?

        enum CodingKeys: String, CodingKey {
            case awarenessLevel = "awareness_level"
            case id, area, riskMatrixColor, severity, certainty, description, instruction, consequences
            case event, eventAwarenessName, title, status, type, web, resources
        }
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> METAlertResponse {
        try ResponseDecodingError.decode(METAlertResponse.self, from: data)
    }
}
