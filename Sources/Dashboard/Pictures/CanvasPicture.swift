import Foundation

/// A picture in real pixels over a rectangle of a canvas's cells: the radar map where the
/// terminal draws pixels. The cells under it are drawn as well (blank, or a place's name),
/// and the screen puts the picture over or under them as its protocol allows.
public struct CanvasPicture: Sendable {
    /// Tells pictures apart: equal ids are the same pixels, so a screen that has sent a
    /// picture once (kitty keeps it) places it again by id without sending it again.
    public var id: UInt32
    public var x: Int
    public var y: Int
    public var columns: Int
    public var rows: Int
    public var payload: PicturePayload

    public init(id: UInt32, x: Int, y: Int, columns: Int, rows: Int, payload: PicturePayload) {
        self.id = id
        self.x = x
        self.y = y
        self.columns = columns
        self.rows = rows
        self.payload = payload
    }

    /// The cells it covers.
    public var rect: Rect { Rect(x: x, y: y, width: columns, height: rows) }
}

/// The pixels encoded for one protocol, ready to send.
public enum PicturePayload: Sendable {
    /// A PNG file, which kitty's protocol carries as it is (`f=100`).
    case png(Data)
    /// A whole sixel sequence, `ESC P … q … ESC \`.
    case sixel([UInt8])

    public var byteCount: Int {
        switch self {
        case .png(let data): data.count
        case .sixel(let bytes): bytes.count
        }
    }
}

// A picture is known by its id and place: comparing or hashing its payload (hundreds of kB)
// at each frame would cost more than drawing the frame.
extension CanvasPicture: Hashable {
    public static func == (left: CanvasPicture, right: CanvasPicture) -> Bool {
        left.id == right.id && left.rect == right.rect
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(rect)
    }
}
