import Foundation

/// "Feels like" for services that do not send it (MET Norway): the North American wind chill
/// index in the cold and wind, the NWS heat index (Rothfusz regression) in humid heat, and the
/// air temperature in between, where neither formula is defined.
enum ApparentTemperature {
    /// - Parameters: celsius; wind in km/h at 10 m; relative humidity 0...1.
    static func celsius(temperature: Double, windSpeed: Double?, humidity: Double?) -> Double {
        if temperature <= 10, let wind = windSpeed, wind > 4.8 {
            let power = pow(wind, 0.16)
            return 13.12 + 0.6215 * temperature - 11.37 * power + 0.3965 * temperature * power
        }
        if temperature >= 27, let humidity, humidity >= 0.4 {
            let t = temperature * 9 / 5 + 32
            let r = humidity * 100
            let fahrenheit = -42.379 + 2.04901523 * t + 10.14333127 * r - 0.22475541 * t * r
                - 0.00683783 * t * t - 0.05481717 * r * r + 0.00122874 * t * t * r
                + 0.00085282 * t * r * r - 0.00000199 * t * t * r * r
            return (fahrenheit - 32) * 5 / 9
        }
        return temperature
    }
}
