import Foundation

/// Reads RainViewer's `weather-maps.json`: `host` and `radar.past[] {time, path}`. Everything
/// else (`version`, `radar.nowcast`, `satellite`) is ignored: the free tier stopped sending
/// the forecast and satellite frames in 2026, and a forecast is not radar.
///
/// The list decides which host the program talks to and which paths it asks for, so it is
/// checked as hostile input: the host must be `https` (plain `http` only when the list itself
/// came over plain http, from a server the user named), a bare scheme and authority; each path
/// plain segments of letters, digits, `_` and `-`, so no path can reach another host or
/// directory; between one and `maximumFrameCount` frames.
enum RainViewerFrameListDecoder {
    /// RainViewer keeps two hours in ten-minute steps (13 frames); four times that is a list
    /// gone wrong, and each frame costs a view's tiles.
    static let maximumFrameCount = 48
    /// RainViewer documents `host` and `path` as String(255).
    static let maximumTextLength = 255

    struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private struct Document: Decodable {
        let host: String?
        let generated: Double?
        let radar: Radar?
    }

    private struct Radar: Decodable {
        let past: [Frame]?
    }

    private struct Frame: Decodable {
        let time: Double?
        let path: String?
    }

    /// `allowsPlainHTTP`: the list was fetched over plain http from a server the user named.
    static func decode(_ data: Data, allowsPlainHTTP: Bool) throws(Failure) -> RadarFrameList {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw Failure("the frame list is not RainViewer's JSON")
        }
        guard let hostText = document.host else { throw Failure("the frame list names no tile host") }
        let host = try tileHost(hostText, allowsPlainHTTP: allowsPlainHTTP)
        guard let past = document.radar?.past, !past.isEmpty else { throw Failure("the frame list has no radar frames") }
        guard past.count <= maximumFrameCount else {
            throw Failure("the frame list has \(past.count) frames, more than \(maximumFrameCount)")
        }
        var frames: [RadarFrame] = []
        for frame in past {
            guard let time = frame.time, time.isFinite, time > 0, time < 1e11 else { throw Failure("a radar frame has no valid time") }
            guard let path = frame.path, isPlainPath(path) else { throw Failure("a radar frame has no usable path") }
            frames.append(RadarFrame(time: Date(timeIntervalSince1970: time), path: path))
        }
        frames.sort { $0.time < $1.time }
        guard Set(frames.map(\.time)).count == frames.count else { throw Failure("two radar frames have the same time") }
        let generated = document.generated.flatMap { $0.isFinite && $0 > 0 && $0 < 1e11 ? Date(timeIntervalSince1970: $0) : nil }
        return RadarFrameList(tileHost: host, frames: frames, generated: generated)
    }

    /// `https://host[:port]`, with nothing after the authority but an optional "/".
    static func tileHost(_ text: String, allowsPlainHTTP: Bool) throws(Failure) -> URL {
        guard text.utf8.count <= maximumTextLength, let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), let host = components.host, !host.isEmpty,
              components.user == nil, components.password == nil, components.query == nil, components.fragment == nil,
              components.path.isEmpty || components.path == "/",
              let url = components.url
        else { throw Failure("the frame list names an unusable tile host") }
        guard scheme == "https" || (scheme == "http" && allowsPlainHTTP) else {
            throw Failure("the frame list names a tile host that is not https")
        }
        return url
    }

    /// One or more "/segment" of letters, digits, `_` and `-`.
    static func isPlainPath(_ path: String) -> Bool {
        guard path.utf8.count <= maximumTextLength, path.hasPrefix("/") else { return false }
        let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        return !segments.isEmpty && segments.allSatisfy { segment in
            !segment.isEmpty && segment.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-")
            }
        }
    }
}
