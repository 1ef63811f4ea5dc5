import Foundation
import Testing
@testable import Dashboard
@testable import Providers
import TestSupport
import WeatherCore

/// Thousands of warnings at one point, as a broken or hostile service could send them, through
/// every step from the feed to the frame: each source's reading, the merge, the panel, scrolling
/// to the last and its popup. What comes out is checked against how the input was made (no
/// warning lost, every copy folded or dropped, the ranking's order); how long it takes is the
/// benchmark's business, never a test's.
@Suite("Huge alert counts", .serialized)
struct AlertCountFuzzTests {
    let budget = FuzzBudget.fromEnvironment()
    let now = Date(timeIntervalSince1970: 1_787_311_000)
    let berlin = Place(name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin", countryCode: "DE")
    let zurich = Place(
        name: "Zürich", latitude: 47.3667, longitude: 8.55, timeZoneIdentifier: "Europe/Zurich", countryCode: "CH",
        administrativeAreas: ["Kanton Zürich", "Zürich"])
    /// One round per 400 inputs of the fuzz budget: one by default, more when a developer runs
    /// the fuzz targets longer (`WEATHERBOARD_FUZZ_ITERATIONS`).
    var rounds: Int { max(1, budget.iterations / 400) }

    func transport(_ body: Data) -> CannedTransport {
        CannedTransport { [now] _ in HTTPResponse(statusCode: 200, body: body, receivedAt: now) }
    }

    func timestamp(_ date: Date) -> String { date.formatted(.iso8601) }

    /// DWD sends one feature per warning and warn cell: thousands of warnings, some of them for
    /// two cells, some expired. Each warning in force is one alert, named after its cells.
    @Test func dwdWarningsByTheThousand() async throws {
        var random = SeededGenerator(seed: budget.seed)
        for _ in 0..<rounds {
            let count = Int.random(in: 3000...6000, using: &random)
            var features: [String] = []
            var inForce: [String: Set<String>] = [:]
            for index in 0..<count {
                let expired = Int.random(in: 0..<10, using: &random) == 0
                let expires = now + (expired ? -60 : Double(Int.random(in: 1...48, using: &random)) * 3600)
                let cells = Int.random(in: 0..<8, using: &random) == 0 ? ["Berlin", "Potsdam"] : ["Berlin"]
                for cell in cells {
                    features.append("""
                        {"properties":{"IDENTIFIER":"dwd-\(index)","NAME":"\(cell)","STATUS":"Actual","MSGTYPE":"Alert",\
                        "EVENT":"FROST","SEVERITY":"\(["Minor", "Moderate", "Severe"][index % 3])","URGENCY":"Immediate",\
                        "ONSET":"\(timestamp(now - 3600))","EXPIRES":"\(timestamp(expires))","HEADLINE":"Amtliche WARNUNG vor FROST",\
                        "DESCRIPTION":"Frost <b>\(index)</b>"}}
                        """)
                }
                if !expired { inForce["dwd-\(index)"] = Set(cells) }
            }
            let body = Data(("{\"type\":\"FeatureCollection\",\"features\":[" + features.joined(separator: ",") + "]}").utf8)
            let source = AlertService.dwd.source(
                transport: transport(body), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                clock: { [now] in now })
            let alerts = try await source.report(for: berlin, previous: nil).alerts

            #expect(alerts.count == inForce.count)
            #expect(Set(alerts.map(\.id)) == Set(inForce.keys))
            for alert in alerts {
                #expect(Set((alert.region ?? "").components(separatedBy: ", ")) == inForce[alert.id], "\(alert.id)")
                #expect(alert.details == "Frost \(alert.id.dropFirst("dwd-".count))", "the description's markup read as text")
            }
            draw(alerts)
        }
    }

    /// A MeteoAlarm feed of thousands of warnings on the place, each filed again for other
    /// areas the way Poland files one per county: the copies fold into their warning, whose
    /// region names every area once.
    @Test func meteoAlarmWarningsAndCopiesByTheThousand() async throws {
        var random = SeededGenerator(seed: budget.seed &+ 1)
        let ring = [(-0.01, -0.01), (-0.01, 0.01), (0.01, 0.01), (0.01, -0.01), (-0.01, -0.01)]
            .map { "\(zurich.latitude + $0.0),\(zurich.longitude + $0.1)" }.joined(separator: " ")
        for _ in 0..<rounds {
            let count = Int.random(in: 2000...4000, using: &random)
            var warnings: [String] = []
            var areasByHeadline: [String: [String]] = [:]
            for index in 0..<count {
                let copies = Int.random(in: 0..<5, using: &random) == 0 ? Int.random(in: 2...4, using: &random) : 1
                let headline = "Thunderstorm warning \(index)"
                for copy in 0..<copies {
                    let area = "Region \(index)-\(copy % 2)"  // the third copy repeats the first area's name
                    warnings.append("""
                        {"alert":{"identifier":"ch-\(index)-\(copy)","sender":"info@meteoswiss.ch","sent":"\(timestamp(now - 3600))",\
                        "status":"Actual","msgType":"Alert","scope":"Public","info":[{"language":"en","event":"Thunderstorm",\
                        "severity":"Moderate","onset":"\(timestamp(now - 600))","expires":"\(timestamp(now + 6 * 3600))",\
                        "headline":"\(headline)","description":"Hail <br> and gusts \(index).",\
                        "parameter":[{"value":"\(index % 2 == 0 ? "2; yellow; Moderate" : "3; orange; Severe")","valueName":"awareness_level"}],\
                        "area":[{"areaDesc":"\(area)","polygon":["\(ring)"]}]}]}}
                        """)
                    if !(areasByHeadline[headline]?.contains(area) ?? false) { areasByHeadline[headline, default: []].append(area) }
                }
            }
            let body = Data(("{\"warnings\":[" + warnings.joined(separator: ",") + "]}").utf8)
            let source = AlertService.meteoAlarm.source(
                transport: transport(body), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
                languages: ["en"], clock: { [now] in now })
            let alerts = try await source.report(for: zurich, previous: nil).alerts

            #expect(alerts.count == count, "one alert per warning, its copies folded in")
            #expect(Set(alerts.map(\.summary)) == Set(areasByHeadline.keys))
            for alert in alerts {
                #expect(alert.region == areasByHeadline[alert.summary]?.joined(separator: ", "), "\(alert.summary)")
                #expect(alert.details?.contains("<") == false)
            }
            draw(alerts)
        }
    }

    /// Thousands of alerts from a forecast and two sources: relayed copies under other ids,
    /// repeats of an id, the same warning in windows that do not meet, expired ones. What is
    /// kept is known from how the lists were made, and comes out ranked.
    @Test func theMergeOfThousands() throws {
        var random = SeededGenerator(seed: budget.seed &+ 2)
        for _ in 0..<rounds {
            let count = Int.random(in: 3000...6000, using: &random)
            let events = ["Frost", "Storm", "Heavy rain", "Heat", "Fog"]
            var originals: [WeatherAlert] = []
            for index in 0..<count {
                // Each event and severity has its own run of windows, an hour apart and half an hour long.
                let severity = AlertSeverity.allCases[index % AlertSeverity.allCases.count]
                let slot = Double(index / (events.count * AlertSeverity.allCases.count))
                originals.append(WeatherAlert(
                    id: "national-\(index)", severity: severity, urgency: AlertUrgency.allCases.randomElement(using: &random) ?? .unknown,
                    summary: events[(index / AlertSeverity.allCases.count) % events.count], region: nil,
                    detailsURL: URL(fileURLWithPath: "/"), source: "national", onsetDate: now + slot * 3600,
                    expirationDate: now + slot * 3600 + 1800))
            }
            var relayed: [WeatherAlert] = []
            var repeated: [WeatherAlert] = []
            var expired: [WeatherAlert] = []
            for alert in originals {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    var copy = alert
                    copy.id = "relay-" + alert.id
                    copy.summary = "  " + alert.summary.uppercased()
                    copy.onsetDate = alert.onsetDate.map { $0 + 600 }
                    relayed.append(copy)
                case 1:
                    var again = alert
                    again.summary = "Something else"
                    repeated.append(again)
                case 2:
                    var old = alert
                    old.id = "old-" + alert.id
                    old.expirationDate = now - 1
                    expired.append(old)
                default: break
                }
            }
            let lists = [relayed.shuffled(using: &random), originals, repeated + expired]
            let merged = AlertMerging.merged(lists, now: now)

            // The relays come first, so they are kept and their originals dropped.
            let relayedOriginals = Set(relayed.map { String($0.id.dropFirst("relay-".count)) })
            let expected = Set(relayed.map(\.id)).union(originals.map(\.id).filter { !relayedOriginals.contains($0) })
            #expect(merged.count == expected.count)
            #expect(Set(merged.map(\.id)) == expected)
            #expect(zip(merged, merged.dropFirst()).allSatisfy { [$0, $1].rankedBySeverity().map(\.id) == [$0.id, $1.id] },
                    "ranked: no alert belongs before the one listed ahead of it")
            draw(merged)
        }
    }

    /// The demo board's first place with `alerts`, scrolled to the last of them and then with
    /// its popup open: the frame says so.
    func draw(_ alerts: [WeatherAlert]) {
        var board = DemoData.boardState(now: now)
        board.selectedIndex = 0
        let place = board.places[0]
        guard var snapshot = board.state(of: place).snapshot else {
            Issue.record("the demo board has no snapshot for its first place")
            return
        }
        snapshot.alerts = alerts
        board.placeStates[place.coordinateKey] = .loaded(snapshot, .fresh)
        var model = DashboardModel(
            board: board, now: now, units: .metric,
            locale: UserLocale(identifier: "en_GB", preferredUnits: .metric, uses24HourClock: true, isUTF8: true))
        let size = TerminalSize(width: 120, height: 40)
        let last = model.listedAlerts.count - 1
        #expect(last == alerts.count - 1)
        guard last > 0 else { return }
        model.alertScroll = alertScroll(showing: last, from: 0, model: model, size: size)
        model.selectedAlert = last
        #expect(model.alertScroll > 0)
        #expect(render(model, size: size, theme: .plain).plainText.contains("\(model.alertScroll) above"))
        model.overlay = .alertDetail(index: last)
        #expect(render(model, size: size, theme: .plain).plainText.contains("Alert \(last + 1) of \(last + 1)"))
    }
}
