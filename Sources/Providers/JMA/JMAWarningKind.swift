import Foundation
import WeatherCore

/// What a JMA warning code means in the 2026 system: the hazard, the tier, the names JMA's page
/// shows and the CAP severity weatherboard gives it.
///
/// JMA publishes no machine-readable table; this one follows the table its own warnings page
/// is reported to use (docs: alert-feeds.md §4.3, unverified), so a wrong or new code is one
/// row's edit here. A code not in the table is still shown (`unknown(code:)`), never dropped.
struct JMAWarningKind: Sendable, Hashable {
    /// The tier of a warning in JMA's 2026 system, which is also its number on JMA's five-step
    /// alert scale for the hazards that carry one ("レベル3大雨警報").
    enum Tier: Int, Sendable, Hashable {
        /// 注意報
        case advisory = 2
        /// 警報
        case warning = 3
        /// 危険警報, new in 2026
        case danger = 4
        /// 特別警報
        case special = 5

        /// L5 extreme and L4 severe follow CAP's words (extraordinary, then significant threat
        /// to life). A 警報 is issued when JMA expects a *serious* disaster (重大な災害のおそれ):
        /// that is CAP's Severe too, as NWS's and DWD's warnings of that kind are, rather than
        /// Moderate ("possible threat"). An advisory, for a disaster that may happen, is Minor.
        var severity: AlertSeverity {
            switch self {
            case .special: .extreme
            case .danger, .warning: .severe
            case .advisory: .minor
            }
        }
    }

    /// What the warning is about: the tiers of one hazard replace each other (a downgrade
    /// from 警報 to 注意報 ends the 警報).
    enum Hazard: Sendable, Hashable {
        case heavyRain, landslide, stormSurge, flood, wind, windAndSnow, heavySnow, highWaves
        case thunder, snowmelt, denseFog, dryAir, avalanche, lowTemperature, frost, icing, snowAccretion
    }

    /// The code as JMA writes it, such as "03".
    let code: String
    /// Nil for a code weatherboard does not know.
    let hazard: Hazard?
    let japaneseName: String
    let englishName: String
    /// Nil for a code weatherboard does not know.
    let tier: Tier?

    var severity: AlertSeverity { tier?.severity ?? .unknown }

    /// The name in Japanese or, for every other language, in English.
    func name(inJapanese: Bool) -> String { inJapanese ? japaneseName : englishName }

    /// The kind for `code`; one weatherboard does not know is named by its code.
    static func of(code: String) -> JMAWarningKind {
        byCode[code] ?? unknown(code: code)
    }

    /// "JMA warning 27"; a code that is not a short run of letters and digits is not shown
    /// (it comes from the network and is no name).
    static func unknown(code: String) -> JMAWarningKind {
        let isShowable = (1...4).contains(code.count) && code.unicodeScalars.allSatisfy { $0.isASCII && CharacterSet.alphanumerics.contains($0) }
        guard isShowable else { return JMAWarningKind(code: code, hazard: nil, japaneseName: "気象庁の警報等", englishName: "JMA warning", tier: nil) }
        return JMAWarningKind(code: code, hazard: nil, japaneseName: "気象庁の警報等（コード\(code)）", englishName: "JMA warning \(code)", tier: nil)
    }

