import WeatherCore

/// Where Open-Meteo's `minutely_15` values come from 15-minute model output. Its documentation
/// says 15-minutely data are native only in Central Europe and North America and that other
/// regions get hourly data interpolated to quarter hours; there the minute forecast is marked
/// estimated.
///
/// The boxes are the model domains as published (DWD ICON-D2; NOAA HRRR CONUS, whose
/// projected grid is drawn here as its enclosing latitude/longitude box) and are not checked
/// against the live service: if Open-Meteo adds a region, this table is the one place to change.
enum OpenMeteoNativeMinutelyRegions {
    struct Region: Sendable {
        let name: String
        let latitudes: ClosedRange<Double>
        let longitudes: ClosedRange<Double>
    }

    static let regions = [
        Region(name: "Central Europe (ICON-D2)", latitudes: 43.18...58.08, longitudes: -3.94...20.34),
        Region(name: "North America (HRRR)", latitudes: 21.14...52.62, longitudes: -134.10...(-60.92)),
    ]

    /// Whether quarter-hour values at this position come from a 15-minute model.
    static func contains(latitude: Double, longitude: Double) -> Bool {
        regions.contains { $0.latitudes.contains(latitude) && $0.longitudes.contains(longitude) }
    }
}
