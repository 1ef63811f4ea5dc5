import Foundation

/// The parts of a JMA office file (`/bosai/warning/data/r8/<office>.json`, the 2026 system)
/// that weatherboard reads: a list of separate issuance entries, not in time order, each with
/// its `reportDatetime` and the warning kinds it states for each municipality (`class20Items`).
///
/// What decides whether a warning is shown is read strictly: the list itself, each entry's
/// time, each item's area code and kinds, and each kind's status. A value of another kind
/// there fails the file, so the source reads "cannot check" rather than "no warnings".
struct JMAOfficeFile: Sendable {
    var entries: [Entry]

    struct Entry: Decodable, Sendable {
        var reportDate: Date
        /// JMA's product code ("VPWW55"); entries of different products are independent.
        var dataType: String?
        var headline: String?
        /// Nil when the entry has no `warning` object at all.
        var municipalities: [AreaItem]?

        enum CodingKeys: String, CodingKey {
            case reportDatetime, dataTypeCode, headlineText, warning
        }

        enum WarningKeys: String, CodingKey {
            case class20Items
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let reportText = try container.decode(String.self, forKey: .reportDatetime)
            guard let reportDate = ISO8601Timestamp.parse(reportText) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .reportDatetime, in: container, debugDescription: "reportDatetime is not a time")
            }
            self.reportDate = reportDate
            dataType = container.textIfPresent(forKey: .dataTypeCode)
            headline = container.textIfPresent(forKey: .headlineText)
            if container.contains(.warning), try !container.decodeNil(forKey: .warning) {
                let warning = try container.nestedContainer(keyedBy: WarningKeys.self, forKey: .warning)
                municipalities = try warning.decodeIfPresent([AreaItem].self, forKey: .class20Items) ?? []
            }
        }
    }

    struct AreaItem: Decodable, Sendable {
        var areaCode: String
        var kinds: [Kind]

        enum CodingKeys: String, CodingKey { case areaCode, kinds }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let code = container.identifierTextIfPresent(forKey: .areaCode) else {
                throw DecodingError.dataCorruptedError(forKey: .areaCode, in: container, debugDescription: "an item has no area code")
            }
            areaCode = code
            kinds = try container.decode([Kind].self, forKey: .kinds)
        }
    }

    struct Kind: Decodable, Sendable {
        /// Nil in the "nothing in force" kind, which names no warning.
        var code: String?
        var status: String

        enum CodingKeys: String, CodingKey { case code, status }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            code = NonBlankText.of(container.identifierTextIfPresent(forKey: .code))
            status = try container.decode(String.self, forKey: .status)
        }

        /// `解除` (lifted), `注意報解除`, `発表警報・注意報はなし` and `発表なし` (none in force) end a
        /// warning; every other status (`発表` issued, `継続` continued, and downgrades such as
        /// `警報から注意報`, whose code is already the lower kind) means it is in force. An
        /// unknown status therefore shows the warning rather than hiding it.
        var isInForce: Bool {
            let status = status.trimmingCharacters(in: .whitespacesAndNewlines)
            return !(status.hasSuffix("解除") || status.hasSuffix("なし"))
        }

        /// A change of tier ("危険警報から警報", "警報から注意報"): the kind is now at the tier its
        /// code names, and the hazard's other tiers stated before are over.
        var isChangeOfTier: Bool { status.contains("から") }
    }

    /// One warning in force on one municipality, as the latest entry that named it said.
    struct WarningInForce: Sendable, Hashable {
        var areaCode: String
        var code: String
        var status: String
        var reportDate: Date
        var headline: String?
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> JMAOfficeFile {
        let entries = try ResponseDecodingError.decode([Entry].self, from: data)
        guard entries.contains(where: { $0.municipalities != nil }) else {
            throw ResponseDecodingError("no entry has the warning list JMA's office files carry")
        }
        return JMAOfficeFile(entries: entries)
    }

    /// The time of the newest entry: the file's own age, whatever the server's headers say.
    var newestReportDate: Date? { entries.map(\.reportDate).max() }

    /// The warnings in force on `areaCodes`. For each (area, code) the entry with the latest
    /// `reportDatetime` decides; between entries of the same time, one that keeps the warning
    /// in force wins, so that a tie never hides one. A kind without a code that ends everything
    /// ("発表警報・注意報はなし") ends the earlier warnings of its own product only: the products
    /// (weather, landslide, …) are issued separately and do not speak for each other. A change of
    /// tier ends the earlier tiers of its hazard.
    func warningsInForce(on areaCodes: Set<String>) -> [WarningInForce] {
        struct Stated {
            var warning: WarningInForce
            var isInForce: Bool
            var dataType: String?
        }
        var stated: [String: [String: Stated]] = [:]
        let ordered = entries.enumerated().sorted { ($0.element.reportDate, $0.offset) < ($1.element.reportDate, $1.offset) }
        for entry in ordered.map(\.element) {
            for item in entry.municipalities ?? [] where areaCodes.contains(item.areaCode) {
                for kind in item.kinds {
                    if kind.code == nil, !kind.isInForce {
                        stated[item.areaCode] = stated[item.areaCode]?.filter {
                            $0.value.dataType != entry.dataType || $0.value.warning.reportDate >= entry.reportDate
                        }
                        continue
                    }
                    // A kind in force without a code is still a warning, of a kind not named.
                    let code = kind.code ?? ""
                    if let earlier = stated[item.areaCode]?[code], earlier.warning.reportDate == entry.reportDate,
                       earlier.isInForce, !kind.isInForce {
                        continue
                    }
                    if kind.isInForce, kind.isChangeOfTier, let hazard = JMAWarningKind.of(code: code).hazard {
                        stated[item.areaCode] = stated[item.areaCode]?.filter {
                            JMAWarningKind.of(code: $0.key).hazard != hazard || $0.value.warning.reportDate >= entry.reportDate
                        }
                    }
                    stated[item.areaCode, default: [:]][code] = Stated(
                        warning: WarningInForce(
                            areaCode: item.areaCode, code: code, status: kind.status, reportDate: entry.reportDate,
                            headline: NonBlankText.of(entry.headline)),
                        isInForce: kind.isInForce, dataType: entry.dataType)
                }
            }
        }
        return stated.values.flatMap(\.values).filter(\.isInForce).map(\.warning)
            .sorted { ($0.areaCode, $0.code) < ($1.areaCode, $1.code) }
    }
}
