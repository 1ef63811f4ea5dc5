import Testing
import WeatherCore

/// The words for weather data come from the catalog of the user's language.
@Suite struct WeatherWordsTests {
    let german = Catalog.shipped("de")

    @Test func conditionsInGermanAsTheDWDWordsThem() {
        #expect(WeatherCondition.mostlyClear.description(in: german) == "Überwiegend klar")
        #expect(WeatherCondition.heavyRain.description(in: german) == "Starkregen")
        #expect(WeatherCondition.sleet.description(in: german) == "Schneeregen")
        #expect(WeatherCondition.thunderstorms.description(in: german) == "Gewitter")
    }

    @Test func theEnglishNamesStayForJSONAndBugReports() {
        #expect(WeatherCondition.mostlyClear.description == "Mostly clear")
        #expect(WeatherCondition.sunShowers.description(in: .english) == "Showers")
        #expect(AirQualityCategory.unhealthyForSensitiveGroups.words == "unhealthy for sensitive groups")
    }

    @Test func precipitationAirPollenAndSeverityInGerman() {
        #expect(PrecipitationKind.mixed.words(.light, in: german) == "leichter Schneeregen")
        #expect(PrecipitationKind.snow.words(.heavy, in: german) == "starker Schneefall")
        #expect(AirQualityCategory.veryPoor.words(in: german) == "sehr schlecht")
        #expect(AirPollutant.nitrogenDioxide.name(in: german) == "Stickstoffdioxid")
        #expect(AirPollutant.pm25.name(in: german) == "PM2.5", "the particle sizes are international")
        #expect(PollenType.mugwort.name(in: german) == "Beifuß")
        #expect(AlertSeverity.severe.name(in: german) == "Unwetter")
        #expect(AlertSeverity.extreme.name(in: .english) == "Extreme")
    }
}
