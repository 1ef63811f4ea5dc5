import Dashboard
import Foundation
import Providers
import WeatherCore

/// The `--json` document: the snapshot in the user's units, dates as ISO 8601 with the place's
/// UTC offset, percentages as 0–100. Field names follow WeatherKit's.
struct SnapshotJSON: Encodable {
    struct PlaceJSON: Encodable {
        var name: String
        var latitude: Double
        var longitude: Double
        var timeZone: String
        @JSONNullable var countryCode: String?
        @JSONNullable var adminArea: String?
    }

    struct CurrentJSON: Encodable {
        var date: String
        @JSONNullable var temperature: Double?
        @JSONNullable var apparentTemperature: Double?
        var condition: String
        @JSONNullable var humidity: Double?
        @JSONNullable var windSpeed: Double?
        @JSONNullable var windDirection: Double?
        @JSONNullable var windGust: Double?
        @JSONNullable var uvIndex: Int?
        @JSONNullable var pressure: Double?
        @JSONNullable var visibility: Double?
        var isDaylight: Bool
    }

    struct HourJSON: Encodable {
        var date: String
        @JSONNullable var temperature: Double?
        @JSONNullable var apparentTemperature: Double?
        var condition: String
        @JSONNullable var precipitationChance: Double?
        @JSONNullable var precipitationAmount: Double?
        @JSONNullable var snowfallAmount: Double?
        @JSONNullable var windSpeed: Double?
        @JSONNullable var windDirection: Double?
        @JSONNullable var windGust: Double?
        /// The ensemble's percentiles for the hour; null without an ensemble band for it.
        @JSONNullable var ensemble: EnsembleHourJSON?
    }

    /// The members' 10th, 50th and 90th percentile of temperature, 10th and 90th of the amount,
    /// and the share of members with at least 0.1 mm (a percentage), each null where unknown.
    struct EnsembleHourJSON: Encodable {
        @JSONNullable var temperatureP10: Double?
        @JSONNullable var temperatureP50: Double?
        @JSONNullable var temperatureP90: Double?
        @JSONNullable var precipitationP10: Double?
        @JSONNullable var precipitationP90: Double?
        @JSONNullable var wetShare: Double?
    }

    /// The members' 10th and 90th percentile of the day's high, low and total, the spread shown
    /// as "±N°" and whether it is called uncertain.
    struct EnsembleDayJSON: Encodable {
        @JSONNullable var highP10: Double?
        @JSONNullable var highP90: Double?
        @JSONNullable var lowP10: Double?
        @JSONNullable var lowP90: Double?
        @JSONNullable var spread: Double?
        var uncertain: Bool
        @JSONNullable var precipitationP10: Double?
        @JSONNullable var precipitationP90: Double?
        @JSONNullable var wetShare: Double?
    }

    struct DayJSON: Encodable {
        var date: String
        @JSONNullable var lowTemperature: Double?
        @JSONNullable var highTemperature: Double?
        var condition: String
        @JSONNullable var precipitationChance: Double?
        @JSONNullable var sunrise: String?
        @JSONNullable var sunset: String?
        @JSONNullable var uvIndexMax: Double?
        @JSONNullable var precipitationAmount: Double?
        @JSONNullable var snowfallAmount: Double?
        @JSONNullable var windSpeedMax: Double?
        @JSONNullable var windGustMax: Double?
        @JSONNullable var precipitationHours: Double?
        /// The calendar day's normals (the mean of the last 10 years); null when unknown.
        @JSONNullable var normalHigh: Double?
        @JSONNullable var normalLow: Double?
        @JSONNullable var normalPrecipitation: Double?
        /// The ensemble's ranges for the day; null without a band for the whole day.
        @JSONNullable var ensemble: EnsembleDayJSON?
    }

    struct NextHourJSON: Encodable {
        struct MinuteJSON: Encodable {
            var date: String
            /// In the precipitation unit per hour (mm/h, in/h).
            @JSONNullable var precipitationIntensity: Double?
            @JSONNullable var precipitationChance: Double?
        }

        /// The sentence the current card shows, told at the time of printing.
        var summary: String
        var source: String
        var estimated: Bool
        var minutes: [MinuteJSON]
    }

