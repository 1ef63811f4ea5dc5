import Foundation
import Testing
import TestSupport

/// The map in real pixels from the real binary, on a terminal the test plays (a
/// pseudo-terminal): the first `m` asks the terminal which pictures it draws; answered as
/// kitty answers, each frame is sent once as a PNG and placed by id, taken off when the map
/// closes and deleted on exit; answered as a sixel terminal, frames are sixels of the map's
/// size in pixels.
@Suite("the radar map in pixels", .serialized)
struct RadarPicturesTerminalTests {
    let home = IsolatedHome()
    let server: LocalHTTPServer
    static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

    init() throws {
        server = try RadarMapTmuxTests.server()
        try home.writePlaces([
            #"{"name": "Berlin", "latitude": 52.52, "longitude": 13.405, "timeZoneIdentifier": "Europe/Berlin", "countryCode": "DE"}"#,
        ])
    }

    func terminal(width: Int, height: Int) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            command: [WeatherboardBinary.path], environment: home.environment(server: server.baseURL), width: width, height: height)
        try #require(terminal.waitFor(text: "Open-Meteo"), "\(terminal.outputText.suffix(400))")
        #expect(!terminal.outputText.contains(Self.kittyQuery), "nothing is asked before the map opens")
        terminal.send("m")
        #expect(terminal.waitFor(text: Self.kittyQuery + "\u{1B}[16t\u{1B}[c"), "the question: \(terminal.outputText.suffix(200))")
        return terminal
    }

    /// The PNG of the first image sent: its chunks' base64 joined.
    static func firstPNG(in output: String) -> (id: String, png: Data)? {
        guard let start = output.range(of: "\u{1B}_Ga=t,f=100,i=") else { return nil }
        let id = String(output[start.upperBound...].prefix { $0.isNumber })
        var base64 = ""
        var rest = output[start.lowerBound...]
        while let open = rest.range(of: ";"), let close = rest.range(of: "\u{1B}\\") {
            base64 += rest[open.upperBound..<close.lowerBound]
            let keys = rest[..<open.lowerBound]
            if keys.hasSuffix("m=0") { return Data(base64Encoded: base64).map { (id, $0) } }
            rest = rest[close.upperBound...]
            guard rest.hasPrefix("\u{1B}_Gq=2,m=") else { return nil }
        }
        return nil
    }

    /// The map's cells (all rows but the legend and the credit) in pixels, big-endian, as a
    /// PNG header gives them.
    static func pixelSize(width: Int, height: Int, cell: (width: Int, height: Int)) -> [UInt8] {
        [width * cell.width, (height - 2) * cell.height].flatMap { value in (0..<4).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
    }

    @Test(arguments: [(80, 24), (200, 60)])
    func answeredAsKittyTheFramesArePNGsPlacedByIDAndDeletedOnExit(width: Int, height: Int) throws {
        let terminal = try terminal(width: width, height: height)
        terminal.send("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22c")
        #expect(terminal.waitFor(text: "\u{1B}_Ga=p,i="), "a placement: \(terminal.outputText.suffix(300))")
        let (id, png) = try #require(Self.firstPNG(in: terminal.outputText))
        // A PNG's signature, then its header: the map's columns of 10 pixels, its rows of 20.
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(Array(png.dropFirst(16).prefix(8)) == Self.pixelSize(width: width, height: height, cell: (10, 20)))
        #expect(terminal.outputText.contains("c=\(width),r=\(height - 2),C=1,z=-1,q=2"))
        #expect(terminal.waitFor(text: "RainViewer · as of"))
        terminal.send("\u{1B}")
        #expect(terminal.waitFor(text: "\u{1B}_Ga=d,d=i,i="), "the placement taken off on close")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.outputText.contains("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"), "the image deleted on exit")
    }

    @Test func answeredAsASixelTerminalTheFramesAreSixelsOfTheMapsSize() throws {
        let terminal = try terminal(width: 80, height: 24)
        terminal.send("\u{1B}[6;16;8t\u{1B}[?62;4;22c")
        #expect(terminal.waitFor(text: "\u{1B}P0;1;0q\"1;1;640;352#0;2;"), "a sixel: \(terminal.outputText.suffix(300))")
        #expect(!terminal.outputText.contains("\u{1B}_Ga="), "no kitty commands")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
