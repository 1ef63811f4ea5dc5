import Foundation

/// The country of a position, worked out offline from the built-in outlines and the time zone,
/// so that a place saved as LAT,LON gets the alert source of its country without a request.
///
/// The order is what is most precise first: the place's time zone (the forecast service
/// resolved it from the exact position, and nearly every zone lies in one country), then the
/// coarse outlines (off by kilometres at borders and coasts), then the nearest outline within
/// `coastalReachKilometres` (a coastal town just outside a simplified coastline).
public enum CountryLocator {
    static let coastalReachKilometres = 25.0

    /// ISO 3166-1 alpha-2 code, upper case; nil at sea or where nothing is known.
    public static func countryCode(latitude: Double, longitude: Double, timeZoneIdentifier: String? = nil) -> String? {
        let table = CountryTable.shared
        if let zone = timeZoneIdentifier, let code = table.zoneCountries[zone] { return code }
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        // Smaller countries first, so an enclave (Lesotho, San Marino) wins over its surroundings.
        if let inside = table.countries.first(where: { $0.contains(point) }) { return inside.code }
        let nearest = table.countries
            .map { (code: $0.code, distance: $0.distanceKilometres(to: point)) }
            .min { $0.distance < $1.distance }
        guard let nearest, nearest.distance <= coastalReachKilometres else { return nil }
        return nearest.code
    }

    /// Every country's outline rings (coasts and land borders, about 1 km coarse): the base
    /// map a radar view draws under the rain.
    public static var outlines: [GeoPolygon] {
        CountryTable.shared.countries.flatMap(\.outline)
    }

    /// The languages spoken in a country (ISO 639-1 codes), most used first; empty when unknown.
    public static func languages(ofCountry code: String) -> [String] {
        CountryTable.shared.languages[code.uppercased()] ?? []
    }
}

extension Place {
    /// The country code the place was saved with, else the one its position and time zone
    /// give (places saved as LAT,LON before countries were derived have none stored).
    public var resolvedCountryCode: String? {
        if let stored = countryCode?.uppercased(), !stored.isEmpty { return stored }
        let zone = timeZoneIdentifier == "UTC" ? nil : timeZoneIdentifier
        return CountryLocator.countryCode(latitude: latitude, longitude: longitude, timeZoneIdentifier: zone)
    }
}

/// The parsed form of `CountryOutlineData`, built once on first use.
private struct CountryTable: Sendable {
    struct Country: Sendable {
        var code: String
        var outline: [GeoPolygon]
        var area: Double

        func contains(_ point: GeoPoint) -> Bool {
            outline.contains { $0.contains(point) }
        }

        /// Distance to the nearest outline vertex: the outlines' vertices are a few kilometres
        /// apart at most along coasts, which is as precise as the outlines themselves.
        func distanceKilometres(to point: GeoPoint) -> Double {
            outline.lazy.flatMap(\.points).map { $0.distanceKilometres(to: point) }.min() ?? .infinity
        }
    }

    var countries: [Country]
    var languages: [String: [String]]
    var zoneCountries: [String: String]

    static let shared = CountryTable(outlines: CountryOutlineData.text, zones: CountryOutlineData.zones)

    init(outlines: String, zones: String) {
        var countries: [Country] = []
        var languages: [String: [String]] = [:]
        for line in outlines.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let code = String(fields[0])
            languages[code] = fields[1].split(separator: ",").map(String.init)
            let outline = fields[2].split(separator: ";").compactMap { ring -> GeoPolygon? in
                let positions = ring.split(separator: " ").compactMap { pair -> [Double]? in
                    let parts = pair.split(separator: ",").compactMap { Double($0) }
                    return parts.count == 2 ? parts : nil
                }
                return GeoPolygon(geoJSONRing: positions)
            }
            guard !outline.isEmpty else { continue }
            countries.append(Country(code: code, outline: outline, area: outline.map(Self.area).reduce(0, +)))
        }
        self.countries = countries.sorted { $0.area < $1.area }
        self.languages = languages
        var zoneCountries: [String: String] = [:]
        for line in zones.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2 { zoneCountries[String(fields[0])] = String(fields[1]) }
        }
        self.zoneCountries = zoneCountries
    }

    /// Shoelace area in square degrees: only used to order countries by size.
    private static func area(_ ring: GeoPolygon) -> Double {
        var sum = 0.0
        var previous = ring.points[ring.points.count - 1]
        for current in ring.points {
            sum += previous.longitude * current.latitude - current.longitude * previous.latitude
            previous = current
        }
        return abs(sum) / 2
    }
}