    /// The air on the index the user's locale (or config.json's `airQualityIndex`) expects.
    struct AirQualityJSON: Encodable {
        var index: Int
        /// "us" or "european": the chosen one, or the other when the service has only that.
        var scale: String
        /// In the index's own words: "good", "unhealthy for sensitive groups".
        var category: String
        /// "pm25", "pm10", "ozone" or "nitrogenDioxide"; null when the service gave no parts.
        @JSONNullable var dominantPollutant: String?
        /// Grains per m³ at the day's peak, only for the pollen types in the air.
        var pollen: [String: Double]
        var date: String
    }

    struct AlertJSON: Encodable {
        var id: String
        var severity: String
        var urgency: String
        var summary: String
        @JSONNullable var region: String?
        var detailsURL: String
        var source: String
        @JSONNullable var effectiveDate: String?
        @JSONNullable var onsetDate: String?
        @JSONNullable var expirationDate: String?
        /// The source's full text, where it sends one.
        @JSONNullable var details: String?
    }

    struct AttributionJSON: Encodable {
        var serviceName: String
        var legalPageURL: String
        @JSONNullable var legalText: String?
    }

    struct SourceFailureJSON: Encodable {
        var source: String
        var message: String
        /// When the data still listed from the source arrived; null when none is.
        @JSONNullable var lastReportDate: String?
    }

    struct UnplacedAlertsJSON: Encodable {
        var source: String
        var count: Int
        var countryCode: String
        var detailsURL: String
    }

    struct MetadataJSON: Encodable {
        var provider: String
        var fetchDate: String
        var expirationDate: String
        /// Expired, or its conditions are not current by their own time.
        var stale: Bool
        /// Seconds from the current conditions' own time to the time of printing (negative
        /// where they are dated ahead): how old the data is, whenever it was fetched.
        var ageSeconds: Int
    }

    struct UnitsJSON: Encodable {
        var system: String
        var temperature: String
        var windSpeed: String
        var pressure: String
        var visibility: String
        var humidity = "%"
        var precipitationChance = "%"
        var precipitation: String
        var precipitationIntensity: String
        var snowfall: String
    }

    var place: PlaceJSON
    var current: CurrentJSON
    var hourly: [HourJSON]
    /// Up to 24 hours before the current one, oldest first, where the provider has them
    /// (Open-Meteo): apart from `hourly`, so `hourly[0]` stays the current hour; `ensemble` is
    /// always null in them.
    var pastHours: [HourJSON]
    /// null where no source has a minute forecast for the place.
    @JSONNullable var nextHour: NextHourJSON?
    var daily: [DayJSON]
    /// Up to 7 days before today, oldest first, where the provider has them (Open-Meteo): apart
    /// from `daily`, so `daily[0]` stays today; `ensemble` is always null in them.
    var pastDays: [DayJSON]
    var alerts: [AlertJSON]
    /// "available" (a source covers the place and was read), "unavailable" (a source covers it
    /// but could not be read: the alerts are its last good ones), or "none" (nobody covers it).
    var alertSource: String
    /// The official services asked for this place ("MeteoAlarm", "NWS").
    var alertSources: [String]
    /// Warnings in force in a source's country feed that could not be matched to the place.
    var unplacedAlerts: [UnplacedAlertsJSON]
    var attribution: AttributionJSON
    var attributions: [AttributionJSON]
    var metadata: MetadataJSON
    /// Sources that failed while the others worked, each with one sentence.
    var sourceFailures: [SourceFailureJSON]
    var units: UnitsJSON
    /// Null where the service has no data for the place.
    @JSONNullable var airQuality: AirQualityJSON?
    /// The nearest station's latest report; null where none is within 30 km and two hours.
    @JSONNullable var observation: ObservationJSON?
    /// The sun and moon today at the place, computed locally.
    var astronomy: AstronomyJSON
    /// "What is changing" in the next two days: one or two sentences, "No big changes", or
    /// none when the forecast does not reach tomorrow.
    var changes: [String]

