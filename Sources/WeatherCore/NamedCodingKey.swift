import Foundation

/// A JSON member named at run time: for objects whose keys are data (Open-Meteo's variable
/// names, the quantities of a `units` setting) or must be listed (telling `{}` from another
/// object).
public struct NamedCodingKey: CodingKey, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }
    public init(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}
