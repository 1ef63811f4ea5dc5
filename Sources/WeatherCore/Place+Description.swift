import Foundation

/// How a place is named and described in sentences, on the command line and on the dashboard.
extension Place {
    /// A place typed as coordinates. Its time zone is unknown until the first forecast, which
    /// is asked for with timezone=auto and carries it.
    public static func fromCoordinates(latitude: Double, longitude: Double, name: String?) -> Place {
        Place(
            name: name ?? "\(Place.roundedCoordinate(latitude)), \(Place.roundedCoordinate(longitude))",
            latitude: latitude, longitude: longitude, timeZoneIdentifier: "UTC")
    }

    /// "Berlin, Berlin, Germany" style description with region and country when known.
    /// Each part made safe before they are joined: an escape sequence left open in the name
    /// would otherwise take the region and the country with it.
    public var fullDescription: String {
        var parts = [name]
        if let adminArea, adminArea != name { parts.append(adminArea) }
        if let country { parts.append(country) } else if let countryCode { parts.append(countryCode) }
        return parts.map { TerminalText.sanitized($0) }.joined(separator: ", ")
    }

    public var coordinateDescription: String {
        "\(Place.roundedCoordinate(latitude)), \(Place.roundedCoordinate(longitude))"
    }
}
