import Foundation

/// Alert links come from the services' JSON and are opened in a browser, so only absolute
/// http(s) URLs are accepted.
enum WebLink {
    static func url(_ text: String) -> URL? {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)), let scheme = url.scheme?.lowercased(),
              scheme == "https" || scheme == "http", url.host?.isEmpty == false else { return nil }
        return url
    }
}
