import Foundation
import Testing
import TestSupport

/// The Makefile's install and uninstall, without the release build (too slow for a test):
/// `install-data` puts every file of man/ and completions/ in its standard place under
/// DESTDIR and PREFIX, and `uninstall` removes exactly what `install` put there.
@Suite("make install layout")
struct InstallLayoutTests {
    let destination = IsolatedHome()

    func make(_ target: String, _ variables: [String] = []) throws -> ProcessResult {
        try runProcess(arguments: [
            "make", "-s", "-C", RepositoryFiles.root.path, target,
            "DESTDIR=\(destination.root.path)", "PREFIX=/opt/wb",
        ] + variables)
    }

    /// Every regular file under DESTDIR, by path below it.
    func installedFiles() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = destination.root.resolvingSymlinksInPath().path
        let walker = try #require(FileManager.default.enumerator(at: destination.root, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(url.resolvingSymlinksInPath().path.dropFirst(root.count))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func everyManPageAndCompletionGoesToItsStandardPlace() throws {
        let installed = try make("install-data")
        #expect(installed.status == 0, "\(installed.stderr)")
        let files = try installedFiles()
        #expect(Set(files.keys) == [
            "/opt/wb/share/man/man1/weatherboard.1",
            "/opt/wb/share/bash-completion/completions/weatherboard",
            "/opt/wb/share/zsh/site-functions/_weatherboard",
            "/opt/wb/share/fish/vendor_completions.d/weatherboard.fish",
        ])
        // Nothing in man/ or completions/ is left out.
        let shipped = try ["man", "completions"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: RepositoryFiles.url(folder).path).map { "\(folder)/\($0)" }
        }
        #expect(shipped.count == files.count, "\(shipped)")
        for file in shipped {
            let contents = try Data(contentsOf: RepositoryFiles.url(file))
            #expect(files.values.contains(contents), "\(file) is not installed")
        }
    }

    @Test func uninstallRemovesExactlyWhatInstallPutThere() throws {
        #expect(try make("install-data").status == 0)
        // Stands in for the binary `install` adds; another tool's completion must stay.
        let binary = destination.root.appendingPathComponent("opt/wb/bin/weatherboard")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("binary".utf8).write(to: binary)
        let neighbour = destination.root.appendingPathComponent("opt/wb/share/bash-completion/completions/other")
        try Data("other".utf8).write(to: neighbour)

        let removed = try make("uninstall")
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(Set(try installedFiles().keys) == ["/opt/wb/share/bash-completion/completions/other"])
    }

    /// `sudo make install` on a checkout never built: root is told to build first, and nothing
    /// is installed (a build as root would leave root's files in the checkout).
    @Test func installAsRootWithoutABuiltBinaryStopsAndSaysToBuildFirst() throws {
        let emptyBuild = destination.root.appendingPathComponent("never-built").path
        let result = try make("install", ["BUILD_PATH=\(emptyBuild)", "INSTALLER_UID=0"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("run make first as yourself, then make install"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: destination.root.appendingPathComponent("opt").path), "nothing installed")
    }

    /// A binary newer than every source is installed as it is, by root too, without a build.
    @Test func installAsRootTakesTheBuiltBinaryAsItIs() throws {
        let build = destination.root.appendingPathComponent("built")
        let binary = build.appendingPathComponent("release/weatherboard")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("the built binary".utf8).write(to: binary)
        let result = try make("install", ["BUILD_PATH=\(build.path)", "INSTALLER_UID=0", "SWIFT=false"])
        #expect(result.status == 0, "\(result.stderr)")
        let installed = try installedFiles()
        #expect(installed["/opt/wb/bin/weatherboard"] == Data("the built binary".utf8))
        #expect(installed["/opt/wb/share/man/man1/weatherboard.1"] != nil)
    }

    @Test func theInstalledBinaryIsBuiltWithTheSwiftRuntimeInside() throws {
        // -n -B: print the build command without running it.
        let plan = try runProcess(arguments: ["make", "-n", "-B", "-C", RepositoryFiles.root.path, "all"])
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(plan.stdout.contains("swift build -c release --static-swift-stdlib"), "\(plan.stdout)")
    }
}
