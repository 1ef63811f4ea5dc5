import Foundation
import WeatherCore

/// The texts of the Hong Kong Observatory's warnings in force, from its open-data warning
/// information (`/weatherAPI/opendata/weather.php?dataType=warningInfo&lang=en|tc|sc`): a
/// `details` list with one statement per warning, each naming its family in
/// `warningStatementCode` (the summary's key: `WRAIN`, `WTCSGNL`), its level in `subtype` where the
/// family has several (the summary's `code`: `WRAINA`, `TC8NE`), its `updateTime`, and its text
/// as `contents`, a list of lines: a heading, sentences, numbered precautions. `{}` is no
/// warning in force.
///
/// A statement HKO writes differently from the rest (no family, contents that are not a list of
/// text) loses its text alone; an answer that is not such an object fails as a whole.
struct HKOWarningInfo: Decodable, Sendable {
    let statements: [Statement]

    struct Statement: Sendable {
        /// `warningStatementCode`, upper-cased.
        var family: String
        /// `subtype`, upper-cased; nil where HKO sends none (a family of one level).
        var level: String?
        /// The statement's lines as sent, blank ones left out.
        var lines: [String]
    }

    /// The text of the warning of `family` at level `code` (the summary's key and `code`): the
    /// first statement of the family that names no level or names that one, so that a text
    /// about another level (Amber while Black is in force) is never shown under it. Lines are
    /// cleaned of terminal controls and markup, and set as paragraphs (`AlertDetails.text(lines:)`).
    func text(family: String, code: String) -> String? {
        let family = family.uppercased(), code = code.uppercased()
        let statement = statements.first { $0.family == family && ($0.level == nil || $0.level == code) && !$0.lines.isEmpty }
        var lines = statement?.lines ?? []
        // The pre-No. 8 announcement (when No. 8 is expected, so that people can get home) is a
        // statement of its own that the summary never lists: it belongs with the tropical
        // cyclone signal in force, after its text.
        if family == Self.tropicalCycloneSignals,
           let announcement = statements.first(where: { $0.family == Self.preNumberEightAnnouncement && !$0.lines.isEmpty }) {
            lines += announcement.lines
        }
        return lines.isEmpty ? nil : AlertDetails.text(lines: lines.map { TerminalText.sanitized($0, keepingLineBreaks: true) })
    }

    /// The family of the tropical cyclone signals (No. 1 to No. 10).
    static let tropicalCycloneSignals = "WTCSGNL"
    /// HKO's announcement that No. 8 is expected, only ever in the texts.
    static let preNumberEightAnnouncement = "WTCPRE8"

    private enum CodingKeys: String, CodingKey {
        case details
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.contains(.details) else {
            // `{}` is no warning in force; an object with other members and no `details` is
            // another answer (an error document), which must not pass for that.
            guard try decoder.container(keyedBy: NamedCodingKey.self).allKeys.isEmpty else {
                throw DecodingError.keyNotFound(CodingKeys.details, DecodingError.Context(codingPath: [], debugDescription: "no details"))
            }
            statements = []
            return
        }
        guard try !container.decodeNil(forKey: .details) else {
            statements = []
            return
        }
        var list = try container.nestedUnkeyedContainer(forKey: .details)
        var statements: [Statement] = []
        while !list.isAtEnd {
            if let statement = try list.decode(Element.self).statement { statements.append(statement) }
        }
        self.statements = statements
    }

    /// One element of `details`, read whatever it is, so that a strange one does not stop the
    /// list (an element that fails to decode would not be stepped over).
    private struct Element: Decodable {
        let statement: Statement?

        private enum CodingKeys: String, CodingKey {
            case warningStatementCode, subtype, contents
        }

        init(from decoder: any Decoder) {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self),
                  let family = NonBlankText.of(try? container.decode(String.self, forKey: .warningStatementCode))
            else {
                statement = nil
                return
            }
            let lines: [String]
            if let list = try? container.decode([Line].self, forKey: .contents) {
                lines = list.compactMap(\.text)
            } else if let one = try? container.decode(String.self, forKey: .contents) {
                lines = [one]
            } else {
                lines = []
            }
            statement = Statement(
                family: family.uppercased(),
                level: NonBlankText.of(try? container.decode(String.self, forKey: .subtype))?.uppercased(),
                lines: lines.filter { NonBlankText.of($0) != nil })
        }
    }

    /// One line of `contents`: its text, or nil for anything else (a number, null).
    private struct Line: Decodable {
        let text: String?

        init(from decoder: any Decoder) {
            text = try? decoder.singleValueContainer().decode(String.self)
        }
    }
}
