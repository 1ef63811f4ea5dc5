import Foundation

/// The bytes `XMLEventReader` reads: UTF-8, which every alert document is or is transcoded to
/// here from the single-byte encoding it declares. Anything else (UTF-16 and UTF-32, which hold
/// NUL bytes, an encoding weatherboard does not know, bytes that are not what they claim to be)
/// is refused before reading starts.
enum XMLInputEncoding {
    /// The XML declaration is read only this far into the document.
    private static let declarationLimit = 256

    static func utf8Bytes(of data: Data) throws(ResponseDecodingError) -> [UInt8] {
        guard !data.contains(0) else { throw ResponseDecodingError("the XML document is not in UTF-8 (it holds NUL bytes)") }
        switch declaredEncoding(of: data) {
        case nil, "utf-8", "utf8", "us-ascii", "ascii":
            guard String(validating: data, as: UTF8.self) != nil else {
                throw ResponseDecodingError("the XML document is not valid UTF-8")
            }
            return [UInt8](data)
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1":
            return try transcoded(data, from: .isoLatin1)
        case "windows-1252", "cp1252":
            return try transcoded(data, from: .windowsCP1252)
        default:
            throw ResponseDecodingError("the XML document declares an encoding weatherboard does not read")
        }
    }

    /// The declaration stays: the reader does not read its encoding again.
    private static func transcoded(_ data: Data, from encoding: String.Encoding) throws(ResponseDecodingError) -> [UInt8] {
        guard let text = String(data: data, encoding: encoding) else {
            throw ResponseDecodingError("the XML document is not in the encoding it declares")
        }
        return Array(text.utf8)
    }

    /// The lower-cased `encoding` of the `<?xml …?>` declaration, nil when there is none.
    static func declaredEncoding(of data: Data) -> String? {
        var head = data.prefix(declarationLimit)
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        guard head.starts(with: Data("<?xml".utf8)), let end = head.firstRange(of: Data("?>".utf8)) else { return nil }
        let declaration = String(decoding: head[head.startIndex..<end.lowerBound], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote }).lowercased()
    }
}
