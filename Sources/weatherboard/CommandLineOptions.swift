import Dashboard
import WeatherCore

/// What the user asked for on the command line.
enum Command: Equatable {
    case dashboard(place: String?)
    case json(place: String?)
    case print(place: String?, width: Int?, height: Int?)
    /// `radar [PLACE] [--print]`: the latest radar frame around the place, printed once with
    /// `--print` or away from a terminal, else the dashboard with the map open.
    case radar(place: String?, width: Int?, height: Int?, printsOnce: Bool)
    /// `year [PLACE] [--print]`: the last twelve months against the normals, printed once.
    case year(place: String?, width: Int?, height: Int?)
    /// `--oneline`, `--format` or `--waybar`: one line for a status bar, from the cache.
    case statusBar(place: String?, output: StatusBarOutput)
    case placesAdd(query: String, name: String?)
    case placesSearch(query: String)
    case placesList
    /// `places list --names`: one name a line, for shell completions and scripts.
    case placesNames
    case placesRemove(reference: String)
    case placesMove(from: String, to: String)
    case providers
    /// `languages`: the shipped catalogs, for `--lang` and shell completions.
    case languages
    case alertSources
    case help
    case version
}

/// What a status bar is given: the line alone, or Waybar's JSON around it.
enum StatusBarOutput: Equatable {
    case line(StatusLineFormat)
    case waybar(StatusLineFormat)
}

/// What weatherboard puts out: the dashboard, unless an option chooses another.
enum OutputMode: Sendable, Hashable, CaseIterable {
    case dashboard, json, print, oneline, waybar
}

enum IconStyle: String, CaseIterable {
    case emoji, unicode, ascii
}

/// Options that apply to every command.
struct CommandLineOptions: Equatable {
    var command: Command = .dashboard(place: nil)
    /// `--units`: a system, single quantities' units, or both.
    var units: UnitPreference?
    var icons: IconStyle?
    var theme: String?
    /// `--lang`: a shipped catalog's code, already matched (`LanguagePreference`).
    var language: String?
    var isDemo = false
    /// `--provider NAME`, already checked against the catalog; overrides the config file.
    var provider: String?
    /// `--graphics`: how the radar map reaches the terminal; overrides the config file.
    var graphics: GraphicsSetting?
}

/// A mistake in how weatherboard was called: one sentence, exit status 2. It is found while
/// the command line is read, before `--lang` and the config file have chosen the language, so
/// it carries its wording and is put into words when it is shown (`message(in:)`).
struct UsageError: Error, Equatable {
    private let wording: Wording

    init(_ phrase: Phrase, _ values: [String: Wording.Value] = [:]) { wording = Wording(phrase, values) }
    init(_ wording: Wording) { self.wording = wording }

    func message(in words: Catalog) -> String { wording.text(in: words) }
}
