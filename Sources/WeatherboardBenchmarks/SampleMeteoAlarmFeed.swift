import Foundation

/// Builds a MeteoAlarm country feed shaped like Switzerland's (9.4 MB on a stormy day): every
/// warning in five languages, each block with its own copy of a high-resolution polygon, and
/// green "no warning" entries between them.
enum SampleMeteoAlarmFeed {
    /// A feed of at least `byteCount` bytes. One warning's polygon contains `inside`, so the
    /// benchmark places at least one warning.
    static func body(atLeast byteCount: Int, inside: (latitude: Double, longitude: Double), now: Date) -> Data {
        var generator = SplitMix(seed: 42)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "Europe/Zurich")
        formatter.formatOptions = [.withInternetDateTime]
        let sent = formatter.string(from: now - 3600)
        let onset = formatter.string(from: now - 600)
        let expires = formatter.string(from: now + 6 * 3600)
        let languages = [("en", "Thunderstorm"), ("de", "Gewitter"), ("fr", "Orages"), ("it", "Temporali"), ("rm", "Urizis")]
        var entries: [String] = []
        var size = 0
        var index = 0
        while size < byteCount {
            let level = index % 4 == 1 ? "1; green; Minor" : (index % 3 == 0 ? "3; orange; Severe" : "2; yellow; Moderate")
            let centre = index == 0 ? inside : (latitude: 45.8 + generator.unit() * 2.0, longitude: 5.9 + generator.unit() * 4.6)
            let ring = polygon(around: centre, radius: 0.05 + generator.unit() * 0.1, vertices: 180)
            let blocks = languages.map { language, event in
                """
                {"language":"\(language)","category":["Met"],"event":"\(event)","responseType":["Prepare"],"urgency":"Expected",\
                "severity":"Moderate","certainty":"Likely","onset":"\(onset)","expires":"\(expires)","senderName":"MeteoSchweiz",\
                "headline":"\(event) warning \(index)","description":"Thunderstorms with hail and gusts of 70 to 90 km/h, locally heavy rain.",\
                "web":"https://www.meteoswiss.admin.ch/warnings","parameter":[{"value":"3; Thunderstorm","valueName":"awareness_type"},\
                {"value":"\(level)","valueName":"awareness_level"}],"area":[{"areaDesc":"Warning region \(index)","polygon":["\(ring)"],\
                "altitude":0.0,"ceiling":800.0}]}
                """
            }
            let entry = """
                {"alert":{"identifier":"2.49.0.0.756.0.CH.\(index)","sender":"info@meteoswiss.ch","sent":"\(sent)","status":"Actual",\
                "msgType":"Alert","scope":"Public","info":[\(blocks.joined(separator: ","))]},"uuid":"00000000-0000-4000-8000-\(String(format: "%012d", index))"}
                """
            entries.append(entry)
            size += entry.utf8.count + 2
            index += 1
        }
        return Data(("{\"warnings\":[\n" + entries.joined(separator: ",\n") + "\n]}\n").utf8)
    }

    /// A closed ring of `vertices` points in CAP order ("lat,lon lat,lon …"), 6 decimals as
    /// the services write them.
    private static func polygon(around centre: (latitude: Double, longitude: Double), radius: Double, vertices: Int) -> String {
        var points: [String] = []
        for step in 0...vertices {
            let angle = Double(step % vertices) / Double(vertices) * 2 * Double.pi
            let wobble = 1 + 0.15 * sin(angle * 7)
            points.append(String(
                format: "%.6f,%.6f", centre.latitude + radius * wobble * sin(angle), centre.longitude + radius * 1.5 * wobble * cos(angle)))
        }
        return points.joined(separator: " ")
    }
}

/// A small deterministic generator, so every run benchmarks the same feed.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
