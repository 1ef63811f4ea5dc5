import Foundation
import WeatherCore

/// A Nominatim `/reverse?format=jsonv2&addressdetails=1` answer: what lies at a position.
/// A position Nominatim knows nothing about (at sea) is answered with `{"error": "…"}`.
struct NominatimReverseAnswer: Decodable, Sendable {
    struct Address: Decodable, Sendable {
        var city: String?
        var town: String?
        var village: String?
        var municipality: String?
        var suburb: String?
        var cityDistrict: String?
        var county: String?
        var stateDistrict: String?
        var state: String?
        var country: String?
        var countryCode: String?
    }

    var error: String?
    var displayName: String?
    var address: Address?

    static func decode(_ data: Data) throws(ResponseDecodingError) -> NominatimReverseAnswer {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let answer = try ResponseDecodingError.decode(NominatimReverseAnswer.self, from: data, using: decoder)
        if let error = answer.error {
            throw ResponseDecodingError("the service answered an error: \(TerminalText.sanitized(error))")
        }
        return answer
    }

    /// The settlement, else the larger area, else the first part of the display name:
    /// the name a person would give the place. Nil when the answer names nothing.
    var name: String? {
        let address = address
        let candidates = [address?.city, address?.town, address?.village, address?.municipality, address?.county, address?.state]
        if let named = candidates.lazy.compactMap(Self.cleaned).first { return named }
        return displayName.flatMap { $0.split(separator: ",").first }.flatMap { Self.cleaned(String($0)) }
    }

    /// The areas the position lies in, largest first and without repeats, as the Open-Meteo
    /// geocoder's admin1 to admin4 are kept (state, county, municipality, settlement, suburb):
    /// the names warnings that only name their areas are matched against.
    var administrativeAreas: [String] {
        guard let address else { return [] }
        let ordered = [
            address.state, address.stateDistrict, address.county, address.municipality, address.city, address.town,
            address.village, address.cityDistrict, address.suburb,
        ]
        return ordered.compactMap(Self.cleaned).removingRepeats()
    }

    /// ISO 3166-1 alpha-2, upper case, when the answer has a well-formed one.
    var countryCode: String? {
        guard let code = address?.countryCode?.uppercased(), code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        return code
    }

    /// `place` named from this answer, with its country and areas; nil when the answer names
    /// nothing, so the place keeps the name it has.
    func naming(_ place: Place) -> Place? {
        guard let name else { return nil }
        var named = place
        named.name = name
        named.countryCode = countryCode ?? place.countryCode
        named.country = address?.country.flatMap(Self.cleaned) ?? place.country
        named.adminArea = address?.state.flatMap(Self.cleaned) ?? place.adminArea
        let areas = administrativeAreas
        named.administrativeAreas = areas.isEmpty ? place.administrativeAreas : areas
        return named
    }

    /// A name as it may be saved: nothing a terminal would act on, no surrounding blanks,
    /// and nil when nothing is left.
    static func cleaned(_ text: String?) -> String? {
        guard let text else { return nil }
        let cleaned = TerminalText.sanitized(text).trimmingCharacters(in: .whitespacesAndNewlines)
        return cleaned.isEmpty ? nil : cleaned
    }
}
