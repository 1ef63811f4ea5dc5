import Foundation
import Testing
@testable import Dashboard

@Suite struct ThemeTests {
    static let themesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("themes")

    @Test func builtInThemesAllLoad() {
        let library = ThemeLibrary()
        #expect(library.warnings.isEmpty, "\(library.warnings)")
        #expect(library.names == ["default", "high-contrast", "light", "no-color", "solarized-dark"])
        #expect(library.defaultTheme.name == "default")
        #expect(library.theme(after: "solarized-dark").name == "default")
    }

    /// Fails when themes/*.json changed without running scripts/embed-themes.sh.
    @Test func embeddedThemesMatchThemeFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.themesDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        let fromFiles = try Dictionary(uniqueKeysWithValues: files.map { file in
            let theme = try Theme(jsonData: Data(contentsOf: file))
            return (file.deletingPathExtension().lastPathComponent, theme)
        })
        let embedded = try Dictionary(uniqueKeysWithValues: BuiltInThemes.json.map { entry in
            (entry.name, try Theme(jsonData: Data(entry.json.utf8)))
        })
        #expect(fromFiles == embedded, "run scripts/embed-themes.sh")
    }

    @Test func brokenUserThemeIsNamedAndTheOthersStillLoad() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try ##"{"name": "mine", "text": "#112233", "accent": "#abcdef"}"##.write(to: directory.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        try #"{"name": "broken", "text": "red"}"#.write(to: directory.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        try "{ not json".write(to: directory.appendingPathComponent("garbage.json"), atomically: true, encoding: .utf8)
        try "ignored".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        let library = ThemeLibrary(userDirectory: directory)
        #expect(library.theme(named: "mine")?.accent == RGB(0xAB, 0xCD, 0xEF))
        #expect(library.theme(named: "default") != nil)
        #expect(library.warnings.count == 2)
        let messages = library.warnings.map(\.description)
        #expect(messages.contains { $0.contains("broken.json") && $0.contains("\"text\" is \"red\"") })
        #expect(messages.contains { $0.contains("garbage.json") })
    }

    /// A skipped theme file is told in the language, the file's path and the role as written.
    @Test func aSkippedThemeIsToldInTheLanguage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("broken.json")
        try #"{"name": "broken", "text": "red"}"#.write(to: broken, atomically: true, encoding: .utf8)
        try "[1]".write(to: directory.appendingPathComponent("list.json"), atomically: true, encoding: .utf8)
        try #"{"name": ""}"#.write(to: directory.appendingPathComponent("nameless.json"), atomically: true, encoding: .utf8)
        let warnings = ThemeLibrary(userDirectory: directory).warnings
        let german = warnings.map { $0.sentence(in: .shipped("de")) }
        #expect(german.contains("Theme-Datei \(broken.path) übersprungen: „text“ ist „red“, erwartet wird eine Farbe wie „#1e90ff“ oder null."),
                "\(german)")
        #expect(german.contains { $0.hasSuffix("list.json übersprungen: kein gültiges Theme-JSON-Objekt (die oberste Ebene ist kein Objekt).") },
                "\(german)")
        #expect(german.contains { $0.hasSuffix("nameless.json übersprungen: das Theme hat keinen „name“.") }, "\(german)")
        let russian = warnings.map { $0.sentence(in: .shipped("ru")) }
        #expect(russian.contains("Файл темы \(broken.path) пропущен: «text» равно «red», ожидался цвет вида «#1e90ff» или null."), "\(russian)")
        #expect(warnings.map(\.description).contains { $0.hasSuffix("list.json was skipped: not a valid theme JSON object (the top level is not an object).") })
    }

    @Test func missingUserDirectoryIsNotAWarning() {
        let library = ThemeLibrary(userDirectory: URL(fileURLWithPath: "/nonexistent/weatherboard/themes"))
        #expect(library.warnings.isEmpty)
    }

    @Test func userThemeReplacesBuiltInOfTheSameName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try ##"{"name": "default", "text": "#010203"}"##.write(to: directory.appendingPathComponent("x.json"), atomically: true, encoding: .utf8)
        let library = ThemeLibrary(userDirectory: directory)
        #expect(library.defaultTheme.text == RGB(1, 2, 3))
        #expect(library.names.filter { $0 == "default" }.count == 1)
    }

    @Test(arguments: ["#1e90ff", "#1E90FF"])
    func parsesHexColours(text: String) {
        #expect(RGB(hex: text) == RGB(0x1E, 0x90, 0xFF))
    }

    @Test(arguments: ["1e90ff", "#1e90f", "#1e90ffa", "#+e90ff", "#gg0000", ""])
    func rejectsMalformedColours(text: String) {
        #expect(RGB(hex: text) == nil)
    }

    @Test func gradientRunsColdToHot() {
        let theme = ThemeLibrary().defaultTheme
        #expect(theme.color(forCelsius: -40) == theme.temperatureGradient.first)
        #expect(theme.color(forCelsius: 50) == theme.temperatureGradient.last)
        #expect(Theme.plain.color(forCelsius: 20) == nil)
    }

    @Test func noColorThemeStillMarksSelectionAndTitles() {
        let theme = ThemeLibrary().theme(named: "no-color") ?? .plain
        var selected = theme.textStyle
        theme.selecting(&selected)
        #expect(selected.isReversed)
        #expect(theme.titleStyle.isBold)
        #expect(theme.severityStyle(.extreme).isBold)
    }
}
