import Foundation

/// Remembers WeatherKit's branding name ("Apple Weather") per attribution URL, so the
/// attribution endpoint is asked at most once per process; concurrent first fetches share
/// one request. A failed fetch is remembered as the fallback name too: the name rarely
/// changes and is not worth a request on every refresh.
public actor WeatherKitServiceNameCache {
    /// The cache every provider uses unless a test supplies its own.
    public static let shared = WeatherKitServiceNameCache()
    /// What Apple's attribution endpoint has always answered; used when it cannot be reached.
    public static let fallbackName = "Apple Weather"

    private var names: [URL: Task<String, Never>] = [:]

    public init() {}

    /// The cached name for `url`, fetching it with `fetch` the first time.
    func serviceName(at url: URL, fetch: @escaping @Sendable () async -> String?) async -> String {
        if let existing = names[url] { return await existing.value }
        let task = Task<String, Never> { await fetch() ?? Self.fallbackName }
        names[url] = task
        return await task.value
    }
}
