import Foundation
import Synchronization

/// Catalogs a user keeps in `$XDG_CONFIG_HOME/weatherboard/translations/` (files shaped like
/// those under the project's translations/): a new language tried without building, or a
/// shipped one corrected. They stand beside the shipped ones, and over one with the same code.
public enum UserCatalogs {
    /// The catalogs read from the directory, with a sentence for each file that could not be
    /// used or is incomplete (its missing texts are said in English).
    public struct Loaded: Sendable {
        public var catalogs: [Catalog] = []
        public var warnings: [String] = []
    }

    public static func directory(configurationDirectory: URL) -> URL {
        configurationDirectory.appendingPathComponent("translations", isDirectory: true)
    }

    /// A missing directory is no catalogs and no warning: most users have none. It is asked
    /// with `access` first: every start comes here, and FileManager's listing costs a failing
    /// start more than the look.
    public static func load(from directory: URL) -> Loaded {
        var loaded = Loaded()
        let path = directory.path
        guard access(path, F_OK) == 0, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return loaded }
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = directory.appendingPathComponent(name).path
            guard let data = try? FileContents.read(path: path), let text = String(validating: data, as: UTF8.self) else {
                loaded.warnings.append("The translation \(path) could not be read; it is not used.")
                continue
            }
            let catalog: Catalog
            do {
                catalog = try Catalog(json: text)
            } catch {
                loaded.warnings.append("The translation \(path) is not used: \(error.description).")
                continue
            }
            let problems = CatalogCheck.problems(of: catalog)
            if let first = problems.first {
                let more = problems.count > 1 ? " (and \(problems.count - 1) more problems)" : ""
                loaded.warnings.append("The translation \(path) is incomplete, English stands in: \(first)\(more).")
            }
            loaded.catalogs.append(catalog)
        }
        return loaded
    }

    private static let installed = Mutex<[Catalog]>([])

    /// Makes the catalogs choosable (`LanguagePreference`) and readable (`Catalog.shipped`) for
    /// the rest of the process.
    public static func install(_ catalogs: [Catalog]) {
        installed.withLock { $0 = catalogs }
    }

    static var current: [Catalog] { installed.withLock { $0 } }
}
