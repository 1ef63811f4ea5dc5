import WeatherCore

/// The body when there is nothing to chart: no places yet, the first load, or an error with
/// no data to fall back on. Each says what is happening and what the user can do.
enum MessagePanel {
    static func draw(into canvas: inout Canvas, rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let theme = context.theme, words = context.words
        let hints = context.model.keyHints
        var lines: [(String, CellStyle)] = []
        if context.model.board.places.isEmpty {
            lines = [
                (words(.welcome), theme.titleStyle),
                ("", theme.textStyle),
                (words(.noSavedPlaces), theme.textStyle),
            ]
            if let hints {
                lines.append((words(.addPlaceKeys, ["add": hints.addPlace, "quit": hints.quit, "help": hints.help]), theme.accentStyle))
                // A first run without a network cannot search for a place; say what works. Not
                // behind the add-place prompt: wider than its box, the line would show at its
                // sides, and the prompt says it itself when a search fails.
                if context.model.overlay == nil {
                    lines += [("", theme.textStyle), (words(.addPlaceWithoutNetwork, ["add": hints.addPlace]), theme.mutedStyle)]
                }
            } else {
                lines.append((words(.addPlaceCommand), theme.accentStyle))
            }
        } else if let place = context.place {
            let name = context.clean(place.name)
            switch context.loadState {
            case .failed(let error, _):
                lines = [(words(.noWeatherFor, ["place": name]), theme.titleStyle), ("", theme.textStyle)]
                lines += TextLayout.wrapped(context.clean(error.userMessage(clock: context.clock, now: context.now, words: context.words)), width: max(10, min(rect.width - 4, 70)))
                    .map { ($0, theme.offlineStyle) }
                if let hints { lines += [("", theme.textStyle), (words(.retryKey, ["key": hints.refresh]), theme.accentStyle)] }
            case .idle, .loading, .loaded:
                let ellipsis = context.glyphs.set == .ascii ? "..." : "…"
                lines = [(words(.loadingWeatherFor, ["place": name, "ellipsis": ellipsis]), theme.titleStyle)]
            }
        } else {
            lines = [(words(.noPlaceSelected), theme.titleStyle)]
            if let hints { lines.append((words(.firstPlaceKey, ["key": hints.firstPlace]), theme.accentStyle)) }
        }
        // Wrapped rather than cut, so a hint on a narrow pane still names every key.
        lines = lines.flatMap { text, style in
            TextLayout.wrapped(text, width: max(1, rect.width - 2)).map { ($0, style) }
        }
        let top = rect.y + max(0, (rect.height - lines.count) / 2)
        for (offset, (text, style)) in lines.enumerated() where top + offset < rect.maxY {
            let shown = TextLayout.truncated(text, toWidth: rect.width - 2, ellipsis: context.glyphs.ellipsis)
            let x = rect.x + max(0, (rect.width - DisplayWidth.of(shown)) / 2)
            canvas.draw(shown, x: x, y: top + offset, style: style, maxWidth: rect.maxX - x)
        }
    }
}
