import Foundation

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
