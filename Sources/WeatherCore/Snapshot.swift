import Foundation

/// What the user must be shown about where the data came from.
public struct WeatherAttribution: Codable, Sendable, Hashable {
    public var serviceName: String
    public var legalPageURL: URL
    /// Licence or legal text, such as "CC BY 4.0".
    public var legalText: String?

    public init(serviceName: String, legalPageURL: URL, legalText: String? = nil) {
        self.serviceName = serviceName
        self.legalPageURL = legalPageURL
        self.legalText = legalText
    }
}

/// HTTP validators for conditional requests.
public struct HTTPValidators: Codable, Sendable, Hashable {
    public var entityTag: String?
    public var lastModified: String?

    public init(entityTag: String? = nil, lastModified: String? = nil) {
        self.entityTag = entityTag
        self.lastModified = lastModified
    }

    public var isEmpty: Bool { entityTag == nil && lastModified == nil }
}

public struct SnapshotMetadata: Codable, Sendable, Hashable {
    /// Identifier of the provider, such as "open-meteo".
    public var provider: String
    public var fetchDate: Date
    /// After this date the data must be fetched again (WeatherKit's `expirationDate`).
    public var expirationDate: Date
    public var validators: HTTPValidators
    /// When the forecast request itself expires, where a part fetched on its own (MET Nowcast,
    /// see `NextHourForecast.expirationDate`) makes the snapshot expire sooner; nil when the
    /// snapshot's expiry is the forecast's.
    public var forecastExpirationDate: Date?

    public init(
        provider: String, fetchDate: Date, expirationDate: Date, validators: HTTPValidators = .init(),
        forecastExpirationDate: Date? = nil
    ) {
        self.provider = provider
        self.fetchDate = fetchDate
        self.expirationDate = expirationDate
        self.validators = validators
        self.forecastExpirationDate = forecastExpirationDate
    }

    public func isExpired(at now: Date) -> Bool { now >= expirationDate }

    /// Whether the forecast request (not a part fetched on its own) must be sent again.
    public func isForecastExpired(at now: Date) -> Bool { now >= (forecastExpirationDate ?? expirationDate) }
}

/// A source that could not be reached while others worked, such as an alert service that
/// refused bad credentials; shown as one sentence so the user knows what is missing.
public struct SourceFailure: Codable, Sendable, Hashable {
    /// What the failed source adds to the dashboard, so that each failure is told where its
    /// data would have been: alert sources' in the alerts panel, all of them on the attribution row.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// An official warning service.
        case alerts
        /// Context for the forecast: climate normals, air quality.
        case context
        /// An alert source that answered, but some of the warnings it listed could not be read:
        /// the others are shown, so the source is not unavailable, and not complete either.
        case someAlertsUnread
    }

    /// The source's display name, such as "NWS alerts".
    public var source: String
    /// The sentence in English, for `--json` and bug reports; `sentence(clock:now:words:)`
    /// says it in the user's language.
    public var message: String
    /// Why the source failed, so the sentence can be said in any language; nil in cache files
    /// written before it was kept, which then show `message`.
    public var reason: WeatherServiceError?
    /// When the data still shown from this source last arrived; nil when none is shown.
    public var lastReportDate: Date?
    public var kind: Kind
    /// For `someAlertsUnread`: how many of the listed warnings could not be read.
    public var unreadCount: Int?

    public init(
        source: String, message: String, reason: WeatherServiceError? = nil, lastReportDate: Date? = nil, kind: Kind = .alerts,
        unreadCount: Int? = nil
    ) {
        self.unreadCount = unreadCount
        self.source = source
        self.message = message
        self.reason = reason
        self.lastReportDate = lastReportDate
        self.kind = kind
    }

    private enum CodingKeys: String, CodingKey { case source, message, reason, lastReportDate, kind, unreadCount }

    /// Cache files written before `kind` existed held alert sources' failures only.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            source: try container.decode(String.self, forKey: .source),
            message: try container.decode(String.self, forKey: .message),
            reason: try? container.decodeIfPresent(WeatherServiceError.self, forKey: .reason),
            lastReportDate: try container.decodeIfPresent(Date.self, forKey: .lastReportDate),
            kind: try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .alerts,
            unreadCount: try container.decodeIfPresent(Int.self, forKey: .unreadCount))
    }
}

