import Testing
import WeatherCore

@Suite("Plural rules")
struct PluralRuleTests {
    @Test func oneAndOther() {
        #expect([0, 1, 2, 5, 21].map(PluralRule.oneOther.category(of:)) == [.other, .one, .other, .other, .other])
    }

    @Test func frenchAndBrazilianCountZeroAsOne() {
        #expect([0, 1, 2, 5, 21].map(PluralRule.zeroAndOneAreOne.category(of:)) == [.one, .one, .other, .other, .other])
    }

    @Test func russianAndUkrainian() {
        let counts = [1, 2, 5, 21, 11, 12, 14, 22, 25, 101, 111, 0]
        #expect(counts.map(PluralRule.eastSlavic.category(of:)) == [
            .one, .few, .many, .one, .many, .many, .many, .few, .many, .one, .many, .many,
        ])
    }

    @Test func polishHasOneOnlyForOne() {
        let counts = [1, 2, 5, 21, 12, 22, 0, 104]
        #expect(counts.map(PluralRule.polish.category(of:)) == [.one, .few, .many, .many, .many, .few, .many, .few])
    }

    @Test func czechHasFewOnlyForTwoToFour() {
        #expect([1, 2, 4, 5, 21, 22].map(PluralRule.czech.category(of:)) == [.one, .few, .few, .other, .other, .other])
    }

    @Test func languagesWithoutPluralsHaveOneForm() {
        #expect([1, 2, 5, 21].map(PluralRule.none.category(of:)) == [.other, .other, .other, .other])
    }

    @Test func aNegativeCountIsWordedLikeItsSize() {
        #expect(PluralRule.eastSlavic.category(of: -21) == .one)
    }

    @Test func everyCategoryARuleGivesIsOneItSaysItNeeds() {
        for rule in PluralRule.allCases {
            let given = Set((0...200).map(rule.category(of:)))
            #expect(given == Set(rule.categories), "\(rule)")
        }
    }
}
