import Dashboard
import Foundation
import WeatherCore

/// A desktop notification through `notify-send` (libnotify), run as a `DetachedCommand`: the
/// title and body are argv elements, never shell text, so a warning's words cannot run commands.
public struct DesktopNotifier: Sendable {
    private let command: DetachedCommand
    /// The language the reasons are told in.
    private let words: Catalog

    public init(environment: [String: String] = ProcessEnvironment.current(), words: Catalog = .english) {
        command = DetachedCommand(environment: environment)
        self.words = words
    }

    /// nil when the notification was shown, else one sentence saying why not.
    public func notify(title: String, body: String, isUrgent: Bool) async -> String? {
        let arguments = [
            "notify-send", "--app-name=weatherboard", "--urgency=\(isUrgent ? "critical" : "normal")", "--",
            Self.plain(title), Self.plain(body),
        ]
        switch await command.run(arguments) {
        case .notInstalled:
            return words(.notificationsNeedNotifySend)
        case .couldNotStart(let reason):
            return words(.linkCouldNotStart, ["program": "notify-send", "reason": reason])
        case .finished(let failure):
            return failure.map { words(.notificationFailed, ["failure": $0.text(in: words)]) }
        }
    }

    /// Without control characters, and with the few characters that notification servers read
    /// as markup (a body may hold <b> or <a href>) written as entities.
    static func plain(_ text: String) -> String {
        TerminalText.sanitized(text)
            .replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