    private static let byCode: [String: JMAWarningKind] = Dictionary(
        table.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// Hazard, tier, code, Japanese name, English name. The four hazards on JMA's alert scale
    /// (rain, landslide, storm surge, flood) carry their level in the Japanese name, as JMA's
    /// page writes them; wind, snow and waves do not. The flood codes above level 3 are the
    /// least certain rows (two codes each, as reported).
    static let table: [JMAWarningKind] = [
        // 大雨 heavy rain
        .init(code: "33", hazard: .heavyRain, japaneseName: "レベル5大雨特別警報", englishName: "Level 5 Heavy Rain Emergency Warning", tier: .special),
        .init(code: "43", hazard: .heavyRain, japaneseName: "レベル4大雨危険警報", englishName: "Level 4 Heavy Rain Danger Warning", tier: .danger),
        .init(code: "03", hazard: .heavyRain, japaneseName: "レベル3大雨警報", englishName: "Level 3 Heavy Rain Warning", tier: .warning),
        .init(code: "10", hazard: .heavyRain, japaneseName: "レベル2大雨注意報", englishName: "Level 2 Heavy Rain Advisory", tier: .advisory),
        // 土砂災害 landslide
        .init(code: "39", hazard: .landslide, japaneseName: "レベル5土砂災害特別警報", englishName: "Level 5 Landslide Emergency Warning", tier: .special),
        .init(code: "49", hazard: .landslide, japaneseName: "レベル4土砂災害危険警報", englishName: "Level 4 Landslide Danger Warning", tier: .danger),
        .init(code: "09", hazard: .landslide, japaneseName: "レベル3土砂災害警報", englishName: "Level 3 Landslide Warning", tier: .warning),
        .init(code: "29", hazard: .landslide, japaneseName: "レベル2土砂災害注意報", englishName: "Level 2 Landslide Advisory", tier: .advisory),
        // 高潮 storm surge
        .init(code: "38", hazard: .stormSurge, japaneseName: "レベル5高潮特別警報", englishName: "Level 5 Storm Surge Emergency Warning", tier: .special),
        .init(code: "48", hazard: .stormSurge, japaneseName: "レベル4高潮危険警報", englishName: "Level 4 Storm Surge Danger Warning", tier: .danger),
        .init(code: "08", hazard: .stormSurge, japaneseName: "レベル3高潮警報", englishName: "Level 3 Storm Surge Warning", tier: .warning),
        .init(code: "19", hazard: .stormSurge, japaneseName: "レベル2高潮注意報", englishName: "Level 2 Storm Surge Advisory", tier: .advisory),
        // 洪水 flood
        .init(code: "51", hazard: .flood, japaneseName: "レベル5洪水特別警報", englishName: "Level 5 Flood Emergency Warning", tier: .special),
        .init(code: "53", hazard: .flood, japaneseName: "レベル5洪水特別警報", englishName: "Level 5 Flood Emergency Warning", tier: .special),
        .init(code: "40", hazard: .flood, japaneseName: "レベル4洪水危険警報", englishName: "Level 4 Flood Danger Warning", tier: .danger),
        .init(code: "41", hazard: .flood, japaneseName: "レベル4洪水危険警報", englishName: "Level 4 Flood Danger Warning", tier: .danger),
        .init(code: "04", hazard: .flood, japaneseName: "レベル3洪水警報", englishName: "Level 3 Flood Warning", tier: .warning),
        .init(code: "30", hazard: .flood, japaneseName: "レベル3洪水警報", englishName: "Level 3 Flood Warning", tier: .warning),
        .init(code: "31", hazard: .flood, japaneseName: "レベル3洪水警報", englishName: "Level 3 Flood Warning", tier: .warning),
        .init(code: "18", hazard: .flood, japaneseName: "レベル2洪水注意報", englishName: "Level 2 Flood Advisory", tier: .advisory),
        // 暴風・強風 storm, gale
        .init(code: "35", hazard: .wind, japaneseName: "暴風特別警報", englishName: "Storm Emergency Warning", tier: .special),
        .init(code: "05", hazard: .wind, japaneseName: "暴風警報", englishName: "Storm Warning", tier: .warning),
        .init(code: "15", hazard: .wind, japaneseName: "強風注意報", englishName: "Gale Advisory", tier: .advisory),
        // 暴風雪・風雪 blizzard, wind and snow
        .init(code: "32", hazard: .windAndSnow, japaneseName: "暴風雪特別警報", englishName: "Blizzard Emergency Warning", tier: .special),
        .init(code: "02", hazard: .windAndSnow, japaneseName: "暴風雪警報", englishName: "Blizzard Warning", tier: .warning),
        .init(code: "13", hazard: .windAndSnow, japaneseName: "風雪注意報", englishName: "Wind and Snow Advisory", tier: .advisory),
        // 大雪 heavy snow
        .init(code: "36", hazard: .heavySnow, japaneseName: "大雪特別警報", englishName: "Heavy Snow Emergency Warning", tier: .special),
        .init(code: "06", hazard: .heavySnow, japaneseName: "大雪警報", englishName: "Heavy Snow Warning", tier: .warning),
        .init(code: "12", hazard: .heavySnow, japaneseName: "大雪注意報", englishName: "Heavy Snow Advisory", tier: .advisory),
        // 波浪 high waves
        .init(code: "37", hazard: .highWaves, japaneseName: "波浪特別警報", englishName: "High Waves Emergency Warning", tier: .special),
        .init(code: "07", hazard: .highWaves, japaneseName: "波浪警報", englishName: "High Waves Warning", tier: .warning),
        .init(code: "16", hazard: .highWaves, japaneseName: "波浪注意報", englishName: "High Waves Advisory", tier: .advisory),
        // Advisories only
        .init(code: "14", hazard: .thunder, japaneseName: "雷注意報", englishName: "Thunderstorm Advisory", tier: .advisory),
        .init(code: "17", hazard: .snowmelt, japaneseName: "融雪注意報", englishName: "Snowmelt Advisory", tier: .advisory),
        .init(code: "20", hazard: .denseFog, japaneseName: "濃霧注意報", englishName: "Dense Fog Advisory", tier: .advisory),
        .init(code: "21", hazard: .dryAir, japaneseName: "乾燥注意報", englishName: "Dry Air Advisory", tier: .advisory),
        .init(code: "22", hazard: .avalanche, japaneseName: "なだれ注意報", englishName: "Avalanche Advisory", tier: .advisory),
        .init(code: "23", hazard: .lowTemperature, japaneseName: "低温注意報", englishName: "Low Temperature Advisory", tier: .advisory),
        .init(code: "24", hazard: .frost, japaneseName: "霜注意報", englishName: "Frost Advisory", tier: .advisory),
        .init(code: "25", hazard: .icing, japaneseName: "着氷注意報", englishName: "Icing Advisory", tier: .advisory),
        .init(code: "26", hazard: .snowAccretion, japaneseName: "着雪注意報", englishName: "Snow Accretion Advisory", tier: .advisory),
    ]
}
