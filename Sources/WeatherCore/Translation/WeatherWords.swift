/// The words for weather data in a catalog: conditions, precipitation, air quality, pollen,
/// moon phases and alert severities. The English properties (`WeatherCondition.description`,
/// `AirQualityCategory.words`…) read the English catalog, so `--json` keeps its English values
/// and the words live in one place, the catalogs.

extension WeatherCondition {
    /// "Mostly clear", "Überwiegend klar".
    public func description(in words: Catalog) -> String { words(phrase) }

    var phrase: Phrase {
        switch self {
        case .blizzard: .conditionBlizzard
        case .blowingDust: .conditionBlowingDust
        case .blowingSnow: .conditionBlowingSnow
        case .breezy: .conditionBreezy
        case .clear: .conditionClear
        case .cloudy: .conditionCloudy
        case .drizzle: .conditionDrizzle
        case .flurries: .conditionFlurries
        case .foggy: .conditionFoggy
        case .freezingDrizzle: .conditionFreezingDrizzle
        case .freezingRain: .conditionFreezingRain
        case .frigid: .conditionFrigid
        case .hail: .conditionHail
        case .haze: .conditionHaze
        case .heavyRain: .conditionHeavyRain
        case .heavySnow: .conditionHeavySnow
        case .hot: .conditionHot
        case .hurricane: .conditionHurricane
        case .isolatedThunderstorms: .conditionIsolatedThunderstorms
        case .mostlyClear: .conditionMostlyClear
        case .mostlyCloudy: .conditionMostlyCloudy
        case .partlyCloudy: .conditionPartlyCloudy
        case .rain: .conditionRain
        case .scatteredThunderstorms: .conditionScatteredThunderstorms
        case .sleet: .conditionSleet
        case .smoky: .conditionSmoky
        case .snow: .conditionSnow
        case .strongStorms: .conditionStrongStorms
        case .sunFlurries: .conditionSunFlurries
        case .sunShowers: .conditionSunShowers
        case .thunderstorms: .conditionThunderstorms
        case .tropicalStorm: .conditionTropicalStorm
        case .windy: .conditionWindy
        case .wintryMix: .conditionWintryMix
        case .unknown: .conditionUnknown
        }
    }
}

extension PrecipitationKind {
    /// "light rain", "snow", "heavy sleet", for use inside a sentence: one text per kind and
    /// intensity, since adjectives agree with the noun in many languages.
    public func words(_ intensity: PrecipitationIntensity, in words: Catalog) -> String {
        switch (self, intensity) {
        case (.rain, .light): words(.precipitationLightRain)
        case (.rain, .moderate): words(.precipitationRain)
        case (.rain, .heavy): words(.precipitationHeavyRain)
        case (.snow, .light): words(.precipitationLightSnow)
        case (.snow, .moderate): words(.precipitationSnow)
        case (.snow, .heavy): words(.precipitationHeavySnow)
        case (.mixed, .light): words(.precipitationLightSleet)
        case (.mixed, .moderate): words(.precipitationSleet)
        case (.mixed, .heavy): words(.precipitationHeavySleet)
        }
    }
}

extension AirQualityCategory {
    /// "very poor", "sehr schlecht".
    public func words(in words: Catalog) -> String {
        switch self {
        case .good: words(.contextGood)
        case .fair: words(.contextFair)
        case .moderate: words(.contextModerate)
        case .poor: words(.contextPoor)
        case .veryPoor: words(.contextVeryPoor)
        case .extremelyPoor: words(.contextExtremelyPoor)
        case .unhealthyForSensitiveGroups: words(.contextUnhealthyForSensitiveGroups)
        case .unhealthy: words(.contextUnhealthy)
        case .veryUnhealthy: words(.contextVeryUnhealthy)
        case .hazardous: words(.contextHazardous)
        }
    }
}

extension AirPollutant {
    /// "PM2.5", "ozone", "Ozon": the particle sizes are international symbols, the gases are words.
    public func name(in words: Catalog) -> String {
        switch self {
        case .pm25: "PM2.5"
        case .pm10: "PM10"
        case .ozone: words(.contextOzone)
        case .nitrogenDioxide: words(.contextNitrogenDioxide)
        }
    }
}

extension PollenType {
    /// "birch", "Birke".
    public func name(in words: Catalog) -> String {
        switch self {
        case .alder: words(.contextAlder)
        case .birch: words(.contextBirch)
        case .grass: words(.contextGrass)
        case .mugwort: words(.contextMugwort)
        case .olive: words(.contextOlive)
        case .ragweed: words(.contextRagweed)
        }
    }
}

extension MoonPhase {
    /// "Waxing gibbous", "Zunehmender Mond".
    public func name(in words: Catalog) -> String {
        switch self {
        case .new: words(.skyNewMoon)
        case .waxingCrescent: words(.skyWaxingCrescent)
        case .firstQuarter: words(.skyFirstQuarter)
        case .waxingGibbous: words(.skyWaxingGibbous)
        case .full: words(.skyFullMoon)
        case .waningGibbous: words(.skyWaningGibbous)
        case .thirdQuarter: words(.skyLastQuarter)
        case .waningCrescent: words(.skyWaningCrescent)
        }
    }
}

extension AlertSeverity {
    /// "Severe", "Unwetter": the severity as a word a person reads.
    public func name(in words: Catalog) -> String {
        switch self {
        case .extreme: words(.severityExtreme)
        case .severe: words(.severitySevere)
        case .moderate: words(.severityModerate)
        case .minor: words(.severityMinor)
        case .unknown: words(.severityUnknown)
        }
    }
}
