import Foundation
import WeatherCore

/// The Japan Meteorological Agency's own warnings for the municipality that holds a place in
/// Japan, from the JSON JMA's warnings page loads (the 2026 system, `/bosai/warning/data/r8/`).
///
/// A poll, per place: the place's municipality from GSI's reverse geocoder (asked once and kept),
/// JMA's municipality for it and its office from JMA's area table (kept about a month), then the
/// office's file, which lists every warning bulletin of the prefecture. JMA documents none of
/// this, so the file is checked for life: a file whose newest bulletin is more than a day old,
/// or without the keys it always has, fails the source ("cannot check"), never "no warnings".
///
/// Names are JMA's: Japanese for a Japanese reader, else English (area names from the area
/// table's `enName`, warning names from `JMAWarningKind`); JMA writes no English warning text.
public struct JMAAlertSource: AlertServiceSource {
    /// The service's row (`AlertService.jma`): names, endpoint, poll interval, attribution.
    public let service: AlertService

    /// The area table changes with municipal mergers, a few times a year.
    static let areaTableLifetime: TimeInterval = 30 * 24 * 60 * 60
    /// A file whose newest bulletin is older than this is taken for a feed JMA no longer
    /// updates (the pre-2026 files stopped this way), not for a quiet day.
    static let longestSilence: TimeInterval = 24 * 60 * 60
    /// The area table is about one megabyte; far more is not JMA's answer.
    static let maximumAreaTableSize = 16 * 1024 * 1024

    /// The row's credit in Japanese, as JMA's terms word it; in English for everyone else.
    func attribution(inJapanese: Bool) -> WeatherAttribution {
        guard !inJapanese else { return service.attribution }
        var english = service.attribution
        english.serviceName = "Source: Japan Meteorological Agency"
        return english
    }

    /// JMA's warnings page, open on the municipality and in the reader's language.
    static func warningsPage(municipality: String, inJapanese: Bool) -> URL {
        URL(string: "https://www.jma.go.jp/bosai/warning/#area_type=class20s&area_code=\(municipality)&lang=\(inJapanese ? "ja" : "en")")
            ?? URL(fileURLWithPath: "/")
    }

    private let transport: any HTTPTransport
    private let endpoint: ServiceEndpoint
    /// GSI's endpoint, or why `WEATHERBOARD_GSI_URL` could not be used (the catalog checks it
    /// first and stops; a source built otherwise fails each report with the sentence).
    private let geocoderEndpoint: Result<ServiceEndpoint, ConfigurationError>
    private let files: JMAFileStore
    private let inJapanese: Bool
    private let clock: @Sendable () -> Date

    /// - Parameter languages: the user's languages, most preferred first; Japanese names for a
    ///   reader whose first language is Japanese, English for everyone else.
    init(
        service: AlertService = .jma, transport: any HTTPTransport, endpoint: ServiceEndpoint,
        geocoderEndpoint: Result<ServiceEndpoint, ConfigurationError>, files: JMAFileStore, languages: [String],
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.transport = transport
        self.endpoint = endpoint
        self.geocoderEndpoint = geocoderEndpoint
        self.files = files
        inJapanese = LanguageTag.primary(languages.first ?? "") == "ja"
        self.clock = clock
    }

    /// The source asked at `endpoint` and GSI at `geocoderEndpoint`: what tests build.
    init(
        transport: any HTTPTransport, endpoint: ServiceEndpoint, geocoderEndpoint: ServiceEndpoint, files: JMAFileStore,
        languages: [String], clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.init(
            transport: transport, endpoint: endpoint, geocoderEndpoint: .success(geocoderEndpoint), files: files,
            languages: languages, clock: clock)
    }

    /// GSI's reverse geocoder, which places a point on its municipality: the row's companion.
    static let geocoder = AlertService.Companion(
        defaultURL: "https://mreversegeocoder.gsi.go.jp", overrideVariable: "WEATHERBOARD_GSI_URL")

    public func report(for place: Place, previous: AlertReport?) async throws(WeatherServiceError) -> AlertReport {
        let municipality = try await municipalityCode(of: place)
        let table = try await areaTable()
        let areas = table.municipalities(holding: municipality)
        guard let first = areas.first else {
            throw .undecodable("JMA: municipality \(municipality) is not in JMA's area table")
        }
        guard let office = table.officeCode(of: first), Self.isAreaCode(office) else {
            throw .undecodable("JMA: no forecast office for municipality \(first) in JMA's area table")
        }
        let file = try await officeFile(office)
        let now = clock()
        let alerts: [WeatherAlert]
        do throws(ResponseDecodingError) {
            alerts = try self.alerts(from: try JMAOfficeFile.decode(file.body), on: areas, table: table, now: now)
        } catch {
            throw .undecodable("JMA warnings: \(error.description)")
        }
        let report = AlertReport(
            alerts: alerts, attribution: attribution(inJapanese: inJapanese), fetchDate: now,
            expirationDate: max(file.expirationDate, now), validators: file.validators)
        guard let checked = report.rangeChecked() else { throw .undecodable("JMA warnings: its dates are impossible") }
        return checked
    }

