import Foundation
import Testing
@testable import Providers
import WeatherCore

/// A national service's RSS or Atom feed of CAP messages, read into the entries the generic
/// CAP source fetches.
@Suite struct CAPFeedIndexTests {
    let base = URL(string: "https://alerts.example.org/cap/rss")!

    @Test func rssItemsLinkToTheirMessagesNamedByTheirGuid() throws {
        let feed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Alerts</title><link>https://alerts.example.org/</link>
            <item><title>Heavy rain</title><link>https://alerts.example.org/cap/1.xml</link>
              <guid isPermaLink="false">urn:oid:2.49.0.1.554.0.2026.1</guid></item>
            <item><title>Wind</title><link> /cap/2.xml </link></item>
            <item><title>Heavy rain again</title><link>https://alerts.example.org/cap/1.xml</link>
              <guid>urn:oid:2.49.0.1.554.0.2026.1</guid></item>
            </channel></rss>
            """
        let entries = try CAPFeedIndex.entries(from: Data(feed.utf8), base: base)
        #expect(entries.map(\.url.absoluteString) == ["https://alerts.example.org/cap/1.xml", "https://alerts.example.org/cap/2.xml"],
                "relative links resolved; the repeat left out")
        #expect(entries[0].id == "urn_3aoid_3a2.49.0.1.554.0.2026.1", "the guid, made safe as a file name")
        #expect(entries[1].id == CAPIndexEntry.fileSafeID("https://alerts.example.org/cap/2.xml"), "no guid: the link names it")
    }

    @Test func atomEntriesTakeTheirAlternateLinkNotTheFeedsSelfLink() throws {
        let feed = """
            <feed xmlns="http://www.w3.org/2005/Atom"><id>urn:feed</id><link rel="self" href="https://alerts.example.org/atom.xml"/>
            <entry><id>urn:oid:1</id><link rel="self" href="https://alerts.example.org/entry/1"/>
              <link rel="alternate" type="application/cap+xml" href="https://alerts.example.org/cap/1.xml"/></entry>
            <entry><id>urn:oid:2</id><link href="cap/2.xml"/><author><name>Service</name><id>not-the-entry</id></author></entry>
            <entry><id>urn:uuid:3</id><link rel="alternate" type="text/html" href="https://alerts.example.org/web/3"/>
              <link rel="alternate" type="application/cap+xml" href="https://alerts.example.org/cap/3.xml"/></entry>
            </feed>
            """
        let entries = try CAPFeedIndex.entries(from: Data(feed.utf8), base: base)
        #expect(entries.map(\.url.absoluteString) == [
            "https://alerts.example.org/cap/1.xml", "https://alerts.example.org/cap/cap/2.xml", "https://alerts.example.org/cap/3.xml",
        ], "the CAP link, not the web page an entry also links (PAGASA)")
        #expect(entries.map(\.id) == ["urn_3aoid_3a1", "urn_3aoid_3a2", "urn_3auuid_3a3"])
    }

    @Test func anEmptyFeedIsNoMessagesButAnythingElseIsAnError() throws {
        #expect(try CAPFeedIndex.entries(from: Data("<rss><channel><title>x</title></channel></rss>".utf8), base: base).isEmpty)
        for hostile in [
            "<html><body>Maintenance</body></html>",  // a page where the feed should be
            "<rss><channel><item><title>no link</title></item></channel></rss>",  // a message that cannot be fetched
            "<rss><channel><item><link>ftp://alerts.example.org/1.xml</link></item></channel></rss>",
            "<rss><channel><item><link>https://alerts.example.org/1.xml</link>",  // cut short
            "",
        ] {
            #expect(throws: ResponseDecodingError.self, "\(hostile)") { try CAPFeedIndex.entries(from: Data(hostile.utf8), base: base) }
        }
        let many = "<rss><channel>" + (0...CAPFeedIndex.maximumEntries).map { "<item><link>https://a.example/\($0).xml</link></item>" }.joined() + "</channel></rss>"
        #expect(throws: ResponseDecodingError.self) { try CAPFeedIndex.entries(from: Data(many.utf8), base: base) }
    }

    @Test func idsAreSafeFileNamesAndNeverShared() {
        let texts = ["abc-1.2", "a/b", "a_2fb", "../../etc/passwd", ".hidden", "日本", String(repeating: "x", count: 500), String(repeating: "x", count: 499) + "y"]
        let ids = texts.map(CAPIndexEntry.fileSafeID)
        #expect(Set(ids).count == texts.count, "\(ids)")
        for id in ids {
            #expect(id.count <= CAPIndexEntry.maximumIDLength)
            #expect(!id.hasPrefix("."))
            #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.~".contains($0)) }, "\(id)")
        }
        #expect(ids[0] == "abc-1.2", "a plain id is kept as it is")
    }

    @Test func theFeedURLKeepsTheEndpointsPathAndTheRowsQuery() throws {
        let endpoint = ServiceEndpoint(baseURL: URL(string: "http://127.0.0.1:8080/prefix")!, isOverridden: true)
        let index = CAPFeedIndex(path: "/CAP/AR.php?lang=es")
        #expect(index.feedURL(endpoint: endpoint)?.absoluteString == "http://127.0.0.1:8080/prefix/CAP/AR.php?lang=es")
    }
}
