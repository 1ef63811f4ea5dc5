import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// Generated shapes and reference chains, each checked against what it must mean: a ring
/// moved across ±180° holds the same points, a polygon with a broken ring places nothing, and
/// an Update or Cancel replaces exactly the message it names. Deterministic from the fuzz seed
/// (`WEATHERBOARD_FUZZ_SEED`), bounded by the same budget as the decoders' fuzzing.
@Suite("Shape and reference properties", .serialized)
struct ShapeAndReferenceFuzzTests {
    let budget = FuzzBudget.fromEnvironment()
    let now = Date(timeIntervalSince1970: 1_787_311_000)

    /// Runs `body` with a generator seeded from the budget and `name`, until the budget ends.
    func generate(_ name: String, _ body: (inout SeededGenerator) throws -> Void) rethrows -> Int {
        let seed = budget.seed ^ UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) })
        print("generated \(name): seed \(budget.seed), \(budget.iterations) inputs or \(budget.seconds) s")
        var random = SeededGenerator(seed: seed)
        let deadline = Date().addingTimeInterval(budget.seconds)
        var count = 0
        while count < budget.iterations, Date() < deadline {
            try body(&random)
            count += 1
        }
        return count
    }

    // MARK: Rings

    /// A star-shaped ring around (0, 0): corners at increasing angles, on a grid of 1/8°, so
    /// that moving it by whole degrees is exact.
    static func ring(_ random: inout SeededGenerator, radius: ClosedRange<Double>) -> [(latitude: Double, longitude: Double)] {
        let corners = Int.random(in: 3...12, using: &random)
        let start = Double.random(in: 0..<(2 * .pi), using: &random)
        return (0..<corners).map { index in
            let angle = start + 2 * .pi * (Double(index) + Double.random(in: 0.1...0.9, using: &random)) / Double(corners)
            let distance = Double.random(in: radius, using: &random)
            func grid(_ value: Double) -> Double { (value * 8).rounded() / 8 }
            return (grid(distance * sin(angle)), grid(distance * cos(angle)))
        }
    }

    static func wrapped(_ longitude: Double) -> Double {
        longitude > 180 ? longitude - 360 : longitude < -180 ? longitude + 360 : longitude
    }

    /// CAP text of `ring` moved to (`latitude`, `longitude`), longitudes wrapped onto ±180°.
    static func capText(_ ring: [(latitude: Double, longitude: Double)], latitude: Double, longitude: Double) -> String {
        (ring + [ring[0]]).map { "\($0.latitude + latitude),\(wrapped($0.longitude + longitude))" }.joined(separator: " ")
    }

    /// Points off the 1/8° grid (odd sixteenths), so none lies on a corner's latitude.
    static func probe(_ random: inout SeededGenerator, within: Double) -> (latitude: Double, longitude: Double) {
        func offGrid(_ value: Double) -> Double { ((value * 8).rounded(.down) + 0.5) / 8 }
        return (offGrid(Double.random(in: -within...within, using: &random)), offGrid(Double.random(in: -within...within, using: &random)))
    }

    /// Whether a ray from `point` eastwards passes within a hair of a corner-to-corner edge of
    /// `ring` at its own latitude: such a point may fall either way, so it proves nothing.
    static func isOnAnEdge(_ point: (latitude: Double, longitude: Double), of ring: [(latitude: Double, longitude: Double)]) -> Bool {
        zip(ring, ring.dropFirst() + [ring[0]]).contains { a, b in
            guard (a.latitude > point.latitude) != (b.latitude > point.latitude) else { return false }
            let crossing = a.longitude + (b.longitude - a.longitude) * (point.latitude - a.latitude) / (b.latitude - a.latitude)
            return abs(crossing - point.longitude) < 1e-9
        }
    }

    /// The same ring drawn around Greenwich and anywhere else, across ±180° or not, holds the
    /// same points; and never the point on the other side of the globe.
    @Test func aRingMovedAcrossTheAntimeridianHoldsTheSamePoints() throws {
        var crossing = 0
        let tried = try generate("antimeridian rings") { random in
            let shape = Self.ring(&random, radius: 0.5...25)
            let latitude = (Double.random(in: -50...50, using: &random)).rounded()
            // Centres near ±180° most of the time, where the ring crosses it.
            let longitude = Int.random(in: 0..<4, using: &random) == 0
                ? Double.random(in: -180...180, using: &random).rounded() : Double(Int.random(in: 160...200, using: &random))
            let atGreenwich = try #require(GeoPolygon(capText: Self.capText(shape, latitude: latitude, longitude: 0)))
            let moved = try #require(GeoPolygon(capText: Self.capText(shape, latitude: latitude, longitude: longitude)))
            if shape.contains(where: { abs($0.longitude + longitude) > 180 }) && shape.contains(where: { abs($0.longitude + longitude) < 180 }) {
                crossing += 1
            }
            for _ in 0..<16 {
                let point = Self.probe(&random, within: 26)
                if Self.isOnAnEdge(point, of: shape) { continue }
                let reference = atGreenwich.contains(GeoPoint(latitude: point.latitude + latitude, longitude: point.longitude))
                let there = GeoPoint(latitude: point.latitude + latitude, longitude: Self.wrapped(point.longitude + longitude))
                #expect(moved.contains(there) == reference, "\(Self.capText(shape, latitude: latitude, longitude: longitude)) at \(there)")
                let opposite = GeoPoint(latitude: there.latitude, longitude: Self.wrapped(there.longitude + 180))
                #expect(!moved.contains(opposite), "\(Self.capText(shape, latitude: latitude, longitude: longitude)) at \(opposite)")
            }
        }
        #expect(tried > 0)
        #expect(crossing > 0, "some rings crossed ±180°")
    }

    // MARK: Polygons with holes

    /// A GeoJSON ring (`[lon, lat]`, closed) of `ring` scaled and moved.
    static func geoJSONRing(_ ring: [(latitude: Double, longitude: Double)], scale: Double, latitude: Double, longitude: Double) -> [[Double]] {
        (ring + [ring[0]]).map { [$0.longitude * scale + longitude, $0.latitude * scale + latitude] }
    }

    /// One vertex made unreadable in a way real answers are: a slipped decimal point, a
    /// longitude off the globe, a missing latitude, not a number.
    static func broken(_ ring: [[Double]], _ random: inout SeededGenerator) -> [[Double]] {
        var ring = ring
        let index = Int.random(in: 0..<ring.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: ring[index][1] *= 10
        case 1: ring[index][0] += 400
        case 2: ring[index] = [ring[index][0]]
        default: ring[index][1] = .nan
        }
        // A latitude of 0 times 10 stays on the globe: move it off.
        if ring[index].count == 2, (-90...90).contains(ring[index][1]), (-180...180).contains(ring[index][0]) { ring[index][1] = 95 }
        return ring
    }

    /// A valid polygon holds what its outer ring holds and its hole does not; a polygon with a
    /// broken ring, outer or hole, holds nothing, and costs a MultiPolygon only itself.
    @Test func aBrokenRingInvalidatesItsPolygonAndNothingElse() throws {
        let tried = try generate("polygons with holes") { random in
            let shape = Self.ring(&random, radius: 1...5)
            let latitude = Double.random(in: -60...60, using: &random).rounded()
            let longitude = Double.random(in: -170...160, using: &random).rounded()
            let outerRing = Self.geoJSONRing(shape, scale: 1, latitude: latitude, longitude: longitude)
            let holeRing = Self.geoJSONRing(shape, scale: 0.4, latitude: latitude, longitude: longitude)
            let outer = try #require(GeoPolygon(geoJSONRing: outerRing))
            let hole = try #require(GeoPolygon(geoJSONRing: holeRing))
            let area = try #require(GeoArea(geoJSONType: "Polygon", polygon: [outerRing, holeRing]))
            let whichIsBroken = Int.random(in: 0..<2, using: &random)
            let damaged = whichIsBroken == 0
                ? [Self.broken(outerRing, &random), holeRing] : [outerRing, Self.broken(holeRing, &random)]
            #expect(GeoArea(geoJSONType: "Polygon", polygon: damaged) == nil, "\(damaged)")
            // A second polygon beside it, far enough not to overlap.
            let besideRing = Self.geoJSONRing(shape, scale: 1, latitude: latitude, longitude: longitude + 12)
            let beside = try #require(GeoPolygon(geoJSONRing: besideRing))
            let multi = try #require(GeoArea(geoJSONType: "MultiPolygon", multiPolygon: [damaged, [besideRing]]))
            for _ in 0..<16 {
                let probe = Self.probe(&random, within: 6)
                let point = GeoPoint(latitude: probe.latitude + latitude, longitude: probe.longitude + longitude + (Bool.random(using: &random) ? 12 : 0))
                #expect(area.contains(point) == (outer.contains(point) && !hole.contains(point)), "\(point)")
                #expect(multi.contains(point) == beside.contains(point), "\(damaged) at \(point)")
            }
        }
        #expect(tried > 0)
    }

    // MARK: Reference chains

    /// One generated message and what it should mean.
    struct Generated {
        var document: String
        var name: String
        var inForce: Bool
    }

    static func timeText(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
        return formatter.string(from: date)
    }

    static func document(sender: String, identifier: String, sent: Date, type: String, status: String = "Actual", references: String) -> String {
        """
        <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>\(identifier)</identifier><sender>\(sender)</sender>
        <sent>\(timeText(sent))</sent><status>\(status)</status><msgType>\(type)</msgType><scope>Public</scope>
        \(references.isEmpty ? "" : "<references>\(references)</references>")
        <info><event>Heavy Rain</event><headline>\(sender) \(identifier) \(timeText(sent))</headline>
        <area><areaDesc>Tokyo</areaDesc><polygon>35.5,139.5 35.5,139.9 35.8,139.9 35.8,139.5 35.5,139.5</polygon></area></info></alert>
        """
    }

    /// Chains of Alert → Update… → maybe Cancel from a few senders sharing a small pool of
    /// identifiers (some keep one identifier for the whole chain), with references of other
    /// senders, malformed references, references to themselves and to later times, and Test
    /// cancels mixed in. In force: the last message of each chain that was not cancelled.
    static func chains(_ random: inout SeededGenerator, start: Date) -> [Generated] {
        let senders = ["https://www.jma.go.jp/", "https://www.river.go.jp/", "fms@met.gov.fj"]
        var generated: [Generated] = []
        var clock = start
        func tick() -> Date {
            clock += Double(Int.random(in: 2...600, using: &random))
            return clock
        }
        for chain in 0..<Int.random(in: 1...5, using: &random) {
            let sender = senders[chain % senders.count]
            let keepsIdentifier = Bool.random(using: &random)
            var identifier = "\(Int.random(in: 1...3, using: &random))"
            var sent = tick()
            var previous = "\(sender),\(identifier),\(timeText(sent))"
            generated.append(Generated(
                document: document(sender: sender, identifier: identifier, sent: sent, type: "Alert", references: ""),
                name: previous, inForce: true))
            for step in 0..<Int.random(in: 0...3, using: &random) {
                if !keepsIdentifier { identifier = "\(identifier)-\(step)" }
                sent = tick()
                let own = "\(sender),\(identifier),\(timeText(sent))"
                let cancels = Int.random(in: 0..<4, using: &random) == 0
                // Noise that must replace nothing.
                let noise = [
                    "\(senders[(chain + 1) % senders.count]),\(identifier),\(timeText(sent - 1))",
                    "\(sender),\(identifier)", "\(sender),\(identifier),not-a-time", own,
                    "\(sender),\(identifier),\(timeText(sent + 3600))",
                ].randomElement(using: &random) ?? ""
                let references = [previous, noise].shuffled(using: &random).joined(separator: " ")
                generated[generated.count - 1].inForce = false
                generated.append(Generated(
                    document: document(sender: sender, identifier: identifier, sent: sent, type: cancels ? "Cancel" : "Update", references: references),
                    name: own, inForce: !cancels))
                if cancels { break }
                previous = own
            }
            if let last = generated.last, last.inForce, Int.random(in: 0..<4, using: &random) == 0 {
                let testName = last.name
                generated.append(Generated(
                    document: document(sender: sender, identifier: "test-\(chain)", sent: tick(), type: "Cancel", status: "Test", references: testName),
                    name: "test", inForce: false))
            }
        }
        return generated
    }

    /// Whatever the order and however often a message is listed, what is in force is the last
    /// uncancelled message of each chain, each once, each an alert with its own id.
    @Test func referenceChainsReplaceExactlyWhatTheyName() throws {
        let tokyo = Place(name: "Tokyo", latitude: 35.6895, longitude: 139.6917, timeZoneIdentifier: "Asia/Tokyo")
        let fpas = FPASAlertSource(
            transport: CurlHTTPClient(), endpoint: ServiceEndpoint(baseURL: URL(fileURLWithPath: "/"), isOverridden: true),
            files: CAPFileStore(directory: nil), languages: ["en"], fallbackFor: [], clock: { [now] in now })
        let tried = try generate("reference chains") { random in
            let generated = Self.chains(&random, start: now - 86400)
            var listed = generated.shuffled(using: &random)
            if let again = listed.randomElement(using: &random), Bool.random(using: &random) { listed.append(again) }
            let messages = try listed.map { try CAPXMLDecoder.decode(Data($0.document.utf8)) }
            let expected = Set(generated.filter(\.inForce).map(\.name))
            let selection = CAPSelection(languages: ["en"], now: now)
            let kept = selection.messagesInForce(messages).compactMap { $0.infos.first?.headline }
            let keptNames = kept.map { $0.replacingOccurrences(of: " ", with: ",") }
            #expect(Set(keptNames) == expected, "\(generated.map(\.document))")
            #expect(keptNames.count == expected.count, "each message once")
            let entries = messages.enumerated().map { offset, message in
                let id = "00000000-0000-4000-8000-\(String(format: "%012d", offset))"
                return (entry: CAPIndexEntry(id: id, url: URL(fileURLWithPath: "/alert/" + id)), message: message)
            }
            let alerts = fpas.placedAlerts(entries, on: tokyo, now: now).alerts
            #expect(alerts.count == expected.count)
            #expect(Set(alerts.map(\.id)).count == alerts.count, "no two alerts share an id")
        }
        #expect(tried > 0)
    }
}