    /// The warnings in force on the municipalities `areas` (one, or the parts JMA splits a city
    /// in), one alert per kind, named by the parts it is in force on.
    func alerts(from file: JMAOfficeFile, on areas: [String], table: JMAAreaTable, now: Date) throws(ResponseDecodingError) -> [WeatherAlert] {
        guard let newest = file.newestReportDate, now.timeIntervalSince(newest) <= Self.longestSilence else {
            throw ResponseDecodingError("JMA's newest bulletin for this office is more than a day old")
        }
        let inForce = file.warningsInForce(on: Set(areas))
        let byCode = Dictionary(grouping: inForce, by: \.code)
        return byCode.keys.sorted().compactMap { code -> WeatherAlert? in
            guard let warnings = byCode[code], let latest = warnings.max(by: { $0.reportDate < $1.reportDate }) else { return nil }
            let kind = JMAWarningKind.of(code: code)
            let names = warnings.map(\.areaCode).sorted().map { area in
                table.class20s[area].map { TerminalText.sanitized($0.name(inJapanese: inJapanese)) } ?? area
            }
            return WeatherAlert(
                id: "jma:" + warnings.map(\.areaCode).sorted().joined(separator: "+") + ":" + code,
                severity: kind.severity, summary: kind.name(inJapanese: inJapanese),
                region: names.joined(separator: inJapanese ? "、" : ", "),
                detailsURL: Self.warningsPage(municipality: latest.areaCode, inJapanese: inJapanese),
                source: inJapanese ? "気象庁" : "Japan Meteorological Agency",
                effectiveDate: latest.reportDate,
                details: inJapanese ? latest.headline.map { TerminalText.sanitized($0, keepingLineBreaks: true) } : nil)
        }
    }

    /// JMA's codes name files and paths: digits only.
    static func isAreaCode(_ code: String) -> Bool {
        (6...7).contains(code.count) && code.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The place's JIS municipality code: kept from the first answer, else asked of GSI. A point
    /// GSI places in no municipality (at sea) fails the source and is asked again next time.
    private func municipalityCode(of place: Place) async throws(WeatherServiceError) -> String {
        if let kept = await files.municipality(for: place) { return kept.code }
        let geocoder: ServiceEndpoint
        switch geocoderEndpoint {
        case .success(let endpoint): geocoder = endpoint
        case .failure(let error): throw .other(error.message)
        }
        guard let url = geocoder.url(path: "/reverse-geocoder/LonLatToAddress", query: [
            URLQueryItem(name: "lat", value: Place.roundedCoordinate(place.latitude)),
            URLQueryItem(name: "lon", value: Place.roundedCoordinate(place.longitude)),
        ]) else { throw .other("Could not build the GSI reverse geocoder request URL") }
        let response = try await transport.send(HTTPRequest(url: url, headers: ["Accept": "application/json"]))
        let code: String?
        do throws(ResponseDecodingError) {
            code = try GSIReverseGeocoderResponse.municipalityCode(from: response.body)
        } catch {
            throw .undecodable("GSI reverse geocoder: \(error.description)")
        }
        guard let code else { throw .undecodable("GSI reverse geocoder: no municipality of Japan at this point") }
        await files.store(JMAFileStore.Municipality(code: code, fetchDate: clock()), for: place)
        return code
    }

    /// The area table: the kept one for a month, then asked again (conditionally). When that
    /// fails, a kept table is still used: areas change a few times a year, warnings by the hour.
    private func areaTable() async throws(WeatherServiceError) -> JMAAreaTable {
        let kept = await files.areaTable()
        let now = clock()
        if let kept, now >= kept.fetchDate, now.timeIntervalSince(kept.fetchDate) < Self.areaTableLifetime {
            return kept.table
        }
        do throws(WeatherServiceError) {
            return try await fetchAreaTable(revalidating: kept)
        } catch .cancelled {
            throw .cancelled
        } catch {
            guard let kept else { throw error }
            return kept.table
        }
    }

    private func fetchAreaTable(revalidating kept: JMAFileStore.AreaTable?) async throws(WeatherServiceError) -> JMAAreaTable {
        guard let url = endpoint.url(path: "/bosai/common/const/area.json", query: []) else {
            throw .other("Could not build the JMA area table request URL")
        }
        let validators = kept.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        let response = try await transport.send(HTTPRequest(
            url: url, headers: ["Accept": "application/json"], validators: validators, maximumBodySize: Self.maximumAreaTableSize))
        let now = clock()
        if response.isNotModified, var renewed = kept {
            renewed.fetchDate = now
            renewed.validators = renewed.validators.renewed(by: response)
            await files.store(renewed)
            return renewed.table
        }
        do throws(ResponseDecodingError) {
            let table = try JMAAreaTable.decode(response.body)
            await files.store(JMAFileStore.AreaTable(table: table, fetchDate: now, validators: response.validators))
            return table
        } catch {
            throw .undecodable("JMA area table: \(error.description)")
        }
    }

    /// The office's file: the kept one until its poll interval is over (another place in the
    /// same office may have just fetched it), else asked again with its validators.
    private func officeFile(_ office: String) async throws(WeatherServiceError) -> JMAFileStore.OfficeFile {
        let kept = await files.officeFile(office)
        if let kept, clock() < kept.expirationDate, clock() >= kept.fetchDate { return kept }
        guard let url = endpoint.url(path: "/bosai/warning/data/r8/\(office).json", query: []) else {
            throw .other("Could not build the JMA warnings request URL")
        }
        let validators = kept.flatMap { $0.validators.isEmpty ? nil : $0.validators }
        let response = try await transport.send(HTTPRequest(
            url: url, headers: ["Accept": service.request.accept], validators: validators,
            maximumBodySize: service.request.maximumBodySize))
        let now = clock()
        let expiration = service.poll.expirationDate(of: response, now: now)
        if response.isNotModified {
            guard var renewed = kept else { throw .undecodable("JMA warnings: 304 Not Modified without a kept file") }
            renewed.fetchDate = now
            renewed.expirationDate = expiration
            renewed.validators = renewed.validators.renewed(by: response)
            await files.store(renewed, office: office)
            return renewed
        }
        let file = JMAFileStore.OfficeFile(body: response.body, fetchDate: now, expirationDate: expiration, validators: response.validators)
        await files.store(file, office: office)
        return file
    }
}
