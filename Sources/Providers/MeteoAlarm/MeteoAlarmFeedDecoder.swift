import Foundation
import WeatherCore

/// Reads MeteoAlarm's whole-country JSON feed (`{"warnings":[{"alert":{…CAP…},"uuid":"…"}]}`,
/// alert-feeds.md §1.2) into the shared CAP model.
///
/// Feeds reach 9 MB and more (Switzerland: high-resolution polygons, every one repeated in
/// five language blocks), so each warning becomes a `CAPMessage` while the decoder walks the
/// body: the raw text of one warning is dropped as soon as it is converted, and a polygon or
/// a timestamp that its language blocks repeat is parsed once and stored once.
///
/// The national services fill the CAP fields in their own ways, so every scalar is optional
/// and may arrive as a string or a number, and fields CAP allows to repeat (`info`, `area`,
/// `polygon`, `geocode`, `parameter`) may arrive as one value or an array.
enum MeteoAlarmFeedDecoder {
    static func messages(from data: Data) throws(ResponseDecodingError) -> [CAPMessage] {
        try ResponseDecodingError.decode(Feed.self, from: data).messages
    }

    /// The whole feed. Each warning is converted right after it is decoded, so the raw text
    /// of only one warning exists at a time; timestamps, which a country's warnings share
    /// widely, are parsed once for the whole feed.
    private struct Feed: Decodable {
        var messages: [CAPMessage] = []

        private enum Keys: String, CodingKey { case warnings }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            guard container.contains(.warnings), !(try container.decodeNil(forKey: .warnings)) else {
                throw DecodingError.keyNotFound(
                    Keys.warnings, .init(codingPath: container.codingPath, debugDescription: "no \"warnings\" list"))
            }
            var warnings = try container.nestedUnkeyedContainer(forKey: .warnings)
            var dates = SharedDates()
            while !warnings.isAtEnd {
                let warning = try warnings.decode(Warning.self)
                var polygons = SharedPolygons()
                if let message = warning.alert?.message(uuid: warning.uuid?.value, dates: &dates, polygons: &polygons) {
                    messages.append(message)
                }
            }
        }
    }

    private struct Warning: Decodable {
        var alert: Alert?
        var uuid: Text?
    }

    /// Each distinct timestamp text parsed once.
    private struct SharedDates {
        private var parsed: [String: Date?] = [:]

        mutating func date(_ text: String?) -> Date? {
            guard let text else { return nil }
            if let known = parsed[text] { return known }
            let date = ISO8601Timestamp.parse(text)
            parsed[text] = date
            return date
        }
    }

    /// Each distinct polygon text of one warning parsed once: its language blocks repeat the
    /// same rings, and share the parsed copy (Swift arrays are copied only when changed).
    private struct SharedPolygons {
        private var parsed: [String: GeoPolygon?] = [:]

        mutating func polygon(_ text: String) -> GeoPolygon? {
            if let known = parsed[text] { return known }
            let polygon = GeoPolygon(capText: text)
            parsed[text] = polygon
            return polygon
        }
    }

    private struct Alert: Decodable {
        var identifier: Text?
        var sender: Text?
        var sent: Text?
        var status: Text?
        var msgType: Text?
        var scope: Text?
        var references: OneOrMany<Text>?
        var info: OneOrMany<Info>?

        /// A message needs some identity to be replaced by an update and to keep its place on
        /// screen: the CAP identifier, else MeteoAlarm's uuid; without either it is skipped.
        func message(uuid: String?, dates: inout SharedDates, polygons: inout SharedPolygons) -> CAPMessage? {
            guard let identifier = NonBlankText.of(identifier?.value) ?? NonBlankText.of(uuid) else { return nil }
            let referenceText = references?.values.compactMap(\.value).joined(separator: " ")
            return CAPMessage(
                identifier: identifier, sender: sender?.value, sent: dates.date(sent?.value),
                status: .init(parsing: status?.value), messageType: .init(parsing: msgType?.value),
                scope: .init(parsing: scope?.value), references: CAPReference.list(parsing: referenceText),
                infos: info?.values.map { $0.info(dates: &dates, polygons: &polygons) } ?? [])
        }
    }

    /// One language block. `category` and `responseType` (arrays here) are not read.
    private struct Info: Decodable {
        var language: Text?
        var event: Text?
        var headline: Text?
        var description: Text?
        var instruction: Text?
        var senderName: Text?
        var web: Text?
        var urgency: Text?
        var severity: Text?
        var certainty: Text?
        var effective: Text?
        var onset: Text?
        var expires: Text?
        var parameter: OneOrMany<NamedValue>?
        var area: OneOrMany<Area>?

        func info(dates: inout SharedDates, polygons: inout SharedPolygons) -> CAPInfo {
            CAPInfo(
                language: NonBlankText.of(language?.value), event: event?.value, headline: headline?.value,
                description: description?.value, instruction: instruction?.value, senderName: senderName?.value,
                web: web?.value, urgency: AlertUrgency(parsing: urgency?.value), severity: AlertSeverity(parsing: severity?.value),
                certainty: certainty?.value, effective: dates.date(effective?.value), onset: dates.date(onset?.value),
                expires: dates.date(expires?.value), parameters: parameter?.values.compactMap(\.namedValue) ?? [],
                areas: area?.values.map { $0.area(polygons: &polygons) } ?? [])
        }
    }

    /// One `area`: polygons as one string or an array of ring strings, in CAP's `lat,lon` order.
    private struct Area: Decodable {
        var areaDesc: Text?
        var polygon: OneOrMany<Text>?
        var circle: OneOrMany<Text>?
        var geocode: OneOrMany<NamedValue>?

        func area(polygons: inout SharedPolygons) -> CAPArea {
            CAPArea(
                description: areaDesc?.value ?? "",
                polygons: (polygon?.values ?? []).compactMap { $0.value.flatMap { polygons.polygon($0) } },
                circles: (circle?.values ?? []).compactMap { $0.value.flatMap(GeoCircle.init(capText:)) },
                geocodes: geocode?.values.compactMap(\.namedValue) ?? [])
        }
    }

    /// A `parameter` or `geocode` entry; one without a name or a value is left out.
    private struct NamedValue: Decodable {
        var valueName: Text?
        var value: Text?

        var namedValue: CAPNamedValue? {
            guard let name = valueName?.value, let value = value?.value else { return nil }
            return CAPNamedValue(name: name, value: value)
        }
    }

    /// A JSON scalar read as text: a string as it is, a number or a boolean as written, null as
    /// nil. Services disagree on whether an identifier or a code is a string or a number.
    private struct Text: Decodable {
        let value: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                value = nil
            } else if let string = try? container.decode(String.self) {
                value = string
            } else if let integer = try? container.decode(Int.self) {
                value = String(integer)
            } else if let number = try? container.decode(Double.self) {
                value = String(number)
            } else if let flag = try? container.decode(Bool.self) {
                value = String(flag)
            } else {
                throw DecodingError.typeMismatch(
                    String.self, .init(codingPath: decoder.codingPath, debugDescription: "expected text or a number"))
            }
        }
    }

    /// A field CAP lets repeat, which JSON renderings send either as one value or as an array.
    private struct OneOrMany<Element: Decodable>: Decodable {
        let values: [Element]

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                values = []
            } else if (try? decoder.unkeyedContainer()) != nil {
                values = try container.decode([Element].self)
            } else {
                values = [try container.decode(Element.self)]
            }
        }
    }
}
