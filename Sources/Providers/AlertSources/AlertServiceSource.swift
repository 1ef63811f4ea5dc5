import Foundation
import WeatherCore

/// A source described by a row of the alert-service table: its names, coverage, terms and
/// standing against the fallback are the row's, said once here rather than in each source.
public protocol AlertServiceSource: AlertSource {
    /// The service's row.
    var service: AlertService { get }
}

extension AlertServiceSource {
    public var identifier: String { service.identifier }
    public var displayName: String { service.displayName }
    public var issuer: String { service.issuer }
    public var coverage: Phrase? { service.coverage }
    public var disclaimer: String? { service.disclaimer }
    public var termsURL: URL? { service.attribution.legalPageURL }
    public var replacesFallback: Bool { service.isConfirmed }
    public func covers(_ place: Place) -> Bool { service.covers(place) }
}
