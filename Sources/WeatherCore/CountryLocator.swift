import Foundation
import Synchronization

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
        if let zone = timeZoneIdentifier, let code = ZoneCountries.shared[zone] { return code }
        let point = GeoPoint(latitude: latitude, longitude: longitude)
        if let known = located.withLock({ $0[point] }) { return known }
        let code = outlineCountryCode(at: point)
        located.withLock { located in
            if located.count >= maximumLocated { located.removeAll() }
            located[point] = code
        }
        return code
    }

    /// Positions the outlines were searched for, with what they gave (nil at sea included):
    /// every alert service asks a place's country at each fetch, and a position outside every
    /// outline costs a search of all 10,000 vertices (100M instructions a fetch, for a place
    /// at sea or one saved as LAT,LON before its time zone is known).
    private static let located = Mutex<[GeoPoint: String?]>([:])
    /// More positions than anyone saves places: past it the answers are forgotten, not kept
    /// without end.
    private static let maximumLocated = 256

    private static func outlineCountryCode(at point: GeoPoint) -> String? {
        let table = CountryTable.shared
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

/// Each time zone's country, from `CountryOutlineData.zones`: built on its own, so that a
/// place's country from its time zone does not wait for the outlines to be read.
private enum ZoneCountries {
    static let shared: [String: String] = {
        var zoneCountries: [String: String] = [:]
        for line in CountryOutlineData.zones.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "))
            if fields.count == 2 { zoneCountries[String(decoding: fields[0], as: UTF8.self)] = String(decoding: fields[1], as: UTF8.self) }
        }
        return zoneCountries
    }()
}

/// The parsed form of `CountryOutlineData.text`, built once on first use: where neither a
/// place's stored country nor its time zone names one, for a country's languages (the place
/// search), and for the radar's base map.
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

    static let shared = CountryTable(outlines: CountryOutlineData.text)

    /// `outlines` is lines of `CC|languages|ring;ring`, each ring `lon,lat lon,lat …`. Read as
    /// bytes: splitting the 133 kB as `String`s, by characters, cost 315M instructions, a
    /// tenth of a second, at the dashboard's first request.
    init(outlines: String) {
        var countries: [Country] = []
        var languages: [String: [String]] = [:]
        var text = outlines
        text.withUTF8 { bytes in
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                let fields = line.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
                guard fields.count == 3 else { continue }
                let code = String(decoding: fields[0], as: UTF8.self)
                languages[code] = fields[1].split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) }
                let outline = Self.rings(in: UnsafeBufferPointer(rebasing: fields[2]))
                guard !outline.isEmpty else { continue }
                countries.append(Country(code: code, outline: outline, area: outline.map(Self.area).reduce(0, +)))
            }
        }
        self.countries = countries.sorted { $0.area < $1.area }
        self.languages = languages
    }

    /// The rings of `ring;ring`, each `lon,lat lon,lat …`; a ring with a pair that does not
    /// read as two numbers on the globe is left out.
    private static func rings(in bytes: UnsafeBufferPointer<UInt8>) -> [GeoPolygon] {
        var rings: [GeoPolygon] = []
        var points: [GeoPoint] = []
        var isReadable = true
        var position = 0
        while position < bytes.count {
            if let longitude = DecimalDigits.plainDecimal(in: bytes, at: &position),
               position < bytes.count, bytes[position] == UInt8(ascii: ",") {
                position += 1
                if let latitude = DecimalDigits.plainDecimal(in: bytes, at: &position) {
                    points.append(GeoPoint(latitude: latitude, longitude: longitude))
                } else {
                    isReadable = false
                }
            } else {
                isReadable = false
            }
            // On to the next pair, or the end of the ring.
            while position < bytes.count, bytes[position] != UInt8(ascii: " "), bytes[position] != UInt8(ascii: ";") {
                isReadable = false
                position += 1
            }
            if position == bytes.count || bytes[position] == UInt8(ascii: ";") {
                if isReadable, let ring = GeoPolygon(ring: points) { rings.append(ring) }
                points.removeAll(keepingCapacity: true)
                isReadable = true
            }
            position += 1
        }
        // A ring the text ends in without a `;` (after a trailing space, say).
        if isReadable, !points.isEmpty, let ring = GeoPolygon(ring: points) { rings.append(ring) }
        return rings
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
