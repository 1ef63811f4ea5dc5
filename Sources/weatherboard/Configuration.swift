import Dashboard
import Foundation
import Providers
import WeatherCore

/// The optional settings file `$XDG_CONFIG_HOME/weatherboard/config.json`, such as
/// `{"provider": "met-norway", "weatherKit": {"teamID": "…", "keyPath": "~/AuthKey.p8"}}`.
/// weatherboard only reads it, never writes it: it is the user's file. Keys it does not know
/// are ignored, so a file written for a newer version still works.
struct Configuration: Equatable {
    /// The forecast provider's identifier, already checked against the catalog.
    var provider: String?
    var weatherKit: WeatherKitCredentialSettings?
    /// Defaults for `--units`, `--icons` and `--theme`; the command line wins.
    var units: UnitPreference?
    var icons: IconStyle?
    var theme: String?
    /// `"language": "de"`: a shipped catalog's code, over the environment's; `--lang` wins.
    var language: String?
    /// A desktop notification (notify-send) for each new warning of moderate severity or more.
    var notify = false
    /// Warnings weaker than this are not listed; nil lists them all.
    var minimumAlertSeverity: AlertSeverity?
    /// `"alertFallback": false` turns off FPAS, the worldwide fallback alert source; nil: on.
    var alertFallback: Bool?
    /// `"airQualityIndex": "us"` or `"european"`; nil: the one the measurement locale expects.
    var airQualityIndex: AirQualityScale?
    /// `"mouse": false` leaves the mouse to the terminal (its own selection); on by default.
    var mouse = true
    /// `"graphics"`: how the radar map reaches the terminal; nil: ask the terminal.
    var graphics: GraphicsSetting?

    static func fileURL(configurationDirectory: URL) -> URL {
        configurationDirectory.appendingPathComponent("config.json", isDirectory: false)
    }

    /// A missing file is an empty configuration; a file that cannot be read or understood is a
    /// configuration error naming the file and the problem (exit status 2, like other settings).
    static func load(from url: URL) throws(ConfigurationError) -> Configuration {
        let data: Data
        do {
            data = try FileContents.read(url)
        } catch {
            guard case .unreadable(let reason) = error else { return Configuration() }
            throw ConfigurationError(Wording(.configUnreadable, ["path": "\(url.path)", "reason": .text(reason)]))
        }
        return try decode(data, path: url.path)
    }

