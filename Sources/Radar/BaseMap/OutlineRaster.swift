import WeatherCore

/// The dots of a window that a base map's lines pass through: coasts and borders drawn under
/// the rain, so that a user can tell where it falls. Each ring is followed edge by edge in dot
/// space, a dot at least every half dot, so that no line has gaps at the window's scale.
public struct OutlineRaster: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Row by row, true where a line passes.
    private var dots: [Bool]

    /// An edge longer than this many windows is one that crosses the antimeridian in dot space
    /// (its ends are copies on either side of the world), not a line to draw.
    static let longestEdge = 4.0

    public init(window: MapWindow, rings: [GeoPolygon]) {
        width = window.width
        height = window.height
        dots = Array(repeating: false, count: width * height)
        let longest = Self.longestEdge * Double(max(width, height))
        for ring in rings {
            let points = ring.points.map(window.position(of:))
            guard let first = points.first, points.count > 1 else { continue }
            // A ring that lies wholly to one side of the window costs nothing more.
            let xs = points.map(\.x), ys = points.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
                  maxX >= 0, minX < Double(width), maxY >= 0, minY < Double(height)
            else { continue }
            var previous = first
            for point in points.dropFirst() + [first] {
                defer { previous = point }
                let dx = point.x - previous.x, dy = point.y - previous.y
                let length = max(abs(dx), abs(dy))
                guard length <= longest else { continue }
                let steps = max(1, Int((length * 2).rounded(.up)))
                for step in 0...steps {
                    let fraction = Double(step) / Double(steps)
                    mark(x: previous.x + dx * fraction, y: previous.y + dy * fraction)
                }
            }
        }
    }

    private mutating func mark(x: Double, y: Double) {
        let column = Int(x.rounded(.down)), row = Int(y.rounded(.down))
        guard (0..<width).contains(column), (0..<height).contains(row) else { return }
        dots[row * width + column] = true
    }

    /// Whether a line passes through dot (`column`, `row`); false outside the window.
    public subscript(column: Int, row: Int) -> Bool {
        guard (0..<width).contains(column), (0..<height).contains(row) else { return false }
        return dots[row * width + column]
    }
}
