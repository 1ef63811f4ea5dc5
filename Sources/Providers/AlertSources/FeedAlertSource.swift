import Foundation
import WeatherCore

/// An alert source asked with one request per poll: the service's row says where and how often,
/// the feed says what to ask for a place and how the answer becomes its warnings. The request is
/// conditional on the last report's validators, and a 304 renews that report.
struct FeedAlertSource: AlertServiceSource {
    let service: AlertService
    let feed: any AlertFeed
    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let clock: @Sendable () -> Date

    init(
        service: AlertService, feed: any AlertFeed, transport: any HTTPTransport, endpoint: ServiceEndpoint,
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.feed = feed
        self.transport = transport
        self.endpoint = endpoint
        self.clock = clock
    }



    func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        guard let urls = feed.urls(for: place, endpoint: endpoint), !urls.isEmpty else {
            throw .other("Could not build the \(service.displayName) request URL")
        }
        let response = try await fetch(urls, validators: previous.flatMap { $0.validators.isEmpty ? nil : $0.validators })
        let now = clock()
        return try AlertReport.from(
            response, previous: previous, source: service.displayName, attribution: service.attribution,
            now: now, expiration: service.poll.expirationDate(of: response, now: now)
        ) { body throws(ResponseDecodingError) in
            try feed.findings(from: body, for: place, now: now)
        }
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
