import Foundation

/// The member countries whose whole-country feed MeteoAlarm publishes, by ISO 3166-1 code, and
/// which of them weatherboard asks MeteoAlarm about (alert-feeds.md §1.1, §1.5).
enum MeteoAlarmCountries {
    /// ISO code → feed slug (`/api/v1/warnings/feeds-<slug>`). The slugs agree across the WMO
    /// register and the clients that use them; Home Assistant's table is not copied, since it
    /// keys Lithuania as LI and Poland as PO.
    static let slugs: [String: String] = [
        "AT": "austria", "BA": "bosnia-herzegovina", "BE": "belgium", "BG": "bulgaria", "CH": "switzerland",
        "CY": "cyprus", "CZ": "czechia", "DE": "germany", "DK": "denmark", "EE": "estonia", "ES": "spain",
        "FI": "finland", "FR": "france", "GR": "greece", "HR": "croatia", "HU": "hungary", "IE": "ireland",
        "IL": "israel", "IS": "iceland", "IT": "italy", "LT": "lithuania", "LU": "luxembourg", "LV": "latvia",
        "MD": "moldova", "ME": "montenegro", "MT": "malta", "NL": "netherlands", "NO": "norway", "PL": "poland",
        "PT": "portugal", "RO": "romania", "RS": "serbia", "SE": "sweden", "SI": "slovenia", "SK": "slovakia",
        "UA": "ukraine", "GB": "united-kingdom", "MK": "republic-of-north-macedonia",
    ]

    /// Slugs to try when the first answers 404: the register and most clients spell North
    /// Macedonia's feed in full, a few use the short form.
    static let alternativeSlugs: [String: String] = ["MK": "north-macedonia"]

    /// Countries with a better national source in weatherboard, which is asked instead:
    /// Germany (DWD, a point query on the municipal cell) and Norway (MetAlerts).
    static let servedByNationalSources: Set<String> = ["DE", "NO"]

    /// The code as the table keys it: upper case, and `UK` (used by several clients and some
    /// geocoders) as ISO's `GB`.
    static func canonicalCode(_ code: String) -> String {
        let upper = code.trimmingCharacters(in: .whitespaces).uppercased()
        return upper == "UK" ? "GB" : upper
    }

    /// The slugs to request for a country, in order; empty when MeteoAlarm is not asked there.
    static func feedSlugs(forCountry code: String) -> [String] {
        let canonical = canonicalCode(code)
        guard !servedByNationalSources.contains(canonical), let slug = slugs[canonical] else { return [] }
        return [slug] + (alternativeSlugs[canonical].map { [$0] } ?? [])
    }
}
