import Foundation

/// The checkout the tests were built from, for tests of what ships beside the binary (the man
/// page, the shell completions, the Makefile).
public enum RepositoryFiles {
    /// This file is Tests/TestSupport/RepositoryFiles.swift.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}
