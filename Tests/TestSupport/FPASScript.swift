import Foundation

/// A loopback FPAS (KDE's public alert server) as its code behaves: `/alert/area` answers a
/// JSON array of alert ids (400 for a box whose bounds are equal or off the globe),
/// `/alert/<id>` answers 301 to the stored CAP file under `/cap/alerts/<source>/`, unknown ids 404.
///
/// ```swift
/// let fpas = FPASScript(listed: [FPASScript.tokyoRain], files: try FPASScript.tokyoFiles())
/// let server = try LocalHTTPServer { fpas.response(to: $0) ?? .status(404) }
/// ```
public struct FPASScript: Sendable {
    /// A heavy rain warning whose polygon (appended by FPAS, the issuer sent a code) holds Tokyo.
    public static let tokyoRain = "3f2c6a1e-8b4d-4c2a-9e51-7d0b6f1a2c01"
    /// A thunderstorm advisory for eastern Kanagawa: the neighbour, south of Tokyo.
    public static let kanagawaThunderstorm = "9a7e0c44-1f2b-4d3c-8a6e-5b4c3d2e1f02"
    /// A minor high-wave advisory with a 25 km circle over Tokyo Bay, without a `senderName` or `web`.
    public static let tokyoBayWaves = "c15d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e03"

    public static let fixtureNames = [
        tokyoRain: "fpas-jma-tokyo-heavy-rain.xml",
        kanagawaThunderstorm: "fpas-jma-kanagawa-thunderstorm.xml",
        tokyoBayWaves: "fpas-jma-tokyo-high-waves.xml",
    ]

    /// The three CAP fixtures by id; `transform` may move their dates.
    public static func tokyoFiles(_ transform: (String) -> String = { $0 }) throws -> [String: Data] {
        try fixtureNames.mapValues { name in
            Data(transform(String(decoding: try WeatherboardBinary.fixture(name), as: UTF8.self)).utf8)
        }
    }

    public var listed: [String]
    public var files: [String: Data]
    /// Sent with each CAP file, such as an `ETag`.
    public var fileHeaders: [String: String]

    public init(listed: [String], files: [String: Data], fileHeaders: [String: String] = [:]) {
        self.listed = listed
        self.files = files
        self.fileHeaders = fileHeaders
    }

    /// The answer to an FPAS request, or nil for any other path.
    public func response(to request: RecordedRequest) -> ScriptedResponse? {
        let path = request.pathWithoutQuery
        if path == "/alert/area" {
            let bounds = ["min_lat", "max_lat", "min_lon", "max_lon"].map { request.queryValue($0).flatMap(Double.init) }
            guard let minLat = bounds[0], let maxLat = bounds[1], let minLon = bounds[2], let maxLon = bounds[3],
                  (-90...90).contains(minLat), (-90...90).contains(maxLat), (-180...180).contains(minLon),
                  (-180...180).contains(maxLon), minLat < maxLat, minLon < maxLon
            else { return .json(400, #"{"detail":"invalid bounding box"}"#) }
            let list = "[" + listed.map { "\"\($0)\"" }.joined(separator: ",") + "]"
            return .json(200, list)
        }
        if path.hasPrefix("/alert/") {
            let id = String(path.dropFirst("/alert/".count))
            guard files[id] != nil else { return .text(404, "no such alert") }
            return .status(301, headers: ["Location": "/cap/alerts/jp-jma/\(id).xml"])
        }
        if path.hasPrefix("/cap/alerts/jp-jma/"), path.hasSuffix(".xml") {
            let id = String(path.dropFirst("/cap/alerts/jp-jma/".count).dropLast(".xml".count))
            guard let file = files[id] else { return .text(404, "Not Found") }
            if let tag = fileHeaders["ETag"], request.header("if-none-match") == tag {
                return .status(304, headers: fileHeaders)
            }
            return .data(200, file, contentType: "application/xml", headers: fileHeaders)
        }
        return nil
    }
}
