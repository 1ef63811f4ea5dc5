import Foundation

/// How an alert's details link is drawn, in the alerts panel and the alert popup alike.
enum DetailsLink {
    /// The link's rows at `width` columns and their style, which carries the link itself when
    /// it is safe to send to a terminal (`Hyperlink`). Where the terminal makes links clickable,
    /// the rows say only where the link goes ("Details at api.weather.gov ↗"); elsewhere, and
    /// for a URL no hyperlink may carry, they are the whole URL, wrapped and never cut, because
    /// a source's terms require that the user can reach the whole alert.
    static func lines(for url: URL, width: Int, context: RenderContext) -> (lines: [String], style: CellStyle) {
        let link = Hyperlink(url)
        let style = style(link, context: context)
        guard context.model.supportsHyperlinks, link != nil, let host = url.host else {
            return (TextLayout.wrapped(context.clean(url.absoluteString), width: width), style)
        }
        let arrow = context.glyphs.set == .ascii ? "" : " ↗"
        return (TextLayout.wrapped(context.words(.detailsAt, ["host": context.clean(host)]) + arrow, width: width), style)
    }

    /// How every link is drawn, this one and the addresses in an alert's description
    /// (`LinkedText`): in the accent colour, underlined, carrying `link` where there is one.
    static func style(_ link: Hyperlink?, context: RenderContext) -> CellStyle {
        CellStyle(foreground: context.theme.accent, isUnderlined: true, hyperlink: link)
    }
}
