import Foundation
import Testing
import TestSupport

/// The README stays a page a newcomer reads at one go, its links and those of docs/ lead
/// somewhere, and the CHANGELOG's newest release is the version the binary reports.
@Suite("documentation")
struct DocumentationTests {
    static let readmeLimit = 25_600

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: RepositoryFiles.url(relativePath), encoding: .utf8)
    }

    /// README.md and every Markdown file in docs/, by path from the repository's root.
    static func markdownFiles() -> [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: RepositoryFiles.url("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    @Test func theReadmeIsAtMost25KB() throws {
        let size = try Data(contentsOf: RepositoryFiles.url("README.md")).count
        #expect(size <= Self.readmeLimit, "README.md is \(size) bytes; move the details to docs/ (at most \(Self.readmeLimit))")
    }

    @Test(arguments: markdownFiles())
    func everyRelativeLinkLeadsToAFileAndHeading(file: String) throws {
        let folder = (file as NSString).deletingLastPathComponent
        let links = Markdown.links(in: try Self.text(file))
        #expect(!links.isEmpty || file != "README.md", "no links were found in the README")
        for link in links where !Markdown.isAbsolute(link) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? file : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
            let exists = FileManager.default.fileExists(atPath: RepositoryFiles.url(target).path)
            #expect(exists, "\(file) links to \(link), but \(target) does not exist")
            guard exists, parts.count == 2, target.hasSuffix(".md") else { continue }
            let anchors = Markdown.anchors(in: try Self.text(target))
            #expect(anchors.contains(parts[1]), "\(file) links to \(link), but \(target) has no heading #\(parts[1]): \(anchors.sorted())")
        }
    }

    @Test func theReadmeLinksToEveryFileInDocs() throws {
        let targets = Set(Markdown.links(in: try Self.text("README.md")).map { String($0.prefix { $0 != "#" }) })
        let docs = Self.markdownFiles().dropFirst()
        #expect(!docs.isEmpty, "docs/ has no Markdown files")
        for file in docs {
            #expect(targets.contains(file), "README.md does not link to \(file)")
        }
    }

    @Test func theNewestReleaseInTheChangelogIsTheVersionTheBinaryReports() throws {
        let headings = try Self.text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## [") }
        #expect(headings.first == "## [Unreleased]", "the changes since the last release come first")
        let release = try #require(headings.first { $0 != "## [Unreleased]" }, "CHANGELOG.md has no release")
        let match = try #require(release.wholeMatch(of: /## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})/), "\(release)")
        let version = try runProcess(arguments: [WeatherboardBinary.path, "--version"])
        #expect(version.status == 0, "\(version.stderr)")
        #expect(version.stdout == "weatherboard \(match.1)\n", "CHANGELOG.md's newest release is \(match.1)")
    }

    @Test func anchorsAreMadeAsGitHubMakesThem() {
        #expect(Markdown.anchors(in: "# A\n## `--json` reference\n### config.json\n## Keys\n## Keys\n```\n# no\n```\n")
            == ["a", "--json-reference", "configjson", "keys", "keys-1"])
        #expect(Markdown.links(in: "[a](docs/a.md) `[b](c)`\n```\n[d](e)\n```\n[f](https://x.org/y) [g](#h)")
            == ["docs/a.md", "https://x.org/y", "#h"])
    }
}

/// Just enough Markdown for the links and headings of our own pages.
enum Markdown {
    /// The text outside fenced code blocks and code spans, where links and headings are.
    static func prose(_ text: String) -> [String] {
        var lines: [String] = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                fenced.toggle()
            } else if !fenced {
                lines.append(String(line))
            }
        }
        return lines
    }

    /// The targets of inline links, `[text](target)`, in order.
    static func links(in text: String) -> [String] {
        prose(text).flatMap { line in
            line.replacing(/`[^`]*`/, with: "").matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
        }
    }

    static func isAbsolute(_ link: String) -> Bool {
        link.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.\-]*:/) != nil
    }

    /// The anchors GitHub gives the headings: lowercased, without punctuation but hyphens and
    /// underscores, spaces as hyphens, and "-1", "-2" after a repeated one.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for line in prose(text) {
            guard let heading = line.wholeMatch(of: /#{1,6}\s+(.*)/) else { continue }
            let slug = String(String(heading.1).lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}
