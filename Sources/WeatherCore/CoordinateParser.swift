import Foundation

/// Reads "LAT,LON" (decimal degrees, optional spaces) as typed on the command line or into the
/// dashboard's add-place prompt: one rule for both.
public enum CoordinateParser {
    public static func coordinates(in text: String) -> (latitude: Double, longitude: Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              latitude.isFinite, longitude.isFinite
        else { return nil }
        return (latitude, longitude)
    }

    public static func isValid(latitude: Double, longitude: Double) -> Bool {
        Place.latitudes.contains(latitude) && Place.longitudes.contains(longitude)
    }
}
