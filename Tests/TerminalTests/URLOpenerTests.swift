import Foundation
import Testing
import Terminal

/// The opener runs the browser command for real and judges it by its exit status.
@Suite("Opening links")
struct URLOpenerTests {
    let url = "https://example.com/alerts/1"
    /// A PATH with nothing in it, so no real xdg-open on the test machine is ever reached.
    let emptyPath = FileManager.default.temporaryDirectory.appendingPathComponent("no-browsers-\(UUID().uuidString)").path

    func failure(_ environment: [String: String], opening link: String? = nil) async -> URLOpenerError? {
        do {
            try await URLOpener(environment: environment).open(link ?? url)
            return nil
        } catch {
            return error
        }
    }

    @Test func aBrowserThatSucceedsOpensTheLink() async {
        #expect(await failure(["BROWSER": "/bin/true", "PATH": emptyPath]) == nil)
    }

    @Test func aBrowserThatFailsIsReportedWithItsStatus() async throws {
        let error = try #require(await failure(["BROWSER": "/bin/false", "PATH": emptyPath]))
        #expect(error.description == "Could not open the link: /bin/false exited with status 1; open \(url) by hand.")
    }

    @Test func aMissingBrowserFallsBackAndThenSaysNoneWasFound() async throws {
        let error = try #require(await failure(["BROWSER": "/nonexistent/browser:no-such-browser", "PATH": emptyPath]))
        #expect(error.description.hasPrefix("No browser found"), "\(error.description)")
    }

    @Test func onlyWebLinksAreOpened() async throws {
        let error = try #require(await failure(["BROWSER": "/bin/true", "PATH": emptyPath], opening: "file:///etc/passwd"))
        #expect(error.description.contains("only web links"))
    }
}
