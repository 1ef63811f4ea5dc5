import Foundation
import WeatherCore

/// FPAS, the FOSS Public Alert Server that KDE volunteers run at alerts.kde.org: CAP alerts
/// gathered from more than 200 official feeds in about 140 countries, asked only where no
/// national source covers the place (its row is `AlertService.fpas`).
///
/// Its index is `GET /alert/area?min_lat=&max_lat=&min_lon=&max_lon=` for a small box around
/// the place, which answers the ids of the alerts whose stored area meets the box; each id is
/// `GET /alert/<id>`, which redirects to the CAP file. FPAS matches on coarse geometry, so each
/// alert is shown only if one of its CAP areas' polygons or circles contains the place itself.
struct FPASIndex: CAPIndex {
    /// Half the side of the box around the place, in degrees (about a kilometre): the box only
    /// has to contain the place, the CAP areas decide.
    static let boxHalfSide = 0.01
    /// More ids than this around one point is not a list of warnings; fetching them all would
    /// be hundreds of requests to a volunteers' server.
    static let maximumListedAlerts = 200

    var relays: Bool { true }
    var expiredMessagesAreFinal: Bool { false }

    /// The area query for a box around the place, clamped to the globe: FPAS refuses a box that
    /// crosses ±180° or has equal bounds, and this one never does.
    func indexURL(for place: Place, endpoint: ServiceEndpoint) -> URL? {
        let latitude = min(max(place.latitude, -90), 90)
        let longitude = min(max(place.longitude, -180), 180)
        let bounds = [
            ("min_lat", max(latitude - Self.boxHalfSide, -90)), ("max_lat", min(latitude + Self.boxHalfSide, 90)),
            ("min_lon", max(longitude - Self.boxHalfSide, -180)), ("max_lon", min(longitude + Self.boxHalfSide, 180)),
        ]
        return endpoint.url(path: "/alert/area", query: bounds.map { URLQueryItem(name: $0.0, value: Place.roundedCoordinate($0.1)) })
    }

    func entries(from body: Data, endpoint: ServiceEndpoint) throws(ResponseDecodingError) -> [CAPIndexEntry] {
        try Self.alertIDs(from: body).map { id throws(ResponseDecodingError) in
            guard let url = endpoint.url(path: "/alert/\(id)", query: []) else {
                throw ResponseDecodingError("no request URL can be built for alert \(id)")
            }
            return CAPIndexEntry(id: id, url: url)
        }
    }

    /// The JSON array of alert ids `/alert/area` answers, in order, without repeats. Every entry
    /// must be a UUID: ids become request paths and file names.
    static func alertIDs(from body: Data) throws(ResponseDecodingError) -> [String] {
        let listed = try ResponseDecodingError.decode([String].self, from: body)
        var ids: [String] = []
        var seen: Set<String> = []
        for entry in listed {
            let id = entry.lowercased()
            guard UUID(uuidString: id) != nil else { throw ResponseDecodingError("the area list holds an entry that is not an alert id") }
            guard seen.insert(id).inserted else { continue }
            ids.append(id)
            guard ids.count <= maximumListedAlerts else {
                throw ResponseDecodingError("the area list names more than the \(maximumListedAlerts) alerts weatherboard reads")
            }
        }
        return ids
    }
}

/// The FPAS source as the tests and the fallback row build it.
typealias FPASAlertSource = CAPIndexSource<FPASIndex>

extension CAPIndexSource where Index == FPASIndex {
    /// - Parameter nationalSources: the sources FPAS stands in for; it covers a place only when
    ///   none of them does.
    init(
        transport: any HTTPTransport, endpoint: ServiceEndpoint, files: CAPFileStore, languages: [String],
        fallbackFor nationalSources: [any AlertSource], clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.init(
            service: .fpas, index: FPASIndex(), transport: transport, endpoint: endpoint, files: files, languages: languages,
            standsInFor: nationalSources, clock: clock)
    }
}
