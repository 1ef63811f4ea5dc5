import Foundation
import WeatherCore

/// The `/api/v1/weather/{language}/{latitude}/{longitude}` request for one place at one time.
///
/// Both `country` and `countryCode` are sent: Apple documents `countryCode`, but developer
/// forum answers report alerts only with `country`. The windows are explicit (hours from the
/// current UTC hour, days from local midnight) so the response holds what the dashboard shows
/// and nothing more; `dailyStart` always accompanies `dailyEnd`, which alone gives a 404.
struct WeatherKitRequestURL {
    /// One more than the hours shown, so the last one is complete even late in the hour.
    static let hourWindow = Snapshot.hourCount + 1
    static let dayWindow = Snapshot.dayCount

    let place: Place
    let language: String
    let now: Date

    var queryItems: [URLQueryItem] {
        let calendar = place.calendar
        let hourStart = calendar.startOfHour(for: now)
        let dayStart = calendar.startOfDay(for: now)
        let dayEnd = calendar.date(byAdding: .day, value: Self.dayWindow, to: dayStart)
            ?? dayStart + TimeInterval(Self.dayWindow) * 24 * 60 * 60

        var items = [
            URLQueryItem(name: "dataSets", value: WeatherKitProvider.dataSets.joined(separator: ",")),
            URLQueryItem(name: "timezone", value: timeZoneName),
        ]
        if let country = Self.countryCode(place.countryCode) {
            items.append(URLQueryItem(name: "country", value: country))
            items.append(URLQueryItem(name: "countryCode", value: country))
        }
        items += [
            URLQueryItem(name: "hourlyStart", value: WeatherKitTimestamp.string(from: hourStart)),
            URLQueryItem(name: "hourlyEnd", value: WeatherKitTimestamp.string(from: hourStart + TimeInterval(Self.hourWindow) * 3600)),
            URLQueryItem(name: "dailyStart", value: WeatherKitTimestamp.string(from: dayStart)),
            URLQueryItem(name: "dailyEnd", value: WeatherKitTimestamp.string(from: dayEnd)),
        ]
        return items
    }

    /// The IANA zone WeatherKit rolls days up in: the place's, or "UTC" when this system does
    /// not know it (Foundation would call its UTC fallback "GMT").
    var timeZoneName: String {
        TimeZone(identifier: place.timeZoneIdentifier) != nil ? place.timeZoneIdentifier : "UTC"
    }

    var path: String {
        "/api/v1/weather/\(language)/\(Place.roundedCoordinate(place.latitude))/\(Place.roundedCoordinate(place.longitude))"
    }

    func url(on endpoint: ServiceEndpoint) -> URL? {
        endpoint.url(path: path, query: queryItems)
    }

    /// Two ASCII letters, upper-cased; anything else is not sent.
    private static func countryCode(_ code: String?) -> String? {
        guard let code = code?.trimmingCharacters(in: .whitespaces).uppercased(), code.count == 2,
              code.unicodeScalars.allSatisfy({ $0 >= "A" && $0 <= "Z" }) else { return nil }
        return code
    }
}
