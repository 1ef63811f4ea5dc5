import Foundation
import WeatherCore

/// What puts a forecast in context: the climate normals of each day, the air quality, the
/// nearest station's observation, the ensemble's band of how sure the forecast is and, for
/// a provider without them, the days before today, each from its own source with its own file
/// and schedule. They are not part of the forecast's
/// expiry (normals keep for weeks, air quality for its own interval): whenever a forecast is
/// made, each part is read from its file and asked again only when its own date has come.
///
/// A part that fails never fails the forecast: its last good value stays (if any) and
/// `sourceFailures` gets its sentence. A part whose service has no data for the place adds
/// nothing at all.
public struct WeatherContext: Sendable {
    private let normals: ContextPart<OpenMeteoArchiveSource>?
    private let airQuality: ContextPart<OpenMeteoAirQualitySource>?
    private let observations: ContextPart<AviationWeatherSource>?
    private let ensemble: ContextPart<OpenMeteoEnsembleSource>?
    /// Nil with a provider that sends its own past days (Open-Meteo): never asked for them.
    private let pastDays: ContextPart<OpenMeteoPastDaysSource>?
    /// The year view's days: asked only when the view is opened, never with a forecast.
    private let year: ContextPart<OpenMeteoYearSource>?
    private let clock: @Sendable () -> Date

    /// When air quality is the air now. Older than six hours it is not shown as the air now,
    /// even when nothing newer came. Dated more than an hour ahead it is no reading of the air
    /// at all: the service dates its current values by the interval they began, so only a clock
    /// that is off puts them ahead, and by minutes, not the 300 days once seen.
    public static let airQualityWindow = CurrentWindow(longestLead: 60 * 60, longestAge: 6 * 60 * 60)

    /// Whether `air` is dated too far ahead of `now` to be a reading of the air at all.
    static func isAhead(_ air: AirQuality, of now: Date) -> Bool {
        airQualityWindow.isAhead(air.date, of: now)
    }

    /// Whether `air` can be shown as the air at `now`.
    static func isCurrent(_ air: AirQuality, at now: Date) -> Bool {
        airQualityWindow.contains(air.date, at: now)
    }

    /// A source left nil is never asked (its URL variable set to `off`). `location` nil keeps
    /// records in memory only.
    public init(
        normals: OpenMeteoArchiveSource?, airQuality: OpenMeteoAirQualitySource?,
        observations: AviationWeatherSource? = nil, ensemble: OpenMeteoEnsembleSource? = nil, year: OpenMeteoYearSource? = nil,
        pastDays: OpenMeteoPastDaysSource? = nil, location: CacheLocation?,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.normals = normals.map { ContextPart(source: $0, location: location, clock: clock) }
        self.airQuality = airQuality.map { ContextPart(source: $0, location: location, clock: clock) }
        self.observations = observations.map { ContextPart(source: $0, location: location, clock: clock) }
        self.ensemble = ensemble.map { ContextPart(source: $0, location: location, clock: clock) }
        self.year = year.map { ContextPart(source: $0, location: location, clock: clock) }
        self.pastDays = pastDays.map { ContextPart(source: $0, location: location, clock: clock) }
        self.clock = clock
    }

    /// The parts' current records for `place`, asked at the same time.
    public struct Parts: Sendable {
        var normals: ContextRecord<ClimateNormals>?
        var airQuality: ContextRecord<AirQuality>?
        var observations: ContextRecord<[StationObservation]>?
        var ensemble: ContextRecord<EnsembleForecast>?
        var pastDays: ContextRecord<[DayWeather]>?
    }

    public func parts(for place: Place) async -> Parts {
        async let normalsRecord = normals?.current(for: place)
        async let airQualityRecord = airQuality?.current(for: place)
        async let observationsRecord = observations?.current(for: place)
        async let ensembleRecord = ensemble?.current(for: place)
        async let pastDaysRecord = pastDays?.current(for: place)
        return Parts(
            normals: await normalsRecord, airQuality: await airQualityRecord, observations: await observationsRecord,
            ensemble: await ensembleRecord, pastDays: await pastDaysRecord)
    }

    /// What the year view shows of `place`: its last twelve months and the normals they are
    /// read against, each from its own file and asked only when its own date has come.
    /// Nil records where the archive is `off`.
    public struct PastYear: Sendable {
        public var year: ContextRecord<YearHistory>?
        public var normals: ContextRecord<ClimateNormals>?
    }

    public func pastYear(for place: Place) async -> PastYear {
        async let yearRecord = year?.current(for: place)
        async let normalsRecord = normals?.current(for: place)
        return PastYear(year: await yearRecord, normals: await normalsRecord)
    }

    /// `snapshot` with the parts added: the past days where it has none, each day's normals,
    /// the air quality, the nearest current observation, their attribution and the sentences
    /// of the parts that failed.
    public func applying(_ parts: Parts, to snapshot: Snapshot) -> Snapshot {
        var result = snapshot
        // First, so the past days get their normals below. A provider's own past days win.
        if let record = parts.pastDays, snapshot.pastDays.isEmpty {
            result.pastDays = OpenMeteoPastDaysSource.shown(record.value ?? [], at: clock(), in: snapshot.place.timeZone)
            if !result.pastDays.isEmpty { result.addAttribution(OpenMeteoPastDaysSource.attribution) }
            if let failure = record.failure { result.sourceFailures.append(failure) }
        }
        if let record = parts.normals {
            let table = record.value
            let zone = snapshot.place.timeZone
            // The past days get theirs too: what happened is read against the normal.
            for keyPath in [\Snapshot.daily, \Snapshot.pastDays] {
                for index in result[keyPath: keyPath].indices {
                    let normal = table?.normal(on: result[keyPath: keyPath][index].date, in: zone)
                    result[keyPath: keyPath][index].normalHigh = normal?.high
                    result[keyPath: keyPath][index].normalLow = normal?.low
                    result[keyPath: keyPath][index].normalPrecipitation = normal?.precipitation
                }
            }
            if table != nil { result.addAttribution(OpenMeteoArchiveSource.attribution) }
            if let failure = record.failure { result.sourceFailures.append(failure) }
        }
        if let record = parts.airQuality {
            if let air = record.value, Self.isCurrent(air, at: clock()) {
                result.airQuality = air
                result.addAttribution(OpenMeteoAirQualitySource.attribution)
            }
            if let failure = record.failure { result.sourceFailures.append(failure) }
        }
        if let record = parts.observations {
            result.observation = StationObservation.nearest(record.value ?? [], to: snapshot.place, at: clock())
            if result.observation != nil { result.addAttribution(AviationWeatherSource.attribution) }
            if let failure = record.failure { result.sourceFailures.append(failure) }
        }
        if let record = parts.ensemble {
            let isRecent = record.fetchDate.map { clock().timeIntervalSince($0) <= OpenMeteoEnsembleSource.longestAge } ?? false
            result.ensemble = isRecent ? record.value : nil
            if record.value != nil { result.addAttribution(OpenMeteoEnsembleSource.attribution) }
            if let failure = record.failure { result.sourceFailures.append(failure) }
        }
        return result
    }
}

extension Snapshot {
    fileprivate mutating func addAttribution(_ attribution: WeatherAttribution) {
        if !attributions.contains(attribution) { attributions.append(attribution) }
    }
}
