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

    /// `text` as a place at a position: nil when it is not "LAT,LON" at all (it is a name to
    /// search for), else the place, named `name` or by its coordinates, in UTC until its first
    /// forecast says its time zone; or the sentence saying why it is no position.
    public static func place(from text: String, name: String? = nil) -> Result<Place, InvalidPosition>? {
        guard let (latitude, longitude) = coordinates(in: text) else { return nil }
        guard isValid(latitude: latitude, longitude: longitude) else {
            return .failure(InvalidPosition(
                message: "\(text) is not a valid position: latitude must be within ±90 and longitude within ±180."))
        }
        return .success(Place.fromCoordinates(latitude: latitude, longitude: longitude, name: name))
    }
}

/// Text that reads as coordinates but names no place on Earth; `message` says why.
public struct InvalidPosition: Error, Hashable, Sendable {
    public let message: String
}
