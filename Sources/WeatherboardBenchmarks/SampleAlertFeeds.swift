import Foundation

/// Feeds that put `count` distinct warnings on one point, the shape a hostile or broken service
/// could send: every warning in force, every one placed, none a copy of another, so that
/// nothing on the way to the screen can make the list shorter before it is handled.
enum SampleAlertFeeds {
    /// DWD's GeoServer answer (`dwd:Warnungen_Gemeinden`): one feature per warning for the
    /// place's warn cell, events and severities cycling, windows staggered by a minute.
    static func dwdBody(count: Int, now: Date) -> Data {
        let events = ["GEWITTER", "STURMBÖEN", "FROST", "DAUERREGEN", "GLÄTTE"]
        let severities = ["Minor", "Moderate", "Severe", "Extreme"]
        let features = (0..<count).map { index in
            let event = events[index % events.count]
            let onset = timestamp(now - 3600 + Double(index) * 60)
            let expires = timestamp(now + 6 * 3600 + Double(index) * 60)
            return """
                {"type":"Feature","properties":{"AREADESC":"Berlin","NAME":"Berlin","WARNCELLID":111000000,\
                "SENDER":"CAP@dwd.de","STATUS":"Actual","SCOPE":"Public","LANGUAGE":"de-DE","SENDERNAME":"DWD",\
                "IDENTIFIER":"2.49.0.0.276.0.DWD.PVW.\(index)","SENT":"\(onset)","MSGTYPE":"Alert","EVENT":"\(event)",\
                "URGENCY":"Immediate","SEVERITY":"\(severities[index % severities.count])","EFFECTIVE":"\(onset)",\
                "ONSET":"\(onset)","EXPIRES":"\(expires)","HEADLINE":"Amtliche WARNUNG vor \(event) \(index)",\
                "DESCRIPTION":"Warnung \(index).","INSTRUCTION":"Hinweis \(index).","WEB":"https://www.wettergefahren.de",\
                "PARAMETERNAME":"Böen","PARAMETERVALUE":"~60 [km/h]"}}
                """
        }
        return Data(("{\"type\":\"FeatureCollection\",\"features\":[" + features.joined(separator: ",") + "]}").utf8)
    }

    /// A MeteoAlarm country feed whose every warning has a small polygon around `point`.
    static func meteoAlarmBody(count: Int, around point: (latitude: Double, longitude: Double), now: Date) -> Data {
        let levels = ["2; yellow; Moderate", "3; orange; Severe", "4; red; Extreme"]
        let ring = [(-0.01, -0.01), (-0.01, 0.01), (0.01, 0.01), (0.01, -0.01), (-0.01, -0.01)]
            .map { String(format: "%.6f,%.6f", point.latitude + $0.0, point.longitude + $0.1) }.joined(separator: " ")
        let warnings = (0..<count).map { index in
            let onset = timestamp(now - 3600 + Double(index) * 60)
            let expires = timestamp(now + 6 * 3600 + Double(index) * 60)
            return """
                {"alert":{"identifier":"2.49.0.0.756.0.CH.\(index)","sender":"info@meteoswiss.ch","sent":"\(onset)",\
                "status":"Actual","msgType":"Alert","scope":"Public","info":[{"language":"en","event":"Thunderstorm",\
                "urgency":"Expected","severity":"Moderate","certainty":"Likely","onset":"\(onset)","expires":"\(expires)",\
                "senderName":"MeteoSchweiz","headline":"Thunderstorm warning \(index)","description":"Warning \(index).",\
                "web":"https://www.meteoswiss.admin.ch/warnings","parameter":[{"value":"\(levels[index % levels.count])",\
                "valueName":"awareness_level"}],"area":[{"areaDesc":"Warning region \(index)","polygon":["\(ring)"]}]}]}}
                """
        }
        return Data(("{\"warnings\":[" + warnings.joined(separator: ",") + "]}").utf8)
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
