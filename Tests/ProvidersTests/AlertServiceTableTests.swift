import Foundation
import Testing
import TestSupport
import WeatherCore
@testable import Providers

/// The table of official warning services: every row complete and distinct, so that adding a
/// service cannot quietly reuse another's cache files or override variable.
@Suite struct AlertServiceTableTests {
    static let rows = AlertService.national + [AlertService.fallback]

    @Test func identifiersAndOverrideVariablesAreDistinct() {
        #expect(Set(Self.rows.map(\.identifier)).count == Self.rows.count)
        #expect(Set(Self.rows.map(\.overrideVariable)).count == Self.rows.count)
        #expect(Set(Self.rows.map(\.name)).count == Self.rows.count)
    }

    @Test(arguments: rows.map(\.identifier))
    func aRowIsComplete(identifier: String) throws {
        let row = try #require(Self.rows.first { $0.identifier == identifier })
        #expect(row.overrideVariable.hasPrefix("WEATHERBOARD_") && row.overrideVariable.hasSuffix("_URL"))
        let endpoint = try row.endpoint(environment: [:])
        #expect(endpoint.baseURL.scheme == "https", "the public endpoint is HTTPS")
        #expect(!endpoint.isOverridden)
        #expect(SourceNames.phrases.contains(row.name), "its name is a source phrase, so failures name it in every language")
        #expect(!row.issuer.isEmpty && !row.attribution.serviceName.isEmpty)
        #expect(row.poll.shortest >= 60, "never asked more than once a minute")
        for language in row.languages { #expect(language.count == 2 && language == language.lowercased(), "\(language)") }
    }

    @Test(arguments: rows.map(\.identifier))
    func theOverrideVariableMovesTheSourceAndABadValueIsNamed(identifier: String) throws {
        let row = try #require(Self.rows.first { $0.identifier == identifier })
        let moved = try row.endpoint(environment: [row.overrideVariable: "http://127.0.0.1:9"])
        #expect(moved.baseURL.absoluteString == "http://127.0.0.1:9" && moved.isOverridden)
        do {
            _ = try row.source(AlertSourceInputs(transport: CurlHTTPClient(), environment: [row.overrideVariable: "ftp://x"]))
            Issue.record("expected a configuration error")
        } catch {
            #expect(error.message.contains(row.overrideVariable))
        }
    }

    @Test func aBuiltSourceSpeaksForItsRow() throws {
        for row in Self.rows {
            let source = try row.source(AlertSourceInputs(transport: CurlHTTPClient()))
            #expect(source.identifier == row.identifier)
            #expect(source.displayName == Catalog.english(row.name))
            #expect(source.issuer == row.issuer)
            #expect(source.coverage == row.coverage)
            #expect(source.disclaimer == row.disclaimer)
        }
    }

    /// The binary the command-line tests run asks every service at their loopback server, so a
    /// new row cannot make a test reach the real service.
    @Test func theTestedBinaryAsksEveryServiceLocally() {
        let environment = IsolatedHome().environment(server: nil)
        for row in Self.rows {
            #expect(environment[row.overrideVariable] == "http://127.0.0.1:9", "\(row.identifier)")
            if let companion = row.companion { #expect(environment[companion.overrideVariable] == "http://127.0.0.1:9", "\(row.identifier)'s companion") }
        }
    }
}
