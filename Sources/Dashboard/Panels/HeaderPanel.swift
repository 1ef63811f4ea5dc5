import WeatherCore

/// The top row: saved places as tabs (the selected one highlighted, places under an alert
/// marked in the colour of their worst severity) and the selected place's local time.
enum HeaderPanel {
    static func draw(into canvas: inout Canvas, rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let theme = context.theme, glyphs = context.glyphs
        let places = context.model.board.places
        var clockText = ""
        if context.place != nil {
            clockText = context.clock.weekdayTime(context.now)
        }
        let clockWidth = DisplayWidth.of(clockText)
        if clockWidth > 0, rect.width >= clockWidth + 12 {
            canvas.drawRightAligned(clockText, maxX: rect.maxX - 1, y: rect.y, style: theme.accentStyle)
        }
        let layout = tabLayout(width: rect.width, context: context)
        guard !places.isEmpty else {
            canvas.draw(" weatherboard", x: rect.x, y: rect.y, style: theme.titleStyle, maxWidth: layout.room)
            return
        }
        let (first, last, selected, tabsRoom) = (layout.first, layout.last, layout.selected, layout.room)
        var x = rect.x
        if first > 0 {
            // The arrow carries the alert mark of the places it hides, so none goes unseen.
            let mark = layout.worstAlert(amongst: 0..<first)
            x += canvas.draw(glyphs.previous, x: x, y: rect.y, style: theme.mutedStyle, maxWidth: 1)
            x += canvas.draw(mark.map { _ in glyphs.alertMark } ?? " ", x: x, y: rect.y, style: mark.map(theme.severityStyle) ?? theme.mutedStyle, maxWidth: 1)
        }
        for index in first...last {
            var line = layout.tab(index)
            if index == selected {
                line = line.map { span in
                    var span = span
                    theme.selecting(&span.style)
                    return span
                }
            }
            x += canvas.draw(line, x: x, y: rect.y, maxWidth: max(0, rect.x + tabsRoom - x))
        }
        if last < places.count - 1 {
            let mark = layout.worstAlert(amongst: (last + 1)..<places.count)
            x += canvas.draw(mark.map { _ in glyphs.alertMark } ?? " ", x: x, y: rect.y, style: mark.map(theme.severityStyle) ?? theme.mutedStyle, maxWidth: 1)
            canvas.draw(glyphs.next, x: x, y: rect.y, style: theme.mutedStyle, maxWidth: 1)
        }
    }

    /// The tabs as drawn at `width`: the window of them shown (with an arrow before and after
    /// where tabs are hidden), the selected one and the columns they may use.
    struct TabLayout {
        /// The tabs of the places `first...last`; the others are only measured.
        var shownTabs: [StyledLine]
        /// Each place's worst alert in force, as its tab's mark shows it.
        var severities: [AlertSeverity?]
        var first: Int
        var last: Int
        var selected: Int
        var room: Int

        /// The tab of the place at `index`, one of `first...last`.
        func tab(_ index: Int) -> StyledLine { shownTabs[index - first] }

        /// The worst mark among the places at `indices`: what the arrow over hidden tabs carries.
        func worstAlert(amongst indices: Range<Int>) -> AlertSeverity? {
            severities[indices].compactMap { $0 }.min()
        }
    }

