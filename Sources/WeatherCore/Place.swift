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
    /// The names of the administrative areas that contain the place (the geocoder's admin1 to
    /// admin4: province, district, municipality), in English and in the country's own language.
    /// Alert sources whose warnings name their areas instead of drawing them match these.
    /// Nil for places saved before they were stored, or saved as LAT,LON.
    public var administrativeAreas: [String]?
    /// Whose data the name and areas came from, when its licence asks to be credited wherever
    /// they are shown (OpenStreetMap's ODbL, for a position named by Nominatim); nil for names
    /// the user typed or the forecast service's geocoder gave, whose credit is the forecast's.
    public var nameAttribution: WeatherAttribution?

    public init(
        name: String, latitude: Double, longitude: Double, timeZoneIdentifier: String,
        countryCode: String? = nil, adminArea: String? = nil, country: String? = nil,
        administrativeAreas: [String]? = nil, nameAttribution: WeatherAttribution? = nil
    ) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.timeZoneIdentifier = timeZoneIdentifier
        self.countryCode = countryCode
        self.adminArea = adminArea
        self.country = country
        self.administrativeAreas = administrativeAreas
        self.nameAttribution = nameAttribution
    }

    /// The place's time zone; an identifier this system does not know falls back to UTC
    /// rather than failing, because a wrong clock is better than no forecast.
    public var timeZone: TimeZone {
        TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(identifier: "UTC") ?? .current
    }

    /// Latitudes a place can have, in degrees.
    public static let latitudes: ClosedRange<Double> = -90...90
    /// Longitudes a place can have, in degrees.
    public static let longitudes: ClosedRange<Double> = -180...180

    /// What makes this place unusable, for the end of a sentence ("has latitude 95, outside
    /// ±90"), or nil when its position and time zone are ones the forecast can use.
    public var problem: String? {
        problem(checkingZone: true)
    }

    /// `problem`, with the time zone left unchecked where the caller has found it already (a
    /// file of many places checks each zone once: looking one up costs as much as reading the
    /// place).
    public func problem(checkingZone: Bool) -> String? {
        if !Self.latitudes.contains(latitude) {
            return "has latitude \(Self.degrees(latitude)), outside ±90"
        }
        if !Self.longitudes.contains(longitude) {
            return "has longitude \(Self.degrees(longitude)), outside ±180"
        }
        if checkingZone, TimeZone(identifier: timeZoneIdentifier) == nil {
            return "has time zone \"\(timeZoneIdentifier)\", which does not exist"
        }
        return nil
    }

    /// 95 rather than 95.0; fractions as they are, so 90.00001 is not rounded into range.
    private static func degrees(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// Key used by caches: coordinates rounded to 4 decimals (about 11 m), which is also the
    /// precision providers such as NWS and MET Norway accept.
    public var coordinateKey: String {
        // Written as bytes into one buffer: a key is made at each look-up of a place's state,
        // and with 50 places, joining two strings for each was 2 % of a `--print`.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        Self.appendRounded(latitude, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        Self.appendRounded(longitude, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A coordinate rounded to at most 4 decimals, without trailing zeros: "52.5244", "-0.5",
    /// "180"; never "-0".
    public static func roundedCoordinate(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendRounded(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `roundedCoordinate`'s text, written from the whole number of ten-thousandths (trimming
    /// a printed "%.4f" was a tenth of a `--print` with 50 places).
    private static func appendRounded(_ value: Double, to bytes: inout [UInt8]) {
        let scaled = (value * 10_000).rounded()
        guard scaled.isFinite, scaled.magnitude < 1e15 else {
            var text = DecimalText.fixed(value, places: 4)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            bytes.append(contentsOf: text.utf8)
            return
        }
        let units = Int(scaled)
        guard units != 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if units < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: units.magnitude / 10_000, to: &bytes)
        var fraction = units.magnitude % 10_000
        guard fraction != 0 else { return }
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        // The fraction's digits with the zeros before them: 0.05 is 5 in two digits.
        var place: UInt = 1
        for _ in 1..<digits { place *= 10 }
        while place > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / place % 10))
            place /= 10
        }
    }

    private static func appendDigits(of number: UInt, to bytes: inout [UInt8]) {
        if number >= 10 { appendDigits(of: number / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}
