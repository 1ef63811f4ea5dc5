import Foundation

// The snapshot cache read without `JSONDecoder` (see `JSONFields` for why): one reader per
// type, member for member what its `Codable` conformance decodes, including what that
// tolerates in files written by older builds. `JSONEncoder` still writes the files, and
// `SnapshotJSONReadingTests` decodes the same files both ways and expects the same value.

extension Snapshot {
    /// The snapshot a cache file holds, as `init(from:)` would decode it.
    public init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            place: try Place(cachedJSON: try fields.required("place")),
            current: try CurrentWeather(cachedJSON: try fields.required("current")),
            hourly: try fields.array("hourly") { json throws(JSONFieldError) in try HourWeather(cachedJSON: json) },
            daily: try fields.array("daily") { json throws(JSONFieldError) in try DayWeather(cachedJSON: json) },
            alerts: try fields.array("alerts") { json throws(JSONFieldError) in try WeatherAlert(cachedJSON: json) },
            alertAvailability: try fields.rawValue("alertAvailability", as: AlertAvailability.self),
            attributions: try fields.array("attributions") { json throws(JSONFieldError) in try WeatherAttribution(cachedJSON: json) },
            metadata: try SnapshotMetadata(cachedJSON: try fields.required("metadata")),
            sourceFailures: try fields.optionalArray("sourceFailures") { json throws(JSONFieldError) in
                try SourceFailure(cachedJSON: json)
            } ?? [],
            alertSourceNames: try fields.optionalArray("alertSourceNames") { json throws(JSONFieldError) in try json.asString() } ?? [],
            nextHour: try fields.optional("nextHour").map { json throws(JSONFieldError) in try NextHourForecast(cachedJSON: json) },
            airQuality: try fields.optional("airQuality").map { json throws(JSONFieldError) in try AirQuality(cachedJSON: json) },
            unplacedAlerts: try fields.optionalArray("unplacedAlerts") { json throws(JSONFieldError) in
                try UnplacedAlerts(cachedJSON: json)
            } ?? [],
            observation: try fields.optional("observation").map { json throws(JSONFieldError) in
                try StationObservation(cachedJSON: json)
            },
            ensemble: try fields.optional("ensemble").map { json throws(JSONFieldError) in try EnsembleForecast(cachedJSON: json) },
            pastDays: try fields.optionalArray("pastDays") { json throws(JSONFieldError) in try DayWeather(cachedJSON: json) } ?? [],
            pastHours: try fields.optionalArray("pastHours") { json throws(JSONFieldError) in try HourWeather(cachedJSON: json) } ?? [])
    }
}

extension EnsembleForecast {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        /// The range under `key` of an hour or a day, where it has one.
        func range(_ key: String, of fields: JSONFields) throws(JSONFieldError) -> EnsembleRange? {
            try fields.optional(key).map { json throws(JSONFieldError) in try EnsembleRange(cachedJSON: json) }
        }
        self.init(
            memberCount: try fields.int("memberCount"),
            hours: try fields.array("hours") { json throws(JSONFieldError) in
                let fields = try json.asFields()
                return EnsembleHour(
                    date: try fields.date("date"),
                    temperature: try range("temperature", of: fields),
                    precipitation: try range("precipitation", of: fields),
                    wetShare: try fields.optionalDouble("wetShare"))
            },
            days: try fields.array("days") { json throws(JSONFieldError) in
                let fields = try json.asFields()
                return EnsembleDay(
                    date: try fields.date("date"),
                    high: try range("high", of: fields),
                    low: try range("low", of: fields),
                    precipitation: try range("precipitation", of: fields),
                    wetShare: try fields.optionalDouble("wetShare"))
            })
    }
}

extension EnsembleRange {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(low: try fields.double("low"), median: try fields.double("median"), high: try fields.double("high"))
    }
}

extension StationObservation {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            stationIdentifier: try fields.string("stationIdentifier"), stationName: try fields.optionalString("stationName"),
            latitude: try fields.double("latitude"), longitude: try fields.double("longitude"), date: try fields.date("date"),
            temperature: try fields.optionalDouble("temperature"), dewPoint: try fields.optionalDouble("dewPoint"),
            windSpeed: try fields.optionalDouble("windSpeed"), windDirection: try fields.optionalDouble("windDirection"),
            isWindVariable: try fields.bool("isWindVariable"), windGust: try fields.optionalDouble("windGust"),
            pressure: try fields.optionalDouble("pressure"), visibility: try fields.optionalDouble("visibility"),
            isVisibilityAtLeast: try fields.bool("isVisibilityAtLeast"), presentWeather: try fields.optionalString("presentWeather"),
            rawReport: try fields.optionalString("rawReport"))
    }
}

