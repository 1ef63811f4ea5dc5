import Foundation
import Testing
import WeatherCore

/// The snapshot cache and places.json are read without `JSONDecoder` (`JSONFields`), while
/// `JSONEncoder` writes them and `Codable` still reads every other file: each file here is
/// read both ways, which must agree, value for value and miss for miss.
@Suite("Snapshot files read without JSONDecoder")
struct SnapshotJSONReadingTests {
    let now = Date(timeIntervalSince1970: 1_800_000_123.456)

    /// Every optional part filled: alerts, minutes with validators, air quality with its keyed
    /// values, failures of both kinds, a place with all its names.
    var fullSnapshot: Snapshot {
        var place = SampleSnapshots.berlin
        place.countryCode = "DE"
        place.adminArea = "Land Berlin"
        place.country = "Germany"
        place.administrativeAreas = ["Berlin", "Mitte"]
        var snapshot = SampleSnapshots.snapshot(for: place, fetched: now, expires: now + 900.25)
        snapshot.current.windGust = 41.7
        snapshot.hourly = (0..<48).map { (hour: Int) -> HourWeather in
            let temperature: Double? = hour == 5 ? nil : 12.3 + Double(hour) / 7
            let amount: Double? = hour == 7 ? nil : 0.2
            let condition: WeatherCondition = hour.isMultiple(of: 2) ? .rain : .partlyCloudy
            let gust: Double? = hour == 9 ? nil : 38.5
            return HourWeather(
                date: now + Double(hour) * 3600, temperature: temperature, apparentTemperature: 10.1, condition: condition,
                precipitationChance: 0.35, precipitationAmount: amount, snowfallAmount: 0, windSpeed: 17.3 + Double(hour) / 4,
                windDirection: Double(hour * 15 % 360), windGust: gust, isDaylight: hour < 12)
        }
        snapshot.daily = (0..<10).map { (day: Int) -> DayWeather in
            let start = now + Double(day) * 86_400
            let sunrise: Date? = day == 3 ? nil : start + 3600
            let gust: Double? = day == 1 ? nil : 71.2
            return DayWeather(
                date: start, lowTemperature: -3.5, highTemperature: 4.25, condition: .snow, precipitationChance: 0.9,
                sunrise: sunrise, sunset: start + 30_000, uvIndexMax: 1.5, precipitationAmount: 7.1, snowfallAmount: 4.9,
                windSpeedMax: 33, precipitationHours: 6, windGustMax: gust, normalHigh: 3.3, normalLow: -1.1, normalPrecipitation: 1.4)
        }
        snapshot.alerts = [
            WeatherAlert(
                id: "urn:oid:2.49.0.1.276.0.DWD.PVW.1", severity: .severe, urgency: .immediate, summary: "Storm gusts",
                region: "Berlin", detailsURL: URL(string: "https://www.dwd.de/warnungen?a=1&b=ü") ?? URL(fileURLWithPath: "/"),
                source: "DWD", effectiveDate: now, onsetDate: nil, expirationDate: now + 7200, details: "Gusts \"up to\" 85 km/h.\n",
                geometry: AlertGeometry(rings: [
                    [GeoPoint(latitude: 52.3, longitude: 13.1), GeoPoint(latitude: 52.7, longitude: 13.1), GeoPoint(latitude: 52.7, longitude: 13.75)],
                    [GeoPoint(latitude: -16.5, longitude: 179.5), GeoPoint(latitude: -16.5, longitude: -179.5), GeoPoint(latitude: -17.25, longitude: 180)],
                ])),
            WeatherAlert(
                id: "2", severity: .unknown, summary: "Frost", region: nil, detailsURL: URL(fileURLWithPath: "/alerts/2"),
                source: "MeteoAlarm"),
        ]
        snapshot.alertAvailability = .available
        snapshot.attributions.append(WeatherAttribution(
            serviceName: "DWD", legalPageURL: URL(string: "https://www.dwd.de/")!, legalText: "© DWD"))
        snapshot.metadata.validators = HTTPValidators(entityTag: "\"abc\"", lastModified: "Tue, 01 Dec 2026 14:14:15 GMT")
        snapshot.metadata.forecastExpirationDate = now + 3600
        snapshot.sourceFailures = [
            SourceFailure(source: "DWD warnings", message: "DWD warnings are unavailable.", lastReportDate: now - 60),
            SourceFailure(source: "Air-quality readings", message: "Unavailable.", kind: .context),
            // Every reason, so that a case the fast reader spells differently shows.
            SourceFailure(source: "a", message: "m", reason: .offline("no route")),
            SourceFailure(source: "b", message: "m", reason: .timedOut),
            SourceFailure(source: "c", message: "m", reason: .tls("handshake")),
            SourceFailure(source: "d", message: "m", reason: .httpStatus(503, reason: "busy")),
            SourceFailure(source: "e", message: "m", reason: .httpStatus(500, reason: nil)),
            SourceFailure(source: "f", message: "m", reason: .rateLimited(until: now + 600)),
            SourceFailure(source: "g", message: "m", reason: .undecodable("truncated")),
            SourceFailure(source: "h", message: "m", reason: .unauthorized("key")),
            SourceFailure(source: "i", message: "m", reason: .cancelled),
            SourceFailure(source: "j", message: "m", reason: .other("disk")),
        ]
        snapshot.alertSourceNames = ["DWD", "MeteoAlarm"]
        snapshot.nextHour = NextHourForecast(
            source: "MET Norway", isEstimated: false,
            minutes: (0..<24).map { (step: Int) -> MinuteWeather in
                let intensity: Double? = step == 4 ? nil : Double(step) / 10
                let chance: Double? = step == 2 ? 0.5 : nil
                let kind: PrecipitationKind? = step > 20 ? .snow : step > 10 ? .mixed : nil
                return MinuteWeather(
                    date: now + Double(step) * 300, precipitationIntensity: intensity, precipitationChance: chance, kind: kind)
            },
            expirationDate: now + 300, validators: HTTPValidators(entityTag: "n1"))
        snapshot.airQuality = AirQuality(
            date: now, europeanIndex: 41, usIndex: nil, europeanSubIndices: [.pm25: 41, .ozone: 30],
            usSubIndices: [:], concentrations: [.pm25: 12.5, .pm10: 20, .nitrogenDioxide: 8.25], pollen: [.birch: 120, .grass: 3])
        snapshot.unplacedAlerts = [UnplacedAlerts(
            source: "MeteoAlarm", count: 3, countryCode: "HR", detailsURL: URL(fileURLWithPath: "/region/HR"))]
        snapshot.observation = StationObservation(
            stationIdentifier: "LFPB", stationName: "Paris/Le Bourget Arpt, IF, FR", latitude: 48.969, longitude: 2.441,
            date: now - 1200, temperature: 11.5, dewPoint: nil, windSpeed: 18.52, windDirection: nil, isWindVariable: true,
            windGust: 33.336, pressure: 1012, visibility: 9_656.064, isVisibilityAtLeast: true, presentWeather: "-RA",
            rawReport: "METAR LFPB 021030Z VRB10G18KT 9999 -RA BKN020 12/09 Q1012")
        snapshot.ensemble = EnsembleForecast(
            memberCount: 51,
            hours: [
                EnsembleHour(
                    date: now, temperature: EnsembleRange(low: 9.5, median: 11, high: 12.25),
                    precipitation: EnsembleRange(low: 0, median: 0.1, high: 1.5), wetShare: 0.6),
                EnsembleHour(date: now + 3600, temperature: nil),
            ],
            days: [EnsembleDay(
                date: now, high: EnsembleRange(low: 12, median: 13, high: 16), low: nil,
                precipitation: EnsembleRange(low: 0, median: 2, high: 7.5), wetShare: 0.8)])
        snapshot.pastDays = [DayWeather(
            date: now - 86_400, lowTemperature: 8.5, highTemperature: 14.25, condition: .rain, precipitationChance: nil,
            sunrise: nil, sunset: nil, uvIndexMax: 2, precipitationAmount: 6.4, precipitationHours: 5, normalHigh: 13.1,
            normalLow: 6.2, normalPrecipitation: 1.8)]
        return snapshot
    }

