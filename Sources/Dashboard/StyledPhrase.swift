import WeatherCore

extension Catalog {
    /// A phrase as a styled line, its words in one style and each placeholder's value in
    /// another ("gusts 20", the number brighter than the word), in the language's order.
    func styled(
        _ phrase: Phrase, count: Int? = nil, _ values: KeyValuePairs<String, String> = [:], wordStyle: CellStyle, valueStyle: CellStyle
    ) -> StyledLine {
        runs(phrase, count: count, values).filter { !$0.text.isEmpty }.map { Span($0.text, $0.placeholder == nil ? wordStyle : valueStyle) }
    }
}
