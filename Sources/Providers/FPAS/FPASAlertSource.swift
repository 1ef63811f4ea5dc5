import Foundation
import WeatherCore

/// FPAS, the FOSS Public Alert Server that KDE volunteers run at alerts.kde.org: CAP alerts
/// gathered from more than 200 official feeds in about 140 countries. weatherboard uses it only
/// where no national source covers the place.
///
/// One poll is `GET /alert/area?min_lat=&max_lat=&min_lon=&max_lon=` for a small box around the
/// place, which answers the ids of the alerts whose stored area meets the box; then, for each id
/// not already kept, `GET /alert/<id>`, which redirects to the CAP file. FPAS matches on coarse
/// geometry, so each alert is shown only if one of its CAP areas' polygons or circles contains
/// the place itself.
public struct FPASAlertSource: AlertSource {
    let service = AlertService.fpas
    public var identifier: String { service.identifier }
    public var displayName: String { service.displayName }
    public var issuer: String { service.issuer }
    public var coverage: Phrase? { service.coverage }

    /// Half the side of the box around the place, in degrees (about a kilometre): the box only
    /// has to contain the place, the CAP areas decide.
    static let boxHalfSide = 0.01
    /// More ids than this around one point is not a list of warnings; fetching them all would
    /// be hundreds of requests to a volunteers' server.
    static let maximumListedAlerts = 200

    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let files: FPASCAPFileStore
    private let languages: [String]
    private let nationalSources: [any AlertSource]
    private let clock: @Sendable () -> Date

    /// - Parameter nationalSources: the sources FPAS stands in for; it covers a place only when
    ///   none of them does, so a national service's own warnings are never doubled by FPAS.
    public init(
        transport: any HTTPTransport, endpoint: ServiceEndpoint, files: FPASCAPFileStore, languages: [String],
        fallbackFor nationalSources: [any AlertSource], clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.transport = transport
        self.endpoint = endpoint
        self.files = files
        self.languages = languages
        self.nationalSources = nationalSources
        self.clock = clock
    }

    public func covers(_ place: Place) -> Bool {
        !nationalSources.contains { $0.covers(place) }
    }

    /// The area query for a box around the place, clamped to the globe: FPAS refuses a box that
    /// crosses ±180° or has equal bounds, and this one never does.
    func areaURL(for place: Place) -> URL? {
        let latitude = min(max(place.latitude, -90), 90)
        let longitude = min(max(place.longitude, -180), 180)
        let bounds = [
            ("min_lat", max(latitude - Self.boxHalfSide, -90)), ("max_lat", min(latitude + Self.boxHalfSide, 90)),
            ("min_lon", max(longitude - Self.boxHalfSide, -180)), ("max_lon", min(longitude + Self.boxHalfSide, 180)),
        ]
        return endpoint.url(path: "/alert/area", query: bounds.map { URLQueryItem(name: $0.0, value: Place.roundedCoordinate($0.1)) })
    }

    func alertURL(id: String) -> URL? {
        endpoint.url(path: "/alert/\(id)", query: [])
    }

    public func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        guard let url = areaURL(for: place) else { throw .other("Could not build the FPAS request URL") }
        // The list is conditional only when the ids it stood for are still known.
        let known = await files.listing(for: place)
        let validators = known == nil ? nil : previous.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        let response = try await transport.send(HTTPRequest(url: url, headers: ["Accept": "application/json"], validators: validators))
        let now = clock()
        let ids: [String]
        if response.isNotModified, let known {
            ids = known
        } else {
            do throws(ResponseDecodingError) {
                ids = try Self.alertIDs(from: response.body)
            } catch {
                throw .undecodable("FPAS: \(error.description)")
            }
        }
        var messages: [(id: String, message: CAPMessage)] = []
        var unread: AlertReport.UnreadWarnings?
        for id in ids {
            do {
                if let message = try await message(id: id, now: now) { messages.append((id, message)) }
            } catch .cancelled {
                throw .cancelled
            } catch {
                // One file that cannot be read must not hide the others: they are shown, and
                // the report says how many could not be read. With none read, the source failed.
                unread = AlertReport.UnreadWarnings(count: (unread?.count ?? 0) + 1, reason: unread?.reason ?? error)
            }
        }
        if let unread, unread.count == ids.count { throw unread.reason }
        await files.record(listing: ids, for: place)

