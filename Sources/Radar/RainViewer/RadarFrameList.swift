import Foundation

/// One radar image of the whole world, as the frame list names it.
public struct RadarFrame: Sendable, Hashable, Codable {
    /// When the frame was made (RainViewer: "not the time of the data" but close to it).
    public let time: Date
    /// The frame's path on the tile host, checked to be plain path segments; opaque (a hash
    /// since March 2026), never built from `time`.
    public let path: String

    public init(time: Date, path: String) {
        self.time = time
        self.path = path
    }
}

/// The frames a radar source offers now and the host that serves their tiles.
public struct RadarFrameList: Sendable, Hashable, Codable {
    /// The host the list names for its tiles (scheme and authority only, checked).
    public let tileHost: URL
    /// Oldest first, at least one, times distinct.
    public let frames: [RadarFrame]
    /// When the list was made, where it says.
    public let generated: Date?

    public init(tileHost: URL, frames: [RadarFrame], generated: Date?) {
        self.tileHost = tileHost
        self.frames = frames
        self.generated = generated
    }

    /// The latest frame.
    public var newest: RadarFrame? { frames.last }
}
