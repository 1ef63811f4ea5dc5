import Foundation

extension SourceFailure {
    /// One sentence that names the source and says why it is missing, such as "NWS alerts are
    /// unavailable: the service refused the request (HTTP 403).", in `words`. A time in it is
    /// told by `clock` (the place's zone). Without a kept reason (a cache file from before it
    /// was kept), the English `message`.
    public func sentence(clock: LocalClock, now: Date, words: Catalog) -> String {
        guard let reason else { return message }
        if kind == .someAlertsUnread {
            return Self.unreadSentence(source: source, count: unreadCount ?? 1, reason: reason, clock: clock, now: now, words: words)
        }
        return Self.sentence(source: source, reason: reason, clock: clock, now: now, words: words)
    }

    /// "Warnings listed by FPAS that could not be read: 1 (the service answered HTTP 500); the
    /// others are shown."
    public static func unreadSentence(
        source: String, count: Int, reason error: WeatherServiceError, clock: LocalClock, now: Date, words: Catalog
    ) -> String {
        words(.failureSomeWarningsUnread, [
            "source": SourceNames.name(source, in: words), "count": String(count),
            "reason": reason(for: error, clock: clock, now: now, words: words),
        ])
    }

    /// The source's name in `words`' language ("Warnungen des DWD" for "DWD warnings").
    public func sourceName(in words: Catalog) -> String { SourceNames.name(source, in: words) }

    /// The sentence for `source` (its English name) failing with `error`, the name in `words`'
    /// language: in English what `message` holds.
    public static func sentence(source: String, reason error: WeatherServiceError, clock: LocalClock, now: Date, words: Catalog) -> String {
        words(.failureSourceUnavailable, [
            "source": SourceNames.name(source, in: words), "reason": reason(for: error, clock: clock, now: now, words: words),
        ])
    }

    private static func reason(for error: WeatherServiceError, clock: LocalClock, now: Date, words: Catalog) -> String {
        switch error {
        case .offline(let detail): words(.failureSourceOffline, ["detail": detail])
        case .timedOut: words(.failureSourceTimedOut)
        case .tls(let detail): words(.failureSourceTls, ["detail": detail])
        case .httpStatus(let code, _) where code == 401 || code == 403:
            words(.failureSourceRefused, ["code": String(code)])
        case .httpStatus(404, _): words(.failureSourceOutsideCoverage)
        case .httpStatus(let code, let reason):
            reason.map { words(.failureSourceHttpStatusWithReason, ["code": String(code), "reason": $0]) }
                ?? words(.failureSourceHttpStatus, ["code": String(code)])
        case .rateLimited(let until): words(.failureSourceRateLimited, ["time": clock.zonedTime(until, now: now)])
        case .undecodable(let detail): words(.failureSourceUndecodable, ["detail": detail])
        case .unauthorized(let detail): words(.failureSourceUnauthorized, ["detail": detail])
        case .cancelled: words(.failureSourceCancelled)
        case .other(let detail): detail.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        }
    }
}
