import Foundation
import WeatherCore

/// The year view (`y`, and `weatherboard year --print`): the last twelve months at a place
/// against its normals, as far as they have come, and what became of the last request.
public struct YearView: Sendable, Hashable {
    public var place: Place
    /// Nil until the first answer, and when the archive has nothing for the place.
    public var history: YearHistory?
    /// Nil when there are none (yet): the days are then drawn without their band.
    public var normals: ClimateNormals?
    /// When the history shown arrived; its age is told under it.
    public var fetchDate: Date?
    /// The history is still being asked for.
    public var isLoading: Bool
    /// "The past year is unavailable: …" when the last request failed; the history before it
    /// stays, with its age.
    public var failure: String?
    /// The archive, credited under the days.
    public var attribution: WeatherAttribution?
    /// The request whose answer is taken; answers to older ones are dropped.
    public var requestID: Int

    public init(
        place: Place, history: YearHistory? = nil, normals: ClimateNormals? = nil, fetchDate: Date? = nil,
        isLoading: Bool = true, failure: String? = nil, attribution: WeatherAttribution? = nil, requestID: Int = 0
    ) {
        self.attribution = attribution
        self.place = place
        self.history = history
        self.normals = normals
        self.fetchDate = fetchDate
        self.isLoading = isLoading
        self.failure = failure
        self.requestID = requestID
    }
}
