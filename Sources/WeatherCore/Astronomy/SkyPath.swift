import Foundation

/// A body's way across the sky over one interval (a local day): its position from the full
/// series at a few evenly spaced moments, and in between the polynomial through them, as
/// Meeus finds rises and sets from a few tabulated positions ("Astronomical Algorithms",
/// chapters 3 and 15). Right ascension, declination and distance change smoothly: through five
/// positions a quarter of a day apart the moon's altitude stays within 10⁻⁵° of its series
/// (well under a second of its rise), the sun's within 10⁻⁹°, while an altitude curve asks for
/// a few hundred positions a day and the moon's series costs about a hundred sines each.
struct SkyPath {
    struct Point {
        var equatorial: EquatorialPosition
        /// From the centre of the Earth, km.
        var distance: Double
    }

    /// Five positions: a polynomial of the fourth degree.
    private static let nodeCount = 5
    /// Π (i − j) over j ≠ i for each node i: the denominators of the Lagrange weights.
    private static let weightDenominators: [Double] = (0..<nodeCount).map { node in
        (0..<nodeCount).filter { $0 != node }.reduce(1) { $0 * Double(node - $1) }
    }

    private let start: Date
    private let nodeSpacing: TimeInterval
    /// Right ascension (unwrapped: it runs on through 360°), declination and distance at each node.
    private let nodes: [SIMD4<Double>]

    init(over interval: DateInterval, position: (Date) -> Point) {
        start = interval.start
        nodeSpacing = interval.duration / Double(Self.nodeCount - 1)
        var nodes: [SIMD4<Double>] = []
        for node in 0..<Self.nodeCount {
            let date = node == Self.nodeCount - 1 ? interval.end : interval.start + Double(node) * nodeSpacing
            let point = position(date)
            var rightAscension = point.equatorial.rightAscension
            if let previous = nodes.last?[0] {
                // The body moves far less than 180° between nodes, so the nearest turn is its own.
                rightAscension += 360 * ((previous - rightAscension) / 360).rounded()
            }
            nodes.append(SIMD4(rightAscension, point.equatorial.declination, point.distance, 0))
        }
        self.nodes = nodes
    }

    /// The interpolated position; exactly the series' at the nodes, the first of which is the
    /// interval's start and the last its end.
    func point(at date: Date) -> Point {
        let x = date.timeIntervalSince(start) / nodeSpacing
        var value = SIMD4<Double>()
        for node in nodes.indices {
            var product = 1.0
            for other in nodes.indices where other != node {
                product *= x - Double(other)
            }
            value += product / Self.weightDenominators[node] * nodes[node]
        }
        return Point(equatorial: EquatorialPosition(rightAscension: value[0], declination: value[1]), distance: value[2])
    }
}
