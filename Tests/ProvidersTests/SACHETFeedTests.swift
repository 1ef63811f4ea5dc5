import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// India's NDMA SACHET feed through its row (`AlertService.ndma`, asked at the address its
/// `WEATHERBOARD_NDMA_URL` override names), against a loopback server that serves the real
/// documents SACHET published (Fixtures/cap-feeds/README.md, India), each link to
/// sachet.ndma.gov.in pointed at the server and nothing else changed. SACHET's messages carry no
/// polygon: they are placed by their districts' names, or said as could not be placed.
@Suite struct SACHETFeedTests {
    static let indexPath = "/cap_public_website/rss/rss_india.xml"
    static let messagePath = "/cap_public_website/FetchXMLFile"
    static let fixtures = "cap-feeds/in-ndma-sachet/"

    /// A place in Pune district as Open-Meteo's geocoder names it (admin1, admin2: GeoNames'
    /// Pune, 1259229, as other projects' saved answers show it).
    static let pune = Self.place("Pune", 18.51957, 73.85535, areas: ["Maharashtra", "Pune"])
    /// A place in Satara district as Nominatim's reverse geocoder names it: state, then
    /// `state_district` with "District" (as saved answers for places in Pune district show it).
    static let satara = Self.place("Satara", 17.6805, 74.0183, areas: ["Maharashtra", "Satara District", "Satara"])
    static let mumbai = Self.place("Mumbai", 19.07283, 72.88261, areas: ["Maharashtra", "Mumbai"])
    static let delhi = Self.place("Delhi", 28.65195, 77.23149, areas: ["National Capital Territory of Delhi", "Delhi"])
    /// Added as LAT,LON and not named yet: no area names.
    static let coordinates = Self.place("18.52, 73.86", 18.52, 73.86, areas: nil)
    static let silvassa = Self.place(
        "Silvassa", 20.2736, 73.0084, areas: ["Dadra and Nagar Haveli and Daman and Diu", "Dadra and Nagar Haveli", "Silvassa"])

    static func place(_ name: String, _ latitude: Double, _ longitude: Double, areas: [String]?) -> Place {
        Place(
            name: name, latitude: latitude, longitude: longitude, timeZoneIdentifier: "Asia/Kolkata", countryCode: "IN",
            administrativeAreas: areas)
    }

    /// SACHET as its index and messages are: `index` at the row's path with an ETag (a 304 when
    /// asked with it), each message at `FetchXMLFile?identifier=<guid>` if a copy of it was
    /// saved and `unpublished` does not name it, else 404.
    static func sachet(index: String, unpublished: Set<String> = []) throws -> LocalHTTPServer {
        let feed = try FixtureLoader.text(fixtures + index)
        var messages: [String: Data] = [:]
        for name in [
            "cap-1788205224883023-dadra-light-rain.xml", "cap-1787913209058029-pune-satara-en-mr.xml",
            "cap-1787827049357029-five-districts-en-mr.xml", "cap-1787546092152029-four-districts-mr-first.xml",
        ] {
            let guid = String(name.dropFirst("cap-".count).prefix { $0.isNumber })
            if !unpublished.contains(guid) { messages[guid] = try FixtureLoader.data(fixtures + name) }
        }
        return try LocalHTTPServer { [feed, messages] request in
            switch request.pathWithoutQuery {
            case indexPath:
                if request.header("if-none-match") == "\"india-1\"" { return .status(304, headers: ["ETag": "\"india-1\""]) }
                let local = feed.replacingOccurrences(of: "https://sachet.ndma.gov.in", with: "http://\(request.header("host") ?? "")")
                return .data(200, Data(local.utf8), contentType: "application/rss+xml", headers: ["ETag": "\"india-1\""])
            case messagePath:
                guard let message = request.queryValue("identifier").flatMap({ messages[$0] }) else { return .status(404) }
                return .data(200, message, contentType: "application/xml")
            default:
                return .status(404)
            }
        }
    }

    /// The row's source, asked where `WEATHERBOARD_NDMA_URL` says.
    static func ndma(_ server: LocalHTTPServer, clock: ProviderTestClock, languages: [String] = ["en-IN", "en"]) throws -> any AlertSource {
        try AlertService.ndma.source(AlertSourceInputs(
            transport: CurlHTTPClient(clock: clock.function), environment: ["WEATHERBOARD_NDMA_URL": server.baseURL.absoluteString],
            languages: languages, clock: clock.function))
    }

