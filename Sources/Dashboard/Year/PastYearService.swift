import Foundation
import WeatherCore

/// What a request for the year view brought: the days and normals to show (the last good
/// ones, from the cache while they are valid), when the days arrived, and why the last
/// request failed, if it did.
public struct YearDelivery: Sendable, Hashable {
    public var history: YearHistory?
    public var normals: ClimateNormals?
    public var fetchDate: Date?
    /// One sentence in the user's language, such as "The past year is unavailable: …".
    public var failure: String?
    public var attribution: WeatherAttribution?

    public init(
        history: YearHistory?, normals: ClimateNormals?, fetchDate: Date?, failure: String?, attribution: WeatherAttribution?
    ) {
        self.history = history
        self.normals = normals
        self.fetchDate = fetchDate
        self.failure = failure
        self.attribution = attribution
    }
}

/// Where the year view's days come from: the climate archive through its cache in the
/// program, a stand-in in tests.
public protocol PastYearService: Sendable {
    func pastYear(for place: Place) async -> YearDelivery
}

extension YearView {
    /// The view with `delivery` taken: its days stay when a later request fails.
    public mutating func take(_ delivery: YearDelivery) {
        if delivery.history != nil || self.history == nil {
            history = delivery.history
            fetchDate = delivery.fetchDate
        }
        normals = delivery.normals ?? normals
        failure = delivery.failure
        attribution = delivery.attribution ?? attribution
        isLoading = false
    }
}