extension UnplacedAlerts {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            source: try fields.string("source"), count: try fields.int("count"), countryCode: try fields.string("countryCode"),
            detailsURL: try fields.url("detailsURL"))
    }
}

extension Place {
    /// A place as a cache file or places.json holds it.
    public init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            name: try fields.string("name"), latitude: try fields.double("latitude"), longitude: try fields.double("longitude"),
            timeZoneIdentifier: try fields.string("timeZoneIdentifier"), countryCode: try fields.optionalString("countryCode"),
            adminArea: try fields.optionalString("adminArea"), country: try fields.optionalString("country"),
            administrativeAreas: try fields.optionalArray("administrativeAreas") { json throws(JSONFieldError) in try json.asString() },
            nameAttribution: try fields.optional("nameAttribution").map { json throws(JSONFieldError) in try WeatherAttribution(cachedJSON: json) })
    }
}

extension CurrentWeather {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            date: try fields.date("date"), temperature: try fields.optionalDouble("temperature"),
            apparentTemperature: try fields.optionalDouble("apparentTemperature"),
            condition: try WeatherCondition(cachedJSON: try fields.required("condition")),
            humidity: try fields.optionalDouble("humidity"), windSpeed: try fields.optionalDouble("windSpeed"),
            windDirection: try fields.optionalDouble("windDirection"), windGust: try fields.optionalDouble("windGust"),
            uvIndex: try fields.optionalInt("uvIndex"), pressure: try fields.optionalDouble("pressure"),
            visibility: try fields.optionalDouble("visibility"), isDaylight: try fields.bool("isDaylight"))
    }
}

extension HourWeather {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            date: try fields.date("date"), temperature: try fields.optionalDouble("temperature"),
            apparentTemperature: try fields.optionalDouble("apparentTemperature"),
            condition: try WeatherCondition(cachedJSON: try fields.required("condition")),
            precipitationChance: try fields.optionalDouble("precipitationChance"),
            precipitationAmount: try fields.optionalDouble("precipitationAmount"),
            snowfallAmount: try fields.optionalDouble("snowfallAmount"), windSpeed: try fields.optionalDouble("windSpeed"),
            windDirection: try fields.optionalDouble("windDirection"), windGust: try fields.optionalDouble("windGust"),
            isDaylight: try fields.bool("isDaylight"))
    }
}

extension DayWeather {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            date: try fields.date("date"), lowTemperature: try fields.optionalDouble("lowTemperature"),
            highTemperature: try fields.optionalDouble("highTemperature"),
            condition: try WeatherCondition(cachedJSON: try fields.required("condition")),
            precipitationChance: try fields.optionalDouble("precipitationChance"), sunrise: try fields.optionalDate("sunrise"),
            sunset: try fields.optionalDate("sunset"), uvIndexMax: try fields.optionalDouble("uvIndexMax"),
            precipitationAmount: try fields.optionalDouble("precipitationAmount"),
            snowfallAmount: try fields.optionalDouble("snowfallAmount"), windSpeedMax: try fields.optionalDouble("windSpeedMax"),
            precipitationHours: try fields.optionalDouble("precipitationHours"), windGustMax: try fields.optionalDouble("windGustMax"),
            normalHigh: try fields.optionalDouble("normalHigh"), normalLow: try fields.optionalDouble("normalLow"),
            normalPrecipitation: try fields.optionalDouble("normalPrecipitation"))
    }
}

extension WeatherCondition {
    /// An unknown raw value is `.unknown`, as in `init(from:)`.
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        self = WeatherCondition(rawValue: try json.asString()) ?? .unknown
    }
}

extension WeatherAlert {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            id: try fields.string("id"), severity: AlertSeverity(parsing: try fields.string("severity")),
            urgency: AlertUrgency(parsing: try fields.string("urgency")), summary: try fields.string("summary"),
            region: try fields.optionalString("region"), detailsURL: try fields.url("detailsURL"), source: try fields.string("source"),
            effectiveDate: try fields.optionalDate("effectiveDate"), onsetDate: try fields.optionalDate("onsetDate"),
            expirationDate: try fields.optionalDate("expirationDate"), details: try fields.optionalString("details"),
            geometry: try fields.optional("geometry").map { json throws(JSONFieldError) in try AlertGeometry(cachedJSON: json) })
    }
}

