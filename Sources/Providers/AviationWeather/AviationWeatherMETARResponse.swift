import Foundation
import WeatherCore

/// An answer of the Aviation Weather Center's `/api/data/metar?format=json`: an array of
/// reports, read from the service's structured fields (never by parsing the raw METAR). Each
/// field is read on its own, so a value of an unexpected kind costs that value and not the
/// report; a report without a station, a position or a time is left out, since it can be
/// neither placed nor dated. A body that is no array (an HTML error page) is a failed read.
struct AviationWeatherMETARResponse: Decodable, Sendable {
    var reports: [StationObservation]

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var reports: [StationObservation] = []
        while !container.isAtEnd {
            // `Report` reads any element, so each decode moves on by one.
            guard let report = try? container.decode(Report.self) else { break }
            if let observation = report.observation { reports.append(observation) }
        }
        self.reports = reports
    }

    static func decode(_ body: Data) throws(ResponseDecodingError) -> AviationWeatherMETARResponse {
        try ResponseDecodingError.decode(AviationWeatherMETARResponse.self, from: body)
    }

    /// One element, its fields read one by one; an element that is no object is no report.
    struct Report: Decodable {
        var observation: StationObservation?

        enum Key: String, CodingKey {
            case icaoId, name, lat, lon, obsTime, temp, dewp, wdir, wspd, wgst, visib, altim, slp, wxString, rawOb
        }

        init(from decoder: any Decoder) {
            guard let fields = try? decoder.container(keyedBy: Key.self) else { return }
            func number(_ key: Key) -> Double? { (try? fields.decodeIfPresent(Double.self, forKey: key)) ?? nil }
            func text(_ key: Key) -> String? {
                NonBlankText.of(fields.textIfPresent(forKey: key).map { TerminalText.sanitized($0) })
            }
            guard let identifier = text(.icaoId).flatMap(Self.stationIdentifier),
                  let latitude = number(.lat), let longitude = number(.lon),
                  let seconds = number(.obsTime), seconds.isFinite
            else { return }
            let direction = Self.windDirection(fields)
            let visibility = text(.visib).flatMap(Self.visibility) ?? number(.visib).map { ($0, false) }
            // The US reports both; the sea-level pressure is the one weather maps and forecasts
            // give, the altimeter setting (QNH) what the rest of the world reports.
            let pressure = PhysicalLimits.checked(number(.slp), PhysicalLimits.pressure) ?? number(.altim)
            observation = StationObservation(
                stationIdentifier: identifier, stationName: text(.name), latitude: latitude, longitude: longitude,
                date: Date(timeIntervalSince1970: seconds),
                temperature: number(.temp), dewPoint: number(.dewp),
                windSpeed: number(.wspd).map(Self.kilometresPerHour), windDirection: direction.degrees,
                isWindVariable: direction.isVariable, windGust: number(.wgst).map(Self.kilometresPerHour),
                pressure: pressure, visibility: visibility.map { Self.metres(statuteMiles: $0.miles) },
                isVisibilityAtLeast: visibility?.isAtLeast ?? false,
                presentWeather: text(.wxString).flatMap(Self.presentWeather), rawReport: text(.rawOb)
            ).rangeChecked()
        }

        /// An identifier is a few letters and digits ("EDDB", "K1YT"); anything else names no station.
        static func stationIdentifier(_ text: String) -> String? {
            guard (3...6).contains(text.count), text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                return nil
            }
            return text.uppercased()
        }

        /// `wdir` is degrees, or the string "VRB" for a variable wind.
        static func windDirection(_ fields: KeyedDecodingContainer<Key>) -> (degrees: Double?, isVariable: Bool) {
            if fields.textIfPresent(forKey: .wdir)?.trimmingCharacters(in: .whitespaces).uppercased() == "VRB" {
                return (nil, true)
            }
            return ((try? fields.decodeIfPresent(Double.self, forKey: .wdir)) ?? nil, false)
        }

        /// `visib` as text: statute miles, with a trailing "+" on the highest step ("10+", "6+");
        /// "////" and anything else that is no number is no visibility.
        static func visibility(_ text: String) -> (miles: Double, isAtLeast: Bool)? {
            let isAtLeast = text.hasSuffix("+")
            guard let miles = Double(isAtLeast ? String(text.dropLast()) : text), miles.isFinite else { return nil }
            return (miles, isAtLeast)
        }

        /// The weather group, unless it is only slashes (a sensor that reported nothing).
        static func presentWeather(_ text: String) -> String? {
            text.allSatisfy({ $0 == "/" || $0 == " " }) ? nil : text
        }

        static func kilometresPerHour(knots: Double) -> Double {
            knots * WindSpeedUnit.kilometresPerHourInKnot
        }

        static func metres(statuteMiles: Double) -> Double {
            statuteMiles * DistanceUnit.metresInMile
        }
    }
}
