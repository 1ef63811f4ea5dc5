import Foundation
import WeatherCore

/// An alert source whose service lists its CAP 1.2 messages in an index (a national service's
/// RSS or Atom feed; FPAS's list of ids for a box): one poll asks for the index, conditionally
/// while the entries it stood for are still known, then for each listed message not already
/// kept (or kept with validators, conditionally). Messages are kept by id in a `CAPFileStore`,
/// so each is downloaded once. Each is shown only where one of its areas covers the place: a
/// polygon or circle that contains it, or, for a service's own feed, an area whose name is one
/// of the place's; a message whose areas can be neither placed nor ruled out is counted as
/// could not be placed, never left out silently.
struct CAPIndexSource<Index: CAPIndex>: AlertServiceSource {
    let service: AlertService
    let index: Index
    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    private let files: CAPFileStore
    private let languages: [String]
    /// The sources a fallback stands in for (FPAS); nil for a service that covers its own region.
    private let standsInFor: [any AlertSource]?
    private let clock: @Sendable () -> Date

    init(
        service: AlertService, index: Index, transport: any HTTPTransport, endpoint: ServiceEndpoint, files: CAPFileStore,
        languages: [String], standsInFor: [any AlertSource]? = nil, clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.index = index
        self.transport = transport
        self.endpoint = endpoint
        self.files = files
        self.languages = languages
        self.standsInFor = standsInFor
        self.clock = clock
    }


    /// A fallback covers a place only where none of the sources it stands in for does, so a
    /// national service's own warnings are never doubled by a relay; a source whose feed is not
    /// confirmed yet does not count, so a wrong guess about it costs no warnings.
    func covers(_ place: Place) -> Bool {
        guard let national = standsInFor else { return service.covers(place) }
        return !national.contains { $0.replacesFallback && $0.covers(place) }
    }

    func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        guard let url = index.indexURL(for: place, endpoint: endpoint) else {
            throw .other("Could not build the \(service.displayName) request URL")
        }
        // The index is conditional only when the entries it stood for are still known.
        let known = await files.listing(for: place)
        let validators = known == nil ? nil : previous.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        let response = try await transport.send(HTTPRequest(url: url, headers: ["Accept": service.request.accept], validators: validators))
        let now = clock()
        let entries: [CAPIndexEntry]
        if response.isNotModified, let known {
            entries = known
        } else {
            do throws(ResponseDecodingError) {
                entries = try index.entries(from: response.body, endpoint: endpoint)
            } catch {
                throw .undecodable("\(service.displayName): \(error.description)")
            }
        }
        var messages: [(entry: CAPIndexEntry, message: CAPMessage)] = []
        var unread: AlertReport.UnreadWarnings?
        for entry in entries {
            do {
                if let message = try await message(entry, listedAt: url, now: now) { messages.append((entry, message)) }
            } catch .cancelled {
                throw .cancelled
            } catch {
                // One file that cannot be read must not hide the others: they are shown, and
                // the report says how many could not be read. With none read, the source failed.
                unread = AlertReport.UnreadWarnings(count: (unread?.count ?? 0) + 1, reason: unread?.reason ?? error)
            }
        }
        if let unread, unread.count == entries.count { throw unread.reason }
        await files.record(listing: entries, for: place)

