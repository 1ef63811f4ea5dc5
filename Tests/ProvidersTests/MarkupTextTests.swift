import Foundation
import Testing
@testable import Providers
import TestSupport
import WeatherCore

/// Alert texts that services write as HTML, read as plain text, and plain texts left alone.
@Suite("Markup in alert texts")
struct MarkupTextTests {
    /// The description of a real NSW Rural Fire Service bushfire (Fixtures/README.md), as the
    /// CAP file's XML escapes leave it.
    static let bushfireDescription = "ALERT LEVEL: Advice<br />LOCATION: ABUNDANCE RD, MEDOWIE 2318<br />COUNCIL AREA: Port Stephens"
        + "<br />STATUS: Being controlled<br />TYPE: Bush Fire<br />FIRE: Yes<br />SIZE: 55 ha<br />RESPONSIBLE AGENCY: Rural Fire Service"
        + "<br />UPDATED: 20 Sep 2026 09:05<a href='https://www.rfs.nsw.gov.au/fire-information/fires-near-me' target='_blank'> More information</a> "

    @Test func theBushfireDescriptionReadsAsLinesWithItsLinkKept() {
        #expect(MarkupText.plainText(Self.bushfireDescription) == """
            ALERT LEVEL: Advice
            LOCATION: ABUNDANCE RD, MEDOWIE 2318
            COUNCIL AREA: Port Stephens
            STATUS: Being controlled
            TYPE: Bush Fire
            FIRE: Yes
            SIZE: 55 ha
            RESPONSIBLE AGENCY: Rural Fire Service
            UPDATED: 20 Sep 2026 09:05 More information (https://www.rfs.nsw.gov.au/fire-information/fires-near-me)
            """)
    }

    @Test func breaksAndParagraphsBecomeLineBreaks() {
        #expect(MarkupText.plainText("One<br>Two<BR/>Three<br />Four") == "One\nTwo\nThree\nFour")
        #expect(MarkupText.plainText("<p>First paragraph.</p><p>Second\nparagraph.</p>") == "First paragraph.\n\nSecond\nparagraph.")
        #expect(MarkupText.plainText("A<br><br><br><br>B") == "A\n\nB", "at most one blank line")
        #expect(MarkupText.plainText("<div>Wind</div><div>Rain</div>") == "Wind\nRain")
        #expect(MarkupText.plainText("Take care:<ul><li>stay inside</li><li>keep away from trees</li></ul>")
            == "Take care:\n\n- stay inside\n- keep away from trees")
    }

    /// A line break written both ways (a tag and a new line in the source) is one line break;
    /// new lines of a text that only has a link in it are kept.
    @Test func sourceLineBreaksBesideTagsAreNotDoubled() {
        #expect(MarkupText.plainText("Line one<br>\nLine two\n<br>Line three") == "Line one\nLine two\nLine three")
        #expect(MarkupText.plainText("<p>\n  Heavy rain.\n</p>\n<p>\n  Floods.\n</p>\n") == "Heavy rain.\n\nFloods.")
        #expect(MarkupText.plainText("Heavy rain.\n\nDetails on <a href=\"https://example.org/w\">our site</a>.")
            == "Heavy rain.\n\nDetails on our site (https://example.org/w).")
        #expect(MarkupText.plainText("  Gusts   to\t90 km/h <b>today</b>  ") == "Gusts to 90 km/h today")
    }

    @Test func entitiesAreDecodedOnceAndNeverBecomeTags() {
        #expect(MarkupText.plainText("Gusts &gt; 90 km/h &amp; hail&nbsp;&#39;likely&#39; &quot;now&quot;<br>next")
            == "Gusts > 90 km/h & hail 'likely' \"now\"\nnext")
        #expect(MarkupText.plainText("<p>5 &#8364; &#x20AC; 10&deg;C &lt;br&gt; stays text</p>") == "5 € € 10°C <br> stays text")
        #expect(MarkupText.plainText("<p>&unknown; &amp &#xZZ; &#99999999;</p>") == "&unknown; &amp &#xZZ; \u{FFFD}")
        #expect(!MarkupText.plainText("<p>&#27;[31mred&#7;&#x9B;</p>").unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "no control character comes out of a number")
    }

    @Test func linksKeepWhereTheyGo() {
        #expect(MarkupText.plainText("<a href=\"https://example.org/a?b=1&amp;c=2\">Details</a>") == "Details (https://example.org/a?b=1&c=2)")
        #expect(MarkupText.plainText("See <a href='https://example.org/x'>https://example.org/x</a>") == "See https://example.org/x")
        #expect(MarkupText.plainText("<a href=https://example.org/u>unquoted</a>") == "unquoted (https://example.org/u)")
        #expect(MarkupText.plainText("Map: <a href=\"https://example.org/m\"></a><br>") == "Map: https://example.org/m")
        #expect(MarkupText.plainText("<a href=\"/warnings/1\">relative</a> and <a href=\"javascript:alert(1)\">script</a>")
            == "relative and script", "only a web address is a place to go")
        #expect(MarkupText.plainText("<a href=\"https://example.org/n\"><b>Nested</b> text") == "Nested text (https://example.org/n)",
                "a link left open ends with the text")
    }

    @Test func otherTagsScriptsAndCommentsAreDropped() {
        #expect(MarkupText.plainText("<font color=\"red\"><b>Severe</b></font> <i>gale</i>") == "Severe gale")
        #expect(MarkupText.plainText("<style>p { color: red }</style><script>alert('<br>')</script><p>Text</p>") == "Text")
        #expect(MarkupText.plainText("<!-- made by hand --><p>Text</p><img src=\"x.png\" alt=\"map\">") == "Text")
    }

    /// Text without tags is not markup, whatever characters it has.
    @Test func plainTextIsLeftAsItIs() {
        for plain in [
            "temperatures < 0 and > -5", "x<y and y>z", "Fish &amp; chips", "Use <Ctrl> to stop", "x <br", "3 <5 km",
            "Heavy rain.\n\nStay inside.", "",
        ] {
            #expect(MarkupText.plainText(plain) == plain, "\(plain)")
        }
        #expect(MarkupText.plainText("temperatures < 0<br>tomorrow > 5") == "temperatures < 0\ntomorrow > 5",
                "in markup, a < that starts no tag stays")
    }

    /// Soup of tag and entity pieces, cut anywhere: nothing traps, no tag of a known element is
    /// left whole, and no control character comes out that did not go in.
    @Test func anyMixOfTagsAndEntitiesReadsWithoutTrapping() {
        var random = SeededGenerator(seed: FuzzBudget.fromEnvironment().seed)
        let pieces = [
            "<", ">", "</", "/>", "br", "p", "a", " href=", "'https://example.org/x'", "\"", "'", "&", "#", "x", "27", "9B", ";",
            "amp", "lt", "nbsp", " ", "\n", "\r", "\t", "text", "<!--", "-->", "<script>", "</script", "&#", "é", "\u{1B}", "<br>",
            "<p>", "</a>", "<a href=https://e.org/", "=", "<!DOCTYPE html>",
        ]
        for _ in 0..<3000 {
            let input = (0..<Int.random(in: 1...40, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            let output = MarkupText.plainText(input)
            let controlsIn = Set(input.unicodeScalars.filter { $0.properties.generalCategory == .control })
            let controlsOut = Set(output.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" })
            #expect(controlsOut.isSubset(of: controlsIn), "\(input.debugDescription)")
            if MarkupText.hasTag(input) {
                #expect(!output.contains("<br>") || input.contains("&lt;br") || input.contains("&"), "\(input.debugDescription)")
            } else {
                #expect(output == input, "\(input.debugDescription)")
            }
        }
    }

    /// Tags, quotes and comments that never end, by the ten thousand: each is text, and the
    /// text is read in one pass (a tag never holds a `<`), not once more for each of them.
    @Test func endlessUnfinishedTagsAreText() {
        for unfinished in ["<a x='", "<b c=d ", "<!-- ", "<!x ", "<p title=\"a "] {
            let run = String(repeating: unfinished, count: 20_000)
            #expect(MarkupText.plainText(run + "<br>end") == run.trimmingCharacters(in: .whitespaces) + "\nend",
                    "\(unfinished.debugDescription)")
        }
    }

    @Test func detailsAreTheParagraphsThatAreNotBlankAsPlainText() {
        #expect(AlertDetails.text(["<p>Storm.</p>", nil, "  ", "Stay <b>inside</b>."]) == "Storm.\n\nStay inside.")
        #expect(AlertDetails.text([nil, " ", "<br>"]) == nil)
    }
}
