import Foundation
import WeatherCore

/// The Hong Kong Observatory's warnings in force, from its open-data warning summary
/// (`/weatherAPI/opendata/weather.php?dataType=warnsum&lang=en|tc|sc`); the service's row is
/// `AlertService.hko`. The whole territory is one warning area, so every warning in force is
/// placed on every place in Hong Kong.
///
/// The answer is one object keyed by warning family (`WRAIN`, `WTCSGNL`, …), each with HKO's
/// own `name` in the asked language, the signal's `code` (`WRAINR`, `TC8NE`), a `type` naming the
/// level where the family has several ("Red", "No. 8 Northeast Gale or Storm Signal"), an
/// `actionCode` (`ISSUE`, `REISSUE`, `EXTEND`, `UPDATE`, `CANCEL`) and `issueTime`, `updateTime`,
/// `expireTime` where HKO sends them. `{}` is "no warnings in force". The summary carries no
/// warning text: while warnings are in force, HKO's warning information (`dataType=warningInfo`,
/// `HKOWarningInfo`) is asked next in the same language, and each warning gets its statement.
struct HKOWarningFeed: DetailedAlertFeed {
    /// The three languages HKO publishes its open data in.
    enum Language: String, Sendable {
        case english = "en", traditionalChinese = "tc", simplifiedChinese = "sc"

        /// From the user's first language: Traditional Chinese for zh-Hant and the regions that
        /// write it (Hong Kong, Taiwan, Macau), Simplified for zh-Hans, zh-CN, zh-SG and bare
        /// "zh", English for anyone else.
        init(preferences: [String]) {
            let subtags = LanguageTag.subtags(preferences.first ?? "").map(String.init)
            guard subtags.first == "zh" else {
                self = .english
                return
            }
            let traditional: Set<String> = ["hant", "hk", "tw", "mo"]
            self = subtags.dropFirst().contains(where: traditional.contains) ? .traditionalChinese : .simplifiedChinese
        }

        /// The issuer each warning names, as HKO writes its own name.
        var issuer: String {
            self == .english ? "Hong Kong Observatory" : "香港天文台"
        }

        /// HKO's page of the warnings in force, in this language, for warnings, which carry
        /// no link of their own (the `en` and `tc` pages are linked by several other clients;
        /// `sc` follows HKO's pattern, unverified).
        var warningsPage: URL {
            URL(string: "https://www.hko.gov.hk/\(rawValue)/wxinfo/dailywx/wxwarntoday.htm") ?? URL(fileURLWithPath: "/")
        }

        /// "Rainstorm Warning Signal (Red)", "暴雨警告信號（紅色）".
        func title(name: String, type: String?) -> String {
            guard let type else { return name }
            return self == .english ? "\(name) (\(type))" : "\(name)（\(type)）"
        }
    }

    /// CAP severity by HKO's warning code, HKO giving none. CAP's words decide: extreme is an
    /// extraordinary threat to life (the signals under which HKO tells everyone to stay indoors
    /// or take shelter: No. 9 and No. 10, Black Rainstorm, tsunami), severe a significant one
    /// (No. 8, when work and transport stop; Red Rainstorm; landslips; flooding in the northern
    /// New Territories), moderate a possible one (No. 3, Amber Rainstorm, thunderstorms, very hot
    /// or cold weather, red fire danger), minor the rest (No. 1 standby, strong monsoon, frost,
    /// yellow fire danger). The four No. 8 signals differ only in the wind's direction. A code
    /// not in the table is shown with an unknown severity, never left out.
    static let severities: [String: AlertSeverity] = [
        "TC10": .extreme, "TC9": .extreme, "WRAINB": .extreme, "WTMW": .extreme,
        "TC8NE": .severe, "TC8SE": .severe, "TC8SW": .severe, "TC8NW": .severe,
        "WRAINR": .severe, "WL": .severe, "WFNTSA": .severe,
        "TC3": .moderate, "WRAINA": .moderate, "WTS": .moderate, "WHOT": .moderate, "WCOLD": .moderate,
        "WFIRER": .moderate,
        "TC1": .minor, "WMSGNL": .minor, "WFROST": .minor, "WFIREY": .minor,
    ]