    static func messageRequests(_ server: LocalHTTPServer, guid: String) -> Int {
        server.requests.filter { $0.pathWithoutQuery == messagePath && $0.queryValue("identifier") == guid }.count
    }

    /// The real national index of 31 August 2026 (99 items) at 01:20 on 1 September in India:
    /// its Dadra message (item 2) is in force; the 97 messages of which no copy was saved are
    /// answered 404, as messages withdrawn since the index was read.
    @Test func theRealNationalIndexPlacesItsDadraWarningOnItsDistrictOnly() async throws {
        let server = try Self.sachet(index: "rss-india-2026-08-31.xml")
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2026-08-31T19:50:00Z"))
        let ndma = try Self.ndma(server, clock: clock)

        let silvassa = try await ndma.report(for: Self.silvassa, previous: nil)
        let warning = try #require(silvassa.alerts.first)
        #expect(silvassa.alerts.count == 1)
        #expect(warning.id == "IN-1788205224883023_23", "the CAP identifier, not the index's guid")
        #expect(warning.summary == "Light rain is very likely to occur at isolated places over Dadra Nagar Haveli and Daman districts in next 3 hours.")
        #expect(warning.region == "Dadra And Nagar Haveli district of Dadra and Nagar Haveli and Daman and Diu")
        #expect(warning.source == "Dadra-and-Nagar-Haveli-and-Daman-and-Diu-SDMA")
        #expect(warning.severity == .moderate)
        #expect(warning.expirationDate == providerTestDate("2026-08-31T22:39:00Z"))
        #expect(warning.details == "Please follow SDMA guidelines.", "the empty description reads as none")
        #expect(warning.detailsURL.absoluteString.hasSuffix("/cap_public_website/FetchXMLFile?identifier=1788205224883023"))
        #expect(silvassa.attribution.serviceName == "NDMA SACHET (National Disaster Management Authority, India)")
        #expect(silvassa.unplaced == nil)
        #expect(server.requests.first?.pathWithoutQuery == Self.indexPath)
        #expect(server.requests.count == 100, "the index, then each of its 99 messages once")
        #expect(Set(server.requests.dropFirst().compactMap { $0.queryValue("identifier") }).count == 99)

        let pune = try await ndma.report(for: Self.pune, previous: nil)
        #expect(pune.alerts.isEmpty && pune.unplaced == nil, "another state's district rules it out")
        let unnamed = try await ndma.report(for: Self.coordinates, previous: nil)
        #expect(unnamed.alerts.isEmpty)
        #expect(unnamed.unplaced?.count == 1 && unnamed.unplaced?.source == "NDMA", "could not be placed, never no warnings")
        #expect(Self.messageRequests(server, guid: "1788205224883023") == 1, "the message is fetched once for the three places")
    }

    /// A second poll asks for the index with its ETag and fetches no kept message again, however
    /// long it has been over: SACHET lists a day of three-hour warnings.
    @Test func aSecondPollIsConditionalAndKeptMessagesAreNotFetchedAgain() async throws {
        let server = try Self.sachet(index: "rss-india-2026-08-31.xml")
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2026-08-31T19:50:00Z"))
        let ndma = try Self.ndma(server, clock: clock)
        let first = try await ndma.report(for: Self.silvassa, previous: nil)
        clock.advance(by: 10 * 60)
        let second = try await ndma.report(for: Self.silvassa, previous: first)
        #expect(second.alerts == first.alerts)
        let polls = server.requests.filter { $0.pathWithoutQuery == Self.indexPath }
        #expect(polls.count == 2 && polls.last?.header("if-none-match") == "\"india-1\"")
        #expect(Self.messageRequests(server, guid: "1788205224883023") == 1)

        clock.advance(by: 3 * 3600)
        let over = try await ndma.report(for: Self.silvassa, previous: second)
        #expect(over.alerts.isEmpty && over.unplaced == nil, "expired at 04:09")
        #expect(Self.messageRequests(server, guid: "1788205224883023") == 1, "an expired message is not asked for again")
    }

