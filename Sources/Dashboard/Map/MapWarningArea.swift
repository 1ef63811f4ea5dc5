import Foundation
import WeatherCore

/// A warning in force drawn on the map: the rings of its area, outlined in its severity's
/// colour, so that a user sees where the warning holds and not only that it does.
public struct MapWarningArea: Sendable, Hashable {
    public var rings: [GeoPolygon]
    public var severity: AlertSeverity
    /// The outline's look: the theme's for the severity (`styled(by:)`), plain until then.
    public var style: CellStyle

    public init(rings: [GeoPolygon], severity: AlertSeverity, style: CellStyle = CellStyle()) {
        self.rings = rings
        self.severity = severity
        self.style = style
    }

    /// The areas of the alerts the dashboard lists for a place (in force at `now`, not weaker
    /// than `minimum`) that came with a shape, the worst last: drawn last, it is the one seen
    /// where areas overlap.
    public static func areas(of alerts: [WeatherAlert], now: Date, minimum: AlertSeverity?) -> [MapWarningArea] {
        alerts
            .filter { DashboardModel.isShown($0.severity, until: $0.expirationDate, at: now, minimum: minimum) }
            .rankedBySeverity()
            .reversed()
            .compactMap { alert in
                alert.geometry.map { MapWarningArea(rings: $0.rings.map(GeoPolygon.init(points:)), severity: alert.severity) }
            }
    }
}

extension MapWarningArea {
    /// The area outlined in its severity's colour in `theme`.
    public func styled(by theme: Theme) -> MapWarningArea {
        var area = self
        area.style = theme.severityStyle(severity)
        return area
    }
}

extension RadarMapRequest {
    /// The request with each warning area in its severity's colour in `theme`: the dashboard's
    /// state asks for the map without knowing the theme, the loop that sends the request does.
    public func styled(by theme: Theme) -> RadarMapRequest {
        var request = self
        request.warningAreas = warningAreas.map { $0.styled(by: theme) }
        return request
    }
}
