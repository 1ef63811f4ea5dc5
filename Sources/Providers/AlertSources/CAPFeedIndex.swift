import Foundation
import WeatherCore

/// A national service's RSS 2.0 or Atom feed of its CAP messages, at one path for its whole
/// country: each `<item>` (RSS) or `<entry>` (Atom) links to one CAP message, the `<guid>` or
/// `<id>` naming it (else its link). What a row of `AlertService` needs for such a feed is its
/// path; the messages are placed by their own areas.
struct CAPFeedIndex: CAPIndex {
    /// The feed's path under the service's endpoint, with its query if any ("/cap/rss").
    let path: String
    var relays: Bool { false }
    /// SACHET and MetService link each message at an address of its own (its guid or identifier).
    var expiredMessagesAreFinal: Bool { true }

    /// More entries than this is not a feed of warnings in force; fetching them all would be
    /// hundreds of requests to one service.
    static let maximumEntries = 200

    func indexURL(for place: Place, endpoint: ServiceEndpoint) -> URL? { feedURL(endpoint: endpoint) }

    /// The feed under the endpoint (whose own path, if any, comes first).
    func feedURL(endpoint: ServiceEndpoint) -> URL? {
        let parts = path.split(separator: "?", maxSplits: 1)
        let query = parts.count > 1 ? URLComponents(string: "?" + parts[1])?.queryItems ?? [] : []
        return endpoint.url(path: String(parts.first ?? ""), query: query)
    }

    func entries(from body: Data, endpoint: ServiceEndpoint) throws(ResponseDecodingError) -> [CAPIndexEntry] {
        try Self.entries(from: body, base: feedURL(endpoint: endpoint) ?? endpoint.baseURL)
    }

    /// The entries of an RSS or Atom document, links resolved against `base`; an entry without a
    /// usable http(s) link is refused, as a message the index lists but that cannot be fetched
    /// must not read as no message.
    static func entries(from body: Data, base: URL) throws(ResponseDecodingError) -> [CAPIndexEntry] {
        let bytes = try XMLInputEncoding.utf8Bytes(of: body)
        let reader = FeedReader()
        do {
            try XMLEventReader.read(bytes) { event in
                reader.handle(event)
                return true
            }
        } catch {
            throw ResponseDecodingError("the feed is not well-formed XML (\(error))")
        }
        guard reader.sawFeed else { throw ResponseDecodingError("the document is neither an RSS nor an Atom feed") }
        var entries: [CAPIndexEntry] = []
        var seen: Set<String> = []
        for item in reader.items {
            guard let link = item.link.flatMap({ URL(string: $0, relativeTo: base)?.absoluteURL }),
                  let scheme = link.scheme?.lowercased(), scheme == "https" || scheme == "http", link.host != nil
            else { throw ResponseDecodingError("an entry of the feed has no link to its CAP message") }
            let id = CAPIndexEntry.fileSafeID(item.name ?? link.absoluteString)
            guard seen.insert(id).inserted else { continue }
            entries.append(CAPIndexEntry(id: id, url: link))
            guard entries.count <= maximumEntries else {
                throw ResponseDecodingError("the feed lists more than the \(maximumEntries) messages weatherboard reads")
            }
        }
        return entries
    }
}

/// Behind `CAPFeedIndex`: collects each item's (or entry's) link and name as elements close.
private final class FeedReader {
    struct Item {
        var link: String?
        /// How sure it is that `link` is the CAP message (`rank(relation:type:)`); 0 for none.
        var linkRank = 0
        var name: String?
    }

    /// 3 for a link typed as CAP, 2 for another alternate, 1 for any other but `self`, 0 for `self`.
    static func rank(relation: String, type: String) -> Int {
        if relation == "self" { return 0 }
        if type.lowercased().contains("cap") { return 3 }
        return relation == "alternate" && !type.lowercased().contains("html") ? 2 : 1
    }

    private(set) var items: [Item] = []
    /// An `rss`, `channel` or `feed` element was met.
    private(set) var sawFeed = false
    private var current: Item?
    private var path: [String] = []
    private var text = ""

    func handle(_ event: XMLEventReader.Event) {
        switch event {
        case .start(let name):
            let local = name.localName
            path.append(local)
            text = ""
            if ["rss", "channel", "feed", "RDF"].contains(local) { sawFeed = true }
            if local == "item" || local == "entry" { current = Item() }
            // Atom: `<link href=…>`. The message is the link typed as CAP (an entry may also link
            // its web page), else the alternate one, never `rel="self"`.
            if local == "link", current != nil, let href = name.attributes["href"] {
                let rank = Self.rank(relation: name.attributes["rel"] ?? "alternate", type: name.attributes["type"] ?? "")
                if rank > (current?.linkRank ?? 0) {
                    current?.link = href.trimmingCharacters(in: .whitespacesAndNewlines)
                    current?.linkRank = rank
                }
            }
        case .text(let piece):
            text += piece
        case .end(let name):
            let local = name.localName
            defer {
                path.removeLast()
                text = ""
            }
            guard current != nil, path.count >= 2, ["item", "entry"].contains(path[path.count - 2]) || local == "item" || local == "entry" else { return }
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            switch local {
            case "item", "entry":
                if let item = current { items.append(item) }
                current = nil
            case "link" where !value.isEmpty && name.attributes["href"] == nil:
                // RSS: the link's text.
                current?.link = value
                current?.linkRank = 3
            case "guid", "id":
                if !value.isEmpty { current?.name = value }
            default:
                break
            }
        }
    }
}
