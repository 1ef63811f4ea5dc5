import Foundation

extension Sequence where Element: Equatable {
    /// The elements in their order, each only where it first occurs: names and language tags
    /// that several sources give, where the order says which comes first. Lists here are a
    /// handful of entries, so a linear search beats hashing.
    public func removingRepeats() -> [Element] {
        var kept: [Element] = []
        for element in self where !kept.contains(element) { kept.append(element) }
        return kept
    }
}
