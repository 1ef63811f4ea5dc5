import Foundation

/// What the stand-in server for DWD checks before answering with their fixtures, so
/// that a request with its axes swapped gets nothing, as it would from the real service, and
/// the tests notice.
public enum AxisOrderChecks {
    /// DWD's WFS point filter `INTERSECTS(THE_GEOM,POINT(<lat> <lon>))`: true when the first
    /// number is a latitude in Germany and the second a longitude in Germany.
    public static func isGermanPointLatitudeFirst(_ request: RecordedRequest) -> Bool {
        guard let filter = request.queryValue("CQL_FILTER"), let open = filter.range(of: "POINT("),
              let close = filter[open.upperBound...].firstIndex(of: ")")
        else { return false }
        let numbers = filter[open.upperBound..<close].split(separator: " ").compactMap { Double($0) }
        return numbers.count == 2 && (47.2...55.1).contains(numbers[0]) && (5.8...15.1).contains(numbers[1])
    }
}
