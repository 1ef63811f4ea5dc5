import Foundation
import WeatherCore

/// MET Norway's Nowcast 2.0: radar-based precipitation every five minutes for the next two
/// hours, in the Nordic area only. It is a request of its own beside Locationforecast, under
/// the same terms (identifying User-Agent, no request before `Expires`, `If-Modified-Since`),
/// with its own expiry and validators kept in the `NextHourForecast` it gives.
///
/// Outside coverage (422 or 404, an empty series, no radar) the answer is nil, silently: the
/// place simply has no minute forecast. Any other failure keeps the last good minutes while
/// they still reach past now, asked again after `failureRetryInterval`, and never breaks the
/// forecast; without such minutes the answer is nil until the next forecast fetch.
struct METNowcastSource {
    /// How long a failed nowcast is left alone before it is asked again.
    static let failureRetryInterval: TimeInterval = 5 * 60
    /// Statuses with which MET says the place is outside the nowcast's area.
    static let outsideCoverageStatuses: Set<Int> = [404, 422]
    /// How the minute forecast names where it came from.
    static let sourceName = "MET Norway Nowcast"

    let transport: any HTTPTransport
    let endpoint: ServiceEndpoint

    func url(for place: Place) -> URL? {
        endpoint.url(path: "/weatherapi/nowcast/2.0/complete", query: METNorwayService.coordinateQuery(for: place))
    }

    /// The minute forecast for `place`, conditional on `previous` (the last one from here).
    func nextHour(for place: Place, previous: NextHourForecast?, now: () -> Date) async -> NextHourForecast? {
        // The terms forbid asking before Expires, also when the forecast beside it is due.
        if let previous, let expiration = previous.expirationDate, expiration > now() { return previous }
        guard let url = url(for: place) else { return nil }
        let validators = previous?.validators?.lastModified.map { HTTPValidators(lastModified: $0) }
        let response: HTTPResponse
        do {
            response = try await transport.send(HTTPRequest(url: url, validators: validators))
        } catch {
            if case .httpStatus(let status, _) = error, Self.outsideCoverageStatuses.contains(status) { return nil }
            return Self.kept(previous, now: now())
        }
        let fetchDate = now()
        let expiration = METNorwayService.expirationDate(of: response, now: fetchDate)
        if response.isNotModified, var unchanged = previous {
            unchanged.expirationDate = expiration
            unchanged.validators = (unchanged.validators ?? HTTPValidators()).renewed(by: response)
            return unchanged
        }
        guard let decoded = try? METNowcastResponse.decode(response.body) else { return Self.kept(previous, now: fetchDate) }
        return Self.forecast(
            from: decoded, expirationDate: expiration, validators: HTTPValidators(lastModified: response.validators.lastModified)
        )?.rangeChecked(fetchDate: fetchDate)
    }

    /// The last good minutes while they still say something about the time after `now`.
    static func kept(_ previous: NextHourForecast?, now: Date) -> NextHourForecast? {
        guard var previous, let end = previous.endDate, end > now else { return nil }
        previous.expirationDate = now + failureRetryInterval
        return previous
    }

    /// The five-minute steps as a minute forecast; nil without radar coverage or without a
    /// single dated step. What falls comes from the first hour's symbol, the only one sent.
    static func forecast(
        from response: METNowcastResponse, expirationDate: Date, validators: HTTPValidators
    ) -> NextHourForecast? {
        if let coverage = response.properties?.meta?.radarCoverage, coverage.lowercased() != "ok" { return nil }
        let entries = response.properties?.timeseries ?? []
        let kind = entries.lazy.compactMap { $0.data?.next1Hours?.summary?.symbolCode }.first
            .flatMap { METSymbol($0).precipitationKind }
        let minutes = entries.compactMap { entry -> MinuteWeather? in
            guard let date = ISO8601Timestamp.parse(entry.time) else { return nil }
            let rate = entry.data?.instant?.details?.precipitationRate
            return MinuteWeather(
                date: date, precipitationIntensity: rate,
                kind: (rate ?? 0) >= NextHourOutlook.wetThreshold ? kind ?? .rain : nil)
        }
        guard !minutes.isEmpty else { return nil }
        return NextHourForecast(
            source: sourceName, isEstimated: false, minutes: minutes,
            expirationDate: expirationDate, validators: validators)
    }
}