extension AlertGeometry {
    /// Written before shapes were kept, an alert has no `geometry`; one that is not rings of
    /// numbers, or has no ring left, is an error as it is to `init(from:)`, and the bounds of
    /// `init(rings:)` hold.
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let pairs = try json.asArray { ring throws(JSONFieldError) in
            try ring.asArray { pair throws(JSONFieldError) in try pair.asArray { number throws(JSONFieldError) in try number.asDouble() } }
        }
        guard let geometry = AlertGeometry(pairs: pairs) else { throw JSONFieldError("a ring of three corners on the globe was expected") }
        self = geometry
    }
}

extension WeatherAttribution {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            serviceName: try fields.string("serviceName"), legalPageURL: try fields.url("legalPageURL"),
            legalText: try fields.optionalString("legalText"))
    }
}

extension HTTPValidators {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(entityTag: try fields.optionalString("entityTag"), lastModified: try fields.optionalString("lastModified"))
    }
}

extension SnapshotMetadata {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            provider: try fields.string("provider"), fetchDate: try fields.date("fetchDate"),
            expirationDate: try fields.date("expirationDate"), validators: try HTTPValidators(cachedJSON: try fields.required("validators")),
            forecastExpirationDate: try fields.optionalDate("forecastExpirationDate"))
    }
}

extension SourceFailure {
    /// Without `kind` (files written before it existed) the failure is an alert source's, as in `init(from:)`.
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        // A reason that cannot be read is left out, as `init(from:)` does with `try?`: the
        // English message still says what happened.
        let reason = fields.optional("reason").flatMap { try? WeatherServiceError(cachedJSON: $0) }
        self.init(
            source: try fields.string("source"), message: try fields.string("message"), reason: reason,
            lastReportDate: try fields.optionalDate("lastReportDate"),
            kind: try fields.optionalRawValue("kind", as: SourceFailure.Kind.self) ?? .alerts,
            unreadCount: try fields.optional("unreadCount").map { json throws(JSONFieldError) in try json.asInt() })
    }
}

extension WeatherServiceError {
    /// The shape Swift's synthesised Codable gives an enum with associated values: one member
    /// named after the case, holding its values by label (`_0` where there is none).
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        guard let members = json.object, members.count == 1, let (name, value) = members.first else {
            throw JSONFieldError("a failure reason is not an object of one case")
        }
        let fields = try value.asFields()
        switch name {
        case "offline": self = .offline(try fields.string("_0"))
        case "timedOut": self = .timedOut
        case "tls": self = .tls(try fields.string("_0"))
        case "httpStatus": self = .httpStatus(try fields.int("_0"), reason: try fields.optionalString("reason"))
        case "rateLimited": self = .rateLimited(until: try fields.date("until"))
        case "undecodable": self = .undecodable(try fields.string("_0"))
        case "unauthorized": self = .unauthorized(try fields.string("_0"))
        case "cancelled": self = .cancelled
        case "other": self = .other(try fields.string("_0"))
        default: throw JSONFieldError("\(name) is not a failure reason")
        }
    }
}

extension NextHourForecast {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        let minutes = try fields.array("minutes") { json throws(JSONFieldError) in try MinuteWeather(cachedJSON: json) }
        self.init(
            source: try fields.string("source"), isEstimated: try fields.bool("isEstimated"), minutes: [],
            expirationDate: try fields.optionalDate("expirationDate"),
            validators: try fields.optional("validators").map { json throws(JSONFieldError) in try HTTPValidators(cachedJSON: json) })
        // In the file's order, as `init(from:)` keeps them (the initialiser would sort them).
        self.minutes = minutes
    }
}

extension MinuteWeather {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        self.init(
            date: try fields.date("date"), precipitationIntensity: try fields.optionalDouble("precipitationIntensity"),
            precipitationChance: try fields.optionalDouble("precipitationChance"),
            kind: try fields.optionalRawValue("kind", as: PrecipitationKind.self))
    }
}

extension AirQuality {
    init(cachedJSON json: JSONValue) throws(JSONFieldError) {
        let fields = try json.asFields()
        let number = { (json: JSONValue) throws(JSONFieldError) in try json.asDouble() }
        self.init(
            date: try fields.date("date"), europeanIndex: try fields.optionalDouble("europeanIndex"),
            usIndex: try fields.optionalDouble("usIndex"),
            europeanSubIndices: try fields.dictionary("europeanSubIndices", keyedBy: AirPollutant.self, number),
            usSubIndices: try fields.dictionary("usSubIndices", keyedBy: AirPollutant.self, number),
            concentrations: try fields.dictionary("concentrations", keyedBy: AirPollutant.self, number),
            pollen: try fields.dictionary("pollen", keyedBy: PollenType.self, number))
    }
}
