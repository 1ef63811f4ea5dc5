import Dashboard
import Foundation
import Providers
import Radar
import WeatherCore

extension AppEnvironment {
    /// The dashboard's radar map: RainViewer through the program's HTTP transport (the
    /// dashboard's, whose transfers run in a child process), its frame
    /// list and tiles kept in the cache as `weatherboard radar` keeps them. A malformed
    /// `WEATHERBOARD_RAINVIEWER_URL` gives a map that says so when it opens, not a dashboard
    /// that does not start.
    func radarMapService() -> any RadarMapService {
        let endpoint: RainViewerEndpoint
        do {
            endpoint = try RainViewerEndpoint.resolve(environment: environment)
        } catch {
            return UnavailableRadarMap(reason: error.message(in: locale.words))
        }
        let client = RainViewerClient(
            transport: providerSettings.transport, endpoint: endpoint, store: RainViewerStore(location: cacheLocation.appending("radar")),
            spacing: .rainViewer)
        return RainViewerMapService(client: client, locale: locale)
    }
}

/// A radar map that cannot be had, and says why each time it is opened.
struct UnavailableRadarMap: RadarMapService {
    let reason: String

    func load(_ request: RadarMapRequest, deliver: @escaping @Sendable (RadarMapDelivery) -> Void) async {
        deliver(RadarMapDelivery(frames: [], failure: reason, isComplete: true))
    }
}
