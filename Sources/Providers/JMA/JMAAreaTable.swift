import Foundation

/// JMA's area table (`/bosai/common/const/area.json`): the offices whose files carry the
/// warnings, and below them the regions (`class10s`, `class15s`) and municipalities
/// (`class20s`), with Japanese names and English `enName`s.
///
/// The same code can stand for different areas in different groups (`130040` is both a class10
/// and a class15; `011000` a class10 and a centre), so a code is only ever looked up in the
/// group its level belongs to. Kept on disk as this type, not as JMA's file.
struct JMAAreaTable: Codable, Sendable, Hashable {
    struct Area: Codable, Sendable, Hashable {
        var name: String
        var englishName: String?
        var parent: String?

        /// The name in Japanese, or in English where JMA gives one, for every other language.
        func name(inJapanese: Bool) -> String { inJapanese ? name : englishName ?? name }
    }

    var offices: [String: Area]
    var class10s: [String: Area]
    var class15s: [String: Area]
    var class20s: [String: Area]

    /// The JMA municipalities that hold the municipality `municipalityCode` (a JIS code as GSI
    /// answers it, five digits): the one whose code is it followed by "00"; else those whose
    /// code begins with it (a city JMA splits in parts, such as Yokohama's 1410011 and 1410012);
    /// else, for a ward of a designated city (JIS 100 to 199 within the prefecture, GSI answers
    /// the ward), the parts of the city it belongs to, which is the nearest designated city at
    /// or below its code. Empty when JMA has no such municipality.
    func municipalities(holding municipalityCode: String) -> [String] {
        if class20s[municipalityCode + "00"] != nil { return [municipalityCode + "00"] }
        let parts = class20s.keys.filter { $0.hasPrefix(municipalityCode) }
        if !parts.isEmpty { return parts.sorted() }
        guard Self.isDesignatedCityRange(municipalityCode) else { return [] }
        let prefecture = municipalityCode.prefix(2)
        let cities = Set(class20s.keys.map { String($0.prefix(5)) }.filter {
            $0.hasPrefix(prefecture) && Self.isDesignatedCityRange($0) && $0 < municipalityCode
        })
        guard let city = cities.max() else { return [] }
        return class20s.keys.filter { $0.hasPrefix(city) }.sorted()
    }

    /// JIS municipality codes whose third digit is 1 (…100 to …199) are designated cities and
    /// their wards.
    private static func isDesignatedCityRange(_ code: String) -> Bool {
        code.count == 5 && code.dropFirst(2).first == "1"
    }

    /// The office whose file carries the warnings for `municipality`: up from the class20
    /// through its class15 and class10, each parent looked up in the group above; nil when a
    /// step is missing.
    func officeCode(of municipality: String) -> String? {
        guard let region15 = class20s[municipality]?.parent, let region10 = class15s[region15]?.parent,
              let office = class10s[region10]?.parent, offices[office] != nil
        else { return nil }
        return office
    }

    /// Decodes JMA's file. The four groups must be there; an area without a usable name is left
    /// out (it costs that area, not the table).
    static func decode(_ data: Data) throws(ResponseDecodingError) -> JMAAreaTable {
        let file = try ResponseDecodingError.decode(File.self, from: data)
        func areas(_ group: [String: File.Entry]) -> [String: Area] {
            group.compactMapValues { entry in
                guard let name = NonBlankText.of(entry.name) else { return nil }
                return Area(name: name, englishName: NonBlankText.of(entry.enName), parent: NonBlankText.of(entry.parent))
            }
        }
        let table = JMAAreaTable(
            offices: areas(file.offices), class10s: areas(file.class10s), class15s: areas(file.class15s),
            class20s: areas(file.class20s))
        guard !table.class20s.isEmpty, !table.offices.isEmpty else {
            throw ResponseDecodingError("the area table names no offices or no municipalities")
        }
        return table
    }

    /// JMA's file as it is written; each entry's fields are read one by one, so that one odd
    /// entry costs only itself.
    private struct File: Decodable {
        var offices: [String: Entry]
        var class10s: [String: Entry]
        var class15s: [String: Entry]
        var class20s: [String: Entry]

        struct Entry: Decodable {
            var name: String?
            var enName: String?
            var parent: String?

            enum CodingKeys: String, CodingKey { case name, enName, parent }

            init(from decoder: any Decoder) throws {
                let container = try? decoder.container(keyedBy: CodingKeys.self)
                name = container?.textIfPresent(forKey: .name)
                enName = container?.textIfPresent(forKey: .enName)
                parent = container?.identifierTextIfPresent(forKey: .parent)
            }
        }
    }
}
