import Foundation

/// Reads the files of Tests/RadarTests/Fixtures, found from this source file's path.
enum Fixtures {
    static func data(_ name: String, filePath: String = #filePath) throws -> Data {
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// A fresh directory under the system's temporary one.
    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("weatherboard-radar-\(UUID().uuidString)", isDirectory: true)
    }
}
