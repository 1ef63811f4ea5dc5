import Foundation

/// What FoundationXML's `XMLParser` may be given. A damaged or hostile body can otherwise end
/// the whole process or keep it busy for seconds, found by fuzzing on this platform:
/// - FoundationXML traps when libxml2 hands it an element name that is not valid UTF-8, so a
///   document is valid UTF-8 or transcoded here from the single-byte encoding it declares;
/// - it dereferences NULL for a processing instruction without data (`<?pi?>`, `<?xml?>`);
/// - libxml2 expands entities declared in a DTD (a "billion laughs" or quadratic blowup).
/// Anything of the kind is refused as undecodable before parsing starts.
enum XMLParserInput {
    /// The XML declaration is read only this far into the document.
    private static let declarationLimit = 256
    /// Where a processing instruction's target ends: its data, its end, or (malformed) markup.
    private static let targetEnds: Set<UInt8> = Set(" \t\r\n?<>".utf8)

    /// `data` ready for the parser: valid UTF-8 without NUL bytes (so never UTF-16 or UTF-32),
    /// its declaration dropped when the text was transcoded (libxml2 reads a document without
    /// one as UTF-8), with no DTD and no empty processing instruction.
    static func prepared(_ data: Data) throws(ResponseDecodingError) -> Data {
        let document = try utf8(data)
        // XML documents for alerts never declare a DTD, so none needs its entities.
        if document.range(of: Data("<!DOCTYPE".utf8)) != nil {
            throw ResponseDecodingError("the XML document declares a DTD, which weatherboard does not read")
        }
        if hasEmptyProcessingInstruction(document) {
            throw ResponseDecodingError("the XML document holds an empty processing instruction")
        }
        return document
    }

    /// `<?name?>`: a target followed at once by `?>`. Such text inside CDATA or a comment is
    /// refused too; no alert document has any.
    static func hasEmptyProcessingInstruction(_ document: Data) -> Bool {
        let bytes = [UInt8](document)
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { continue }
            var end = index + 2
            // Stopping at markup keeps the scan linear however many "<?" a body holds.
            while end < bytes.count, !targetEnds.contains(bytes[end]) { end += 1 }
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") { return true }
        }
        return false
    }

    private static func utf8(_ data: Data) throws(ResponseDecodingError) -> Data {
        guard !data.contains(0) else { throw ResponseDecodingError("the XML document is not in UTF-8 (it holds NUL bytes)") }
        let declared = declaredEncoding(of: data)
        switch declared {
        case nil, "utf-8", "utf8", "us-ascii", "ascii":
            guard String(validating: data, as: UTF8.self) != nil else {
                throw ResponseDecodingError("the XML document is not valid UTF-8")
            }
            return data
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1":
            return try transcoded(data, from: .isoLatin1)
        case "windows-1252", "cp1252":
            return try transcoded(data, from: .windowsCP1252)
        default:
            throw ResponseDecodingError("the XML document declares an encoding weatherboard does not read")
        }
    }

    private static func transcoded(_ data: Data, from encoding: String.Encoding) throws(ResponseDecodingError) -> Data {
        guard var text = String(data: data, encoding: encoding) else {
            throw ResponseDecodingError("the XML document is not in the encoding it declares")
        }
        if text.hasPrefix("<?xml"), let end = text.range(of: "?>") { text.removeSubrange(text.startIndex..<end.upperBound) }
        return Data(text.utf8)
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
