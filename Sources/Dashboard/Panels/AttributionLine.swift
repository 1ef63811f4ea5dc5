import Foundation
import WeatherCore

/// The bottom row, shown at every size: who provided the data and their legal page, how old
/// it is, when it updates next, and what state the board is in.
///
/// When the row is too narrow, optional parts go in this order: the "? help" hint, licence
/// texts, the next-update time, then the "https://" of URLs. If the service names, URLs, the
/// update time and state still do not fit one row, the line takes two rows (sources above,
/// state and age below); on the narrowest panes URLs move to the second row. The service
/// name, the state and the data's age are never dropped: an age nobody can see would make old
/// data pass for new. Only as a last resort is a part shortened with an ellipsis.
enum AttributionLine {
    /// Rows to reserve at the bottom for a given width.
    static func lines(context: RenderContext, width: Int) -> [StyledLine] {
        let theme = context.theme, glyphs = context.glyphs
        let separator = Span(glyphs.separator, theme.mutedStyle)
        let attributions = context.snapshot?.credits ?? []
        let state = stateSpans(context: context)
        let nameStyle = CellStyle(foreground: theme.text, isBold: true)

        func join(_ parts: [StyledLine]) -> StyledLine {
            parts.filter { !$0.isEmpty }.enumerated().flatMap { $0.offset == 0 ? $0.element : [separator] + $0.element }
        }
        func sources(licence: Bool, fullURL: Bool, url: Bool = true) -> StyledLine {
            join(attributions.map { attribution in
                var line: StyledLine = [Span(context.clean(attribution.serviceName), nameStyle)]
                if licence, let text = attribution.legalText, !text.isEmpty {
                    line.append(Span(" (" + context.clean(text) + ")", theme.mutedStyle))
                }
                if url { line.append(Span(" " + urlText(attribution.legalPageURL, full: fullURL, context: context), theme.mutedStyle)) }
                return line
            })
        }
        func urls() -> StyledLine {
            join(attributions.map { [Span(urlText($0.legalPageURL, full: false, context: context), theme.mutedStyle)] })
        }
        var updated: StyledLine = []
        var next: StyledLine = []
        if let metadata = context.snapshot?.metadata {
            updated = [Span(context.words(.updated, ["time": context.clock.relativeTime(metadata.fetchDate, now: context.now)]), theme.mutedStyle)]
            if metadata.expirationDate > context.now {
                next = [Span(context.words(.nextUpdate, ["time": context.clock.relativeTime(metadata.expirationDate, now: context.now)]), theme.mutedStyle)]
            }
        }
        // Only where keys work: a printed frame names none.
        let help: StyledLine = context.model.keyHints.map { [Span(context.words(.helpKey, ["key": $0.help]), theme.mutedStyle)] } ?? []

        let candidates: [[StyledLine]] = [
            [join([sources(licence: true, fullURL: true), updated, next, state])],
            [join([sources(licence: false, fullURL: true), updated, next, state])],
            [join([sources(licence: false, fullURL: true), updated, state])],
            [join([sources(licence: false, fullURL: false), updated, state])],
            [sources(licence: true, fullURL: true), join([state, updated, next])],
            [sources(licence: false, fullURL: false), join([state, updated, next])],
            [sources(licence: false, fullURL: false), join([state, updated])],
            [sources(licence: false, fullURL: false, url: false), join([urls(), state, updated, next])],
            [sources(licence: false, fullURL: false, url: false), join([urls(), state, updated])],
        ]
        for candidate in candidates where candidate.allSatisfy({ $0.width <= width - 2 }) {
            var rows = candidate.filter { !$0.isEmpty }
            if rows.isEmpty { rows = [help] }
            // The hint goes on the last row when it fits beside everything else.
            if !help.isEmpty, let last = rows.last, rows.count == 1, last != help, last.width + help.width + 4 <= width - 2 {
                rows[rows.count - 1] = last + [Span(String(repeating: " ", count: width - 2 - last.width - help.width), theme.mutedStyle)] + help
            }
            return rows
        }
        // Last resort: pack names, URLs and state over as many rows as they need (three at
        // 40 columns with two sources), so that no service name is ever cut.
        var parts: [StyledLine] = []
        for attribution in attributions {
            parts.append([Span(context.clean(attribution.serviceName), nameStyle)])
            parts.append([Span(urlText(attribution.legalPageURL, full: false, context: context), theme.mutedStyle)])
        }
        if !state.isEmpty { parts.append(state) }
        if !updated.isEmpty { parts.append(updated) }
        return packed(parts, width: max(1, width - 2), separator: separator, ellipsis: glyphs.ellipsis)
    }

