import Foundation
import WeatherCore

/// The one sentence the current card gives about the next hour or two, in the place's clock:
/// "Rain starting in about 20 min, stopping around 14:40", "Light snow for the next hour",
/// "No precipitation expected in the next 2 h".
public enum NextHourSentence {
    /// nil where the snapshot has no minute forecast (the card then says nothing about it).
    public static func text(for forecast: NextHourForecast?, now: Date, clock: LocalClock, words: Catalog) -> String? {
        guard let forecast else { return nil }
        let sentence: String
        switch NextHourOutlook(forecast, now: now) {
        case .unknown:
            return words(.nextHourUnknown)
        case .dry(let until):
            sentence = span(
                until.timeIntervalSince(now), hour: words(.nextHourDryHour),
                minutes: { words(.nextHourDryMinutes, count: $0) }, hours: { words(.nextHourDryHours, count: $0) })
        case .starting(let kind, let intensity, let start, let stop):
            let precipitation = kind.words(intensity, in: words)
            let minutes = roundedMinutes(start.timeIntervalSince(now))
            if let stop {
                sentence = words(.nextHourStartingAndStopping, count: minutes, ["precipitation": precipitation, "time": clock.time(stop)])
            } else {
                sentence = words(.nextHourStarting, count: minutes, ["precipitation": precipitation])
            }
        case .continuing(let kind, let intensity, let stop, let until):
            let precipitation = kind.words(intensity, in: words)
            if let stop {
                sentence = words(.nextHourStopping, ["precipitation": precipitation, "time": clock.time(stop)])
            } else {
                sentence = span(
                    until.timeIntervalSince(now), hour: words(.nextHourContinuingHour, ["precipitation": precipitation]),
                    minutes: { words(.nextHourContinuingMinutes, count: $0, ["precipitation": precipitation]) },
                    hours: { words(.nextHourContinuingHours, count: $0, ["precipitation": precipitation]) })
            }
        }
        // The precipitation words are written for the middle of a sentence ("light rain").
        let capitalized = sentence.capitalizedFirst
        return forecast.isEstimated ? words(.nextHourEstimated, ["sentence": capitalized]) : capitalized
    }

    /// The sentence for a span: "hour" up to 75 minutes, else whole hours ("2 h"), else
    /// minutes for short forecasts.
    static func span(_ seconds: TimeInterval, hour: String, minutes: (Int) -> String, hours: (Int) -> String) -> String {
        let length = seconds / 60
        if length < 45 { return minutes(roundedMinutes(seconds)) }
        if length <= 75 { return hour }
        return hours(Int((length / 60).rounded()))
    }

    /// To the nearest 5 minutes, at least 5: "in about 0 min" would be a lie either way.
    static func roundedMinutes(_ seconds: TimeInterval) -> Int {
        max(5, Int((seconds / 300).rounded()) * 5)
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
