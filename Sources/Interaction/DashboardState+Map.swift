import Dashboard
import Foundation
import WeatherCore

/// The radar map (`m`): what opening it asks for, what its answers and the terminal's size do
/// to it. The frames themselves are drawn by the loop's `RadarMapService`, never here.
extension DashboardState {
    /// Opens the map on the selected place and asks for its frames.
    mutating func openMap() -> [DashboardEffect] {
        guard let place = board.selectedPlace else { return [] }
        overlay = .map(MapView(place: place))
        return reloadMap()
    }

    /// The map's frames for the view as it is now (size, zoom, pan): asked for again after
    /// anything that changes the view. The frames on screen stay until the new ones come.
    mutating func reloadMap() -> [DashboardEffect] {
        guard case .map(var view)? = overlay else { return [] }
        lastMapID += 1
        view.requestID = lastMapID
        view.isLoading = true
        overlay = .map(view)
        return [.loadMap(mapRequest(for: view))]
    }

    func mapRequest(for view: MapView) -> RadarMapRequest {
        RadarMapRequest(
            id: view.requestID, place: view.place,
            otherPlaces: board.places.filter { $0.coordinateKey != view.place.coordinateKey },
            zoom: view.zoom, pan: view.pan, size: MapView.canvasSize(for: size), glyphs: glyphs, showsColors: settings.showsColors)
    }

    /// Takes the frames of the request on screen; answers to an earlier one are dropped. A
    /// failure keeps the frames there were (with their age, on the credit row) and says why.
    mutating func receiveMap(_ delivery: RadarMapDelivery, for requestID: Int) {
        guard case .map(var view)? = overlay, view.requestID == requestID else { return }
        if !delivery.frames.isEmpty {
            // The same moment stays on screen when the view is drawn again; else the newest.
            let shownTime = view.shownFrame?.time
            view.frames = delivery.frames
            view.frameIndex = shownTime.flatMap { time in delivery.frames.firstIndex { $0.time == time } } ?? delivery.frames.count - 1
        }
        view.failure = delivery.failure.map { words(.radarUnavailable, ["reason": $0]) }
        view.isLoading = !delivery.isComplete
        overlay = .map(view)
    }
}