    /// Greedy packing of whole parts into rows; only a part wider than a row is shortened.
    private static func packed(_ parts: [StyledLine], width: Int, separator: Span, ellipsis: String) -> [StyledLine] {
        var rows: [StyledLine] = []
        for var part in parts {
            if part.width > width {
                part = [Span(TextLayout.truncated(part.map(\.text).joined(), toWidth: width, ellipsis: ellipsis), part.first?.style ?? separator.style)]
            }
            if let last = rows.last, last.width + separator.width + part.width <= width {
                rows[rows.count - 1] = last + [separator] + part
            } else {
                rows.append(part)
            }
        }
        return rows.isEmpty ? [[]] : rows
    }

    static func draw(into canvas: inout Canvas, lines: [StyledLine], context: RenderContext) {
        let top = canvas.height - lines.count
        for (offset, line) in lines.enumerated() where top + offset >= 0 {
            canvas.fill(Rect(x: 0, y: top + offset, width: canvas.width, height: 1))
            canvas.draw(line, x: 1, y: top + offset, maxWidth: max(0, canvas.width - 2))
        }
    }

    /// "https://open-meteo.com/" in full, or "open-meteo.com" when space is short.
    static func urlText(_ url: URL, full: Bool, context: RenderContext) -> String {
        let text = context.clean(url.absoluteString)
        guard !full else { return text }
        var short = Substring(text)
        for scheme in ["https://", "http://"] where short.hasPrefix(scheme) { short = short.dropFirst(scheme.count) }
        if short.hasPrefix("www.") { short = short.dropFirst(4) }
        if short.hasSuffix("/") { short = short.dropLast() }
        return String(short)
    }

    /// DEMO, refreshing…, rate-limited until …, offline, stale since …; empty when all is well.
    static func stateSpans(context: RenderContext) -> StyledLine {
        let theme = context.theme, clock = context.clock, now = context.now, words = context.words
        var parts: [Span] = []
        if context.model.isDemo { parts.append(Span(words(.demo), CellStyle(foreground: theme.accent, isBold: true, isReversed: true))) }
        if context.loadState.isLoading {
            parts.append(Span(words(.refreshing, ["ellipsis": context.glyphs.set == .ascii ? "..." : "…"]), theme.accentStyle))
        }
        // A source that could not be read is said at every size, so missing alerts are never
        // taken for "no alerts"; the alerts panel says why, where there is room.
        for failure in context.snapshot?.sourceFailures ?? [] {
            let phrase: Phrase = failure.kind == .someAlertsUnread ? .sourceIncomplete : .sourceUnavailable
            parts.append(Span(words(phrase, ["source": context.clean(failure.sourceName(in: words))]), theme.offlineStyle))
        }
        if let until = context.model.board.rateLimitedUntil, until > now {
            // Dated like the sentence that explains it, since Retry-After may be days away.
            parts.append(Span(words(.rateLimitedUntil, ["time": clock.datedTime(until, now: now)]), theme.staleStyle))
        }
        // Stale by the data's own times as well as by its expiry: the rule of `Snapshot.freshness`.
        func staleSpan(_ snapshot: Snapshot) -> Span? {
            guard case .stale(let since) = snapshot.freshness(at: now) else { return nil }
            return Span(words(.staleSince, ["time": clock.relativeTime(since, now: now)]), theme.staleStyle)
        }
        switch context.loadState {
        case .loaded(let snapshot, _):
            if let stale = staleSpan(snapshot) { parts.append(stale) }
        case .failed(let error, let lastGood):
            switch error {
            case .offline, .timedOut: parts.append(Span(words(.offline), theme.offlineStyle))
            case .rateLimited: break
            default: parts.append(Span(words(.updateFailed), theme.offlineStyle))
            }
            if let stale = lastGood.flatMap(staleSpan) { parts.append(stale) }
        default:
            break
        }
        let separator = Span(context.glyphs.separator, theme.mutedStyle)
        return parts.enumerated().flatMap { $0.offset == 0 ? [$0.element] : [separator, $0.element] }
    }
}
