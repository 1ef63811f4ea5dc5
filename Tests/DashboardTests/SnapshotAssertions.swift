import Foundation
import Testing
@testable import Dashboard

/// Golden-file comparison of a canvas as plain text. Set WEATHERBOARD_RECORD_SNAPSHOTS=1 to
/// write the files instead; a missing file fails, so a new snapshot is always recorded on
/// purpose and reviewed.
enum SnapshotAssertions {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["WEATHERBOARD_RECORD_SNAPSHOTS"] == "1"
    }

    static func assertMatches(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = directory.appendingPathComponent("\(name)-\(canvas.width)x\(canvas.height).txt")
        let actual = canvas.plainText + "\n"
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("Missing snapshot \(file.lastPathComponent); run with WEATHERBOARD_RECORD_SNAPSHOTS=1 and review it.", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("Snapshot \(file.lastPathComponent) differs.\n--- expected\n\(expected)--- actual\n\(actual)", sourceLocation: sourceLocation)
        }
    }
}
