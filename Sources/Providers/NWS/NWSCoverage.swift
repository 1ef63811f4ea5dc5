import WeatherCore

/// Where the National Weather Service issues forecasts and alerts: the United States and the
/// territories its offices serve.
enum NWSCoverage {
    static let countryCodes: Set<String> = ["US", "PR", "VI", "GU", "AS", "MP", "UM"]

    /// Rough boxes (south, north, west, east) for positions no country claims (offshore, where
    /// the coarse outlines end): contiguous US, Alaska, Hawaii, Puerto Rico.
    private static let boxes: [(south: Double, north: Double, west: Double, east: Double)] = [
        (24.4, 49.4, -125.0, -66.9),
        (51.2, 71.5, -180.0, -129.9),
        (18.9, 22.3, -160.3, -154.8),
        (17.8, 18.6, -67.3, -65.2),
    ]

    static func covers(_ place: Place) -> Bool {
        if let code = place.resolvedCountryCode { return countryCodes.contains(code) }
        return boxes.contains { box in
            (box.south...box.north).contains(place.latitude) && (box.west...box.east).contains(place.longitude)
        }
    }
}
