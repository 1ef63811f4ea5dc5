import WeatherCore

/// Sends one request and returns the response, or fails with a typed error.
///
/// Conforming types return only 2xx and 304 responses; every other outcome (error statuses,
/// rate limits, network and TLS failures, cancellation) ends in a `WeatherServiceError`.
/// Providers depend on this protocol so tests can swap in a scripted transport.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws(WeatherServiceError) -> HTTPResponse
}