    /// Maharashtra's index of 28 August 2026 (the Pune message's own, as that project saved
    /// it; SACHET's national index lists every state's items in the same shape) served where the
    /// row asks. At 17:00 in India the Pune and Satara message is in force.
    @Test func thePuneWarningReachesPuneAndSataraAndNoOtherDistrict() async throws {
        let server = try Self.sachet(index: "rss-maharashtra-2026-08-28.xml")
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2026-08-28T11:30:00Z"))
        let ndma = try Self.ndma(server, clock: clock)

        let pune = try await ndma.report(for: Self.pune, previous: nil)
        #expect(pune.alerts.map(\.summary) == [
            "Light to moderate spells of rain very likely to occur at isolated places over Ghats of Pune and Satara  in next 3 hours.",
        ], "English for an English reader, though the index's title is Marathi")
        #expect(pune.alerts.first?.region == "Pune,Satara districts of Maharashtra")
        #expect(pune.alerts.first?.source == "Maharashtra-SDMA")
        #expect(pune.unplaced == nil, "the other two messages have expired")
        #expect(try await ndma.report(for: Self.satara, previous: nil).alerts.map(\.id) == ["IN-1787913209058029_29"])
        for elsewhere in [Self.mumbai, Self.delhi] {
            let report = try await ndma.report(for: elsewhere, previous: nil)
            #expect(report.alerts.isEmpty && report.unplaced == nil, "\(elsewhere.name)")
        }
        #expect(try await ndma.report(for: Self.coordinates, previous: nil).unplaced?.count == 1)
        #expect(server.requests.filter { $0.pathWithoutQuery == Self.messagePath }.count == 3, "each of the three messages once for five places")

        let marathi = try Self.ndma(server, clock: clock, languages: ["mr-IN", "mr"])
        #expect(try await marathi.report(for: Self.pune, previous: nil).alerts.map(\.summary) == [
            "Moderate Rain: पुढील ३ तासात पुणे आणि सातारा जिल्ह्यात घाट परिसरात काही ठिकाणी हलक्या ते मध्यम स्वरूपाचा पाऊस पडण्याची दाट शक्यता आहे. मंत्रालय, मुंबई",
        ], "the upper-case MR block for a Marathi reader, its title naming the event as SACHET gives it (in English)")
    }

    /// On 27 August at 18:00 in India the message in force names only "5 districts of
    /// Maharashtra" (LGD codes, a polygon elsewhere): a place in Maharashtra is told a warning
    /// could not be placed; a place in another state is not.
    @Test func aMessageThatOnlyCountsItsDistrictsIsUnplacedInItsStateOnly() async throws {
        // The Pune message of the next day is not published yet.
        let server = try Self.sachet(index: "rss-maharashtra-2026-08-28.xml", unpublished: ["1787913209058029"])
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2026-08-27T12:30:00Z"))
        let ndma = try Self.ndma(server, clock: clock)
        for place in [Self.pune, Self.mumbai, Self.coordinates] {
            let report = try await ndma.report(for: place, previous: nil)
            #expect(report.alerts.isEmpty, "\(place.name)")
            #expect(report.unplaced?.count == 1, "\(place.name): could not be placed")
        }
        let delhi = try await ndma.report(for: Self.delhi, previous: nil)
        #expect(delhi.alerts.isEmpty && delhi.unplaced == nil)
    }

    /// Block order varies (MR first in one message, en-IN first in the others) and SACHET writes
    /// `MR` in upper case: each reader gets the block of their language, English otherwise.
    @Test func eachReaderGetsTheirBlockWhateverItsOrderAndCase() throws {
        let mrFirst = try CAPXMLDecoder.decode(try FixtureLoader.data(Self.fixtures + "cap-1787546092152029-four-districts-mr-first.xml"))
        let enFirst = try CAPXMLDecoder.decode(try FixtureLoader.data(Self.fixtures + "cap-1787913209058029-pune-satara-en-mr.xml"))
        let now = providerTestDate("2026-08-24T05:30:00Z")
        #expect(mrFirst.infos.map(\.language) == ["MR", "en-IN"] && enFirst.infos.map(\.language) == ["en-IN", "MR"])
        for message in [mrFirst, enFirst] {
            #expect(CAPSelection(languages: ["en-GB", "en"], now: now).preferredInfo(of: message)?.language == "en-IN")
            #expect(CAPSelection(languages: ["mr"], now: now).preferredInfo(of: message)?.language == "MR")
            #expect(CAPSelection(languages: ["hi-IN", "hi"], now: now).preferredInfo(of: message)?.language == "en-IN", "English before the first block")
        }
        #expect(mrFirst.infos.allSatisfy { NonBlankText.of($0.description) == nil && $0.areas.first?.hasGeometry == false })
    }

    /// SACHET's firewall answers a burst with an HTML page (403, or 200 from some proxies):
    /// at the index, it is a failure, never no warnings; for the messages, each is unread and
    /// with none read the source failed.
    @Test func theFirewallsPageIsAFailureNotNoWarnings() async throws {
        let clock = ProviderTestClock(providerTestDate("2026-08-28T11:30:00Z"))
        let page = "<html><head><title>Request Rejected</title></head><body>Error Code: 403<br>The requested URL was rejected.</body></html>"
        for status in [403, 200] {
            let firewall = try LocalHTTPServer { _ in .data(status, Data(page.utf8), contentType: "text/html") }
            defer { firewall.stop() }
            await #expect(throws: WeatherServiceError.self, "\(status)") {
                try await Self.ndma(firewall, clock: clock).report(for: Self.pune, previous: nil)
            }
        }
        let feed = try FixtureLoader.text(Self.fixtures + "rss-maharashtra-2026-08-28.xml")
        let refusing = try LocalHTTPServer { request in
            guard request.pathWithoutQuery == Self.indexPath else { return .data(403, Data(page.utf8), contentType: "text/html") }
            let local = feed.replacingOccurrences(of: "https://sachet.ndma.gov.in", with: "http://\(request.header("host") ?? "")")
            return .data(200, Data(local.utf8), contentType: "application/rss+xml")
        }
        defer { refusing.stop() }
        await #expect(throws: WeatherServiceError.self, "no message could be read") {
            try await Self.ndma(refusing, clock: clock).report(for: Self.pune, previous: nil)
        }
    }

    /// An index whose links point at another server: those messages are not asked for there,
    /// but counted as unread; the ones on the index's own server are shown.
    @Test func linksToAnotherServerAreNotFollowed() async throws {
        let elsewhere = try LocalHTTPServer { _ in .data(200, Data("<cap:alert/>".utf8), contentType: "application/xml") }
        defer { elsewhere.stop() }
        let feed = try FixtureLoader.text(Self.fixtures + "rss-maharashtra-2026-08-28.xml")
        let pune = try FixtureLoader.data(Self.fixtures + "cap-1787913209058029-pune-satara-en-mr.xml")
        let server = try LocalHTTPServer { request in
            if request.pathWithoutQuery == Self.indexPath {
                // The Pune item stays on this server; the other two point elsewhere.
                let local = feed.replacingOccurrences(of: "https://sachet.ndma.gov.in", with: elsewhere.baseURL.absoluteString)
                    .replacingOccurrences(
                        of: "\(elsewhere.baseURL.absoluteString)/cap_public_website/FetchXMLFile?identifier=1787913209058029",
                        with: "http://\(request.header("host") ?? "")/cap_public_website/FetchXMLFile?identifier=1787913209058029")
                return .data(200, Data(local.utf8), contentType: "application/rss+xml")
            }
            return request.queryValue("identifier") == "1787913209058029" ? .data(200, pune, contentType: "application/xml") : .status(404)
        }
        defer { server.stop() }
        let clock = ProviderTestClock(providerTestDate("2026-08-28T11:30:00Z"))
        let report = try await Self.ndma(server, clock: clock).report(for: Self.pune, previous: nil)
        #expect(report.alerts.map(\.id) == ["IN-1787913209058029_29"])
        #expect(report.unread?.count == 2, "the two linked elsewhere could not be read")
        #expect(elsewhere.requestCount == 0, "nothing was asked of the other server")
        #expect(CAPIndexSource<CAPFeedIndex>.sameServer(URL(string: "https://sachet.ndma.gov.in:443/a")!, URL(string: "https://SACHET.ndma.gov.in/b")!))
        #expect(!CAPIndexSource<CAPFeedIndex>.sameServer(URL(string: "http://sachet.ndma.gov.in/a")!, URL(string: "https://sachet.ndma.gov.in/b")!))
        #expect(!CAPIndexSource<CAPFeedIndex>.sameServer(URL(string: "https://sachet.ndma.gov.in.example/a")!, URL(string: "https://sachet.ndma.gov.in/b")!))
    }
}
