import Foundation
import WeatherCore

/// Reads one CAP alert document (OASIS CAP 1.2, or 1.1, whose elements are the same) into a
/// `CAPMessage`, element by element (`XMLEventReader`), so that a large document is never held
/// as a tree.
///
/// Elements are matched on their local names within the alert's own namespace, whatever prefix
/// the issuer chose (`<cap:info>` or `<info>`); elements of other namespaces inside the alert
/// (an XML signature, a service's extensions) are skipped with their content.
enum CAPXMLDecoder {
    /// Larger than any CAP document seen (FPAS appends administrative polygons, Met Éireann sends
    /// many per area), small enough that a runaway body is refused before parsing starts.
    static let maximumDocumentSize = 16 * 1024 * 1024
    /// CAP nests five levels (alert, info, area, geocode, value) and an XML signature a few more.
    static let maximumDepth = 32
    /// The alert's namespace: CAP 1.2, CAP 1.1, or none (some issuers leave it out).
    static let namespaces: Set<String> = ["urn:oasis:names:tc:emergency:cap:1.2", "urn:oasis:names:tc:emergency:cap:1.1", ""]

    static func decode(_ data: Data) throws(ResponseDecodingError) -> CAPMessage {
        guard data.count <= maximumDocumentSize else {
            throw ResponseDecodingError("the CAP document is larger than \(maximumDocumentSize / (1024 * 1024)) MiB")
        }
        let bytes = try XMLInputEncoding.utf8Bytes(of: data)
        let reader = CAPXMLReader()
        do {
            try XMLEventReader.read(bytes) { event in
                switch event {
                case .start(let name): reader.start(name)
                case .end: reader.end()
                case .text(let text): reader.append(text)
                }
                return reader.problem == nil
            }
        } catch {
            throw ResponseDecodingError("the CAP document is not well-formed XML (\(error))")
        }
        if let problem = reader.problem { throw ResponseDecodingError(problem) }
        guard reader.isComplete else { throw ResponseDecodingError("the CAP document is not a whole CAP alert") }
        return try reader.message()
    }
}

/// Behind `CAPXMLDecoder`: it keeps the path of open CAP elements and fills the message, its
/// current `info`, `area` and `valueName`/`value` pair as elements close.
private final class CAPXMLReader {
    /// Why the document was refused, when it was refused for its content rather than its syntax.
    private(set) var problem: String?
    /// The root `alert` element was closed.
    private(set) var isComplete = false

    private var namespace: String?
    /// Local names of the open CAP elements, `alert` first.
    private var path: [String] = []
    /// How many elements of other namespaces are open; their content is skipped.
    private var foreignDepth = 0
    private var text = ""

    private var identifier: String?
    private var sender: String?
    private var sent: String?
    private var status: String?
    private var messageType: String?
    private var scope: String?
    private var references: String?
    private var infos: [CAPInfo] = []
    private var info: CAPInfo?
    private var area: CAPArea?
    private var pairName: String?
    private var pairValue: String?

    func message() throws(ResponseDecodingError) -> CAPMessage {
        guard let identifier = NonBlankText.of(identifier) else { throw ResponseDecodingError("the CAP alert has no identifier") }
        return CAPMessage(
            identifier: identifier, sender: NonBlankText.of(sender), sent: ISO8601Timestamp.parseCAPDateTime(sent),
            status: CAPMessage.Status(parsing: status), messageType: CAPMessage.MessageType(parsing: messageType),
            scope: CAPMessage.Scope(parsing: scope), references: CAPReference.list(parsing: references), infos: infos)
    }

