import Foundation

/// The parts of a DWD GeoServer `dwd:Warnungen_Gemeinden` GetFeature answer (GeoJSON) that
/// weatherboard reads: one feature per warning per municipal warn cell, its properties named
/// after DWD's CAP profile in upper case. `features` is required, so an OWS exception report or
/// any other answer that is not a feature collection fails instead of reading as "no warnings";
/// every property is optional, so one odd warning costs only its own detail, but for STATUS
/// and MSGTYPE, which decide whether it is shown: a value of another kind there fails the answer.
struct DWDWarningResponse: Decodable, Sendable {
    var features: [Feature]

    struct Feature: Decodable, Sendable {
        var properties: Properties?
        /// The warn cell's outline; one that cannot be read costs only its outline on the map.
        var geometry: GeoJSONGeometry?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            properties = try container.decodeIfPresent(Properties.self, forKey: .properties)
            geometry = try? container.decodeIfPresent(GeoJSONGeometry.self, forKey: .geometry)
        }

        enum CodingKeys: String, CodingKey { case properties, geometry }
    }

    struct Properties: Decodable, Sendable {
        var identifier: String?
        var sender: String?
        var sent: String?
        var status: String?
        var messageType: String?
        var scope: String?
        var language: String?
        var event: String?
        var urgency: String?
        var severity: String?
        var certainty: String?
        var effective: String?
        var onset: String?
        var expires: String?
        var senderName: String?
        var headline: String?
        var description: String?
        var instruction: String?
        var web: String?
        var name: String?
        var areaDescription: String?
        /// A number in real payloads, a string in one third-party example: either is read.
        var warnCellID: String?
        var parameterNames: String?
        /// `PARAMETERVALUE`, or `PARAMATERVALUE` as older payloads spell it.
        var parameterValues: String?

        enum CodingKeys: String, CodingKey {
            case identifier = "IDENTIFIER", sender = "SENDER", sent = "SENT", status = "STATUS"
            case messageType = "MSGTYPE", scope = "SCOPE", language = "LANGUAGE", event = "EVENT"
            case urgency = "URGENCY", severity = "SEVERITY", certainty = "CERTAINTY", effective = "EFFECTIVE"
            case onset = "ONSET", expires = "EXPIRES", senderName = "SENDERNAME", headline = "HEADLINE"
            case description = "DESCRIPTION", instruction = "INSTRUCTION", web = "WEB", name = "NAME"
            case areaDescription = "AREADESC", warnCellID = "WARNCELLID", parameterNames = "PARAMETERNAME"
            case parameterValues = "PARAMETERVALUE", misspelledParameterValues = "PARAMATERVALUE"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func text(_ key: CodingKeys) -> String? { container.textIfPresent(forKey: key) }
            identifier = container.identifierTextIfPresent(forKey: .identifier)
            sender = text(.sender)
            sent = text(.sent)
            // What decides whether a warning is shown at all is read strictly: `"STATUS": 1`
            // fails the answer (the source is unavailable) instead of hiding the warning while
            // the source says it was read.
            status = try container.decodeIfPresent(String.self, forKey: .status)
            messageType = try container.decodeIfPresent(String.self, forKey: .messageType)
            scope = text(.scope)
            language = text(.language)
            event = text(.event)
            urgency = text(.urgency)
            severity = text(.severity)
            certainty = text(.certainty)
            effective = text(.effective)
            onset = text(.onset)
            expires = text(.expires)
            senderName = text(.senderName)
            headline = text(.headline)
            description = text(.description)
            instruction = text(.instruction)
            web = text(.web)
            name = text(.name)
            areaDescription = text(.areaDescription)
            warnCellID = container.identifierTextIfPresent(forKey: .warnCellID)
            parameterNames = text(.parameterNames)
            parameterValues = text(.parameterValues) ?? text(.misspelledParameterValues)
        }
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> DWDWarningResponse {
        try ResponseDecodingError.decode(DWDWarningResponse.self, from: data)
    }
}
