import Foundation

/// Builds an Open-Meteo-shaped forecast body of any length, so the benchmark decodes a
/// response as large as a real 10-day, 240-hour one, with the variables weatherboard asks for
/// (amounts, and the quarter hours of the minute forecast).
enum SampleForecast {
    static func openMeteoBody(hours: Int, days: Int, start: Date) -> Data {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        let dayFormatter = DateFormatter()
        dayFormatter.locale = formatter.locale
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.dateFormat = "yyyy-MM-dd"
        let firstHour = calendar.dateInterval(of: .hour, for: start)?.start ?? start
        let hourTimes = (0..<hours).map { formatter.string(from: firstHour + Double($0) * 3600) }
        let quarterTimes = (0..<9).map { formatter.string(from: firstHour + Double($0) * 900) }
        let dayTimes = (0..<days).map { dayFormatter.string(from: calendar.startOfDay(for: start) + Double($0) * 86_400) }
        func column(_ count: Int, _ value: (Int) -> String) -> String {
            "[" + (0..<count).map(value).joined(separator: ",") + "]"
        }
        func quoted(_ values: [String]) -> String { "[" + values.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        let json = """
        {"latitude":52.52,"longitude":13.419998,"generationtime_ms":0.31,"utc_offset_seconds":3600,
         "timezone":"Europe/Berlin","timezone_abbreviation":"CET","elevation":38.0,
         "current":{"time":"\(formatter.string(from: firstHour))","interval":900,"temperature_2m":5.3,
           "relative_humidity_2m":81,"apparent_temperature":2.1,"is_day":0,"weather_code":3,"wind_speed_10m":11.2,
           "wind_direction_10m":245,"wind_gusts_10m":27.4,"pressure_msl":1012.6,"visibility":24000,"uv_index":0.0},
         "hourly":{"time":\(quoted(hourTimes)),
           "temperature_2m":\(column(hours) { String(format: "%.1f", 4 + Double($0 % 24) * 0.3) }),
           "weather_code":\(column(hours) { [0, 1, 2, 3, 61, 80][$0 % 6].description }),
           "precipitation_probability":\(column(hours) { $0 % 7 == 0 ? "null" : String($0 % 100) }),
           "is_day":\(column(hours) { (6...17).contains($0 % 24) ? "1" : "0" }),
           "apparent_temperature":\(column(hours) { String(format: "%.1f", 1 + Double($0 % 24) * 0.3) }),
           "precipitation":\(column(hours) { $0 % 6 == 4 ? "0.8" : "0.0" }),
           "snowfall":\(column(hours) { $0 % 11 == 0 ? "0.14" : "0.00" })},
         "minutely_15":{"time":\(quoted(quarterTimes)),
           "precipitation":\(column(9) { $0 > 3 ? "0.2" : "0.0" }), "rain":\(column(9) { $0 > 3 ? "0.2" : "0.0" }),
           "snowfall":\(column(9) { _ in "0.00" }), "weather_code":\(column(9) { $0 > 3 ? "61" : "3" })},
         "daily":{"time":\(quoted(dayTimes)),
           "weather_code":\(column(days) { [3, 61, 2, 0, 95][$0 % 5].description }),
           "temperature_2m_max":\(column(days) { String(format: "%.1f", 6 + Double($0)) }),
           "temperature_2m_min":\(column(days) { String(format: "%.1f", -1 + Double($0) * 0.5) }),
           "precipitation_probability_max":\(column(days) { String($0 * 9 % 100) }),
           "sunrise":\(quoted(dayTimes.map { $0 + "T07:50" })),
           "sunset":\(quoted(dayTimes.map { $0 + "T15:55" })),
           "uv_index_max":\(column(days) { String(format: "%.1f", Double($0) * 0.2) }),
           "precipitation_sum":\(column(days) { String(format: "%.1f", Double($0 % 4) * 1.7) }),
           "snowfall_sum":\(column(days) { $0 % 5 == 0 ? "1.40" : "0.00" }),
           "wind_speed_10m_max":\(column(days) { String(format: "%.1f", 12 + Double($0) * 2.5) }),
           "wind_gusts_10m_max":\(column(days) { String(format: "%.1f", 25 + Double($0) * 4.5) }),
           "precipitation_hours":\(column(days) { String($0 % 4 * 2) })}}
        """
        return Data(json.utf8)
    }
}
