import Foundation

/// What a reporting station (an airport's METAR) measured at one time: values in the units the
/// other domain types store (°C, km/h, hPa, metres). A value the report did not have, or had in
/// a form that cannot be read with certainty, is missing, never a guess.
public struct StationObservation: Codable, Sendable, Hashable {
    /// The station's identifier, such as "EDDB".
    public var stationIdentifier: String
    /// Its name as the service writes it ("Berlin/Brandenburg Arpt, BB, DE"); nil when none came.
    public var stationName: String?
    public var latitude: Double
    public var longitude: Double
    /// When the station measured.
    public var date: Date
    /// °C.
    public var temperature: Double?
    /// °C.
    public var dewPoint: Double?
    /// Sustained wind, km/h.
    public var windSpeed: Double?
    /// Direction the wind blows from, degrees clockwise from north; nil when calm, variable or not reported.
    public var windDirection: Double?
    /// Whether the station reported the direction as variable ("VRB").
    public var isWindVariable: Bool
    /// km/h.
    public var windGust: Double?
    /// Sea-level pressure where the station reports it, else its altimeter setting (QNH), hPa.
    public var pressure: Double?
    /// Metres.
    public var visibility: Double?
    /// Whether `visibility` is the report's highest step ("10+" statute miles): at least that far.
    public var isVisibilityAtLeast: Bool
    /// Present weather in the report's own code ("-RA BR"); nil when nothing is going on or not reported.
    public var presentWeather: String?
    /// The report as the station sent it.
    public var rawReport: String?

    public init(
        stationIdentifier: String, stationName: String?, latitude: Double, longitude: Double, date: Date,
        temperature: Double? = nil, dewPoint: Double? = nil, windSpeed: Double? = nil, windDirection: Double? = nil,
        isWindVariable: Bool = false, windGust: Double? = nil, pressure: Double? = nil, visibility: Double? = nil,
        isVisibilityAtLeast: Bool = false, presentWeather: String? = nil, rawReport: String? = nil
    ) {
        self.stationIdentifier = stationIdentifier
        self.stationName = stationName
        self.latitude = latitude
        self.longitude = longitude
        self.date = date
        self.temperature = temperature
        self.dewPoint = dewPoint
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.isWindVariable = isWindVariable
        self.windGust = windGust
        self.pressure = pressure
        self.visibility = visibility
        self.isVisibilityAtLeast = isVisibilityAtLeast
        self.presentWeather = presentWeather
        self.rawReport = rawReport
    }

    /// The station's position.
    public var point: GeoPoint { GeoPoint(latitude: latitude, longitude: longitude) }

    /// How far the station is from `place`, km. Worked out from both positions, never stored,
    /// so a record kept for one place cannot carry another place's distance.
    public func distanceKilometres(from place: Place) -> Double {
        place.point.distanceKilometres(to: point)
    }
}
