import Foundation
import WeatherCore

/// Named colour roles. Any role may be nil ("use the terminal's default"); a theme with every
/// colour nil stays readable because titles, selections and severities also use bold/reverse.
public struct Theme: Sendable, Hashable {
    public var name: String
    public var text: RGB?
    public var muted: RGB?
    public var accent: RGB?
    public var border: RGB?
    public var panelTitle: RGB?
    /// Stops from cold to hot, spread evenly over `temperatureGradientRange` (°C).
    public var temperatureGradient: [RGB]
    public var precipitation: RGB?
    public var severity: SeverityColors
    public var stale: RGB?
    public var offline: RGB?
    public var selectionForeground: RGB?
    /// Nil means selections are drawn in reverse video.
    public var selectionBackground: RGB?
    public var background: RGB?

    public struct SeverityColors: Sendable, Hashable {
        public var extreme, severe, moderate, minor, unknown: RGB?

        public init(extreme: RGB? = nil, severe: RGB? = nil, moderate: RGB? = nil, minor: RGB? = nil, unknown: RGB? = nil) {
            self.extreme = extreme
            self.severe = severe
            self.moderate = moderate
            self.minor = minor
            self.unknown = unknown
        }

        public subscript(severity: AlertSeverity) -> RGB? {
            switch severity {
            case .extreme: extreme
            case .severe: severe
            case .moderate: moderate
            case .minor: minor
            case .unknown: unknown
            }
        }
    }

    public init(
        name: String, text: RGB? = nil, muted: RGB? = nil, accent: RGB? = nil, border: RGB? = nil,
        panelTitle: RGB? = nil, temperatureGradient: [RGB] = [], precipitation: RGB? = nil,
        severity: SeverityColors = .init(), stale: RGB? = nil, offline: RGB? = nil,
        selectionForeground: RGB? = nil, selectionBackground: RGB? = nil, background: RGB? = nil
    ) {
        self.name = name
        self.text = text
        self.muted = muted
        self.accent = accent
        self.border = border
        self.panelTitle = panelTitle
        self.temperatureGradient = temperatureGradient
        self.precipitation = precipitation
        self.severity = severity
        self.stale = stale
        self.offline = offline
        self.selectionForeground = selectionForeground
        self.selectionBackground = selectionBackground
        self.background = background
    }

    /// The gradient is anchored to absolute temperatures rather than to each week's range, so
    /// a cold week looks blue and a hot one red at a glance.
    public static let temperatureGradientRange: ClosedRange<Double> = -15...40

    /// The gradient colour for a temperature in °C; nil when the theme has no gradient.
    public func color(forCelsius celsius: Double) -> RGB? {
        guard let first = temperatureGradient.first else { return nil }
        guard temperatureGradient.count > 1, celsius.isFinite else { return first }
        let range = Self.temperatureGradientRange
        let position = (min(max(celsius, range.lowerBound), range.upperBound) - range.lowerBound)
            / (range.upperBound - range.lowerBound) * Double(temperatureGradient.count - 1)
        let index = min(Int(position), temperatureGradient.count - 2)
        let fraction = position - Double(index)
        let a = temperatureGradient[index], b = temperatureGradient[index + 1]
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(x) + (Double(y) - Double(x)) * fraction).rounded())))
        }
        return RGB(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
    }

    /// A last resort when no theme can be loaded: terminal colours, bold and reverse only.
    public static let plain = Theme(name: "plain")
}

// MARK: - Styles per role

extension Theme {
    var textStyle: CellStyle { CellStyle(foreground: text) }
    var mutedStyle: CellStyle { CellStyle(foreground: muted, isDim: muted == nil) }
    var accentStyle: CellStyle { CellStyle(foreground: accent, isBold: true) }
    var borderStyle: CellStyle { CellStyle(foreground: border, isDim: border == nil) }
    var titleStyle: CellStyle { CellStyle(foreground: panelTitle, isBold: true) }
    var precipitationStyle: CellStyle { CellStyle(foreground: precipitation) }
    var staleStyle: CellStyle { CellStyle(foreground: stale, isBold: true) }
    var offlineStyle: CellStyle { CellStyle(foreground: offline, isBold: true) }

    /// Serious alerts are bold so they stand out even without colour.
    func severityStyle(_ level: AlertSeverity) -> CellStyle {
        CellStyle(foreground: severity[level], isBold: level <= .severe)
    }

    func temperatureStyle(celsius: Double?, bold: Bool = false) -> CellStyle {
        CellStyle(foreground: celsius.flatMap { color(forCelsius: $0) } ?? text, isBold: bold)
    }

    /// Applies the selection colours on top of an existing style.
    func selecting(_ style: inout CellStyle) {
        if let selectionBackground {
            style.background = selectionBackground
            if let selectionForeground { style.foreground = selectionForeground }
        } else {
            style.isReversed = true
        }
        style.isBold = true
    }
}