    let language: Language

    /// - Parameter languages: the user's languages, most preferred first.
    init(languages: [String]) {
        language = Language(preferences: languages)
    }

    func urls(for place: Place, endpoint: ServiceEndpoint) -> [URL]? {
        url(of: "warnsum", endpoint: endpoint).map { [$0] }
    }

    func detailsURL(for place: Place, endpoint: ServiceEndpoint) -> URL? {
        url(of: "warningInfo", endpoint: endpoint)
    }

    /// HKO's open-data answer `dataType` in the user's language.
    private func url(of dataType: String, endpoint: ServiceEndpoint) -> URL? {
        endpoint.url(path: "/weatherAPI/opendata/weather.php", query: [
            URLQueryItem(name: "dataType", value: dataType),
            URLQueryItem(name: "lang", value: language.rawValue),
        ])
    }

    func findings(from body: Data, for place: Place, now: Date) throws(ResponseDecodingError) -> AlertReport.Findings {
        let summary = try ResponseDecodingError.decode([String: Entry].self, from: body)
        return AlertReport.Findings(alerts: Self.alerts(from: summary, language: language, now: now))
    }

    /// Each warning with the statement HKO's warning information has for its family and level
    /// (`HKOWarningInfo.text`), found by the family and code its id carries; a warning without
    /// one has no text.
    func alerts(_ alerts: [WeatherAlert], detailedBy body: Data) throws(ResponseDecodingError) -> [WeatherAlert] {
        let info = try ResponseDecodingError.decode(HKOWarningInfo.self, from: body)
        return alerts.map { alert in
            var detailed = alert
            detailed.details = Self.familyAndCode(ofAlertID: alert.id).flatMap { info.text(family: $0.family, code: $0.code) }
            return detailed
        }
    }

    /// "hko:WRAIN:WRAINA:2021-10-13T14:02:00+08:00": one id per issue of a warning, which
    /// names the family and code its text is found by.
    static func alertID(family: String, code: String, issueTime: String?) -> String {
        "hko:\(family):\(code):\(issueTime ?? "")"
    }

    /// The family and code `alertID` put in `id`; nil for an id that is not one of HKO's.
    static func familyAndCode(ofAlertID id: String) -> (family: String, code: String)? {
        let parts = id.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "hko" else { return nil }
        return (String(parts[1]), String(parts[2]))
    }

    /// The warnings in force, one per family: not cancelled and not expired (the panel ranks
    /// them by severity).
    static func alerts(from summary: [String: Entry], language: Language, now: Date) -> [WeatherAlert] {
        summary.sorted { $0.key < $1.key }.compactMap { family, entry -> WeatherAlert? in
            if entry.actionCode?.trimmingCharacters(in: .whitespaces).uppercased() == "CANCEL" { return nil }
            let expiration = ISO8601Timestamp.parse(entry.expireTime)
            if let expiration, expiration <= now { return nil }
            let code = NonBlankText.of(entry.code) ?? family
            let issued = ISO8601Timestamp.parse(entry.issueTime)
            // An entry without a name is still a warning in force: it is named by its code.
            let name = NonBlankText.of(entry.name).map { TerminalText.sanitized($0) } ?? code
            return WeatherAlert(
                id: alertID(family: family, code: code, issueTime: entry.issueTime),
                severity: severities[code.uppercased()] ?? .unknown,
                summary: language.title(name: name, type: NonBlankText.of(entry.type).map { TerminalText.sanitized($0) }),
                region: nil,
                detailsURL: language.warningsPage,
                source: language.issuer,
                effectiveDate: ISO8601Timestamp.parse(entry.updateTime) ?? issued,
                onsetDate: issued,
                expirationDate: expiration)
        }
    }

    /// One warning family's entry. Every field is optional (HKO leaves out `type` and
    /// `expireTime` where they do not apply), but a field of another kind than text fails the
    /// answer: the source is then unavailable rather than short of a warning.
    struct Entry: Decodable, Sendable {
        var name: String?
        var code: String?
        var type: String?
        var actionCode: String?
        var issueTime: String?
        var updateTime: String?
        var expireTime: String?
    }
}
