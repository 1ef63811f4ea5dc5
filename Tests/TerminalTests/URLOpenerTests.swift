import Foundation
import Testing
import Terminal
import WeatherCore

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

    /// The reason is told in the language the opener was given, the command as it is.
    @Test func theReasonIsInTheLanguage() async throws {
        func reason(_ environment: [String: String], _ code: String) async -> String? {
            do {
                try await URLOpener(environment: environment, words: .shipped(code)).open(url)
                return nil
            } catch {
                return error.reason
            }
        }
        #expect(await reason(["BROWSER": "/bin/false", "PATH": emptyPath], "de") == "Der Link ließ sich nicht öffnen: /bin/false endete mit Status 1.")
        #expect(await reason(["PATH": emptyPath], "cs") == "Nebyl nalezen prohlížeč: nainstalujte xdg-utils nebo nastavte BROWSER.")
    }

    @Test func onlyWebLinksAreOpened() async throws {
        let error = try #require(await failure(["BROWSER": "/bin/true", "PATH": emptyPath], opening: "file:///etc/passwd"))
        #expect(error.description.contains("only web links"))
    }
}
