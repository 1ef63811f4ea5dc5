import Dashboard
import Foundation
import Testing

/// Golden-file comparison of a canvas as plain text. Set WEATHERBOARD_RECORD_SNAPSHOTS=1 to
/// write the files instead; a missing file fails, so a new snapshot is always recorded on
/// purpose and reviewed.
public enum SnapshotAssertions {
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["WEATHERBOARD_RECORD_SNAPSHOTS"] == "1"
    }

    /// The `Snapshots` directory beside the test file that calls.
    public static func directory(besides filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    }

    /// Compares `canvas.plainText` with `<directory>/<name>-<width>x<height>.txt`.
    public static func assertMatches(
        _ canvas: Canvas, named name: String, in directory: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try assertMatches(canvas.plainText + "\n", file: "\(name)-\(canvas.width)x\(canvas.height).txt", in: directory, sourceLocation: sourceLocation)
    }

    /// Compares `text` with the golden file `name` in `directory`.
    public static func assertMatches(
        _ actual: String, file name: String, in directory: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let file = directory.appendingPathComponent(name)
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
