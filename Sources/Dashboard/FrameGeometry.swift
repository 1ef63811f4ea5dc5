import Foundation
import WeatherCore

/// Where the rows of a frame go: the header, the body, the status row above the attribution
/// rows, and the attribution rows themselves. Worked out the same way for drawing and for the
/// questions `update` asks about the frame (how far a list may scroll).
struct FrameGeometry {
    /// The attribution rows, at most as many as the frame has.
    let attribution: [StyledLine]
    /// Below `TerminalSize.minimum`: only a message and the attribution rows.
    let isTooSmall: Bool
    /// Between the header and the attribution rows: where overlays go, and what decides the
    /// layout's mode, so a status message never changes it.
    let fullBody: Rect
    /// Where panels go: `fullBody` less the status rows when there is a notice.
    let body: Rect
    /// The explicit status message, or the error behind stale data, which must not go
    /// unexplained: over two rows where one would cut it, below the panels.
    let notice: [Span]

    init(context: RenderContext, size: TerminalSize) {
        var attribution = AttributionLine.lines(context: context, width: size.width)
        if attribution.count > size.height {
            // One row only: keep the sources (they lead the first row) rather than the state.
            attribution = Array(attribution.prefix(size.height))
        }
        self.attribution = attribution
        isTooSmall = size.width < TerminalSize.minimum.width || size.height < TerminalSize.minimum.height
        let bodyBottom = size.height - attribution.count
        fullBody = Rect(x: 0, y: 1, width: size.width, height: bodyBottom - 1)
        notice = Self.notice(context).map { span in
            let width = max(1, size.width - 2)
            var rows = TextLayout.wrapped(span.text, width: width)
            if rows.count > Self.noticeRows {
                let rest = rows.dropFirst(Self.noticeRows - 1).joined(separator: " ")
                rows = Array(rows.prefix(Self.noticeRows - 1)) + [TextLayout.truncated(rest, toWidth: width, ellipsis: context.glyphs.ellipsis)]
            }
            return rows.map { Span($0, span.style) }
        } ?? []
        var body = fullBody
        body.height -= notice.count
        self.body = body
    }

    /// Rows a notice may take at the most.
    static let noticeRows = 2

    private static func notice(_ context: RenderContext) -> Span? {
        if let message = context.model.statusMessage, !message.isEmpty {
            return Span(context.clean(message), context.theme.staleStyle)
        }
        if case .failed(let error, let lastGood?) = context.loadState {
            let time = context.clock.relativeTime(lastGood.metadata.fetchDate, now: context.now)
            return Span(context.clean(error.userMessage(clock: context.clock, now: context.now, words: context.words)) + " " + context.words(.showingDataFrom, ["time": time]), context.theme.offlineStyle)
        }
        return nil
    }

    /// The panels' plan for this frame, when there is data to lay out.
    func plan(context: RenderContext) -> DashboardLayout.Plan? {
        guard !isTooSmall, let snapshot = context.snapshot else { return nil }
        return DashboardLayout.plan(body: body, modeBody: fullBody, snapshot: snapshot, context: context)
    }
}