    @Test func aFullSnapshotReadsTheSameBothWays() async throws {
        let snapshot = fullSnapshot
        let read = try await readBothWays(cacheFile(snapshot))
        #expect(read.withoutJSONDecoder == snapshot)
        #expect(read.withoutJSONDecoder == read.withJSONDecoder)
    }

    @Test func aPlainSnapshotReadsTheSameBothWays() async throws {
        let snapshot = SampleSnapshots.snapshot(for: SampleSnapshots.paris, fetched: now, expires: now + 600)
        let read = try await readBothWays(cacheFile(snapshot))
        #expect(read.withoutJSONDecoder == snapshot)
        #expect(read.withoutJSONDecoder == read.withJSONDecoder)
    }

    /// Files written by older builds lack the members added since; both readers fill in the same defaults.
    @Test func anOldFileWithoutNewerMembersReadsTheSameBothWays() async throws {
        var object = try await jsonObject(cacheFile(fullSnapshot))
        for member in ["sourceFailures", "alertSourceNames", "nextHour", "airQuality", "unplacedAlerts", "observation", "ensemble", "pastDays"] {
            object[member] = nil
        }
        var days = try #require(object["daily"] as? [[String: Any]])
        for index in days.indices {
            for member in ["windGustMax", "normalHigh", "normalLow", "normalPrecipitation", "precipitationHours"] { days[index][member] = nil }
        }
        object["daily"] = days
        var hours = try #require(object["hourly"] as? [[String: Any]])
        for index in hours.indices {
            for member in ["windSpeed", "windDirection", "windGust"] { hours[index][member] = nil }
        }
        object["hourly"] = hours
        var place = try #require(object["place"] as? [String: Any])
        place["administrativeAreas"] = nil
        object["place"] = place
        var alerts = try #require(object["alerts"] as? [[String: Any]])
        #expect(alerts[0]["geometry"] != nil)
        for index in alerts.indices { alerts[index]["geometry"] = nil }
        object["alerts"] = alerts
        let read = try await readBothWays(JSONSerialization.data(withJSONObject: object))
        let decoded = try #require(read.withoutJSONDecoder)
        #expect(decoded == read.withJSONDecoder)
        #expect(decoded.alerts.count == 2 && decoded.alerts.allSatisfy { $0.geometry == nil })
        #expect(decoded.sourceFailures.isEmpty && decoded.alertSourceNames.isEmpty)
        #expect(decoded.nextHour == nil && decoded.airQuality == nil && decoded.daily.first?.windGustMax == nil)
        #expect(decoded.observation == nil && decoded.ensemble == nil)
        #expect(decoded.hourly.count == 48)
        #expect(decoded.hourly.allSatisfy { $0.windSpeed == nil && $0.windDirection == nil && $0.windGust == nil })
    }

