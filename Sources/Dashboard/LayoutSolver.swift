/// Shares the rows of one column between the panels stacked in it, from what each declares:
/// the least it can show anything useful in, what it needs to show everything it has, and the
/// most it can use (ratatui's `Layout` with min/preferred/max constraints is the model).
///
/// In order of `rank` (lower first), each panel gets its minimum while the column has room; a
/// panel whose minimum no longer fits takes its `least` form where that fits, else is left
/// out, never squeezed below it. Then, in order of `growthRank`, each grows to its preferred
/// height, and then to its maximum (at once, for a panel whose maximum is another form that cannot be
/// drawn part-way). Last, what nobody else wants goes to a panel that `takesRest` (the chart,
/// whose curve can always use more rows). Rows nobody can use stay below the last panel,
/// never inside one.
enum LayoutSolver {
    struct Demand {
        var minimum: Int
        var preferred: Int
        var maximum: Int
        /// Lower is more important: it gets its rows first and is left out last.
        var rank: Int
        /// The order panels grow in once every minimum is served (a warning's rows come before
        /// the card's less needed values, though the card's core comes first of all).
        var growthRank: Int
        /// A smaller form taken only where the minimum does not fit (the 12-hour strip for the chart).
        var least: Int?
        /// Grows past `preferred` only to `maximum` in one step.
        var growsWhole: Bool
        /// The height up to which it takes the rows left once every panel has its maximum.
        var takesRest: Int?

        init(
            minimum: Int, preferred: Int? = nil, maximum: Int? = nil, rank: Int, growthRank: Int? = nil, least: Int? = nil,
            growsWhole: Bool = false, takesRest: Int? = nil
        ) {
            self.minimum = max(0, minimum)
            self.preferred = max(self.minimum, preferred ?? minimum)
            self.maximum = max(self.preferred, maximum ?? self.preferred)
            self.rank = rank
            self.growthRank = growthRank ?? rank
            self.least = least
            self.growsWhole = growsWhole
            self.takesRest = takesRest
        }

        /// A panel that is always the same height.
        static func fixed(_ rows: Int, rank: Int) -> Demand { Demand(minimum: rows, rank: rank) }
    }

    /// The height of each demand in `available` rows, in the demands' order; 0 for a panel left out.
    static func heights(_ demands: [Demand], available: Int) -> [Int] {
        var heights = Array(repeating: 0, count: demands.count)
        var left = max(0, available)
        let byRank = demands.indices.sorted { (demands[$0].rank, $0) < (demands[$1].rank, $1) }
        for index in byRank {
            let demand = demands[index]
            let taken = demand.minimum <= left ? demand.minimum : (demand.least.map { $0 <= left ? $0 : 0 } ?? 0)
            heights[index] = taken
            left -= taken
        }
        // A panel in its least form stays in it: growing would draw the other form part-way.
        let grown = demands.indices.sorted { (demands[$0].growthRank, $0) < (demands[$1].growthRank, $1) }
            .filter { heights[$0] > 0 && heights[$0] >= demands[$0].minimum }
        for index in grown where left > 0 {
            let grow = min(left, demands[index].preferred - heights[index])
            heights[index] += grow
            left -= grow
        }
        for index in grown where left > 0 {
            let wanted = demands[index].maximum - heights[index]
            if demands[index].growsWhole, wanted > left { continue }
            let grow = min(left, wanted)
            heights[index] += grow
            left -= grow
        }
        for index in grown where left > 0 {
            let grow = min(left, max(0, (demands[index].takesRest ?? 0) - heights[index]))
            heights[index] += grow
            left -= grow
        }
        return heights
    }
}
