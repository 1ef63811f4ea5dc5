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

    static func fileURL(configurationDirectory: URL) -> URL {
        configurationDirectory.appendingPathComponent("config.json", isDirectory: false)
    }

    /// A missing file is an empty configuration; a file that cannot be read or understood is a
    /// configuration error naming the file and the problem (exit status 2, like other settings).
    static func load(from url: URL) throws(ConfigurationError) -> Configuration {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return Configuration()
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return Configuration() }
            throw ConfigurationError("The config file \(url.path) could not be read (\(error.localizedDescription)).")
        }
        return try decode(data, path: url.path)
    }

    static func decode(_ data: Data, path: String) throws(ConfigurationError) -> Configuration {
        let file: FileFormat
        do {
            file = try JSONDecoder().decode(FileFormat.self, from: data)
        } catch let error as DecodingError {
            throw ConfigurationError("The config file \(path) is invalid: \(describe(error)).")
        } catch {
            throw ConfigurationError("The config file \(path) is invalid: \(error.localizedDescription).")
        }
        if let provider = file.provider, ProviderCatalog.description(of: provider) == nil {
            throw ConfigurationError(
                "The config file \(path) names the provider \"\(provider)\", which is not one of \(ProviderCatalog.identifierList).")
        }
        var units: UnitPreference?
        do {
            switch file.units {
            case .text(let text)?: units = try UnitPreference(parsing: text)
            case .object(let entries)?: units = try UnitPreference(entries: entries)
            case nil: break
            }
        } catch {
            throw ConfigurationError("In the config file \(path), \"units\" is unusable: \(error.reason).")
        }
        var icons: IconStyle?
        if let text = file.icons {
            guard let parsed = IconStyle(rawValue: text.lowercased()) else {
                throw ConfigurationError("The config file \(path) sets \"icons\" to \"\(text)\"; use emoji, unicode or ascii.")
            }
            icons = parsed
        }
        var minimumAlertSeverity: AlertSeverity?
        if let text = file.minimumAlertSeverity {
            let levels: [AlertSeverity] = [.extreme, .severe, .moderate, .minor]
            guard let parsed = levels.first(where: { $0.rawValue == text.lowercased() }) else {
                throw ConfigurationError(
                    "The config file \(path) sets \"minimumAlertSeverity\" to \"\(text)\"; use minor, moderate, severe or extreme.")
            }
            minimumAlertSeverity = parsed
        }
        var airQualityIndex: AirQualityScale?
        if let text = file.airQualityIndex {
            guard let parsed = AirQualityScale(rawValue: text.lowercased()) else {
                throw ConfigurationError("The config file \(path) sets \"airQualityIndex\" to \"\(text)\"; use us or european.")
            }
            airQualityIndex = parsed
        }
        var language: String?
        if let text = file.language {
            guard let code = LanguagePreference.shippedCode(matching: text) else {
                throw ConfigurationError(
                    "The config file \(path) sets \"language\" to \"\(text)\"; use \(LanguagePreference.shippedCodes.listed(conjunction: "or")).")
            }
            language = code
        }
        return Configuration(
            provider: file.provider, weatherKit: file.weatherKit, units: units, icons: icons, theme: file.theme, language: language,
            notify: file.notify ?? false, minimumAlertSeverity: minimumAlertSeverity,
            alertFallback: file.alertFallback, airQualityIndex: airQualityIndex)
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
    }

    /// `"units": "imperial,wind=kn"` or `"units": {"system": "imperial", "wind": "kn"}`: both
    /// are read by `UnitPreference`, the object's keys as quantities (and "system").
    private enum UnitsSetting: Decodable {
        case text(String)
        case object([(quantity: String, unit: String)])

        private struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self = .text(text)
                return
            }
            guard let object = try? decoder.container(keyedBy: AnyKey.self) else {
                throw DecodingError.typeMismatch(
                    UnitsSetting.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a string or an object"))
            }
            // Sorted, so that of two mistakes the same one is named every time.
            let keys = object.allKeys.sorted { $0.stringValue < $1.stringValue }
            self = .object(try keys.map { (quantity: $0.stringValue, unit: try object.decode(String.self, forKey: $0)) })
        }
    }

    /// DecodingError's own descriptions are long and technical; these name the key.
    private static func describe(_ error: DecodingError) -> String {
        func key(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : "\"" + path.map(\.stringValue).joined(separator: ".") + "\""
        }
        switch error {
        case .typeMismatch(let type, let context):
            let kind = type == String.self ? "a string" : type == Bool.self ? "true or false"
                : type == UnitsSetting.self ? "a string or an object" : "an object"
            return "\(key(context.codingPath)) must be \(kind)"
        case .valueNotFound(_, let context):
            return "\(key(context.codingPath)) must not be null"
        case .keyNotFound(let missing, _):
            return "\"\(missing.stringValue)\" is missing"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not valid JSON" : "\(key(context.codingPath)) is malformed"
        @unknown default:
            return "it could not be understood"
        }
    }
}
