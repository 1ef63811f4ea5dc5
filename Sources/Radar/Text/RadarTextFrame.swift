import Dashboard
import Foundation
import WeatherCore

/// One radar frame as text: the map (the rain around the place over coasts and borders, the
/// place marked), a legend row, and a row that credits the source and says how old the frame is.
public struct RadarTextFrame: Sendable {
    public let raster: RadarRaster
    /// The place's dot in the raster, nil when it is outside (it never is for a window centred
    /// on it, but a panned view may leave it).
    public let placeDot: (column: Int, row: Int)?
    public let placeName: String
    public let frameTime: Date
    /// The source's name as its terms ask it to be credited.
    public let attribution: String
    public let style: RadarTextStyle
    /// Coasts and borders, drawn where no rain falls; nil for none.
    public let outline: OutlineRaster?

    /// The rows under the map.
    public static let footerHeight = 2

    public init(
        raster: RadarRaster, placeDot: (column: Int, row: Int)?, placeName: String, frameTime: Date, attribution: String,
        style: RadarTextStyle, outline: OutlineRaster? = nil
    ) {
        self.raster = raster
        self.placeDot = placeDot
        self.placeName = placeName
        self.frameTime = frameTime
        self.attribution = attribution
        self.style = style
        self.outline = outline
    }

    /// The window a canvas of `width × height` cells shows around `center`: the map takes all
    /// but the footer's rows, two dots to a row.
    public static func window(
        projection: WebMercator, center: GeoPoint, width: Int, height: Int, pixelsPerDot: Double
    ) -> MapWindow? {
        MapWindow(projection: projection, center: center, width: width, height: max(1, height - footerHeight) * 2, pixelsPerDot: pixelsPerDot)
    }

    public func canvas(width: Int, height: Int, now: Date, clock: LocalClock, words: Catalog) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        let mapRows = max(0, height - Self.footerHeight)
        for row in 0..<mapRows {
            for column in 0..<width {
                var cell = cell(top: raster[column, row * 2], bottom: raster[column, row * 2 + 1])
                if cell == .blank, let outline, outline[column, row * 2] || outline[column, row * 2 + 1] {
                    cell = Cell(grapheme: style.outlineCharacter, width: 1, style: CellStyle(foreground: RadarTextStyle.outlineColor, isDim: true))
                }
                canvas.fill(Rect(x: column, y: row, width: 1, height: 1), with: cell)
            }
        }
        if let placeDot, placeDot.row / 2 < mapRows {
            // On the rain's colour, so the mark does not hide what falls on the place.
            let rain = [raster[placeDot.column, placeDot.row], raster[placeDot.column, placeDot.row ^ 1]].compactMap { $0 }.max()
            let marker = CellStyle(foreground: RGB(0xFF, 0xFF, 0xFF), background: rain.map(RadarTextStyle.color(of:)), isBold: true)
            _ = canvas.draw(style.marker, x: placeDot.column, y: placeDot.row / 2, style: marker, maxWidth: 1)
        }
        if height >= 2 { drawLegend(into: &canvas, y: height - 2, words: words) }
        if height >= 1 {
            _ = canvas.draw(creditLine(now: now, clock: clock, words: words), x: 0, y: height - 1, style: CellStyle(isDim: true))
        }
        return canvas
    }

    /// "RainViewer · as of 21:40 (6 min ago)".
    func creditLine(now: Date, clock: LocalClock, words: Catalog) -> String {
        let time = clock.datedTime(frameTime, now: now)
        let age = now.timeIntervalSince(frameTime)
        let when = age > 0 ? words(.asOfAged, ["time": time, "age": StatusLine.age(age, words: words)]) : words(.asOf, ["time": time])
        let separator = style == .ascii ? " - " : " · "
        return attribution + separator + when
    }

    /// The place first: a narrow canvas cuts the legend's end, never the name of what the
    /// mark stands for.
    private func drawLegend(into canvas: inout Canvas, y: Int, words: Catalog) {
        var x = canvas.draw(style.marker, x: 0, y: y, style: CellStyle(isBold: true))
        x += canvas.draw(" \(placeName)", x: x, y: y)
        for intensity in RadarIntensity.allCases {
            x += canvas.draw("  ", x: x, y: y)
            x += canvas.draw(style.character(for: intensity), x: x, y: y, style: CellStyle(foreground: RadarTextStyle.color(of: intensity)))
            x += canvas.draw(" \(words(intensity.phrase))", x: x, y: y)
        }
    }

    private func cell(top: RadarIntensity?, bottom: RadarIntensity?) -> Cell {
        switch style {
        case .halfBlocks:
            switch (top, bottom) {
            case (nil, nil): return .blank
            case (let top?, nil): return Cell(grapheme: "▀", width: 1, style: CellStyle(foreground: RadarTextStyle.color(of: top)))
            case (nil, let bottom?): return Cell(grapheme: "▄", width: 1, style: CellStyle(foreground: RadarTextStyle.color(of: bottom)))
            case (let top?, let bottom?):
                return Cell(grapheme: "▀", width: 1, style: CellStyle(
                    foreground: RadarTextStyle.color(of: top), background: RadarTextStyle.color(of: bottom)))
            }
        case .shades, .ascii:
            guard let strongest = [top, bottom].compactMap({ $0 }).max() else { return .blank }
            return Cell(grapheme: style.character(for: strongest), width: 1, style: CellStyle(foreground: RadarTextStyle.color(of: strongest)))
        }
    }
}