        let placed = placedAlerts(messages, on: place, now: now)
        var report = AlertReport(
            alerts: placed.alerts, attribution: attribution(issuers: placed.issuers), fetchDate: now,
            expirationDate: service.poll.expirationDate(of: response, now: now),
            validators: response.validators.isEmpty ? (previous?.validators ?? HTTPValidators()) : response.validators,
            unplaced: placed.unplacedCount == 0 ? nil : place.resolvedCountryCode.map {
                UnplacedAlerts(source: service.issuer, count: placed.unplacedCount, countryCode: $0, detailsURL: service.attribution.legalPageURL)
            })
        report.unread = unread
        guard let checked = report.rangeChecked() else { throw .undecodable("\(service.displayName): its dates are impossible") }
        return checked
    }

    /// The message behind `entry`: the kept document while it is fresh, revalidated when the
    /// server gave validators, else downloaded; nil when the service no longer has it (withdrawn
    /// between the index and now). Any other failure is the caller's to count, so that a
    /// warning that could not be read never looks like no warning. A message is asked only of
    /// the server the index came from (`indexURL`): an index that links elsewhere would send
    /// weatherboard wherever its author likes, and under a URL override to the public service
    /// the override stands for.
    private func message(_ entry: CAPIndexEntry, listedAt indexURL: URL, now: Date) async throws(WeatherServiceError) -> CAPMessage? {
        guard Self.sameServer(entry.url, indexURL) else {
            throw .other("\(service.displayName): the index links a message on another server (\(TerminalText.sanitized(entry.url.host ?? "")))")
        }
        let stored = await files.file(id: entry.id)
        let kept = stored.flatMap { try? CAPXMLDecoder.decode($0.document) }
        if let stored, let kept, stored.isFresh(at: now, finalOnceExpired: index.expiredMessagesAreFinal) { return kept }
        let revalidation = kept == nil ? nil : stored.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        let response: HTTPResponse
        do {
            response = try await transport.send(HTTPRequest(
                url: entry.url, headers: ["Accept": "application/cap+xml, application/xml, text/xml"], validators: revalidation))
        } catch {
            if case .httpStatus(let code, _) = error, code == 404 || code == 410 { return nil }
            throw error
        }
        if response.isNotModified, var unchanged = stored, let kept {
            unchanged.fetchDate = now
            if !response.validators.isEmpty { unchanged.validators = response.validators }
            await files.store(unchanged, id: entry.id)
            return kept
        }
        let message: CAPMessage
        do throws(ResponseDecodingError) {
            message = try CAPXMLDecoder.decode(response.body)
        } catch {
            throw .undecodable("\(service.displayName) message \(entry.id): \(error.description)")
        }
        await files.store(
            CAPFile(document: response.body, fetchDate: now, validators: response.validators, expires: message.latestExpiry),
            id: entry.id)
        return message
    }

    /// Whether `url` is on the server of `index`: the same host and port (a scheme's default
    /// port when none is written), so that neither another host nor a downgrade to plain HTTP on
    /// the same host is followed.
    static func sameServer(_ url: URL, _ index: URL) -> Bool {
        func port(of url: URL) -> Int? {
            url.port ?? ["https": 443, "http": 80][url.scheme?.lowercased() ?? ""]
        }
        guard let host = url.host?.lowercased(), host == index.host?.lowercased(), let linked = port(of: url) else { return false }
        return linked == port(of: index)
    }

    /// The messages in force whose chosen language block has an area covering the place, as
    /// alerts; the issuers named by a relay's messages; and how many in force could be neither
    /// placed nor ruled out. A relay (FPAS) places by polygon and circle only: the box it was
    /// asked for already stands for the place. Each alert without a `web` link links to its own
    /// file, even where two issuers' messages share an identifier.
    func placedAlerts(_ messages: [(entry: CAPIndexEntry, message: CAPMessage)], on place: Place, now: Date)
        -> (alerts: [WeatherAlert], issuers: [String], unplacedCount: Int)
    {
        let selection = CAPSelection(languages: languages, now: now)
        let point = GeoPoint(latitude: place.latitude, longitude: place.longitude)
        let inForce = selection.entriesInForce(messages) { $0.message }
        let alertIDs = selection.alertIDs(of: inForce.map(\.message))
        var alerts: [WeatherAlert] = []
        var issuers: [String] = []
        var unplacedCount = 0
        for (entry, alertID) in zip(inForce, alertIDs) {
            let message = entry.message
            guard let info = selection.preferredInfo(of: message), selection.isInForce(info) else { continue }
            let placement = index.relays
                ? (inside: selection.areas(of: info, containing: point).inside, undetermined: false)
                : selection.placement(of: info, in: message, on: place)
            let inside = placement.inside
            guard !inside.isEmpty else {
                if placement.undetermined { unplacedCount += 1 }
                continue
            }
            // The issuing service: "Japan Meteorological Agency", else its address; the row's own
            // issuer for a service's own feed that names none.
            let named = NonBlankText.of(info.senderName) ?? NonBlankText.of(message.sender)
            let issuer = index.relays ? named ?? "unnamed issuer" : named ?? service.issuer
            guard let alert = selection.alert(
                from: message, id: alertID, info: info, areas: inside, source: issuer, fallbackURL: entry.entry.url)
            else { continue }
            alerts.append(alert)
            if !issuers.contains(issuer) { issuers.append(issuer) }
        }
        return (alerts, issuers, unplacedCount)
    }

    /// The service's name and terms; a relay's with the services whose warnings it relayed,
    /// whose licences still apply.
    func attribution(issuers: [String]) -> WeatherAttribution {
        var attribution = service.attribution
        if index.relays, !issuers.isEmpty { attribution.legalText = "warnings from " + issuers.joined(separator: ", ") }
        return attribution
    }
}