    func start(_ element: XMLEventReader.Name) {
        guard path.count + foreignDepth < CAPXMLDecoder.maximumDepth else {
            problem = "the CAP document nests more than \(CAPXMLDecoder.maximumDepth) elements deep"
            return
        }
        guard let namespace else {
            guard element.localName == "alert", CAPXMLDecoder.namespaces.contains(element.namespace) else {
                problem = "it is not a CAP alert (its root element is \(element.qualifiedName))"
                return
            }
            self.namespace = element.namespace
            path = ["alert"]
            return
        }
        if foreignDepth > 0 || element.namespace != namespace || path.isEmpty {
            foreignDepth += 1
            return
        }
        let elementName = element.localName
        path.append(elementName)
        text = ""
        switch (path.count, elementName) {
        case (2, "info"): info = CAPInfo()
        case (3, "area") where path[1] == "info": area = CAPArea(description: "")
        case (3, "parameter") where path[1] == "info", (4, "geocode") where path[2] == "area":
            pairName = nil
            pairValue = nil
        default: break
        }
    }

    func end() {
        if foreignDepth > 0 {
            foreignDepth -= 1
            return
        }
        guard let name = path.last else { return }
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        text = ""
        let inInfo = path.count >= 3 && path[1] == "info"
        switch path.count {
        case 1:
            isComplete = true
        case 2 where name == "info":
            if let info { infos.append(info) }
            info = nil
        case 2:
            setAlertField(name, value)
        case 3 where inInfo && name == "area":
            if let area { info?.areas.append(area) }
            area = nil
        case 3 where inInfo && name == "parameter":
            if let pair = finishedPair() { info?.parameters.append(pair) }
        case 3 where inInfo:
            setInfoField(name, value)
        case 4 where inInfo && path[2] == "parameter":
            setPairField(name, value)
        case 4 where inInfo && path[2] == "area" && name == "geocode":
            if let pair = finishedPair() { area?.geocodes.append(pair) }
        case 4 where inInfo && path[2] == "area":
            setAreaField(name, value)
        case 5 where inInfo && path[2] == "area" && path[3] == "geocode":
            setPairField(name, value)
        default:
            break
        }
        path.removeLast()
    }

    func append(_ characters: String) {
        if foreignDepth == 0, !path.isEmpty { text += characters }
    }

    private func setAlertField(_ name: String, _ value: String) {
        switch name {
        case "identifier": identifier = value
        case "sender": sender = value
        case "sent": sent = value
        case "status": status = value
        case "msgType": messageType = value
        case "scope": scope = value
        case "references": references = value
        default: break
        }
    }

    private func setInfoField(_ name: String, _ value: String) {
        let text = NonBlankText.of(value)
        switch name {
        case "language": info?.language = text
        case "event": info?.event = text
        case "headline": info?.headline = text
        case "description": info?.description = text
        case "instruction": info?.instruction = text
        case "senderName": info?.senderName = text
        case "web": info?.web = text
        case "urgency": info?.urgency = AlertUrgency(parsing: value)
        case "severity": info?.severity = AlertSeverity(parsing: value)
        case "certainty": info?.certainty = text
        case "effective": info?.effective = ISO8601Timestamp.parseCAPDateTime(value)
        case "onset": info?.onset = ISO8601Timestamp.parseCAPDateTime(value)
        case "expires": info?.expires = ISO8601Timestamp.parseCAPDateTime(value)
        default: break
        }
    }

    /// A shape that does not parse is left out: the area then places fewer points, never wrong ones.
    private func setAreaField(_ name: String, _ value: String) {
        switch name {
        case "areaDesc": area?.description = value
        case "polygon": if let polygon = GeoPolygon(capText: value) { area?.polygons.append(polygon) }
        case "circle": if let circle = GeoCircle(capText: value) { area?.circles.append(circle) }
        default: break
        }
    }

    private func setPairField(_ name: String, _ value: String) {
        switch name {
        case "valueName": pairName = value
        case "value": pairValue = value
        default: break
        }
    }

    /// The `valueName`/`value` pair just closed; nil without a name.
    private func finishedPair() -> CAPNamedValue? {
        defer {
            pairName = nil
            pairValue = nil
        }
        guard let name = NonBlankText.of(pairName) else { return nil }
        return CAPNamedValue(name: name, value: pairValue ?? "")
    }
}
