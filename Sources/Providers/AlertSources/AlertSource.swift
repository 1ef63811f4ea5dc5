import Foundation
import WeatherCore

/// An official alert service for some region, such as NWS in the US or MetAlerts in Norway.
/// Alert sources are asked separately from the forecast provider because their data changes
/// on a different clock: alerts may refresh every minute while a 10-day forecast keeps for an hour.
public protocol AlertSource: Sendable {
    /// Stable identifier used in cache paths, such as "nws-alerts".
    var identifier: String { get }
    /// The name in English, such as "NWS alerts", as `--json` and the cache keep it;
    /// `SourceNames` says it in the reader's language.
    var displayName: String { get }
    /// The issuing service in a few words, such as "NWS" or "MeteoAlarm", for sentences like
    /// "No warnings from MeteoAlarm for North Holland".
    var issuer: String { get }
    /// Where the source issues warnings, for `weatherboard alerts`, such as "Norway and
    /// Svalbard"; nil where it says nothing.
    var coverage: Phrase? { get }
    /// Words the source's terms ask to be shown with its warnings, verbatim (the dashboard's
    /// help carries them); nil for none.
    var disclaimer: String? { get }
    /// The page of the service's terms of use and attribution, for `weatherboard alerts`; nil
    /// where there is none to link.
    var termsURL: URL? { get }
    /// Whether the fallback (FPAS) can leave the places it covers to it: false for a service
    /// whose feed was not yet confirmed from a real payload (`AlertService.isConfirmed`).
    var replacesFallback: Bool { get }

    /// Whether this source issues alerts for `place`; a source that does not cover a place is
    /// never asked, so a place outside every region costs no alert request at all.
    func covers(_ place: Place) -> Bool

    /// Fetches the current alerts. `previous` is the last good report for this place, whose
    /// validators make the request conditional; on "not modified" the source returns its
    /// alerts again with new dates.
    func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport
}

extension AlertSource {
    public var issuer: String { displayName }
    public var coverage: Phrase? { nil }
    public var disclaimer: String? { nil }
    public var termsURL: URL? { nil }
    public var replacesFallback: Bool { true }
}
