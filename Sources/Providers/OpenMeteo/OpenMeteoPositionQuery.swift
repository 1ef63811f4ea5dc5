import Foundation
import WeatherCore

extension Place {
    /// `latitude` and `longitude` as every Open-Meteo API takes them: rounded to the cache's
    /// four decimals, so that one place asks with the coordinates it is kept under.
    var openMeteoPositionQuery: [URLQueryItem] {
        [
            URLQueryItem(name: "latitude", value: Place.roundedCoordinate(latitude)),
            URLQueryItem(name: "longitude", value: Place.roundedCoordinate(longitude)),
        ]
    }
}