    @Test func aWarningAreaRoundTripsThroughTheCache() async throws {
        let read = try await readBothWays(cacheFile(fullSnapshot))
        let geometry = try #require(read.withoutJSONDecoder?.alerts.first?.geometry)
        #expect(geometry == fullSnapshot.alerts[0].geometry)
        #expect(geometry.rings[1][1] == GeoPoint(latitude: -16.5, longitude: -179.5))
        #expect(read.withJSONDecoder?.alerts.first?.geometry == geometry)
    }

    /// A cache file written by hand or by a feed gone wrong: a ring of 50 000 corners is cut
    /// to the bound both ways; a ring that is not numbers, or no ring, is a miss both ways.
    @Test func aHostileWarningAreaIsBoundedOrRefusedBothWays() async throws {
        var object = try await jsonObject(cacheFile(fullSnapshot))
        var alerts = try #require(object["alerts"] as? [[String: Any]])
        let huge: [[Double]] = (0..<50_000).map { (index: Int) -> [Double] in
            let latitude: Double = 52 + Double(index) * 1e-5
            return [latitude, 13 + Double(index % 11) * 0.01]
        }
        alerts[0]["geometry"] = [huge]
        object["alerts"] = alerts
        let read = try await readBothWays(JSONSerialization.data(withJSONObject: object))
        let rings = try #require(read.withoutJSONDecoder?.alerts.first?.geometry?.rings)
        #expect(rings.reduce(0) { $0 + $1.count } <= AlertGeometry.maximumPoints)
        #expect(read.withoutJSONDecoder == read.withJSONDecoder)
        for damage: Any in [[[["a", "b"], ["c", "d"], ["e", "f"]]], [] as [Any], [[[1, 2], [1, 2]]], "52,13 53,13 53,14"] {
            alerts[0]["geometry"] = damage
            object["alerts"] = alerts
            let refused = try await readBothWays(JSONSerialization.data(withJSONObject: object))
            #expect(refused.withoutJSONDecoder == nil && refused.withJSONDecoder == nil, "\(damage)")
        }
    }