    static func tabLayout(width: Int, context: RenderContext) -> TabLayout {
        let places = context.model.board.places
        let clockWidth = context.place == nil ? 0 : DisplayWidth.of(context.clock.weekdayTime(context.now))
        let tabsRoom = width - (clockWidth > 0 ? clockWidth + 3 : 1)
        let selected = context.model.board.selectedIndex.flatMap { places.indices.contains($0) ? $0 : nil } ?? 0
        // Names are shortened before any tab is hidden, down to a recognisable stub. Each
        // place's name and mark are worked out once; a step measures again only the names
        // longer than the new limit, and only the tabs shown are made (with 50 places,
        // rebuilding every tab at every step was most of a `--print`, and making each tab
        // once still a tenth of it).
        let labels = places.map { TabLabel(place: $0, context: context) }
        let markWidth = TabLabel.markWidth(context)
        var nameLimit = max(4, min(24, tabsRoom - 8))
        var widths = labels.map { $0.width(nameLimit: nameLimit, markWidth: markWidth, context: context) }
        var totalWidth = widths.reduce(0, +)
        while totalWidth > tabsRoom, nameLimit > minimumNameWidth {
            nameLimit -= 1
            for index in labels.indices where labels[index].nameWidth > nameLimit {
                let width = labels[index].width(nameLimit: nameLimit, markWidth: markWidth, context: context)
                totalWidth += width - widths[index]
                widths[index] = width
            }
        }
        // Show a window of tabs that contains the selected one, with arrows for hidden tabs,
        // dropping one tab at a time from the side farther from it (the window's width kept
        // as a running sum: summed anew at each step, it grew with the square of the places).
        var first = 0
        var last = places.count - 1
        var windowWidth = totalWidth
        func arrowsWidth() -> Int { (first > 0 ? 2 : 0) + (last < places.count - 1 ? 2 : 0) }
        while first < last, windowWidth + arrowsWidth() > tabsRoom {
            if selected - first > last - selected {
                windowWidth -= widths[first]
                first += 1
            } else {
                windowWidth -= widths[last]
                last -= 1
            }
        }
        let shownTabs = labels.isEmpty ? [] : labels[first...last].map { $0.tab(nameLimit: nameLimit, context: context) }
        return TabLayout(shownTabs: shownTabs, severities: labels.map(\.severity), first: first, last: last, selected: selected, room: tabsRoom)
    }

    /// The place whose tab is at column `x` of the top row, as `draw` lays them out.
    static func place(atColumn x: Int, width: Int, context: RenderContext) -> Int? {
        guard !context.model.board.places.isEmpty else { return nil }
        let layout = tabLayout(width: width, context: context)
        var start = layout.first > 0 ? 2 : 0
        for index in layout.first...layout.last {
            let end = min(start + layout.tab(index).width, layout.room)
            if x >= start, x < end { return index }
            start = end
        }
        return nil
    }

    /// Names are not shortened below this many columns ("Oklaho…").
    private static let minimumNameWidth = 7

    /// What a place's tab shows, worked out once per frame: its sanitised name and the mark of
    /// its worst alert in force.
    struct TabLabel {
        var name: String
        var nameWidth: Int
        /// The columns of " " and the whole name, as a tab draws them.
        var leadWidth: Int
        var severity: AlertSeverity?

        init(place: Place, context: RenderContext) {
            name = context.clean(place.name)
            nameWidth = DisplayWidth.of(name)
            leadWidth = DisplayWidth.of(" " + name)
            severity = context.worstAlert(of: place)
        }

        /// The columns of a tab's mark, " ▲".
        static func markWidth(_ context: RenderContext) -> Int {
            DisplayWidth.of(" " + context.glyphs.alertMark)
        }

        /// " Berlin " or " Paris ▲ ", the name kept to `nameLimit` columns.
        func tab(nameLimit: Int, context: RenderContext) -> StyledLine {
            var line: StyledLine = [Span(" " + shownName(nameLimit: nameLimit, context: context), context.theme.textStyle)]
            if let severity {
                line.append(Span(" " + context.glyphs.alertMark, context.theme.severityStyle(severity)))
            }
            line.append(Span(" ", context.theme.textStyle))
            return line
        }

        /// The width of `tab(nameLimit:context:)`, without making it.
        func width(nameLimit: Int, markWidth: Int, context: RenderContext) -> Int {
            let lead = nameWidth > nameLimit ? DisplayWidth.of(" " + shownName(nameLimit: nameLimit, context: context)) : leadWidth
            return lead + (severity == nil ? 0 : markWidth) + 1
        }

        private func shownName(nameLimit: Int, context: RenderContext) -> String {
            nameWidth > nameLimit ? TextLayout.truncated(name, toWidth: nameLimit, ellipsis: context.glyphs.ellipsis) : name
        }
    }
}
