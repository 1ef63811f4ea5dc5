import Foundation

/// The answer of GSI's reverse geocoder (`/reverse-geocoder/LonLatToAddress?lat=&lon=`):
/// `{"results":{"muniCd":"13101","lv01Nm":"千代田"}}` on land in Japan, `{}` (or
/// `{"results":null}`, or `[]` in some captures) at sea and abroad.
enum GSIReverseGeocoderResponse {
    /// The five-digit JIS municipality code at the point; nil where GSI knows none. GSI drops the
    /// leading zero of some codes ("1217" for Ebetsu, 01217), which is put back.
    static func municipalityCode(from data: Data) throws(ResponseDecodingError) -> String? {
        if let list = try? JSONDecoder().decode([Answer].self, from: data), list.isEmpty { return nil }
        let answer = try ResponseDecodingError.decode(Answer.self, from: data)
        guard let results = answer.results else { return nil }
        guard let code = results.municipalityCode else { return nil }
        guard (1...5).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw ResponseDecodingError("muniCd is not a municipality code")
        }
        return String(repeating: "0", count: 5 - code.count) + code
    }

    private struct Answer: Decodable {
        var results: Results?
    }

    private struct Results: Decodable {
        var municipalityCode: String?

        enum CodingKeys: String, CodingKey { case municipalityCode = "muniCd" }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            municipalityCode = NonBlankText.of(container.identifierTextIfPresent(forKey: .municipalityCode))
        }
    }
}
