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
    public var fullDescription: String {
        var parts = [name]
        if let adminArea, adminArea != name { parts.append(adminArea) }
        if let country { parts.append(country) } else if let countryCode { parts.append(countryCode) }
        return parts.joined(separator: ", ")
    }

    public var coordinateDescription: String {
        "\(Place.roundedCoordinate(latitude)), \(Place.roundedCoordinate(longitude))"
    }
}

extension Place {
    /// This place with what a forecast for it tells, when it was saved as LAT,LON without
    /// that forecast (no network: UTC, and no country but the outlines'): its time zone, and
    /// the country that zone lies in. nil when there is nothing to fill in.
    public func completed(by snapshot: Snapshot) -> Place? {
        let zone = snapshot.place.timeZoneIdentifier
        guard timeZoneIdentifier == "UTC", snapshot.place.coordinateKey == coordinateKey, zone != "UTC",
              TimeZone(identifier: zone) != nil
        else { return nil }
        var place = self
        place.timeZoneIdentifier = zone
        place.countryCode = CountryLocator.countryCode(latitude: latitude, longitude: longitude, timeZoneIdentifier: zone) ?? countryCode
        return place
    }
}

extension SavedPlaces {
    /// Puts `completed` (from `Place.completed(by:)`) in place of the saved place at its
    /// position, if that one still lacks its time zone. True when something changed.
    @discardableResult
    public mutating func complete(_ completed: Place) -> Bool {
        guard let index = places.firstIndex(where: { $0.coordinateKey == completed.coordinateKey }),
              places[index].timeZoneIdentifier == "UTC", places[index] != completed
        else { return false }
        places[index] = completed
        return true
    }
}
