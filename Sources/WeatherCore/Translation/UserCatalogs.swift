import Foundation
import Synchronization

/// Catalogs a user keeps in `$XDG_CONFIG_HOME/weatherboard/translations/` (files shaped like
/// those under the project's translations/): a new language tried without building, or a
/// shipped one corrected. They stand beside the shipped ones, and over one with the same code.
public enum UserCatalogs {
    /// The catalogs read from the directory, without the texts the check refuses, with a
    /// sentence for each file that could not be used or has problems. A text a catalog lacks or
    /// had refused is said as the built-in catalog of its language says it, else in English.
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
            let problems = CatalogCheck.findings(of: catalog)
            if let warning = warning(about: path, code: catalog.code, problems) { loaded.warnings.append(warning) }
            let refused = problems.compactMap { problem -> String? in
                if case .refused(let key) = problem.kind { return key }
                return nil
            }
            loaded.catalogs.append(refused.isEmpty ? catalog : catalog.removingTexts(Set(refused)))
        }
        return loaded
    }

    /// One sentence for a file's problems, led by the one that matters most to what is shown,
    /// naming what stands in for the texts that are not shown.
    private static func warning(about path: String, code: String, _ problems: [CatalogCheck.Problem]) -> String? {
        func rank(_ problem: CatalogCheck.Problem) -> Int {
            switch problem.kind {
            case .refused: 0
            case .lacking: 1
            case .unused: 2
            }
        }
        guard let first = problems.min(by: { rank($0) < rank($1) }) else { return nil }
        let standIn = BuiltInCatalogs.files.contains { $0.code == code }
            ? "the built-in \(Catalog.builtIn(code).englishName) texts stand in" : "English stands in"
        let state = switch first.kind {
        case .refused: "has texts that are not used, \(standIn)"
        case .lacking: "is incomplete, \(standIn)"
        case .unused: "has texts that are not used"
        }
        let more = problems.count == 2 ? " (and 1 more problem)" : problems.count > 2 ? " (and \(problems.count - 1) more problems)" : ""
        return "The translation \(path) \(state): \(first.sentence)\(more)."
    }

    private static let installed = Mutex<[Catalog]>([])

    /// Makes the catalogs choosable (`LanguagePreference`) and readable (`Catalog.shipped`) for
    /// the rest of the process.
    public static func install(_ catalogs: [Catalog]) {
        installed.withLock { $0 = catalogs }
    }

    static var current: [Catalog] { installed.withLock { $0 } }
}