    /// - Parameters: clock, now: tell the next-hour summary in the place's zone at the time of printing.
    init(
        snapshot printed: Snapshot, units: MeasurementUnits, isStale: Bool, clock: LocalClock, now: Date,
        airQualityScale: AirQualityScale = .european
    ) {
        // Days before today and hours already over are not the forecast any more.
        let snapshot = printed.upcoming(at: now)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = snapshot.place.timeZone
        formatter.formatOptions = [.withInternetDateTime]
        func date(_ value: Date) -> String { formatter.string(from: value) }
        func temperature(_ value: Double?) -> Double? { value.map { Self.round(units.temperature(fromCelsius: $0)) } }
        func speed(_ value: Double?) -> Double? { value.map { Self.round(units.windSpeed(fromKilometresPerHour: $0)) } }
        func percent(_ value: Double?) -> Double? { value.map { Self.round($0 * 100) } }
        func rain(_ value: Double?) -> Double? { value.map { Self.round(units.precipitation(fromMillimetres: $0), places: 2) } }
        func snow(_ value: Double?) -> Double? { value.map { Self.round(units.snowfall(fromCentimetres: $0), places: 1) } }
        // A difference converts without the scale's offset: ±2 °C is ±3.6 °F.
        func difference(_ value: Double?) -> Double? {
            value.map { Self.round(units.temperature(fromCelsius: $0) - units.temperature(fromCelsius: 0)) }
        }

        let attributions = snapshot.credits.map {
            AttributionJSON(serviceName: $0.serviceName, legalPageURL: $0.legalPageURL.absoluteString, legalText: $0.legalText)
        }
        place = PlaceJSON(
            name: snapshot.place.name, latitude: snapshot.place.latitude, longitude: snapshot.place.longitude,
            timeZone: snapshot.place.timeZoneIdentifier, countryCode: snapshot.place.countryCode,
            adminArea: snapshot.place.adminArea)
        let conditions = snapshot.current
        current = CurrentJSON(
            date: date(conditions.date), temperature: temperature(conditions.temperature),
            apparentTemperature: temperature(conditions.apparentTemperature), condition: conditions.condition.rawValue,
            humidity: percent(conditions.humidity), windSpeed: speed(conditions.windSpeed), windDirection: conditions.windDirection,
            windGust: speed(conditions.windGust), uvIndex: conditions.uvIndex,
            pressure: conditions.pressure.map { Self.round(units.pressure(fromHectopascals: $0), places: 2) },
            visibility: conditions.visibility.map { Self.round(units.distance(fromMetres: $0), places: 1) },
            isDaylight: conditions.isDaylight)
        func hour(_ hour: HourWeather) -> HourJSON {
            HourJSON(date: date(hour.date), temperature: temperature(hour.temperature),
                     apparentTemperature: temperature(hour.apparentTemperature), condition: hour.condition.rawValue,
                     precipitationChance: percent(hour.precipitationChance),
                     precipitationAmount: rain(hour.precipitationAmount), snowfallAmount: snow(hour.snowfallAmount),
                     windSpeed: speed(hour.windSpeed), windDirection: hour.windDirection, windGust: speed(hour.windGust),
                     ensemble: nil)
        }
        hourly = snapshot.hourly.map {
            var json = hour($0)
            json.ensemble = snapshot.ensemble?.hour(at: $0.date).map { band in
                EnsembleHourJSON(
                    temperatureP10: temperature(band.temperature?.low), temperatureP50: temperature(band.temperature?.median),
                    temperatureP90: temperature(band.temperature?.high), precipitationP10: rain(band.precipitation?.low),
                    precipitationP90: rain(band.precipitation?.high), wetShare: percent(band.wetShare))
            }
            return json
        }
        // What the hours were, never with a band: the ensemble is a forecast.
        pastHours = snapshot.pastHours.map(hour)
        nextHour = snapshot.nextHour.map { forecast in
            NextHourJSON(
                // --json keeps its English sentences, stable for scripts, whatever the user's language.
                summary: NextHourSentence.text(for: forecast, now: now, clock: clock, words: .english) ?? "",
                source: forecast.source, estimated: forecast.isEstimated,
                minutes: forecast.minutes.map {
                    NextHourJSON.MinuteJSON(
                        date: date($0.date), precipitationIntensity: rain($0.precipitationIntensity),
                        precipitationChance: percent($0.precipitationChance))
                })
        }
        func day(_ day: DayWeather) -> DayJSON {
            DayJSON(date: date(day.date), lowTemperature: temperature(day.lowTemperature),
                    highTemperature: temperature(day.highTemperature), condition: day.condition.rawValue,
                    precipitationChance: percent(day.precipitationChance), sunrise: day.sunrise.map(date),
                    sunset: day.sunset.map(date), uvIndexMax: day.uvIndexMax,
                    precipitationAmount: rain(day.precipitationAmount), snowfallAmount: snow(day.snowfallAmount),
                    windSpeedMax: speed(day.windSpeedMax), windGustMax: speed(day.windGustMax),
                    precipitationHours: day.precipitationHours,
                    normalHigh: temperature(day.normalHigh), normalLow: temperature(day.normalLow),
                    normalPrecipitation: rain(day.normalPrecipitation), ensemble: nil)
        }
        daily = snapshot.daily.map {
            var json = day($0)
            json.ensemble = snapshot.ensemble?.day(on: $0.date, in: snapshot.place.timeZone).map { band in
                EnsembleDayJSON(
                    highP10: temperature(band.high?.low), highP90: temperature(band.high?.high),
                    lowP10: temperature(band.low?.low), lowP90: temperature(band.low?.high), spread: difference(band.spread),
                    uncertain: band.isUncertain, precipitationP10: rain(band.precipitation?.low),
                    precipitationP90: rain(band.precipitation?.high), wetShare: percent(band.wetShare))
            }
            return json
        }
        // What the days were, never with a band: the ensemble is a forecast.
        pastDays = snapshot.pastDays.map(day)
        airQuality = snapshot.airQuality.flatMap { air in
            guard let reading = air.reading(preferring: airQualityScale) else { return nil }
            return AirQualityJSON(
                index: reading.index, scale: reading.scale.rawValue, category: reading.category.words,
                dominantPollutant: reading.dominantPollutant?.rawValue,
                pollen: Dictionary(uniqueKeysWithValues: air.pollen.map { ($0.key.rawValue, Self.round($0.value)) }),
                date: date(air.date))
        }
        observation = ObservationJSON(snapshot.observation, place: snapshot.place, units: units, now: now, date: date)
        alerts = snapshot.alerts.rankedBySeverity().map {
            AlertJSON(id: $0.id, severity: $0.severity.rawValue, urgency: $0.urgency.rawValue, summary: $0.summary,
                      region: $0.region, detailsURL: $0.detailsURL.absoluteString, source: $0.source,
                      effectiveDate: $0.effectiveDate.map(date), onsetDate: $0.onsetDate.map(date),
                      expirationDate: $0.expirationDate.map(date), details: $0.details)
        }
        switch snapshot.alertAvailability {
        case .noSource: alertSource = "none"
        case .available:
            // Only an alert source's failure makes the alerts unavailable, not a context part's.
            let alertFailures = snapshot.sourceFailures.filter { $0.kind == .alerts }
            alertSource = alertFailures.isEmpty ? "available" : "unavailable"
        }
        alertSources = snapshot.alertSourceNames
        unplacedAlerts = snapshot.unplacedAlerts.map {
            UnplacedAlertsJSON(source: $0.source, count: $0.count, countryCode: $0.countryCode, detailsURL: $0.detailsURL.absoluteString)
        }
        self.attribution = attributions.first ?? AttributionJSON(serviceName: "", legalPageURL: "", legalText: nil)
        self.attributions = attributions
        metadata = MetadataJSON(
            provider: snapshot.metadata.provider, fetchDate: date(snapshot.metadata.fetchDate),
            expirationDate: date(snapshot.metadata.expirationDate),
            stale: isStale, ageSeconds: Int(snapshot.age(at: now).rounded(.down)))
        sourceFailures = snapshot.sourceFailures.map {
            SourceFailureJSON(source: $0.source, message: $0.message, lastReportDate: $0.lastReportDate.map(date))
        }
        self.units = UnitsJSON(
            system: units.system.rawValue, temperature: units.temperatureSymbol, windSpeed: units.windSpeedSymbol,
            pressure: units.pressureSymbol, visibility: units.distanceSymbol,
            precipitation: units.precipitationSymbol, precipitationIntensity: units.precipitationSymbol + "/h",
            snowfall: units.snowfallSymbol)
        astronomy = AstronomyJSON(Astronomy(place: snapshot.place, at: now), date: date)
        changes = ForecastChangeSentences.sentences(for: snapshot, now: now, units: units, clock: clock, words: .english)
    }

    static func round(_ value: Double, places: Int = 1) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return TerminalSafeJSON.escaped(try encoder.encode(self))
    }
}

/// Encodes a missing value as `null` rather than leaving the key out, so scripts can rely on
/// every documented field being present.
@propertyWrapper
struct JSONNullable<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}
