import Foundation

/// What the stand-in servers for DWD and ECCC check before answering with their fixtures, so
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

    /// ECCC's `bbox=minLon,minLat,maxLon,maxLat` (CRS84): true when it is a box inside the
    /// collection's extent in that order, at most `largestSpan` degrees wide each way.
    public static func isCanadianBoxLongitudeFirst(_ request: RecordedRequest, largestSpan: Double = 0.1) -> Bool {
        let numbers = (request.queryValue("bbox") ?? "").split(separator: ",").compactMap { Double($0) }
        guard numbers.count == 4 else { return false }
        let (minLon, minLat, maxLon, maxLat) = (numbers[0], numbers[1], numbers[2], numbers[3])
        return (-145.27...(-48.11)).contains(minLon) && (-145.27...(-48.11)).contains(maxLon)
            && (37.3...87.61).contains(minLat) && (37.3...87.61).contains(maxLat)
            && minLon < maxLon && minLat < maxLat && maxLon - minLon <= largestSpan && maxLat - minLat <= largestSpan
    }
}