        let placed = placedAlerts(messages, at: GeoPoint(latitude: place.latitude, longitude: place.longitude), now: now)
        var report = AlertReport(
            alerts: placed.alerts, attribution: Self.attribution(issuers: placed.issuers), fetchDate: now,
            expirationDate: service.poll.expirationDate(of: response, now: now),
            validators: response.validators.isEmpty ? (previous?.validators ?? HTTPValidators()) : response.validators)
        report.unread = unread
        guard let checked = report.rangeChecked() else { throw .undecodable("FPAS: its dates are impossible") }
        return checked
    }

    /// The alert behind `id`: the kept document while it is fresh, revalidated when the server
    /// gave validators, else downloaded; nil when FPAS no longer has it (withdrawn between the
    /// list and now). Any other failure fails the poll, so that a warning that could not be
    /// read never looks like no warning.
    private func message(id: String, now: Date) async throws(WeatherServiceError) -> CAPMessage? {
        let stored = await files.file(id: id)
        let kept = stored.flatMap { try? CAPXMLDecoder.decode($0.document) }
        if let stored, let kept, stored.isFresh(at: now) { return kept }
        guard let url = alertURL(id: id) else { throw .other("Could not build the FPAS request URL for alert \(id)") }
        let revalidation = kept == nil ? nil : stored.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        let response: HTTPResponse
        do {
            response = try await transport.send(HTTPRequest(
                url: url, headers: ["Accept": "application/cap+xml, application/xml, text/xml"], validators: revalidation))
        } catch {
            if case .httpStatus(let code, _) = error, code == 404 || code == 410 { return nil }
            throw error
        }
        if response.isNotModified, var unchanged = stored, let kept {
            unchanged.fetchDate = now
            if !response.validators.isEmpty { unchanged.validators = response.validators }
            await files.store(unchanged, id: id)
            return kept
        }
        let message: CAPMessage
        do throws(ResponseDecodingError) {
            message = try CAPXMLDecoder.decode(response.body)
        } catch {
            throw .undecodable("FPAS alert \(id): \(error.description)")
        }
        await files.store(
            FPASCAPFile(document: response.body, fetchDate: now, validators: response.validators, expires: message.latestExpiry),
            id: id)
        return message
    }

    /// The messages in force whose chosen language block has an area containing `point`, as
    /// alerts, and the services that issued them. An area without a polygon or circle cannot
    /// be placed, so it never makes an alert local. Each alert without a `web` link links to its
    /// own file on FPAS, even where two issuers' messages share an identifier.
    func placedAlerts(_ messages: [(id: String, message: CAPMessage)], at point: GeoPoint, now: Date) -> (alerts: [WeatherAlert], issuers: [String]) {
        let selection = CAPSelection(languages: languages, now: now)
        let inForce = selection.entriesInForce(messages) { $0.message }
        let alertIDs = selection.alertIDs(of: inForce.map(\.message))
        var alerts: [WeatherAlert] = []
        var issuers: [String] = []
        for (entry, alertID) in zip(inForce, alertIDs) {
            let message = entry.message
            guard let info = selection.preferredInfo(of: message), selection.isInForce(info) else { continue }
            let inside = selection.areas(of: info, containing: point).inside
            guard !inside.isEmpty else { continue }
            // The issuing service, as FPAS only relays: "Japan Meteorological Agency", else its address.
            let issuer = NonBlankText.of(info.senderName) ?? NonBlankText.of(message.sender) ?? "unnamed issuer"
            let fallbackURL = alertURL(id: entry.id) ?? endpoint.baseURL
            guard let alert = selection.alert(
                from: message, id: alertID, info: info, areas: inside, source: issuer, fallbackURL: fallbackURL)
            else { continue }
            alerts.append(alert)
            if !issuers.contains(issuer) { issuers.append(issuer) }
        }
        return (alerts, issuers)
    }

    /// FPAS's own name and terms, with the services whose warnings it relayed: their licences
    /// still apply.
    static func attribution(issuers: [String]) -> WeatherAttribution {
        WeatherAttribution(
            serviceName: AlertService.fpas.attribution.serviceName, legalPageURL: AlertService.fpas.attribution.legalPageURL,
            legalText: issuers.isEmpty ? nil : "warnings from " + issuers.joined(separator: ", "))
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
