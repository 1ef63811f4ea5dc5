import Foundation
import WeatherCore

/// `observation` in the `--json` document: what the nearest station last measured, in the
/// user's units like `current`, with the station, its distance and the report as sent.
struct ObservationJSON: Encodable {
    struct StationJSON: Encodable {
        /// The ICAO identifier, such as "EDDB".
        var id: String
        @JSONNullable var name: String?
        var latitude: Double
        var longitude: Double
    }

    var station: StationJSON
    /// From the place, in the distance unit.
    var distance: Double
    var date: String
    @JSONNullable var temperature: Double?
    @JSONNullable var dewPoint: Double?
    @JSONNullable var windSpeed: Double?
    /// Null when calm, variable or not reported.
    @JSONNullable var windDirection: Double?
    var windVariable: Bool
    @JSONNullable var windGust: Double?
    @JSONNullable var pressure: Double?
    @JSONNullable var visibility: Double?
    /// The visibility is the report's highest step ("10+" statute miles): at least that.
    var visibilityAtLeast: Bool
    /// The report's own weather code, such as "-RA BR".
    @JSONNullable var presentWeather: String?
    /// `presentWeather` as one of the conditions `current` uses ("rain" for "-RA BR"); null
    /// when it names none.
    @JSONNullable var condition: String?
    /// The METAR as the station sent it.
    @JSONNullable var raw: String?

    /// Nil when `observation` is no longer current at `now`: a snapshot printed from the cache
    /// hours later must not pass its report off as what is measured now.
    init?(
        _ observation: StationObservation?, place: Place, units: MeasurementUnits, now: Date, date: (Date) -> String
    ) {
        guard let observation = observation.flatMap({ StationObservation.nearest([$0], to: place, at: now) }) else { return nil }
        func degrees(_ value: Double?) -> Double? { value.map { SnapshotJSON.round(units.temperature(fromCelsius: $0)) } }
        func speed(_ value: Double?) -> Double? { value.map { SnapshotJSON.round(units.windSpeed(fromKilometresPerHour: $0)) } }
        station = StationJSON(
            id: observation.stationIdentifier, name: observation.stationName,
            latitude: observation.latitude, longitude: observation.longitude)
        distance = SnapshotJSON.round(units.distance(fromMetres: observation.distanceKilometres(from: place) * 1000))
        self.date = date(observation.date)
        temperature = degrees(observation.temperature)
        dewPoint = degrees(observation.dewPoint)
        windSpeed = speed(observation.windSpeed)
        windDirection = observation.windDirection
        windVariable = observation.isWindVariable
        windGust = speed(observation.windGust)
        pressure = observation.pressure.map { SnapshotJSON.round(units.pressure(fromHectopascals: $0), places: 2) }
        visibility = observation.visibility.map { SnapshotJSON.round(units.distance(fromMetres: $0), places: 1) }
        visibilityAtLeast = observation.isVisibilityAtLeast
        presentWeather = observation.presentWeather
        condition = observation.presentCondition?.rawValue
        raw = observation.rawReport
    }
}
