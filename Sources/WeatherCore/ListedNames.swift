extension Array where Element == String {
    /// "A", "A and B", "A, B and C" (or "or" for choices), for sentences.
    public func listed(conjunction: String = "and") -> String {
        guard let last else { return "" }
        return count == 1 ? last : dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
