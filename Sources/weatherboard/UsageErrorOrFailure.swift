import Foundation
import WeatherCore

/// A command's failure that is either a usage mistake (exit 2) or a runtime failure (exit 1),
/// for commands whose settings are checked only once they start, such as an unknown theme.
enum UsageErrorOrFailure: Error {
    case usage(UsageError)
    case failure(CommandFailure)

    /// Runs `body`; a usage mistake is reported in `words` and ends the program with status 2 here, a
    /// failure is passed on to the caller's one-sentence handling. It runs on the caller's
    /// actor (nonisolated(nonsending)), so the dashboard's main-actor body can be passed in.
    nonisolated(nonsending) static func exitingOnUsageError<Result>(
        words: Catalog, _ body: () async throws(UsageErrorOrFailure) -> Result
    ) async throws(CommandFailure) -> Result {
        do {
            return try await body()
        } catch {
            switch error {
            case .usage(let usage):
                Console.error(usage.message(in: words))
                exit(2)
            case .failure(let failure):
                throw failure
            }
        }
    }
}
