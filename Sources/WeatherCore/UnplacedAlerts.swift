import Foundation

/// Warnings in force in a source's feed for the place's country that could be matched to no
/// place at all: an area with neither a polygon nor a circle, whose name is none of the place's
/// (real MeteoAlarm feeds carry only EMMA_ID geocodes and names such as "Split region"). They
/// may cover the place, so "no warnings" would be untrue: they are said as such.
public struct UnplacedAlerts: Codable, Sendable, Hashable {
    /// The source's short name, as in `Snapshot.alertSourceNames` ("MeteoAlarm").
    public var source: String
    public var count: Int
    /// ISO 3166-1 alpha-2 code of the feed's country.
    public var countryCode: String
    /// Where the user can read them: the source's page for the country.
    public var detailsURL: URL

    public init(source: String, count: Int, countryCode: String, detailsURL: URL) {
        self.source = source
        self.count = count
        self.countryCode = countryCode
        self.detailsURL = detailsURL
    }
}
