import Testing
@testable import Dashboard

/// The solver's rules on their own, away from any panel.
@Suite struct LayoutSolverTests {
    typealias Demand = LayoutSolver.Demand

    @Test func minimumsGoByRankAndAPanelThatDoesNotFitIsLeftOut() {
        let demands = [Demand(minimum: 5, rank: 0), Demand(minimum: 6, rank: 2), Demand(minimum: 5, rank: 1)]
        // 12 rows: ranks 0 and 1 fit (10 rows), rank 2's six do not.
        #expect(LayoutSolver.heights(demands, available: 12) == [5, 0, 5], "nobody wants the two rows left: they stay below")
        #expect(LayoutSolver.heights(demands, available: 4) == [0, 0, 0])
    }

    @Test func aPanelTakesItsLeastFormOnlyWhereItsMinimumDoesNotFit() {
        let hours = Demand(minimum: 6, preferred: 11, rank: 1, least: 5)
        #expect(LayoutSolver.heights([Demand(minimum: 5, rank: 0), hours], available: 10) == [5, 5])
        #expect(LayoutSolver.heights([Demand(minimum: 5, rank: 0), hours], available: 12) == [5, 7])
        // In its least form it stays so: growing would draw the other form part-way.
        #expect(LayoutSolver.heights([Demand(minimum: 5, preferred: 9, rank: 0), hours], available: 10) == [5, 5])
    }

    @Test func growthFollowsItsOwnOrderAfterEveryMinimum() {
        let card = Demand(minimum: 5, preferred: 8, rank: 0, growthRank: 2)
        let alerts = Demand(minimum: 3, preferred: 7, rank: 1, growthRank: 0)
        #expect(LayoutSolver.heights([card, alerts], available: 12) == [5, 7], "the warnings' rows first")
        #expect(LayoutSolver.heights([card, alerts], available: 14) == [7, 7])
    }

    @Test func aWholeGrowerSkipsAMaximumItCannotReachAndTheRestGoesToTheTaker() {
        let card = Demand(minimum: 5, preferred: 6, maximum: 12, rank: 0, growsWhole: true)
        let chart = Demand(minimum: 6, preferred: 8, maximum: 10, rank: 1, takesRest: 20)
        // 18 rows: after the preferred heights (6 + 8) the card cannot reach 12 with the 4 left,
        // so it stays whole at 6, and the chart takes the rows.
        #expect(LayoutSolver.heights([card, chart], available: 18) == [6, 12])
        #expect(LayoutSolver.heights([card, chart], available: 24) == [12, 12])
        #expect(LayoutSolver.heights([card, chart], available: 40) == [12, 20], "no more than the taker can use")
    }
}
