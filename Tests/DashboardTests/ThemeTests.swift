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
            (entry.name, try Theme(jsonText: entry.json))
        })
        #expect(fromFiles == embedded, "run scripts/embed-themes.sh")
        #expect(ThemeLibrary().themes.map(\.name).sorted() == fromFiles.keys.sorted(), "the library reads each built-in theme")
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

    /// Theme files are read by `JSONText`, the reader of every other file of ours: its
    /// strictness, its reasons with their line, and a value that is not a colour shown as JSON.
    @Test(arguments: [
        (##"{"name": "x", "text": "#000000",\##n "text": "#ffffff"}"##, Theme.DecodingError.notJSON("line 2: the key \"text\" appears twice")),
        ("{ not json", .notJSON("line 1: a key in quotes was expected")),
        ("{\"name\": \"x\",\n\"text\": \"#000000\"", .notJSON("line 2: ',' or '}' was expected")),
        ("5", .topLevelNotObject),
        ("[1]", .topLevelNotObject),
        (##"{"name": "x", "text": 5}"##, .badColor(role: "text", value: "5")),
        (##"{"name": "x", "muted": true}"##, .badColor(role: "muted", value: "true")),
        (##"{"name": "x", "accent": 1.5}"##, .badColor(role: "accent", value: "1.5")),
        (##"{"name": "x", "severity": {"extreme": ["#ff0000"]}}"##, .badColor(role: "severity.extreme", value: ##"["#ff0000"]"##)),
        (##"{"name": "x", "temperatureGradient": ["#000000", 3, "#ffffff"]}"##, .badColor(role: "temperatureGradient[1]", value: "3")),
        (##"{"name": "x", "temperatureGradient": ["#000000", "blue"]}"##, .badColor(role: "temperatureGradient[1]", value: "blue")),
        (##"{"name": "x", "temperatureGradient": "#000000"}"##, .badColor(role: "temperatureGradient", value: "#000000")),
        (##"{"name": "x", "temperatureGradient": {"a": null}}"##, .badColor(role: "temperatureGradient", value: ##"{"a":null}"##)),
        (##"{"name": 5}"##, .missingName),
    ])
    func themeMistakesAreNamed(json: String, error: Theme.DecodingError) {
        #expect(throws: error) { try Theme(jsonData: Data(json.utf8)) }
    }

    @Test func aThemeReadsWhatItsFileSays() throws {
        let json = ##"{"text": "#112233", "muted": null, "severity": "none", "temperatureGradient": ["#000000", "#FFFFFF"], "severity2": 1}"##
        let theme = try Theme(jsonData: Data(("\u{FEFF}" + json).utf8), fallbackName: "mine")
        #expect(theme.name == "mine")
        #expect(theme.text == RGB(0x11, 0x22, 0x33))
        #expect(theme.muted == nil)
        #expect(theme.severity.extreme == nil)
        #expect(theme.temperatureGradient == [RGB(0, 0, 0), RGB(0xFF, 0xFF, 0xFF)])
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
