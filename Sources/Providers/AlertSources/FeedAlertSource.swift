import Foundation
import WeatherCore

/// An alert source asked with one request per poll: the service's row says where and how often,
/// the feed says what to ask for a place and how the answer becomes its warnings. The request is
/// conditional on the last report's validators, and a 304 renews that report. A feed whose
/// warnings' texts come in a second answer (`DetailedAlertFeed`) costs a second request in the
/// same poll, only while warnings are in force.
struct FeedAlertSource: AlertServiceSource {
    let service: AlertService
    let feed: any AlertFeed
    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let clock: @Sendable () -> Date
    /// The feed as one with a second answer for the texts, and where that answer is kept per
    /// place (nil for a feed whose one answer says everything).
    private let texts: (feed: any DetailedAlertFeed, answers: JSONFileStore<AlertDetailsAnswer>)?

    /// - Parameter detailsLocation: where a `DetailedAlertFeed`'s last answers are kept on disk
    ///   (nil: in memory only).
    init(
        service: AlertService, feed: any AlertFeed, transport: any HTTPTransport, endpoint: ServiceEndpoint,
        detailsLocation: CacheLocation? = nil, clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.feed = feed
        self.transport = transport
        self.endpoint = endpoint
        self.clock = clock
        texts = feed.detailed.map { ($0, JSONFileStore(location: detailsLocation)) }
    }

    func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        guard let urls = feed.urls(for: place, endpoint: endpoint), !urls.isEmpty else {
            throw .other("Could not build the \(service.displayName) request URL")
        }
        let response = try await fetch(urls, validators: previous.flatMap { $0.validators.isEmpty ? nil : $0.validators })
        let now = clock()
        let report = try AlertReport.from(
            response, previous: previous, source: service.displayName, attribution: service.attribution,
            now: now, expiration: service.poll.expirationDate(of: response, now: now)
        ) { body throws(ResponseDecodingError) in
            try feed.findings(from: body, for: place, now: now)
        }
        guard let texts, !report.alerts.isEmpty else { return report }
        return try await detailed(report, for: place, feed: texts.feed, answers: texts.answers)
    }

    /// `report` with its warnings' texts from the feed's second answer, asked conditionally on
    /// the last one kept for the place. When that answer cannot be had or read, `report` as it
    /// is: a new one's warnings without texts, a renewed one's with the texts they had.
    private func detailed(
        _ report: AlertReport, for place: Place, feed: any DetailedAlertFeed, answers: JSONFileStore<AlertDetailsAnswer>
    ) async throws(WeatherServiceError) -> AlertReport {
        guard let url = feed.detailsURL(for: place, endpoint: endpoint) else { return report }
        let kept = await answers.value(forKey: place.coordinateKey).flatMap { $0.url == url ? $0 : nil }
        let response: HTTPResponse
        do throws(WeatherServiceError) {
            response = try await transport.send(service.request.request(url, validators: kept.flatMap { $0.validators.isEmpty ? nil : $0.validators }))
        } catch .cancelled {
            throw .cancelled
        } catch {
            return report
        }
        let answer: AlertDetailsAnswer
        if response.isNotModified {
            guard var renewed = kept else { return report }
            renewed.fetchDate = clock()
            renewed.validators = renewed.validators.renewed(by: response)
            answer = renewed
        } else {
            answer = AlertDetailsAnswer(url: url, body: response.body, fetchDate: clock(), validators: response.validators)
        }
        guard let alerts = try? feed.alerts(report.alerts, detailedBy: answer.body) else { return report }
        // Kept only once read, so that an unreadable answer is asked for in full next time.
        await answers.store(answer, forKey: place.coordinateKey)
        var detailed = report
        detailed.alerts = alerts
        return detailed
    }

    /// The first of `urls` the service has, trying the next after a 404.
    private func fetch(_ urls: [URL], validators: HTTPValidators?) async throws(WeatherServiceError) -> HTTPResponse {
        var notFound: WeatherServiceError?
        for url in urls {
            do {
                return try await transport.send(service.request.request(url, validators: validators))
            } catch {
                guard case .httpStatus(404, _) = error else { throw error }
                notFound = error
            }
        }
        throw notFound ?? .other("\(service.displayName): no URL to ask")
    }
}
