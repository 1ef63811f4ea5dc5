import Foundation
import Providers
import WeatherCore

/// Where RainViewer's frame list and tiles are asked for. `WEATHERBOARD_RAINVIEWER_URL` (a
/// mirror such as LibreWXR, or a test's server) replaces the scheme and host of the frame list
/// and of the tile host the list names; the paths stay the real ones.
public struct RainViewerEndpoint: Sendable, Hashable {
    public static let overrideVariable = "WEATHERBOARD_RAINVIEWER_URL"
    static let listPath = "/public/weather-maps.json"
    /// The free tier's tiles since 2026 (docs/radar.md): 256 pixels, its one colour scheme
    /// (2, "Universal Blue", as the scheme numbers go: not verified at the source), no
    /// smoothing, no snow colours.
    static let tileSize = 256
    static let colorScheme = 2
    static let options = "0_0"
    /// The free tier serves zoom 0 ... 7; no request is made past it.
    public static let zoomRange = 0...7

    public let service: ServiceEndpoint

    public init(service: ServiceEndpoint) {
        self.service = service
    }

    /// `WEATHERBOARD_RAINVIEWER_URL`, or RainViewer's public API.
    public static func resolve(environment: [String: String]) throws(ConfigurationError) -> RainViewerEndpoint {
        RainViewerEndpoint(service: try ServiceEndpoint.resolve(
            default: "https://api.rainviewer.com", overrideVariable: overrideVariable, environment: environment))
    }

    var listURL: URL? { service.url(path: Self.listPath, query: []) }

    /// Whether a tile host on plain http may be accepted: only when the user named a plain
    /// http server for the whole service.
    var allowsPlainHTTP: Bool { service.isOverridden && service.baseURL.scheme?.lowercased() == "http" }

    /// `{host}{path}/256/{z}/{x}/{y}/2/0_0.png`, the host being the list's or the override's.
    func tileURL(list: RadarFrameList, frame: RadarFrame, tile: TileAddress) -> URL? {
        guard Self.zoomRange.contains(tile.zoom), (0..<(1 << tile.zoom)).contains(tile.x), (0..<(1 << tile.zoom)).contains(tile.y)
        else { return nil }
        let host = service.isOverridden ? service : ServiceEndpoint(baseURL: list.tileHost, isOverridden: false)
        let path = "\(frame.path)/\(Self.tileSize)/\(tile.zoom)/\(tile.x)/\(tile.y)/\(Self.colorScheme)/\(Self.options).png"
        return host.url(path: path, query: [])
    }
}
