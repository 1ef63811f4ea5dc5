import Foundation
import TestSupport

extension LocalHTTPServer {
    /// Berlin's Open-Meteo forecast for any forecast request, and "nothing to report" from the
    /// alert sources the dashboard tests' places have (DWD for Germany, FPAS's area search
    /// elsewhere), so the real dashboard paints its first frame without waiting on a warning feed.
    static func berlinForecastWithQuietAlerts() throws -> LocalHTTPServer {
        let forecast = try WeatherboardBinary.currentOpenMeteoFixture("open-meteo-forecast-berlin.json")
        let noGermanWarnings = try WeatherboardBinary.fixture("dwd-warnungen-empty.json")
        return try LocalHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/alert/area": return .json(200, "[]")
            case "/geoserver/dwd/ows": return .data(200, noGermanWarnings, contentType: "application/json")
            default: return .data(200, forecast, contentType: "application/json")
            }
        }
    }
}