    static func decode(_ data: Data, path: String) throws(ConfigurationError) -> Configuration {
        let file: FileFormat
        do {
            file = try JSONDecoder().decode(FileFormat.self, from: data)
        } catch let error as DecodingError {
            throw ConfigurationError(Wording(.configInvalid, ["path": "\(path)", "reason": .wording(describe(error))]))
        } catch {
            throw ConfigurationError(Wording(.configInvalid, ["path": "\(path)", "reason": "\(error.localizedDescription)"]))
        }
        if let provider = file.provider, ProviderCatalog.description(of: provider) == nil {
            throw ConfigurationError(Wording(.configUnknownProvider, [
                "path": "\(path)", "provider": "\(provider)", "choices": .alternatives(ProviderCatalog.identifiers),
            ]))
        }
        /// "The config file … sets "key" to "value"; use a, b or c."
        func unusable(_ key: String, _ value: String, choices: [String]) -> ConfigurationError {
            ConfigurationError(Wording(.configSettingMustBeOneOf, [
                "path": "\(path)", "key": "\(key)", "value": "\(value)", "choices": .alternatives(choices),
            ]))
        }
        var units: UnitPreference?
        do {
            switch file.units {
            case .text(let text)?: units = try UnitPreference(parsing: text)
            case .object(let entries)?: units = try UnitPreference(entries: entries)
            case nil: break
            }
        } catch {
            throw ConfigurationError(Wording(.configUnitsUnusable, ["path": "\(path)", "reason": .wording(error.wording)]))
        }
        var icons: IconStyle?
        if let text = file.icons {
            guard let parsed = IconStyle(rawValue: text.lowercased()) else {
                throw unusable("icons", text, choices: IconStyle.allCases.map(\.rawValue))
            }
            icons = parsed
        }
        var minimumAlertSeverity: AlertSeverity?
        if let text = file.minimumAlertSeverity {
            let levels: [AlertSeverity] = [.extreme, .severe, .moderate, .minor]
            guard let parsed = levels.first(where: { $0.rawValue == text.lowercased() }) else {
                throw unusable("minimumAlertSeverity", text, choices: levels.reversed().map(\.rawValue))
            }
            minimumAlertSeverity = parsed
        }
        var airQualityIndex: AirQualityScale?
        if let text = file.airQualityIndex {
            guard let parsed = AirQualityScale(rawValue: text.lowercased()) else {
                throw unusable("airQualityIndex", text, choices: ["us", "european"])
            }
            airQualityIndex = parsed
        }
        var graphics: GraphicsSetting?
        if let text = file.graphics {
            guard let parsed = GraphicsSetting(rawValue: text.lowercased()) else {
                throw unusable("graphics", text, choices: GraphicsSetting.allCases.map(\.rawValue))
            }
            graphics = parsed
        }
        var language: String?
        if let text = file.language {
            guard let code = LanguagePreference.shippedCode(matching: text) else {
                throw unusable("language", text, choices: LanguagePreference.shippedCodes)
            }
            language = code
        }
        return Configuration(
            provider: file.provider, weatherKit: file.weatherKit, units: units, icons: icons, theme: file.theme, language: language,
            notify: file.notify ?? false, minimumAlertSeverity: minimumAlertSeverity,
            alertFallback: file.alertFallback, airQualityIndex: airQualityIndex, mouse: file.mouse ?? true,
            graphics: graphics)
    }

    private struct FileFormat: Decodable {
        var provider: String?
        var weatherKit: WeatherKitCredentialSettings?
        var units: UnitsSetting?
        var icons: String?
        var theme: String?
        var language: String?
        var notify: Bool?
        var minimumAlertSeverity: String?
        var alertFallback: Bool?
        var airQualityIndex: String?
        var mouse: Bool?
        var graphics: String?
    }

    /// `"units": "imperial,wind=kn"` or `"units": {"system": "imperial", "wind": "kn"}`: both
    /// are read by `UnitPreference`, the object's keys as quantities (and "system").
    private enum UnitsSetting: Decodable {
        case text(String)
        case object([(quantity: String, unit: String)])

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self = .text(text)
                return
            }
            guard let object = try? decoder.container(keyedBy: NamedCodingKey.self) else {
                throw DecodingError.typeMismatch(
                    UnitsSetting.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a string or an object"))
            }
            // Sorted, so that of two mistakes the same one is named every time.
            let keys = object.allKeys.sorted { $0.stringValue < $1.stringValue }
            self = .object(try keys.map { (quantity: $0.stringValue, unit: try object.decode(String.self, forKey: $0)) })
        }
    }

    /// DecodingError's own descriptions are long and technical; these name the key.
    private static func describe(_ error: DecodingError) -> Wording {
        func key(_ path: [any CodingKey]) -> Wording.Value {
            path.isEmpty ? .wording(Wording(.configTopLevel)) : .text("\"" + path.map(\.stringValue).joined(separator: ".") + "\"")
        }
        switch error {
        case .typeMismatch(let type, let context):
            let kind: Phrase = type == String.self ? .configKindString : type == Bool.self ? .configKindBool
                : type == UnitsSetting.self ? .configKindStringOrObject : .configKindObject
            return Wording(.configValueMustBe, ["key": key(context.codingPath), "kind": .wording(Wording(kind))])
        case .valueNotFound(_, let context):
            return Wording(.configValueIsNull, ["key": key(context.codingPath)])
        case .keyNotFound(let missing, _):
            return Wording(.configKeyMissing, ["key": "\(missing.stringValue)"])
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? Wording(.configNotJSON) : Wording(.configValueMalformed, ["key": key(context.codingPath)])
        @unknown default:
            return Wording(.configNotUnderstood)
        }
    }
}
