import Foundation
import WeatherCore

/// What a service that lists its CAP messages in an index writes: where the index is for a
/// place, and how it names its messages and where each one is. Fetching the messages, keeping
/// them by id, placing them and the report are `CAPIndexSource`'s.
protocol CAPIndex: Sendable {
    /// The index's URL for `place` (FPAS answers for a box around it; a national feed has one
    /// index for its whole country).
    func indexURL(for place: Place, endpoint: ServiceEndpoint) -> URL?

    /// The messages the index lists, in its order, without repeats.
    func entries(from body: Data, endpoint: ServiceEndpoint) throws(ResponseDecodingError) -> [CAPIndexEntry]

    /// Whether the service only relays other issuers' messages (FPAS): its attribution then names
    /// them, as their licences still apply.
    var relays: Bool { get }

    /// Whether a listed message whose every block has expired can be kept without asking for it
    /// again: true where the service publishes each message at its own address (a change is a
    /// new message, as CAP has it), so that an index that lists a day of expired messages
    /// (SACHET's lists about a hundred, each valid for three hours) does not cost a request for
    /// each at every poll; false where the address may be given a newer message (FPAS serves
    /// an issuer's re-sent alert under the id it had).
    var expiredMessagesAreFinal: Bool { get }
}

/// One message an index lists: an id to keep it by, and where to fetch it.
struct CAPIndexEntry: Codable, Sendable, Hashable {
    /// Safe as a file name: letters, digits, "-", "_" and "." only (`CAPIndexEntry.fileSafeID`).
    var id: String
    var url: URL

    /// `text` (a message's guid, id or link) as an id that can name a file and a request path:
    /// letters, digits, "-" and "." kept, every other byte written as "_" and its hex, so two
    /// different texts never share a file; a long one is cut and ends in a hash of the whole.
    static func fileSafeID(_ text: String) -> String {
        var escaped = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += "_" + String(byte, radix: 16, uppercase: false).leftPadded(to: 2)
            }
        }
        // A leading dot would hide the file; "_2e" names it.
        if escaped.hasPrefix(".") { escaped = "_2e" + escaped.dropFirst() }
        guard escaped.count > maximumIDLength else { return escaped }
        return escaped.prefix(maximumIDLength - 17) + "~" + String(fnv1a64(text.utf8), radix: 16).leftPadded(to: 16)
    }

    /// File names stay well below the usual 255-byte limit with ".json" added.
    static let maximumIDLength = 120

    /// FNV-1a, 64 bits: enough to tell apart the few hundred messages a feed lists.
    private static func fnv1a64(_ bytes: String.UTF8View) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
