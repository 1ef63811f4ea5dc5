import Foundation
import Testing
import WeatherCore

@Suite struct ProcessEnvironmentTests {
    /// The program reads its environment this way instead of through ProcessInfo.
    @Test func readsWhatProcessInfoReads() {
        #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
    }

    @Test func readsEveryKindOfEntry() {
        let entries = ["PLACE=Zürich — 東京", "EQUALS=a=b=c", "EMPTY=", "NO_EQUALS", "PLACE=second", "=nameless"]
        let pointers: [UnsafeMutablePointer<CChar>?] = entries.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        let variables = pointers.withUnsafeBufferPointer { ProcessEnvironment.variables(from: $0.baseAddress!) }
        #expect(variables == ["PLACE": "Zürich — 東京", "EQUALS": "a=b=c", "EMPTY": ""])
    }
}
