import Foundation
import WeatherCore

/// A GeoJSON geometry (longitude first), kept only when it is an area a point can be inside:
/// ECCC's features, INMET's warning polygons, the warned areas of NWS, MET Norway and DWD.
struct GeoJSONGeometry: Decodable, Sendable {
    /// The Polygon or MultiPolygon; nil for any other type, or one with no whole polygon.
    var area: GeoArea?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "Polygon":
            area = GeoArea(geoJSONType: type, polygon: try? container.decode([[[Double]]].self, forKey: .coordinates))
        case "MultiPolygon":
            area = GeoArea(geoJSONType: type, multiPolygon: try? container.decode([[[[Double]]]].self, forKey: .coordinates))
        default:
            area = nil
        }
    }

    /// The area of a geometry sent as JSON text inside another document (INMET's `poligono`);
    /// nil when the text is not such a geometry.
    static func area(fromText text: String?) -> GeoArea? {
        guard let text, let data = text.data(using: .utf8) else { return nil }
        return (try? JSONDecoder().decode(GeoJSONGeometry.self, from: data))?.area
    }

    private enum CodingKeys: String, CodingKey { case type, coordinates }
}
