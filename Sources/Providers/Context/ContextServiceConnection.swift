import Foundation
import WeatherCore

/// Where a context service is and how it is reached: its public address, the variable that
/// replaces it (or turns the service `off`), and the transport, endpoint and clock a source of
/// it asks with. Each context source is one row of these plus what is its own: the request
/// URL, the decoding and the interval.
public struct ContextServiceAddress: Sendable {
    public let defaultURL: String
    public let overrideVariable: String
    /// Another service's variable whose address stands for this one's when its own is not
    /// set: a self-hosted Open-Meteo named in `WEATHERBOARD_OPEN_METEO_URL` serves the past
    /// days too, which should not go to the public service behind the user's back.
    public var fallbackVariable: String? = nil

    /// The override's endpoint, or the fallback's, or the public one; nil when the variable
    /// is `off`.
    public func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint? {
        let isOwnSet = environment[overrideVariable].map { !$0.trimmingHorizontalWhitespace().isEmpty } ?? false
        let variable = isOwnSet ? overrideVariable : fallbackVariable ?? overrideVariable
        return try ServiceEndpoint.resolveOptional(default: defaultURL, overrideVariable: variable, environment: environment)
    }
}

/// A context source reached over HTTP at one endpoint: it is built from its connection and
/// finds its endpoint from its address row.
public protocol ConnectedContextSource: ContextSource {
    static var address: ContextServiceAddress { get }
    var connection: ContextServiceConnection { get }
    init(connection: ContextServiceConnection)
}

extension ConnectedContextSource {
    public init(transport: any HTTPTransport, endpoint: ServiceEndpoint, clock: @escaping @Sendable () -> Date = Date.init) {
        self.init(connection: ContextServiceConnection(transport: transport, endpoint: endpoint, clock: clock))
    }

    /// The variable's endpoint (`WEATHERBOARD_…_URL`), or the public service; nil when it is `off`.
    public static func endpoint(environment: [String: String]) throws(ConfigurationError) -> ServiceEndpoint? {
        try address.endpoint(environment: environment)
    }
}

/// The transport, endpoint and clock of a context source, and the one way its sources ask:
/// conditionally on the last record that had a value, renewing it on a 304.
public struct ContextServiceConnection: Sendable {
    let transport: any HTTPTransport
    let endpoint: ServiceEndpoint
    let clock: @Sendable () -> Date

    /// Asks `request`, conditionally on `previous` when `isReusable` says its validators still
    /// stand for what it holds (by default: when it has a value); a 304 renews it until
    /// `nextRequest`'s date, anything else is `read` with the time of the answer.
    func record<Value>(
        _ request: HTTPRequest, previous: ContextRecord<Value>?,
        isReusable: (ContextRecord<Value>) -> Bool = { $0.value != nil },
        nextRequest: (HTTPResponse, Date) -> Date,
        read: (HTTPResponse, Date) throws(WeatherServiceError) -> Value?
    ) async throws(WeatherServiceError) -> ContextRecord<Value> {
        let reusable = previous.flatMap { isReusable($0) ? $0 : nil }
        var request = request
        request.validators = reusable.map(\.validators).flatMap { $0.isEmpty ? nil : $0 }
        let response = try await transport.send(request)
        let now = clock()
        let next = nextRequest(response, now)
        if response.isNotModified, let reusable {
            return reusable.renewed(by: response, at: now, nextRequest: next)
        }
        return ContextRecord(value: try read(response, now), fetchDate: now, nextRequestDate: next, validators: response.validators)
    }
}
