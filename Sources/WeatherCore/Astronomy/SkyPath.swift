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

    private let start: Date
    private let nodeSpacing: TimeInterval
    /// The polynomial through the nodes' right ascension (unwrapped: it runs on through 360°),
    /// declination and distance, in Newton's form over node numbers: the value at node 0, then
    /// the forward differences over k!, so that a position costs four multiplications.
    private let coefficients: [SIMD4<Double>]

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
        var coefficients: [SIMD4<Double>] = []
        var differences = nodes, factorial = 1.0
        for order in 0..<Self.nodeCount {
            coefficients.append(differences[0] / factorial)
            differences = zip(differences.dropFirst(), differences).map { $0 - $1 }
            factorial *= Double(order + 1)
        }
        self.coefficients = coefficients
    }

    /// The interpolated position: the series' own at the interval's start (the first node),
    /// and at its end (the last) to rounding.
    func point(at date: Date) -> Point {
        let x = date.timeIntervalSince(start) / nodeSpacing
        var value = coefficients[coefficients.count - 1]
        for order in stride(from: coefficients.count - 2, through: 0, by: -1) {
            value = coefficients[order] + (x - Double(order)) * value
        }
        return Point(equatorial: EquatorialPosition(rightAscension: value[0], declination: value[1]), distance: value[2])
    }
}