/// Everything one place's dashboard shows, normalised so nothing past a provider knows which
/// service spoke.
public struct Snapshot: Codable, Sendable, Hashable {
    public var place: Place
    public var current: CurrentWeather
    /// Up to `Snapshot.hourCount` hours from the current hour.
    public var hourly: [HourWeather]
    /// Precipitation minute by minute (or by quarter hour) for the next hour or two; nil where
    /// no source has minute data for the place, so nothing pretends to.
    public var nextHour: NextHourForecast?
    /// Up to 10 days from today, in the place's time zone.
    public var daily: [DayWeather]
    /// Up to `Snapshot.pastDayCount` days before today, oldest first: what the service says the
    /// days were (its model's analysis), kept apart from `daily` so that nothing reading the
    /// forecast's days takes a past day for today. Empty where the provider has no past days.
    public var pastDays: [DayWeather]
    /// Up to `Snapshot.pastHourCount` hours before the current one, oldest first: what the
    /// service says the hours were, kept apart from `hourly` (as `pastDays` from `daily`) so that
    /// nothing reading the forecast's hours takes a past hour for now. Empty where the provider
    /// has no past hours.
    public var pastHours: [HourWeather]
    public var alerts: [WeatherAlert]
    public var alertAvailability: AlertAvailability
    /// Every source whose data is in this snapshot; the first is the forecast provider.
    public var attributions: [WeatherAttribution]
    public var metadata: SnapshotMetadata
    /// Sources that failed while this snapshot was assembled from the others.
    public var sourceFailures: [SourceFailure]
    /// The official alert services asked for this place, by short name ("MeteoAlarm", "NWS"),
    /// so that "no alerts" can say who has nothing to report.
    public var alertSourceNames: [String]
    /// The air at the place from an air-quality service; nil where it has no data for the place
    /// (or none was asked), so nothing shows an index of zero.
    public var airQuality: AirQuality?
    /// What the nearest reporting station measured, when one is near enough and its report
    /// recent (`StationObservation.nearest`); nil otherwise, so no far or old report stands
    /// for the weather at the place.
    public var observation: StationObservation?
    /// How sure the forecast is: the ensemble's percentiles per hour and per day; nil where no
    /// ensemble was asked or it gave no band, so nothing looks certain or uncertain by default.
    public var ensemble: EnsembleForecast?
    /// Warnings in force in a source's country feed that could not be matched to the place:
    /// never to be read as "no warnings".
    public var unplacedAlerts: [UnplacedAlerts]

    public init(
        place: Place, current: CurrentWeather, hourly: [HourWeather], daily: [DayWeather],
        alerts: [WeatherAlert], alertAvailability: AlertAvailability,
        attributions: [WeatherAttribution], metadata: SnapshotMetadata, sourceFailures: [SourceFailure] = [],
        alertSourceNames: [String] = [], nextHour: NextHourForecast? = nil, airQuality: AirQuality? = nil,
        unplacedAlerts: [UnplacedAlerts] = [], observation: StationObservation? = nil, ensemble: EnsembleForecast? = nil,
        pastDays: [DayWeather] = [], pastHours: [HourWeather] = []
    ) {
        self.pastHours = pastHours
        self.pastDays = pastDays
        self.ensemble = ensemble
        self.unplacedAlerts = unplacedAlerts
        self.observation = observation
        self.nextHour = nextHour
        self.airQuality = airQuality
        self.sourceFailures = sourceFailures
        self.alertSourceNames = alertSourceNames
        self.place = place
        self.current = current
        self.hourly = hourly
        self.daily = daily
        self.alerts = alerts
        self.alertAvailability = alertAvailability
        self.attributions = attributions
        self.metadata = metadata
    }
}

extension Snapshot {
    private enum CodingKeys: String, CodingKey {
        case place, current, hourly, daily, alerts, alertAvailability, attributions, metadata, sourceFailures
        case alertSourceNames, nextHour, airQuality, unplacedAlerts, observation, ensemble, pastDays, pastHours
    }

    /// Tolerates cache files written before `sourceFailures`, `alertSourceNames`, `nextHour`,
    /// `airQuality`, `unplacedAlerts`, `observation`, `ensemble`, `pastDays` and `pastHours` existed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            place: try container.decode(Place.self, forKey: .place),
            current: try container.decode(CurrentWeather.self, forKey: .current),
            hourly: try container.decode([HourWeather].self, forKey: .hourly),
            daily: try container.decode([DayWeather].self, forKey: .daily),
            alerts: try container.decode([WeatherAlert].self, forKey: .alerts),
            alertAvailability: try container.decode(AlertAvailability.self, forKey: .alertAvailability),
            attributions: try container.decode([WeatherAttribution].self, forKey: .attributions),
            metadata: try container.decode(SnapshotMetadata.self, forKey: .metadata),
            sourceFailures: try container.decodeIfPresent([SourceFailure].self, forKey: .sourceFailures) ?? [],
            alertSourceNames: try container.decodeIfPresent([String].self, forKey: .alertSourceNames) ?? [],
            nextHour: try container.decodeIfPresent(NextHourForecast.self, forKey: .nextHour),
            airQuality: try container.decodeIfPresent(AirQuality.self, forKey: .airQuality),
            unplacedAlerts: try container.decodeIfPresent([UnplacedAlerts].self, forKey: .unplacedAlerts) ?? [],
            observation: try container.decodeIfPresent(StationObservation.self, forKey: .observation),
            ensemble: try container.decodeIfPresent(EnsembleForecast.self, forKey: .ensemble),
            pastDays: try container.decodeIfPresent([DayWeather].self, forKey: .pastDays) ?? [],
            pastHours: try container.decodeIfPresent([HourWeather].self, forKey: .pastHours) ?? [])
    }
}
