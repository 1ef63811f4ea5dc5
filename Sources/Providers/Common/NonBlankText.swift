import Foundation

/// Text fields from services: surrounding white space is not content, and a field with
/// nothing else is as good as absent.
enum NonBlankText {
    /// `text` trimmed, or nil when that leaves nothing.
    static func of(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
