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
    /// Other places in view, marked and named on the map.
    public let otherPlaces: [Mark]
    /// The place's warning areas, drawn over coasts and borders where no rain falls, the last
    /// over the others (`MapWarningArea.areas` puts the worst last).
    public let warningAreas: [WarningOutline]

    /// A warning's area traced into the window, and the look of its outline.
    public struct WarningOutline: Sendable, Equatable {
        public let raster: OutlineRaster
        public let style: CellStyle

        public init(raster: OutlineRaster, style: CellStyle) {
            self.raster = raster
            self.style = style
        }

        /// Each area traced into `window`, in the areas' order and style.
        public static func outlines(of areas: [MapWarningArea], in window: MapWindow) -> [WarningOutline] {
            areas.map { WarningOutline(raster: OutlineRaster(window: window, rings: $0.rings), style: $0.style) }
        }
    }

    /// A place on the map other than the one it is about: its dot and its name.
    public struct Mark: Sendable, Hashable {
        public let column: Int
        public let row: Int
        public let name: String

        public init(column: Int, row: Int, name: String) {
            self.column = column
            self.row = row
            self.name = name
        }
    }

    /// The legend's row, under the map.
    public static let legendHeight = 1
    /// The rows under the map when printed: the legend and the credit row.
    public static let footerHeight = legendHeight + 1

    public init(
        raster: RadarRaster, placeDot: (column: Int, row: Int)?, placeName: String, frameTime: Date, attribution: String,
        style: RadarTextStyle, outline: OutlineRaster? = nil, otherPlaces: [Mark] = [], warningAreas: [WarningOutline] = []
    ) {
        self.warningAreas = warningAreas
        self.otherPlaces = otherPlaces
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

    /// The window a map canvas (`mapCanvas`: the map and its legend, no credit row) of
    /// `width × height` cells shows around `center`.
    public static func window(
        projection: WebMercator, center: GeoPoint, width: Int, mapCanvasHeight height: Int, pixelsPerDot: Double
    ) -> MapWindow? {
        window(projection: projection, center: center, width: width, height: height + footerHeight - legendHeight, pixelsPerDot: pixelsPerDot)
    }

    /// The frame printed: the map, its legend, and the row crediting the source with the
    /// frame's time and age.
    public func canvas(width: Int, height: Int, now: Date, clock: LocalClock, words: Catalog) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        canvas.draw(mapCanvas(width: width, height: max(0, height - 1), words: words), x: 0, y: 0)
        if height >= 1 {
            _ = canvas.draw(creditLine(now: now, clock: clock, words: words, width: width), x: 0, y: height - 1, style: CellStyle(isDim: true))
        }
        return canvas
    }

    /// The map and its legend, without the credit row: what the dashboard's map draws once
    /// per frame and view, its credit row telling the age as time passes. With `cellsUnderPicture`
    /// the rain, coasts and warning areas are left out (a picture in pixels shows them) and
    /// only the marks, names and legend are drawn.
    public func mapCanvas(width: Int, height: Int, words: Catalog, cellsUnderPicture: Bool = false) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        let mapRows = max(0, height - Self.legendHeight)
        // The worst warning area drawn (the last in order), for the legend; nil when none is in view.
        var worstDrawn: Int?
        for row in 0..<mapRows {
            for column in 0..<width {
                var cell = cellsUnderPicture ? .blank : cell(top: raster[column, row * 2], bottom: raster[column, row * 2 + 1])
                if cell == .blank, let index = warningAreas.lastIndex(where: { $0.raster[column, row * 2] || $0.raster[column, row * 2 + 1] }) {
                    if !cellsUnderPicture { cell = Cell(grapheme: style.warningAreaCharacter, width: 1, style: warningAreas[index].style) }
                    worstDrawn = max(worstDrawn ?? index, index)
                } else if cell == .blank, !cellsUnderPicture, let outline, outline[column, row * 2] || outline[column, row * 2 + 1] {
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
        for mark in otherPlaces where mark.row / 2 < mapRows { drawMark(mark, into: &canvas) }
        if height >= 1 { drawLegend(into: &canvas, y: height - 1, warningArea: worstDrawn.map { warningAreas[$0].style }, words: words) }
        return canvas
    }

    /// "RainViewer · as of 21:40 (6 min ago)".
    func creditLine(now: Date, clock: LocalClock, words: Catalog, width: Int) -> String {
        RadarCredit.line(
            attribution: attribution, frameTime: frameTime, now: now, clock: clock, words: words, ascii: style == .ascii, width: width)
    }

    /// Another place: its mark, and its name to the right of it, or to the left where the
    /// right edge would cut it. Names are drawn over rain: a user reads where the rain is by
    /// the places it falls on.
    private func drawMark(_ mark: Mark, into canvas: inout Canvas) {
        guard (0..<canvas.width).contains(mark.column) else { return }
        let y = mark.row / 2
        let style = CellStyle(isBold: true)
        _ = canvas.draw(self.style.otherPlaceMarker, x: mark.column, y: y, style: style, maxWidth: 1)
        let label = " \(mark.name) "
        let width = DisplayWidth.of(label)
        if mark.column + 1 + width <= canvas.width {
            _ = canvas.draw(label, x: mark.column + 1, y: y, style: style)
        } else if mark.column - width >= 0 {
            _ = canvas.draw(label, x: mark.column - width, y: y, style: style)
        } else {
            _ = canvas.draw(label, x: mark.column + 1, y: y, style: style, maxWidth: canvas.width - mark.column - 1)
        }
    }

    /// The place first: a narrow canvas cuts the legend's end, never the name of what the
    /// mark stands for. A warning area is named only when one is drawn, in the look of the
    /// worst drawn.
    private func drawLegend(into canvas: inout Canvas, y: Int, warningArea: CellStyle?, words: Catalog) {
        var x = canvas.draw(style.marker, x: 0, y: y, style: CellStyle(isBold: true))
        x += canvas.draw(" \(placeName)", x: x, y: y)
        for intensity in RadarIntensity.allCases {
            x += canvas.draw("  ", x: x, y: y)
            x += canvas.draw(style.character(for: intensity), x: x, y: y, style: CellStyle(foreground: RadarTextStyle.color(of: intensity)))
            x += canvas.draw(" \(words(intensity.phrase))", x: x, y: y)
        }
        if let warningArea {
            x += canvas.draw("  ", x: x, y: y)
            x += canvas.draw(style.warningAreaCharacter, x: x, y: y, style: warningArea)
            x += canvas.draw(" \(words(.mapWarningArea))", x: x, y: y)
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
