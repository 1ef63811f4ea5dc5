import Foundation

extension StationObservation {
    /// How far a dew point may lie above the temperature before one of the two is wrong: air
    /// holds no more than saturation, and reports round both to whole degrees.
    static let dewPointExcess = 1.0

    /// The observation with every value no weather can have treated as missing; nil when what
    /// makes it an observation at all (station, position, time) is unusable. Applied where a
    /// report is decoded and to every record read back from its file.
    public func rangeChecked() -> StationObservation? {
        guard !stationIdentifier.isEmpty,
              Place.latitudes.contains(latitude), Place.longitudes.contains(longitude),
              PhysicalLimits.checked(date) != nil
        else { return nil }
        var checked = self
        checked.temperature = PhysicalLimits.checked(temperature, PhysicalLimits.temperature)
        checked.dewPoint = PhysicalLimits.checked(dewPoint, PhysicalLimits.temperature)
        // Which of the two is wrong cannot be told; the dew point is the one less shown.
        if let dewPoint = checked.dewPoint, let temperature = checked.temperature,
           dewPoint > temperature + Self.dewPointExcess {
            checked.dewPoint = nil
        }
        checked.windSpeed = PhysicalLimits.checked(windSpeed, PhysicalLimits.windSpeed)
        checked.windGust = PhysicalLimits.checked(windGust, PhysicalLimits.windSpeed)
        if let gust = checked.windGust, let speed = checked.windSpeed, gust < speed { checked.windGust = nil }
        checked.windDirection = PhysicalLimits.checked(windDirection, PhysicalLimits.direction)
        // Calm air comes from nowhere: "00000KT" says no direction, not north.
        if checked.windSpeed == 0 || checked.isWindVariable { checked.windDirection = nil }
        checked.pressure = PhysicalLimits.checked(pressure, PhysicalLimits.pressure)
        checked.visibility = PhysicalLimits.checked(visibility, PhysicalLimits.visibility)
        if checked.visibility == nil { checked.isVisibilityAtLeast = false }
        return checked
    }
}
