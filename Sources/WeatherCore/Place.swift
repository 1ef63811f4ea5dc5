import Foundation

/// A saved location. Coordinates are WGS 84 degrees; the time zone is an IANA identifier.
public struct Place: Codable, Sendable, Hashable {
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var timeZoneIdentifier: String
    /// ISO 3166-1 alpha-2, upper case, when known (decides which alert source covers the place).
    public var countryCode: String?
    /// First-level administrative area (state, region), when known.
    public var adminArea: String?
    /// Country name for display, when known.
    public var country: String?

    public init(
        name: String, latitude: Double, longitude: Double, timeZoneIdentifier: String,
        countryCode: String? = nil, adminArea: String? = nil, country: String? = nil
    ) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.timeZoneIdentifier = timeZoneIdentifier
        self.countryCode = countryCode
        self.adminArea = adminArea
        self.country = country
    }

    /// The place's time zone; an identifier this system does not know falls back to UTC
    /// rather than failing, because a wrong clock is better than no forecast.
    public var timeZone: TimeZone {
        TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(identifier: "UTC") ?? .current
    }

    /// Key used by caches: coordinates rounded to 4 decimals (about 11 m), which is also the
    /// precision providers such as NWS and MET Norway accept.
    public var coordinateKey: String {
        "\(Self.roundedCoordinate(latitude)),\(Self.roundedCoordinate(longitude))"
    }

    /// A coordinate rounded to at most 4 decimals, without trailing zeros.
    public static func roundedCoordinate(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        if text == "-0" { text = "0" }
        return text
    }
}
