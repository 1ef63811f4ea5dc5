import Foundation
import WeatherCore

/// The parts of an MSC GeoMet OGC API `weather-alerts/items` answer (GeoJSON) that weatherboard
/// reads: one feature per alert per forecast zone, English and French side by side.
/// `features` is required, so an error document never reads as "no alerts"; each property is
/// optional, and a geometry that is not a Polygon or MultiPolygon only costs its own feature.
struct ECCCAlertResponse: Decodable, Sendable {
    var features: [Feature]
    /// How many features match the query; more than `features` holds means the answer is cut.
    var numberMatched: Int?

    struct Feature: Decodable, Sendable {
        var properties: Properties?
        var geometry: GeoJSONGeometry?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            properties = try? container.decodeIfPresent(Properties.self, forKey: .properties)
            geometry = try? container.decodeIfPresent(GeoJSONGeometry.self, forKey: .geometry)
        }

        enum CodingKeys: String, CodingKey { case properties, geometry }
    }

    struct Properties: Decodable, Sendable {
        var id: String?
        var alertType: String?
        var alertNameEnglish: String?
        var alertNameFrench: String?
        var alertShortNameEnglish: String?
        var alertShortNameFrench: String?
        var alertTextEnglish: String?
        var alertTextFrench: String?
        var featureNameEnglish: String?
        var featureNameFrench: String?
        var riskColourEnglish: String?
        var statusEnglish: String?
        var publication: String?
        var validity: String?
        var eventEnd: String?
        var expiration: String?

        /// Field by field, so that one value of an unexpected kind costs that field, not the
        /// feature; `id` as text or a number.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func text(_ key: CodingKeys) -> String? { container.textIfPresent(forKey: key) }
            id = container.identifierTextIfPresent(forKey: .id)
            alertType = text(.alertType)
            alertNameEnglish = text(.alertNameEnglish)
            alertNameFrench = text(.alertNameFrench)
            alertShortNameEnglish = text(.alertShortNameEnglish)
            alertShortNameFrench = text(.alertShortNameFrench)
            alertTextEnglish = text(.alertTextEnglish)
            alertTextFrench = text(.alertTextFrench)
            featureNameEnglish = text(.featureNameEnglish)
            featureNameFrench = text(.featureNameFrench)
            riskColourEnglish = text(.riskColourEnglish)
            statusEnglish = text(.statusEnglish)
            publication = text(.publication)
            validity = text(.validity)
            eventEnd = text(.eventEnd)
            expiration = text(.expiration)
        }

        enum CodingKeys: String, CodingKey {
            case id
            case alertType = "alert_type"
            case alertNameEnglish = "alert_name_en", alertNameFrench = "alert_name_fr"
            case alertShortNameEnglish = "alert_short_name_en", alertShortNameFrench = "alert_short_name_fr"
            case alertTextEnglish = "alert_text_en", alertTextFrench = "alert_text_fr"
            case featureNameEnglish = "feature_name_en", featureNameFrench = "feature_name_fr"
            case riskColourEnglish = "risk_colour_en"
            case statusEnglish = "status_en"
            case publication = "publication_datetime", validity = "validity_datetime"
            case eventEnd = "event_end_datetime", expiration = "expiration_datetime"
        }
    }

    /// A page that holds fewer features than the query matched is an error, not a shorter
    /// list: a cut answer must never read as fewer alerts.
    static func decode(_ data: Data) throws(ResponseDecodingError) -> ECCCAlertResponse {
        let response = try ResponseDecodingError.decode(ECCCAlertResponse.self, from: data)
        if let matched = response.numberMatched, matched > response.features.count {
            throw ResponseDecodingError("it holds \(response.features.count) of \(matched) matching alerts")
        }
        return response
    }
}
