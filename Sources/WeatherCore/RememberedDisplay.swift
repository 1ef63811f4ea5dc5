import Foundation

/// What the dashboard remembers between launches: the unit system and the theme last chosen
/// with `u` and `t`. The command line and the config file still win; this only replaces the
/// defaults. Units given for single quantities are not remembered: they come from the command
/// line or the config file, and `u` keeps them.
public struct RememberedDisplay: Sendable, Hashable {
    public var units: UnitSystem?
    public var theme: String?

    public init(units: UnitSystem? = nil, theme: String? = nil) {
        self.units = units
        self.theme = theme
    }

    /// The units to start with: the system from the command line, else the config file, else
    /// the one remembered, else the locale's; each quantity's own unit from the command line,
    /// else the config file.
    public func units(commandLine: UnitPreference?, configFile: UnitPreference?, locale: UnitSystem) -> MeasurementUnits {
        UnitPreference.resolved([commandLine, configFile, UnitPreference(system: units)], fallback: locale)
    }
}

/// Why the remembered units and theme could not be saved, as the end of a sentence.
public struct RememberedDisplayError: Error, Sendable, Hashable {
    public let reason: String
}

/// `remembered.json` beside places.json: a file of weatherboard's own, replaced atomically
/// (`AtomicFile`), so config.json stays the user's file and is never written.
public struct RememberedDisplayStore: Sendable {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public init(configurationDirectory: URL) {
        self.init(fileURL: configurationDirectory.appendingPathComponent("remembered.json", isDirectory: false))
    }

    private struct FileFormat: Codable {
        var version: Int
        var units: UnitSystem?
        var theme: String?
    }

    private enum Contents {
        case missing
        case unreadable(String)
        case read(RememberedDisplay)
    }

    /// What was remembered. A missing file remembers nothing, and so does one that cannot be
    /// read: these are conveniences, not worth refusing to start over.
    public func load() -> RememberedDisplay {
        if case .read(let remembered) = contents() { return remembered }
        return RememberedDisplay()
    }

    /// Remembers `remembered`. A file that is there but cannot be read is left as it is, as
    /// every file of the user's is, and the error says so.
    public func save(_ remembered: RememberedDisplay) throws(RememberedDisplayError) {
        if case .unreadable(let problem) = contents() {
            throw RememberedDisplayError(reason: "\(fileURL.path) \(problem); it was left as it is")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(FileFormat(version: 1, units: remembered.units, theme: remembered.theme))
            try AtomicFile.write(data, to: fileURL, newFileMode: 0o600)
        } catch let error as AtomicFileError {
            throw RememberedDisplayError(reason: error.reason)
        } catch {
            throw RememberedDisplayError(reason: "the settings could not be encoded")
        }
    }

    private func contents() -> Contents {
        let data: Data
        do {
            data = try FileContents.read(fileURL)
        } catch .missing {
            return .missing
        } catch {
            return .unreadable("could not be opened")
        }
        guard let file = try? JSONDecoder().decode(FileFormat.self, from: data), file.version == 1 else {
            return .unreadable("is not a file of remembered settings")
        }
        return .read(RememberedDisplay(units: file.units, theme: file.theme))
    }
}
