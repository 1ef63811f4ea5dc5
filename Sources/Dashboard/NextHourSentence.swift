import Foundation
import WeatherCore

/// The one sentence the current card gives about the next hour or two, in the place's clock:
/// "Rain starting in about 20 min, stopping around 14:40", "Light snow for the next hour",
/// "No precipitation expected in the next 2 h".
public enum NextHourSentence {
    /// nil where the snapshot has no minute forecast (the card then says nothing about it).
    public static func text(for forecast: NextHourForecast?, now: Date, clock: LocalClock) -> String? {
        guard let forecast else { return nil }
        let sentence: String
        switch NextHourOutlook(forecast, now: now) {
        case .unknown:
            return "Next-hour precipitation unknown"
        case .dry(let until):
            sentence = "No precipitation expected in the next \(span(until.timeIntervalSince(now)))"
        case .starting(let kind, let intensity, let start, let stop):
            let minutes = roundedMinutes(start.timeIntervalSince(now))
            var text = "\(phrase(kind, intensity).capitalizedFirst) starting in about \(minutes) min"
            if let stop { text += ", stopping around \(clock.time(stop))" }
            sentence = text
        case .continuing(let kind, let intensity, let stop, let until):
            if let stop {
                sentence = "\(phrase(kind, intensity).capitalizedFirst) stopping around \(clock.time(stop))"
            } else {
                sentence = "\(phrase(kind, intensity).capitalizedFirst) for the next \(span(until.timeIntervalSince(now)))"
            }
        }
        return forecast.isEstimated ? sentence + " (estimated)" : sentence
    }

    /// "light rain", "snow", "heavy sleet"; moderate needs no word.
    static func phrase(_ kind: PrecipitationKind, _ intensity: PrecipitationIntensity) -> String {
        let noun = noun(kind)
        switch intensity {
        case .light: return "light " + noun
        case .moderate: return noun
        case .heavy: return "heavy " + noun
        }
    }

    /// "rain", "snow", "sleet".
    static func noun(_ kind: PrecipitationKind) -> String {
        switch kind {
        case .rain: "rain"
        case .snow: "snow"
        case .mixed: "sleet"
        }
    }

    /// "hour" up to 75 minutes, else whole hours ("2 h"), else minutes for short forecasts.
    static func span(_ seconds: TimeInterval) -> String {
        let minutes = seconds / 60
        if minutes < 45 { return "\(roundedMinutes(seconds)) min" }
        if minutes <= 75 { return "hour" }
        return "\(Int((minutes / 60).rounded())) h"
    }

    /// To the nearest 5 minutes, at least 5: "in about 0 min" would be a lie either way.
    static func roundedMinutes(_ seconds: TimeInterval) -> Int {
        max(5, Int((seconds / 300).rounded()) * 5)
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
