import Foundation
import Testing
@testable import Dashboard
@testable import Providers
import TestSupport
import WeatherCore

/// Every decoder that reads outside data, fed mutated and random inputs for a bounded time.
/// Whatever a decoder accepts is then rendered, because a value that decodes but cannot be
/// drawn (1e20 °C) crashes just as surely. Surviving is the assertion: a trap ends the run.
@Suite("Decoder fuzzing", .serialized)
struct DecoderFuzzTests {
    let budget = FuzzBudget.fromEnvironment()
    let now = Date(timeIntervalSince1970: 1_787_311_000)
    let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
    let washington = Place(name: "Washington", latitude: 38.8894, longitude: -77.0352, timeZoneIdentifier: "America/New_York", countryCode: "US")
    let oslo = Place(name: "Oslo", latitude: 59.9133, longitude: 10.739, timeZoneIdentifier: "Europe/Oslo", countryCode: "NO")
    static let sizes = [TerminalSize(width: 40, height: 12), TerminalSize(width: 80, height: 24), TerminalSize(width: 200, height: 60)]

    static func fixture(_ name: String) throws -> Data { try WeatherboardBinary.fixture(name) }

    /// Draws `snapshot` (and its alerts' detail overlay) at every size, as the dashboard would.
    func draw(_ snapshot: Snapshot, theme: Theme = .plain) {
        var board = BoardState()
        board.places = [snapshot.place]
        board.selectedIndex = 0
        board.placeStates[snapshot.place.coordinateKey] = .loaded(snapshot, .fresh)
        var model = DashboardModel(
            board: board, now: now, units: .metric,
            locale: UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true))
        for size in Self.sizes { _ = render(model, size: size, theme: theme) }
        // The units with their own rounding (one decimal of m/s, a Beaufort force, mmHg).
        model.units = MeasurementUnits(system: .metric, overrides: UnitOverrides(windSpeed: .metresPerSecond, pressure: .millimetresOfMercury))
        _ = render(model, size: TerminalSize(width: 80, height: 24), theme: theme)
        model.units = MeasurementUnits(system: .imperial, overrides: UnitOverrides(windSpeed: .beaufort))
        model.overlay = snapshot.alerts.isEmpty ? .help() : .alertDetail(index: 0)
        _ = render(model, size: TerminalSize(width: 80, height: 24), theme: theme)
    }

    /// `report`'s alerts and credit on `forecast`, drawn as `draw(_:)` does.
    func draw(_ report: AlertReport, over forecast: Snapshot) {
        var snapshot = forecast
        snapshot.alerts = report.alerts
        snapshot.attributions.append(report.attribution)
        draw(snapshot)
    }

    func transport(_ respond: @escaping @Sendable (HTTPRequest) -> Data) -> CannedTransport {
        CannedTransport { [now] request in HTTPResponse(statusCode: 200, body: respond(request), receivedAt: now) }
    }

    @Test func openMeteoForecast() async throws {
        let corpus = try [
            "open-meteo-forecast-berlin.json", "open-meteo-forecast-polar-sparse.json", "open-meteo-forecast-no-current.json",
            "open-meteo-forecast-sapporo-interpolated.json",
        ].map(Self.fixture)
        let tried = await fuzz("open-meteo forecast", corpus: corpus, budget: budget) { body in
            if let snapshot = try? OpenMeteoProvider.decodeSnapshot(from: body, place: berlin, fetchDate: now) { draw(snapshot) }
        }
        #expect(tried > 0)
    }

    @Test func openMeteoGeocoding() async throws {
        let corpus = try ["open-meteo-geocoding-berlin.json", "open-meteo-geocoding-empty.json"].map(Self.fixture)
        let tried = await fuzz("open-meteo geocoding", corpus: corpus, budget: budget) { body in
            for place in (try? OpenMeteoGeocodingResponse.decode(body).places) ?? [] {
                _ = place.timeZone
                _ = place.coordinateKey
            }
        }
        #expect(tried > 0)
    }

    @Test func nominatimReverse() async throws {
        let corpus = try [Self.fixture("nominatim-reverse-lottum.json"), Data(#"{"error":"Unable to geocode"}"#.utf8)]
        let position = Place.fromCoordinates(latitude: 51.447, longitude: 6.099, name: nil)
        let tried = await fuzz("nominatim reverse", corpus: corpus, budget: budget) { body in
            guard let named = (try? NominatimReverseAnswer.decode(body))?.naming(position) else { return }
            _ = named.fullDescription
            _ = AreaNameMatching.matches("Limburg", administrativeAreas: named.administrativeAreas)
        }
        #expect(tried > 0)
    }

    @Test func metNorwayForecast() async throws {
        let corpus = try ["met-locationforecast-oslo.json", "met-locationforecast-polar-day.json"].map(Self.fixture)
        let tried = await fuzz("met-norway forecast", corpus: corpus, budget: budget) { body in
            let provider = METNorwayForecastProvider(
                transport: transport { _ in body }, endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                clock: { [now] in now })
            if let snapshot = try? await provider.snapshot(for: oslo, previous: nil) { draw(snapshot) }
        }
        #expect(tried > 0)
    }

    /// The nowcast is damaged while Locationforecast stays real, so the minute forecast is
    /// what gets drawn.
    @Test func metNorwayNowcast() async throws {
        let forecast = try Self.fixture("met-locationforecast-oslo.json")
        let corpus = try ["met-nowcast-oslo.json", "met-nowcast-empty.json"].map(Self.fixture)
        let nowcastTime = Date(timeIntervalSince1970: 1_790_057_400)  // 2026-09-22T06:10:00Z, inside the fixture
        let tried = await fuzz("met-norway nowcast", corpus: corpus, budget: budget) { body in
            let provider = METNorwayForecastProvider(
                transport: transport { request in request.url.path.contains("/nowcast/") ? body : forecast },
                endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true), clock: { nowcastTime })
            if let snapshot = try? await provider.snapshot(for: oslo, previous: nil) { draw(snapshot) }
        }
        #expect(tried > 0)
    }

    /// NWS needs three answers; each run damages one of them and keeps the other two real.
    @Test(arguments: ["points", "hourly", "periods"])
    func nwsForecast(damaged part: String) async throws {
        let real = [
            "points": try Self.fixture("nws-points-washington.json"),
            "hourly": try Self.fixture("nws-forecast-hourly-washington.json"),
            "periods": try Self.fixture("nws-forecast-washington.json"),
        ]
        let tried = await fuzz("nws \(part)", corpus: [real[part] ?? Data()], budget: budget) { body in
            let provider = NWSForecastProvider(
                transport: transport { request in
                    let path = request.url.path
                    let slot = path.hasPrefix("/points") ? "points" : path.hasSuffix("/hourly") ? "hourly" : "periods"
                    return slot == part ? body : real[slot] ?? Data()
                },
                endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true), clock: { [now] in now })
            if let snapshot = try? await provider.snapshot(for: washington, previous: nil) { draw(snapshot) }
        }
        #expect(tried > 0)
    }

    @Test func weatherKitWeather() async throws {
        let corpus = try ["weatherkit-weather-full.json", "weatherkit-weather-alerts-edge.json", "weatherkit-weather-sparse.json"].map(Self.fixture)
        let tried = await fuzz("weatherkit weather", corpus: corpus, budget: budget) { body in
            guard let decoded = try? WeatherKitWeatherResponse.decode(body) else { return }
            let builder = WeatherKitSnapshotBuilder(place: berlin, fetchDate: now, serviceName: "Apple Weather")
            if let snapshot = try? builder.snapshot(from: decoded) { draw(snapshot) }
        }
        #expect(tried > 0)
    }

    @Test func nwsAlerts() async throws {
        let corpus = try ["nws-alerts-portland.json", "nws-alerts-empty.json"].map(Self.fixture)
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: washington, fetchDate: now)
        let tried = await fuzz("nws alerts", corpus: corpus, budget: budget) { body in
            let source = AlertService.nws.source(
                transport: transport { _ in body }, endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                clock: { [now] in now })
            if let report = try? await source.report(for: washington, previous: nil) {
                draw(report, over: forecast)
            }
        }
        #expect(tried > 0)
    }

    @Test func metAlerts() async throws {
        let corpus = try ["met-alerts-gale.json", "met-alerts-without-severity.json", "met-alerts-empty.json"].map(Self.fixture)
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: oslo, fetchDate: now)
        let tried = await fuzz("met alerts", corpus: corpus, budget: budget) { body in
            let source = AlertService.metNorway.source(
                transport: transport { _ in body }, endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                clock: { [now] in now })
            if let report = try? await source.report(for: oslo, previous: nil) {
                draw(report, over: forecast)
            }
        }
        #expect(tried > 0)
    }

    @Test func dwdWarnings() async throws {
        let corpus = try ["dwd-warnungen-munich.json", "dwd-warnungen-empty.json"].map(Self.fixture)
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: berlin, fetchDate: now)
        let tried = await fuzz("dwd warnings", corpus: corpus, budget: budget) { body in
            let source = AlertService.dwd.source(
                transport: transport { _ in body }, endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                clock: { [now] in now })
            if let report = try? await source.report(for: berlin, previous: nil) {
                draw(report, over: forecast)
            }
        }
        #expect(tried > 0)
    }

    /// Bright Sky's English text for DWD's warnings, fuzzed beside a fixed GeoServer answer: an
    /// English reader always gets the GeoServer's warnings, whatever Bright Sky sends.
    @Test func dwdEnglishText() async throws {
        let corpus = try ["brightsky-alerts-munich.json", "brightsky-alerts-berlin-mitte.json"].map(Self.fixture)
        let warnings = try Self.fixture("dwd-warnungen-munich.json")
        let munich = Place(name: "Munich", latitude: 48.1374, longitude: 11.5755, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
        let inForce = Date(timeIntervalSince1970: 1_784_030_400)  // 2026-07-14T12:00:00Z, inside the fixture
        let tried = await fuzz("dwd english text", corpus: corpus, budget: budget) { body in
            let source = AlertService.dwd.source(
                transport: transport { $0.url.path.hasPrefix("/alerts") ? body : warnings },
                endpoint: ServiceEndpoint(baseURL: URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"), isOverridden: true),
                languages: ["en-GB", "en"], clock: { inForce })
            let report = try? await source.report(for: munich, previous: nil)
            #expect(report?.alerts.count == 2, "the GeoServer's two warnings stay")
            if let report {
                var snapshot = try? OpenMeteoProvider.decodeSnapshot(
                    from: try Self.fixture("open-meteo-forecast-berlin.json"), place: munich, fetchDate: now)
                snapshot?.alerts = report.alerts
                if let snapshot { draw(snapshot) }
            }
        }
        #expect(tried > 0)
    }

    @Test func ecccAlerts() async throws {
        let toronto = Place(name: "Toronto", latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "America/Toronto", countryCode: "CA")
        let corpus = [try Self.fixture("eccc-alerts-toronto.json")]
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: toronto, fetchDate: now)
        let tried = await fuzz("eccc alerts", corpus: corpus, budget: budget) { body in
            let source = AlertService.eccc.source(
                transport: transport { _ in body }, endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                languages: ["fr-CA", "fr"], clock: { [now] in now })
            if let report = try? await source.report(for: toronto, previous: nil) {
                draw(report, over: forecast)
            }
        }
        #expect(tried > 0)
    }

    /// HKO's warning summary, real answers in English and Traditional Chinese, read for a
    /// Traditional Chinese reader at the Tapah answer's hour so its warnings are drawn.
    @Test func hkoWarnings() async throws {
        let hongKong = Place(name: "Hong Kong", latitude: 22.3027, longitude: 114.1772, timeZoneIdentifier: "Asia/Hong_Kong", countryCode: "HK")
        let corpus = try ["cap-feeds/hk-hko/warnsum-en-tapah-2025-09-07.json", "cap-feeds/hk-hko/warnsum-tc-hko-docs-sample.json"]
            .map(Self.fixture)
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: hongKong, fetchDate: now)
        let tapahNight = Date(timeIntervalSince1970: 1_757_257_200)
        let tried = await fuzz("hko warnings", corpus: corpus, budget: budget) { body in
            let source = AlertService.hko.source(
                transport: transport { _ in body }, endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                languages: ["zh-Hant", "zh-TW", "zh"], clock: { tapahNight })
            if let report = try? await source.report(for: hongKong, previous: nil) {
                draw(report, over: forecast)
            }
        }
        #expect(tried > 0)
    }

    /// HKO's warning texts (a real English answer and HKO's documented Chinese ones) beside a
    /// real summary: whatever the texts say, the summary's warnings are reported, and their texts
    /// reach the alert popup with no terminal control.
    @Test func hkoWarningTexts() async throws {
        let hongKong = Place(name: "Hong Kong", latitude: 22.3027, longitude: 114.1772, timeZoneIdentifier: "Asia/Hong_Kong", countryCode: "HK")
        let corpus = try [
            "cap-feeds/hk-hko/warninginfo-en-kompasu-2021-10-13.json", "cap-feeds/hk-hko/warninginfo-tc-hko-docs-sample.json",
            "cap-feeds/hk-hko/warninginfo-tc-hko-docs-every-family.json",
        ].map(Self.fixture)
        let summary = try Self.fixture("cap-feeds/hk-hko/warnsum-en-tapah-2025-09-07.json")
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: hongKong, fetchDate: now)
        let tapahNight = Date(timeIntervalSince1970: 1_757_257_200)
        let tried = await fuzz("hko warning texts", corpus: corpus, budget: budget) { body in
            let source = AlertService.hko.source(
                transport: transport { $0.url.query?.contains("warningInfo") == true ? body : summary },
                endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true), languages: ["en"], clock: { tapahNight })
            let report = try? await source.report(for: hongKong, previous: nil)
            #expect(report?.alerts.count == 2, "the texts never cost a warning")
            let details = (report?.alerts ?? []).compactMap(\.details)
            #expect(!details.contains { $0.unicodeScalars.contains { TerminalText.isTerminalControl($0) && $0 != "\n" } })
            if let report {
                var snapshot = forecast
                snapshot.alerts = report.alerts.sorted { ($0.details?.count ?? 0) > ($1.details?.count ?? 0) }
                draw(snapshot)
            }
        }
        #expect(tried > 0)
    }

    /// INMET's real answer, read for São Paulo in the afternoon of its day, so that what
    /// survives is in force and drawn.
    @Test func inmetWarnings() async throws {
        let saoPaulo = Place(name: "São Paulo", latitude: -23.5505, longitude: -46.6333, timeZoneIdentifier: "America/Sao_Paulo", countryCode: "BR")
        let corpus = [try Self.fixture("cap-feeds/br-inmet/avisos-ativos-2026-05-18-excerpt.json")]
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: saoPaulo, fetchDate: now)
        let afternoon = Date(timeIntervalSince1970: 1_779_127_200)
        let tried = await fuzz("inmet warnings", corpus: corpus, budget: budget) { body in
            let source = AlertService.inmet.source(
                transport: transport { _ in body }, endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                languages: ["pt-BR"], clock: { afternoon })
            if let report = try? await source.report(for: saoPaulo, previous: nil) {
                draw(report, over: forecast)
            }
        }
        #expect(tried > 0)
    }

    /// A whole country's feed, placed on one place named only by its areas and one inside the
    /// polygons; the clock is the fixtures' day, so their warnings are in force and drawn.
    @Test func meteoAlarmFeeds() async throws {
        let corpus = try ["meteoalarm-netherlands.json", "meteoalarm-switzerland.json", "meteoalarm-france.json", "meteoalarm-poland.json"]
            .map(Self.fixture)
        let fixtureDay = Date(timeIntervalSince1970: 1_772_881_200)  // 2026-03-07T11:00:00Z
        let places = [
            Place(name: "Amsterdam", latitude: 52.374, longitude: 4.89, timeZoneIdentifier: "Europe/Amsterdam", countryCode: "NL",
                  administrativeAreas: ["Noord-Holland", "Amsterdam"]),
            Place(name: "Zürich", latitude: 47.3667, longitude: 8.55, timeZoneIdentifier: "Europe/Zurich", countryCode: "CH",
                  administrativeAreas: ["Kanton Zürich", "Zürich"]),
        ]
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: berlin, fetchDate: now)
        let tried = await fuzz("meteoalarm feeds", corpus: corpus, budget: budget) { body in
            let source = AlertService.meteoAlarm.source(
                transport: transport { _ in body }, endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                languages: ["en-GB", "en"], clock: { fixtureDay })
            for place in places {
                if let report = try? await source.report(for: place, previous: nil) {
                    draw(report, over: forecast)
                }
            }
        }
        #expect(tried > 0)
    }

    /// FPAS: one poll is the area list and a CAP XML document per id; each run damages one of them.
    @Test(arguments: ["list", "cap"])
    func fpasAlerts(damaged part: String) async throws {
        let tokyo = Place(name: "Tokyo", latitude: 35.6895, longitude: 139.6917, timeZoneIdentifier: "Asia/Tokyo", countryCode: "JP")
        let rain = "3f2c6a1e-8b4d-4c2a-9e51-7d0b6f1a2c01"
        let realList = Data("[\"\(rain)\"]".utf8)
        let realCAP = try Self.fixture("fpas-jma-tokyo-heavy-rain.xml")
        let corpus = part == "list"
            ? [realList, Data("[]".utf8)]
            : try ["fpas-jma-tokyo-heavy-rain.xml", "fpas-jma-tokyo-high-waves.xml", "cap-met-eireann-wind.xml",
                   "cap-update-circle.xml", "cap11-test-message.xml"].map(Self.fixture)
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: tokyo, fetchDate: now)
        let tried = await fuzz("fpas \(part)", corpus: corpus, budget: budget) { body in
            let source = FPASAlertSource(
                transport: transport { request in
                    let isList = request.url.path.hasSuffix("/alert/area")
                    return isList == (part == "list") ? body : (isList ? realList : realCAP)
                },
                endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                files: CAPFileStore(directory: nil), languages: ["ja-JP", "en"], fallbackFor: [], clock: { [now] in now })
            if let report = try? await source.report(for: tokyo, previous: nil) {
                draw(report, over: forecast)
            }
        }
        #expect(tried > 0)
    }

    /// A national CAP feed (MetService's real RSS and messages): one poll is the feed and a CAP
    /// document per entry; each run damages one of them. The clock is the messages' night, so
    /// what survives is in force and drawn.
    @Test(arguments: ["index", "cap"])
    func nationalCAPFeed(damaged part: String) async throws {
        let desertRoad = Place(
            name: "Desert Road", latitude: -39.304, longitude: 175.741, timeZoneIdentifier: "Pacific/Auckland", countryCode: "NZ")
        let realIndex = try Self.fixture("cap-feeds/nz-metservice/index.xml")
        let realCAP = try Self.fixture("cap-feeds/nz-metservice/roadsnow-desertroad.xml")
        let corpus = part == "index"
            ? [realIndex]
            : try ["cap-feeds/nz-metservice/roadsnow-desertroad.xml", "cap-feeds/nz-metservice/roadsnow-dunedintowaitatihighway.xml",
                   "cap-feeds/cn-cma/penglai-high-temperature.xml", "cap-feeds/in-ndma-sachet/linecast-edited-north-delhi-lightning.xml",
                   "cap-feeds/in-ndma-sachet/cap-1787913209058029-pune-satara-en-mr.xml",
                   "cap-feeds/in-ndma-sachet/cap-1787546092152029-four-districts-mr-first.xml"]
                .map(Self.fixture)
        let forecast = try OpenMeteoProvider.decodeSnapshot(
            from: try Self.fixture("open-meteo-forecast-berlin.json"), place: desertRoad, fetchDate: now)
        let night = Date(timeIntervalSince1970: 1_788_175_800)
        let documents = CAPRequestCount()
        let tried = await fuzz("national cap feed \(part)", corpus: corpus, budget: budget) { body in
            let source = AlertService.metService.source(
                transport: transport { request in
                    let isIndex = request.url.path.hasSuffix("/cap/rss")
                    if !isIndex { documents.increment() }
                    return isIndex == (part == "index") ? body : (isIndex ? realIndex : realCAP)
                },
                // MetService's own address (answered by `transport`, never the network): the real
                // feed's links are on it, and a message is asked only of the index's server.
                endpoint: ServiceEndpoint(baseURL: URL(string: "https://alerts.metservice.com")!, isOverridden: true), languages: ["en-NZ"],
                clock: { night })
            if let report = try? await source.report(for: desertRoad, previous: nil) {
                draw(report, over: forecast)
            }
        }
        #expect(tried > 0)
        // With the real feed, its entries were followed to the damaged documents.
        if part == "cap" { #expect(documents.value > 0, "the damaged documents were asked for") }
    }

    /// India's SACHET through its row: Maharashtra's real index (three items) and SACHET's real
    /// messages (`cap:` prefix, no prolog, upper-case `MR`, blocks in either order, districts
    /// only named); each run damages the index or every message. At 17:00 in India on 28
    /// August the Pune message is in force, placed on Pune by its district's name, and drawn.
    @Test(arguments: ["index", "cap"])
    func sachetFeed(damaged part: String) async throws {
        let pune = Place(
            name: "Pune", latitude: 18.51957, longitude: 73.85535, timeZoneIdentifier: "Asia/Kolkata", countryCode: "IN",
            administrativeAreas: ["Maharashtra", "Pune"])
        let realIndex = try Self.fixture("cap-feeds/in-ndma-sachet/rss-maharashtra-2026-08-28.xml")
        let realCAP = try Self.fixture("cap-feeds/in-ndma-sachet/cap-1787913209058029-pune-satara-en-mr.xml")
        let corpus = part == "index"
            ? [realIndex, try Self.fixture("cap-feeds/in-ndma-sachet/rss-india-2026-08-31.xml")]
            : try ["cap-1787913209058029-pune-satara-en-mr.xml", "cap-1787546092152029-four-districts-mr-first.xml",
                   "cap-1787827049357029-five-districts-en-mr.xml", "cap-1788205224883023-dadra-light-rain.xml"]
                .map { try Self.fixture("cap-feeds/in-ndma-sachet/" + $0) }
        let forecast = try OpenMeteoProvider.decodeSnapshot(
            from: try Self.fixture("open-meteo-forecast-berlin.json"), place: pune, fetchDate: now)
        let afternoon = Date(timeIntervalSince1970: 1_787_916_600)  // 2026-08-28T11:30:00Z
        let documents = CAPRequestCount()
        let tried = await fuzz("sachet feed \(part)", corpus: corpus, budget: budget) { body in
            let source = AlertService.ndma.source(
                transport: transport { request in
                    let isIndex = request.url.path.hasSuffix("/rss_india.xml")
                    if !isIndex { documents.increment() }
                    return isIndex == (part == "index") ? body : (isIndex ? realIndex : realCAP)
                },
                // SACHET's own address (answered by `transport`, never the network), where the
                // real index's links are.
                endpoint: ServiceEndpoint(baseURL: URL(string: "https://sachet.ndma.gov.in")!, isOverridden: true),
                languages: ["mr-IN", "en"], clock: { afternoon })
            if let report = try? await source.report(for: pune, previous: nil) {
                draw(report, over: forecast)
            }
        }
        #expect(tried > 0)
        if part == "cap" { #expect(documents.value > 0, "the damaged documents were asked for") }
    }

    /// JMA: one poll is GSI's answer, JMA's area table and the office file; each run damages one
    /// of them, and each run's store is new, so every part is read.
    @Test(arguments: ["geocoder", "areas", "office"])
    func jmaWarnings(damaged part: String) async throws {
        let chiyoda = Place(name: "Chiyoda", latitude: 35.694, longitude: 139.7536, timeZoneIdentifier: "Asia/Tokyo", countryCode: "JP")
        let fixtureTime = Date(timeIntervalSince1970: 1_780_479_000)  // 2026-06-03T09:30:00Z
        let real = try [
            "geocoder": Self.fixture("gsi-lonlattoaddress-chiyoda.json"), "areas": Self.fixture("jma-area-tokyo.json"),
            "office": Self.fixture("jma-r8-tokyo.json"),
        ]
        let corpus = try [
            "geocoder": ["gsi-lonlattoaddress-chiyoda.json", "gsi-lonlattoaddress-ebetsu.json", "gsi-lonlattoaddress-sea.json"],
            "areas": ["jma-area-tokyo.json", "jma-area-split-cities.json"],
            "office": ["jma-r8-tokyo.json", "jma-warning-tokyo-old-path.json"],
        ][part, default: []].map(Self.fixture)
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: chiyoda, fetchDate: now)
        let tried = await fuzz("jma \(part)", corpus: corpus, budget: budget) { body in
            let endpoint = ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true)
            let source = JMAAlertSource(
                transport: transport { request in
                    let path = request.url.path
                    let asked = path.hasSuffix("LonLatToAddress") ? "geocoder" : path.hasSuffix("area.json") ? "areas" : "office"
                    return asked == part ? body : real[asked] ?? Data()
                },
                endpoint: endpoint, geocoderEndpoint: endpoint, files: JMAFileStore(location: nil), languages: ["ja-JP"],
                clock: { fixtureTime })
            if let report = try? await source.report(for: chiyoda, previous: nil) {
                draw(report, over: forecast)
            }
        }
        #expect(tried > 0)
    }

    /// Cache files are outside data too: edited by hand, written by another version, cut short.
    @Test func forecastCacheFiles() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: berlin, fetchDate: now)
        await ForecastCache(directory: directory).store(forecast, provider: "fuzz")
        let file = directory.appendingPathComponent("fuzz/\(berlin.coordinateKey).json")
        let corpus = [try Data(contentsOf: file)]
        let tried = await fuzz("forecast cache", corpus: corpus, budget: budget) { body in
            try? body.write(to: file)
            if let snapshot = await ForecastCache(directory: directory).snapshot(provider: "fuzz", place: berlin) { draw(snapshot) }
        }
        #expect(tried > 0)
    }

    @Test func alertReportCacheFiles() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = AlertService.nws.source(
            transport: transport { _ in (try? Self.fixture("nws-alerts-portland.json")) ?? Data() },
            endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true), clock: { [now] in now })
        let report = try await source.report(for: washington, previous: nil)
        await AlertReportStore(directory: directory).store(report, source: "fuzz", place: washington)
        let file = directory.appendingPathComponent("fuzz/\(washington.coordinateKey).json")
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: washington, fetchDate: now)
        let tried = await fuzz("alert report cache", corpus: [try Data(contentsOf: file)], budget: budget) { body in
            try? body.write(to: file)
            if let stored = await AlertReportStore(directory: directory).report(source: "fuzz", place: washington) {
                var snapshot = forecast
                snapshot.alerts = stored.alerts
                draw(snapshot)
            }
        }
        #expect(tried > 0)
    }

    @Test func placesFiles() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = PlaceStore(fileURL: directory.appendingPathComponent("places.json"))
        try store.update { $0 = SavedPlaces(places: [berlin, washington, oslo], selectedIndex: 1) }
        let corpus = [try Data(contentsOf: store.fileURL)]
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: berlin, fetchDate: now)
        let tried = await fuzz("places file", corpus: corpus, budget: budget) { body in
            try? body.write(to: store.fileURL)
            guard let saved = try? store.load() else { return }
            var board = BoardState()
            board.places = saved.places
            board.selectedIndex = saved.selectedIndex
            for place in saved.places {
                var snapshot = forecast
                snapshot.place = place
                board.placeStates[place.coordinateKey] = .loaded(snapshot, .fresh)
            }
            let model = DashboardModel(
                board: board, now: now, units: .metric,
                locale: UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true))
            for size in Self.sizes { _ = render(model, size: size, theme: .plain) }
        }
        #expect(tried > 0)
    }

    @Test func themeFiles() async throws {
        let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("themes")
        let corpus = try FileManager.default.contentsOfDirectory(at: themes, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.map { try Data(contentsOf: $0) }
        #expect(!corpus.isEmpty)
        let forecast = try OpenMeteoProvider.decodeSnapshot(from: try Self.fixture("open-meteo-forecast-berlin.json"), place: berlin, fetchDate: now)
        let tried = await fuzz("themes", corpus: corpus, budget: budget) { body in
            if let theme = try? Theme(jsonData: body, fallbackName: "fuzz") { draw(forecast, theme: theme) }
        }
        #expect(tried > 0)
    }
}

/// Answers every request with what `respond` makes of it: the decoders, not the network,
/// are under test here (the HTTP path has its own tests against a real local server).
struct CannedTransport: HTTPTransport {
    let respond: @Sendable (HTTPRequest) -> HTTPResponse

    func send(_ request: HTTPRequest) async throws(WeatherServiceError) -> HTTPResponse { respond(request) }
}

/// How many CAP documents a fuzzed source asked for, from the transport's own thread.
final class CAPRequestCount: @unchecked Sendable {
    // @unchecked: `count` is only touched while holding `lock`.
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