    /// A source failure stored before failures had a kind was an alert source's.
    @Test func aFailureWithoutItsKindIsAnAlertSourcesBothWays() async throws {
        var object = try await jsonObject(cacheFile(fullSnapshot))
        var failures = try #require(object["sourceFailures"] as? [[String: Any]])
        failures[1]["kind"] = nil
        object["sourceFailures"] = failures
        let read = try await readBothWays(JSONSerialization.data(withJSONObject: object))
        #expect(read.withoutJSONDecoder.map { Array($0.sourceFailures.map(\.kind).prefix(2)) } == [.alerts, .alerts])
        #expect(read.withoutJSONDecoder == read.withJSONDecoder)
    }

    /// `null` where an optional value is missing, as another writer might put it.
    @Test func nullsForOptionalMembersReadTheSameBothWays() async throws {
        var object = try await jsonObject(cacheFile(fullSnapshot))
        var current = try #require(object["current"] as? [String: Any])
        for member in ["temperature", "windGust", "uvIndex", "visibility"] { current[member] = NSNull() }
        object["current"] = current
        var alerts = try #require(object["alerts"] as? [[String: Any]])
        alerts[0]["region"] = NSNull()
        alerts[0]["details"] = NSNull()
        object["alerts"] = alerts
        object["nextHour"] = NSNull()
        object["airQuality"] = NSNull()
        var observation = try #require(object["observation"] as? [String: Any])
        for member in ["stationName", "temperature", "dewPoint", "windDirection", "presentWeather", "rawReport"] {
            observation[member] = NSNull()
        }
        object["observation"] = observation
        let read = try await readBothWays(JSONSerialization.data(withJSONObject: object))
        let decoded = try #require(read.withoutJSONDecoder)
        #expect(decoded == read.withJSONDecoder)
        #expect(decoded.current.temperature == nil && decoded.current.uvIndex == nil && decoded.alerts[0].region == nil)
        #expect(decoded.nextHour == nil && decoded.airQuality == nil)
        #expect(decoded.observation?.stationName == nil && decoded.observation?.temperature == nil)
        #expect(decoded.observation?.stationIdentifier == "LFPB")
    }

    /// A condition a newer build knows is `unknown` to this one, both ways.
    @Test func anUnknownConditionIsUnknownBothWays() async throws {
        var object = try await jsonObject(cacheFile(fullSnapshot))
        var current = try #require(object["current"] as? [String: Any])
        current["condition"] = "meteorShower"
        object["current"] = current
        let read = try await readBothWays(JSONSerialization.data(withJSONObject: object))
        #expect(read.withoutJSONDecoder?.current.condition == .unknown)
        #expect(read.withoutJSONDecoder == read.withJSONDecoder)
    }

