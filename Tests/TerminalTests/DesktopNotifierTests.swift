import Foundation
import Testing
import WeatherCore
@testable import Terminal

/// Notifications go through notify-send as argv, with markup and control characters defused.
@Suite struct DesktopNotifierTests {
    @Test func titleAndBodyArePlainArgumentsOfNotifySend() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-notify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("argv")
        let script = directory.appendingPathComponent("notify-send")
        try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \(log.path)\n".write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        let notifier = DesktopNotifier(environment: ["PATH": directory.path])
        let failure = await notifier.notify(title: "Gale <b>warning</b>; $(reboot)", body: "Coast\u{1B}]0;x\u{07} & sea", isUrgent: true)
        #expect(failure == nil)
        let argv = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(argv == ["--app-name=weatherboard", "--urgency=critical", "--", "Gale &lt;b&gt;warning&lt;/b&gt;; $(reboot)", "Coast &amp; sea"])
    }

    @Test func aMissingNotifySendSaysWhatToInstall() async {
        let failure = await DesktopNotifier(environment: ["PATH": "/nonexistent"]).notify(title: "t", body: "b", isUrgent: false)
        #expect(failure?.contains("libnotify-bin") == true)
        let german = await DesktopNotifier(environment: ["PATH": "/nonexistent"], words: .shipped("de")).notify(title: "t", body: "b", isUrgent: false)
        #expect(german == "Desktop-Benachrichtigungen brauchen notify-send (Debian: libnotify-bin).")
    }
}
