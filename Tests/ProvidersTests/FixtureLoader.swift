import Foundation

/// Reads recorded-style responses from Tests/ProvidersTests/Fixtures, found from this source
/// file's path so no bundle resources are needed.
enum FixtureLoader {
    static func data(_ name: String, filePath: String = #filePath) throws -> Data {
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func text(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }
}
