import Dashboard
import Foundation
import WeatherCore

/// The year view (`y`): opening it asks for the selected place's year once; its answer is
/// taken only while the view it was asked for is open.
extension DashboardState {
    mutating func openYear() -> [DashboardEffect] {
        guard let place = board.selectedPlace else { return [] }
        lastYearRequestID += 1
        overlay = .year(YearView(place: place, requestID: lastYearRequestID))
        return [.loadYear(place, requestID: lastYearRequestID)]
    }

    mutating func receiveYear(_ delivery: YearDelivery, for requestID: Int) {
        guard case .year(var view)? = overlay, view.requestID == requestID else { return }
        view.take(delivery)
        overlay = .year(view)
    }
}