    /// Whatever one reader refuses the other refuses too: the file is a miss.
    @Test(arguments: [
        "not JSON", "cut short", "place missing", "required null", "wrong type", "unknown availability",
        "unknown pollutant", "unknown precipitation kind", "fractional uv index", "bad URL", "array at the top",
    ])
    func aFileOneReaderRefusesIsAMissBothWays(_ damage: String) async throws {
        let data = try await cacheFile(fullSnapshot)
        var object = try jsonObject(data)
        var damaged: Data
        switch damage {
        case "not JSON": damaged = Data("{\"place\": tru".utf8)
        case "cut short": damaged = data.prefix(data.count / 2)
        case "array at the top": damaged = Data("[]".utf8)
        default:
            switch damage {
            case "place missing": object["place"] = nil
            case "required null": object["metadata"] = NSNull()
            case "wrong type": object["hourly"] = "none"
            case "unknown availability": object["alertAvailability"] = "sometimes"
            case "unknown pollutant":
                var air = try #require(object["airQuality"] as? [String: Any])
                air["pollen"] = ["dandelion": 4]
                object["airQuality"] = air
            case "unknown precipitation kind":
                var nextHour = try #require(object["nextHour"] as? [String: Any])
                var minutes = try #require(nextHour["minutes"] as? [[String: Any]])
                minutes[0]["kind"] = "frogs"
                nextHour["minutes"] = minutes
                object["nextHour"] = nextHour
            case "fractional uv index":
                var current = try #require(object["current"] as? [String: Any])
                current["uvIndex"] = 3.5
                object["current"] = current
            case "bad URL":
                var attributions = try #require(object["attributions"] as? [[String: Any]])
                attributions[0]["legalPageURL"] = ""
                object["attributions"] = attributions
            default: Issue.record("no such damage: \(damage)")
            }
            damaged = try JSONSerialization.data(withJSONObject: object)
        }
        let read = try await readBothWays(damaged)
        #expect(read.withJSONDecoder == nil)
        #expect(read.withoutJSONDecoder == nil)
    }

    /// places.json: `PlaceStore` reads it without `JSONDecoder`; each place reads as `Codable` reads it.
    @Test func placesReadTheSameBothWays() throws {
        let full = fullSnapshot.place
        for place in [full, SampleSnapshots.berlin] {
            let data = try JSONEncoder().encode(place)
            #expect(try Place(cachedJSON: JSONText.parse([UInt8](data))) == JSONDecoder().decode(Place.self, from: data))
        }
        let nulls = Data(#"{"name":"X","latitude":1.5,"longitude":-2,"timeZoneIdentifier":"UTC","country":null,"administrativeAreas":null}"#.utf8)
        #expect(try Place(cachedJSON: JSONText.parse([UInt8](nulls))) == JSONDecoder().decode(Place.self, from: nulls))

        let directory = temporaryDirectory()
        let file = directory.appendingPathComponent("places.json")
        let store = PlaceStore(fileURL: file)
        try store.update { $0 = SavedPlaces(places: [full, SampleSnapshots.paris], selectedIndex: 1) }
        #expect(try store.load() == SavedPlaces(places: [full, SampleSnapshots.paris], selectedIndex: 1))
        try Data(#"{"version":1,"selected":null,"places":[{"name":"X","latitude":1.5,"longitude":-2,"timeZoneIdentifier":"UTC"}]}"#.utf8)
            .write(to: file)
        #expect(try store.load() == SavedPlaces(
            places: [Place(name: "X", latitude: 1.5, longitude: -2, timeZoneIdentifier: "UTC")], selectedIndex: 0))
    }

    // MARK: - Helpers

    /// The file the cache writes for `snapshot`.
    private func cacheFile(_ snapshot: Snapshot) async throws -> Data {
        let directory = temporaryDirectory()
        await ForecastCache(directory: directory).store(snapshot, provider: "test")
        return try Data(contentsOf: directory.appendingPathComponent("test/\(snapshot.place.coordinateKey).json"))
    }

    private func jsonObject(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// `data` as Berlin's cache file, read by a store with `JSONDecoder` and by the forecast
    /// cache, which reads without it (both with the range check every cache read applies).
    private func readBothWays(_ data: Data) async throws -> (withJSONDecoder: Snapshot?, withoutJSONDecoder: Snapshot?) {
        let directory = temporaryDirectory()
        let key = "test/\(SampleSnapshots.berlin.coordinateKey)"
        let file = directory.appendingPathComponent("\(key).json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        let withJSONDecoder = try? await JSONFileStore<Snapshot>(location: CacheLocation(directory)).value(forKey: key)?.rangeChecked()
        let withoutJSONDecoder = await ForecastCache(directory: directory).snapshot(provider: "test", place: SampleSnapshots.berlin)
        return (withJSONDecoder, withoutJSONDecoder)
    }
}
