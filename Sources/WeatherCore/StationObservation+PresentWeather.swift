import Foundation

extension StationObservation {
    /// What the station saw falling or hanging in the air, as one of the forecast's conditions,
    /// from the report's present-weather groups ("-RA BR" is rain): the most significant group
    /// that names one wins. Nil when the report has none, or only what no condition says (mist,
    /// weather in the vicinity, a recent shower): the sky itself is not in these groups, so the
    /// model's condition stays.
    public var presentCondition: WeatherCondition? {
        guard let presentWeather else { return nil }
        let conditions = presentWeather.split(separator: " ").compactMap { Self.condition(ofGroup: String($0)) }
        return conditions.min { Self.significance.firstIndex(of: $0) ?? .max < Self.significance.firstIndex(of: $1) ?? .max }
    }

    /// Most significant first: what a reader most needs to hear when a report has several groups.
    static let significance: [WeatherCondition] = [
        .thunderstorms, .freezingRain, .freezingDrizzle, .hail, .wintryMix, .heavySnow, .blowingSnow, .snow, .sleet,
        .heavyRain, .rain, .flurries, .drizzle, .blowingDust, .foggy, .smoky, .haze,
    ]

    /// One group ("+TSRA", "-SN", "FZFG", "VCSH") read as WMO's METAR code table 4678 writes it:
    /// intensity ('-' light, '+' heavy), descriptor, then precipitation or obscuration, two
    /// letters each. Weather in the vicinity (VC) and recent weather (RE) are not at the station now.
    static func condition(ofGroup group: String) -> WeatherCondition? {
        var text = Substring(group)
        var intensity = 0
        if text.hasPrefix("-") { intensity = -1; text = text.dropFirst() } else if text.hasPrefix("+") { intensity = 1; text = text.dropFirst() }
        guard text.count >= 2, text.count % 2 == 0, !text.hasPrefix("VC"), !text.hasPrefix("RE") else { return nil }
        let codes = stride(from: 0, to: text.count, by: 2).map { offset -> String in
            let start = text.index(text.startIndex, offsetBy: offset)
            return String(text[start..<text.index(start, offsetBy: 2)])
        }
        let has = Set(codes)
        if has.contains("TS") { return .thunderstorms }
        if has.contains("FZ") {
            if has.contains("RA") { return .freezingRain }
            if has.contains("DZ") { return .freezingDrizzle }
            if has.contains("FG") { return .foggy }
        }
        if has.contains("GR") || has.contains("GS") { return .hail }
        if has.contains("PL") { return .sleet }
        let rain = has.contains("RA"), snow = has.contains("SN") || has.contains("SG")
        if rain && snow { return .wintryMix }
        if snow {
            if has.contains("BL") { return .blowingSnow }
            return intensity > 0 ? .heavySnow : intensity < 0 ? .flurries : .snow
        }
        if rain { return intensity > 0 ? .heavyRain : .rain }
        if has.contains("DZ") { return .drizzle }
        if has.contains("DU") || has.contains("SA") || has.contains("SS") || has.contains("DS") { return .blowingDust }
        if has.contains("FG") { return .foggy }
        if has.contains("FU") { return .smoky }
        if has.contains("HZ") { return .haze }
        return nil
    }
}
