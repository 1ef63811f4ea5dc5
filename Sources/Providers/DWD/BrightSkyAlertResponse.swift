import Foundation

/// The parts of a Bright Sky `/alerts?lat=&lon=` answer that weatherboard reads: DWD's own
/// English text of each warning for the point's warn cell, relayed from DWD's multilingual CAP
/// files (`opendata.dwd.de/weather/alerts/cap/COMMUNEUNION_DWD_STAT/`). Bright Sky's `alert_id`
/// is the CAP identifier without its language suffix. `alerts` is required, so an error page or
/// any other answer that is not Bright Sky's fails instead of reading as "no English text"; each
/// field is optional, so one odd warning costs only its own translation.
struct BrightSkyAlertResponse: Decodable, Sendable {
    var alerts: [Alert]

    struct Alert: Decodable, Sendable {
        var alertID: String?
        var event: String?
        var headline: String?
        var description: String?
        var instruction: String?

        enum CodingKeys: String, CodingKey {
            case alertID = "alert_id", event = "event_en", headline = "headline_en"
            case description = "description_en", instruction = "instruction_en"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            alertID = container.identifierTextIfPresent(forKey: .alertID)
            event = container.textIfPresent(forKey: .event)
            headline = container.textIfPresent(forKey: .headline)
            description = container.textIfPresent(forKey: .description)
            instruction = container.textIfPresent(forKey: .instruction)
        }
    }

    /// Each warning's English text by the identifier it shares with DWD's GeoServer
    /// (`DWDAlertFeed.sharedIdentifier`); a warning without an identifier or without an English
    /// headline or event is left out, and the first of two with one identifier is kept.
    var englishTexts: [String: Alert] {
        var texts: [String: Alert] = [:]
        for alert in alerts {
            guard let id = NonBlankText.of(alert.alertID),
                  NonBlankText.of(alert.headline) != nil || NonBlankText.of(alert.event) != nil
            else { continue }
            let key = DWDAlertFeed.sharedIdentifier(id)
            if texts[key] == nil { texts[key] = alert }
        }
        return texts
    }

    static func decode(_ data: Data) throws(ResponseDecodingError) -> BrightSkyAlertResponse {
        try ResponseDecodingError.decode(BrightSkyAlertResponse.self, from: data)
    }
}
