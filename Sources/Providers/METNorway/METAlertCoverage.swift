import WeatherCore

/// Where MetAlerts issues warnings: Norway (with its waters) and Svalbard.
enum METAlertCoverage {
    static let countryCodes: Set<String> = ["NO", "SJ"]

    /// Rough boxes (south, north, west, east) for positions no country claims (Norwegian waters,
    /// where the coarse outlines end): mainland Norway with its coast, and Svalbard.
    private static let boxes: [(south: Double, north: Double, west: Double, east: Double)] = [
        (57.8, 71.3, 4.0, 31.2),
        (74.0, 81.0, 10.0, 35.0),
    ]

    static func covers(_ place: Place) -> Bool {
        if let code = place.resolvedCountryCode { return countryCodes.contains(code) }
        return boxes.contains { box in
            (box.south...box.north).contains(place.latitude) && (box.west...box.east).contains(place.longitude)
        }
    }
}
