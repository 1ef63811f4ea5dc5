import Foundation
import WeatherCore

/// Why a link could not be opened: `reason` is one sentence without the link (for a screen
/// that shows the link beside it), `description` the sentence that also says to open it by hand.
public struct URLOpenerError: Error, Hashable, Sendable, CustomStringConvertible {
    public let reason: String
    public let description: String

    /// `url` nil for a link that should not be opened at all.
    init(reason: String, url: String?) {
        self.reason = reason
        description = url.map { reason.dropLast() + "; open \($0) by hand." } ?? reason
    }
}

/// Opens a link in the user's browser: `$BROWSER` if set, else `xdg-open`.
///
/// The URL is always its own argv element and the browser runs as a `DetachedCommand`, so a
/// link from the network cannot run commands, and the browser neither scribbles over the
/// dashboard nor dies with the terminal.
public struct URLOpener: Sendable {
    private let environment: [String: String]
    /// The language the reasons are told in.
    private let words: Catalog

    public init(environment: [String: String] = ProcessEnvironment.current(), words: Catalog = .english) {
        self.words = words
        self.environment = environment
    }

    /// The commands that will be tried, in order, as argv arrays without the URL.
    /// `$BROWSER` may list several commands separated by colons; `%s` marks where the URL goes.
    var candidates: [[String]] {
        var commands: [[String]] = []
        if let browser = environment["BROWSER"] {
            for entry in browser.split(separator: ":") {
                let words = entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                if !words.isEmpty { commands.append(words) }
            }
        }
        commands.append(["xdg-open"])
        return commands
    }

    /// Starts the browser and waits until the command exits, because its exit status is the
    /// only sign that the link could not be opened (xdg-open with no browser, a BROWSER that
    /// fails). A launcher such as xdg-open returns as soon as the browser has the link; a
    /// browser run directly returns when it is closed. The wait happens on a thread of its
    /// own, so the caller only suspends.
    ///
    /// A command that is not installed is skipped for the next one; a command that ran and
    /// failed is reported, not hidden behind another.
    public func open(_ url: String) async throws(URLOpenerError) {
        let lowercased = url.lowercased()
        guard lowercased.hasPrefix("https://") || lowercased.hasPrefix("http://"),
              !url.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
        else {
            throw URLOpenerError(reason: words(.linkNotWeb, ["url": String(url.prefix(60))]), url: nil)
        }
        let runner = DetachedCommand(environment: environment)
        for command in candidates {
            var arguments = command.map { $0.replacingOccurrences(of: "%s", with: url) }
            if !command.contains(where: { $0.contains("%s") }) { arguments.append(url) }
            switch await runner.run(arguments) {
            case .notInstalled:
                continue
            case .couldNotStart(let reason):
                throw URLOpenerError(reason: words(.linkCouldNotStart, ["program": arguments[0], "reason": reason]), url: url)
            case .finished(let failure):
                guard let failure else { return }
                // The reason first: a status line may be too narrow for the whole link.
                throw URLOpenerError(reason: words(.linkCouldNotOpen, ["failure": failure.text(in: words)]), url: url)
            }
        }
        throw URLOpenerError(reason: words(.linkNoBrowser), url: url)
    }

}
