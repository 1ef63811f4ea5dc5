import Foundation
import WeatherCore

/// Small, valid snapshots for tests that care about freshness and flow, not weather.
enum SampleSnapshots {
    static let berlin = Place(name: "Berlin", latitude: 52.52437, longitude: 13.41053, timeZoneIdentifier: "Europe/Berlin")
    static let paris = Place(name: "Paris", latitude: 48.85341, longitude: 2.3488, timeZoneIdentifier: "Europe/Paris")

    static func snapshot(for place: Place, fetched: Date, expires: Date, temperature: Double = 20) -> Snapshot {
        Snapshot(
            place: place,
            current: CurrentWeather(
                date: fetched, temperature: temperature, apparentTemperature: temperature - 1, condition: .clear,
                humidity: 0.5, windSpeed: 10, windDirection: 180, windGust: nil, uvIndex: 3, pressure: 1013,
                visibility: 10_000, isDaylight: true),
            hourly: [], daily: [], alerts: [], alertAvailability: .noSource,
            attributions: [WeatherAttribution(serviceName: "Test", legalPageURL: URL(fileURLWithPath: "/legal"))],
            metadata: SnapshotMetadata(provider: "test", fetchDate: fetched, expirationDate: expires))
    }
}

/// A provider double that counts calls, can be told to fail, and can be held open so that
/// concurrent callers pile up on one request. Used only where the network is not the subject:
/// the HTTP path itself is tested against a real server in ProvidersTests and CLITests.
final class CountingProvider: ForecastProvider, @unchecked Sendable {
    let identifier = "test"
    private let lock = NSLock()
    private var calls = 0
    private var refreshes = 0
    private var dates: [Date] = []
    private var places: [String] = []
    private var failure: WeatherServiceError?
    private let lifetime: TimeInterval
    private let delay: TimeInterval
    private let clock: @Sendable () -> Date
    private let dataAge: TimeInterval

    /// - Parameter dataAge: how old the conditions are when they are fetched, as from a service
    ///   whose clock is behind.
    init(lifetime: TimeInterval = 600, delay: TimeInterval = 0, clock: @escaping @Sendable () -> Date = Date.init, dataAge: TimeInterval = 0) {
        self.lifetime = lifetime
        self.delay = delay
        self.clock = clock
        self.dataAge = dataAge
    }

    var callCount: Int { lock.withLock { calls } }
    /// How many of the calls were the user's explicit refresh.
    var refreshCount: Int { lock.withLock { refreshes } }
    /// When each fetch started, by the provider's clock.
    var fetchDates: [Date] { lock.withLock { dates } }
    /// The places asked for, by name, in order.
    var fetchedPlaces: [String] { lock.withLock { places } }

    func fail(with error: WeatherServiceError?) { lock.withLock { failure = error } }

    func snapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        let scriptedFailure = lock.withLock { () -> WeatherServiceError? in
            calls += 1
            dates.append(clock())
            places.append(place.name)
            return failure
        }
        if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000)) }
        if let scriptedFailure { throw scriptedFailure }
        let now = clock()
        var snapshot = SampleSnapshots.snapshot(for: place, fetched: now, expires: now + lifetime, temperature: Double(callCount))
        snapshot.current.date = now - dataAge
        return snapshot
    }

    func refreshedSnapshot(for place: Place, previous: Snapshot?) async throws(WeatherServiceError) -> Snapshot {
        lock.withLock { refreshes += 1 }
        return try await snapshot(for: place, previous: previous)
    }
}

/// A clock tests move by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = start }

    var now: Date { lock.withLock { current } }
    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
    var function: @Sendable () -> Date { { [self] in self.now } }
}

func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Values appended from any thread, read back in order.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Value] = []

    func append(_ value: Value) { lock.withLock { recorded.append(value) } }
    var values: [Value] { lock.withLock { recorded } }
}
