import Foundation
import Testing
import TestSupport

/// The README's set-up installs one list of Debian packages, scripts/debian-packages.txt: a
/// package CI had and the README did not name is what let a README that failed on a fresh
/// machine stay green. The README's steps are read by scripts/fresh-debian-check, the one
/// reader of their markers, which CI runs on a fresh Debian 12 root.
@Suite("Fresh machine set-up")
struct FreshMachineSetupTests {
    /// The list, without its comments and blank lines.
    func listedPackages() throws -> [String] {
        let text = try String(contentsOf: RepositoryFiles.url("scripts/debian-packages.txt"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let name = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
    }

    /// One step of the README, as the fresh-machine check reads it.
    func readmeStep(_ name: String) throws -> String {
        let result = try runProcess(arguments: [RepositoryFiles.url("scripts/fresh-debian-check").path, "--print-step", name])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theReadmesPackageStepInstallsExactlyTheList() throws {
        let step = try readmeStep("packages")
        let prefix = "apt-get update && apt-get install -y "
        #expect(step.hasPrefix(prefix), "\(step)")
        #expect(!step.contains("\n"), "one line to copy")
        let named = step.dropFirst(prefix.count).split(separator: " ").map(String.init)
        let listed = try listedPackages()
        #expect(named == listed, "README.md's apt line and scripts/debian-packages.txt differ: README has \(Set(named).subtracting(listed).sorted()) more, the list \(Set(listed).subtracting(named).sorted()) more")
        #expect(Set(listed).count == listed.count, "a package listed twice")
    }

    @Test func theListHoldsWhatTheToolchainTheBuildAndTheTestsNeed() throws {
        let listed = Set(try listedPackages())
        // Each was missing on a fresh root at some step (issue 18): the toolchain's libraries and
        // linker, the C and C++ runtimes of the static build, the tools the tests start, git.
        let needed: Set = [
            "binutils", "libc6-dev", "libgcc-12-dev", "libstdc++-12-dev", "libxml2-dev", "libncurses-dev",
            "libcurl4-openssl-dev", "libssl-dev", "libpng-dev", "git", "ca-certificates", "make",
            "tmux", "mandoc", "zsh", "fish", "python3", "python3-cryptography", "openssl",
        ]
        #expect(needed.isSubset(of: listed), "missing: \(needed.subtracting(listed).sorted())")
    }

    @Test func everyPackageASystemLibraryTargetNamesIsListed() throws {
        let manifest = try String(contentsOf: RepositoryFiles.url("Package.swift"), encoding: .utf8)
        let named = manifest.matches(of: /\.apt\(\[([^\]]*)\]\)/).flatMap { match in
            match.1.matches(of: /"([^"]+)"/).map { String($0.1) }
        }
        #expect(named.contains("libpng-dev"), "no apt provider found in Package.swift: \(named)")
        let listed = Set(try listedPackages())
        #expect(Set(named).isSubset(of: listed), "not in the list: \(Set(named).subtracting(listed).sorted())")
    }

    @Test func theReadmeRunsTestsAndInstallsWithTheCommandsCIRuns() throws {
        #expect(try readmeStep("run") == "swift run -c release weatherboard")
        #expect(try readmeStep("test") == "swift test --no-parallel")
        #expect(try readmeStep("install") == "make && make install")
        let ci = try String(contentsOf: RepositoryFiles.url(".ci/run"), encoding: .utf8)
        let commands = ci.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(commands.contains("scripts/fresh-debian-check"), ".ci/run proves the README on a fresh root")
    }

    @Test func anUnknownArgumentIsAUsageError() throws {
        let result = try runProcess(arguments: [RepositoryFiles.url("scripts/fresh-debian-check").path, "--fast"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("usage: scripts/fresh-debian-check"))
    }
}
