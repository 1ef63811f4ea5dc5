import Foundation
import Testing
@testable import Providers
import WeatherCore

/// The XML reader behind the CAP decoder: what it reports for well-formed documents, and that
/// it refuses what XML 1.0 with namespaces calls not well-formed, saying on which line.
@Suite struct XMLEventReaderTests {
    /// The events as text: "<ns|local" opens, ">local" closes, anything else is text.
    private func events(_ document: String) throws(SyntaxError) -> [String] {
        var seen: [String] = []
        try XMLEventReader.read(Array(document.utf8)) { event in
            switch event {
            case .start(let name): seen.append("<\(name.namespace)|\(name.localName)")
            case .end(let name): seen.append(">\(name.localName)")
            case .text(let text): seen.append(text)
            }
            return true
        }
        return seen
    }

    private func failure(_ document: String) -> SyntaxError? {
        do {
            _ = try events(document)
            return nil
        } catch {
            return error
        }
    }

    @Test func elementsTextAndNamespaces() throws {
        let document = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <?xml-stylesheet href="cap.xsl"?>
            <!-- a comment -->
            <cap:alert xmlns:cap="urn:cap" xmlns="urn:default">
              <cap:info lang='de'>Sturm &amp; Regen &lt;3&gt; &quot;x&quot; &apos;y&apos; &#233;&#xE9;&#x1F300;</cap:info>
              <plain/><x:other xmlns:x="urn:x"><x:inner xmlns:x="urn:y"/></x:other>
              <reset xmlns=""><![CDATA[<raw> & text]]></reset>
            </cap:alert>
            <!-- after -->
            """
        let seen = try events(document).filter { !$0.allSatisfy(\.isWhitespace) }
        #expect(seen == [
            "<urn:cap|alert", "<urn:cap|info", "Sturm & Regen <3> \"x\" 'y' éé🌀", ">info",
            "<urn:default|plain", ">plain", "<urn:x|other", "<urn:y|inner", ">inner", ">other",
            "<|reset", "<raw> & text", ">reset", ">alert",
        ])
    }

    @Test func theHandlerCanStopTheReading() throws {
        var starts = 0
        try XMLEventReader.read(Array("<a><b/><c>not well-formed".utf8)) { event in
            if case .start = event { starts += 1 }
            return starts < 2
        }
        #expect(starts == 2)
    }

    @Test(arguments: [
        ("", "the document has no root element"),
        ("   \n  ", "the document has no root element"),
        ("text", "text outside the root element"),
        ("<a/>text", "text outside the root element"),
        ("<a/><b/>", "a second root element"),
        ("<a><b></a>", "the end tag </a> does not close <b>"),
        ("<a></b>", "the end tag </b> does not close <a>"),
        ("</a>", "the end tag </a> closes nothing"),
        ("<a>", "the document ends inside <a>"),
        ("<a", "the tag <a> is not closed"),
        ("<a b='1' b='2'/>", "the attribute b appears twice in <a>"),
        ("<a b='1'c='2'/>", "attributes of <a> are not separated by spaces"),
        ("<a b/>", "the attribute b has no value"),
        ("<a b=1/>", "an attribute value is not in quotes"),
        ("<a b='<'/>", "\"<\" inside an attribute value"),
        ("<a b='1/>", "an attribute value is not closed"),
        ("<p:a/>", "the namespace prefix p is not declared"),
        ("<a p:b='1'/>", "the namespace prefix p is not declared"),
        ("<a:b:c xmlns:a='urn:a'/>", "the name a:b:c is not a namespace name"),
        ("<a xmlns:p=''/>", "the namespace declaration xmlns:p is empty"),
        ("<a>&nbsp;</a>", "the entity &nbsp; is not one XML knows without a DTD"),
        ("<a>&#0;</a>", "the entity &#0; is not one XML knows without a DTD"),
        ("<a>&#xD800;</a>", "the entity &#xD800; is not one XML knows without a DTD"),
        ("<a>& b</a>", "an \"&\" that starts no entity"),
        ("<a>\u{01}</a>", "a control character in the text"),
        ("<a><!-- x -- y --></a>", "\"--\" inside a comment"),
        ("<a><!-- x </a>", "a comment is not closed"),
        ("<a><![CDATA[x</a>", "a CDATA section is not closed"),
        ("<![CDATA[x]]><a/>", "a CDATA section outside the root element"),
        ("<!DOCTYPE a><a/>", "the document declares a DTD, which weatherboard does not read"),
        ("<a><!ELEMENT a ANY></a>", "a declaration that is not allowed in a document"),
        ("<?xml?><a/>", "the XML declaration has no version"),
        ("<?xml version='1.0'", "the XML declaration is not closed"),
        ("<a/><?xml version='1.0'?>", "an XML declaration that is not at the start"),
        ("<a><?pi</a>", "a processing instruction is not closed"),
        ("<a><?pi/x?></a>", "a processing instruction's target is not followed by a space"),
        ("<1a/>", "a name was expected"),
        ("< a/>", "a name was expected"),
    ])
    func notWellFormed(document: String, reason: String) {
        #expect(failure(document)?.reason == reason, "\(document)")
    }

    @Test func errorsSayTheirLine() {
        #expect(failure("<a>\n<b>\n</a>") == SyntaxError(line: 3, reason: "the end tag </a> does not close <b>"))
        #expect(failure("<a>\n\n&bad;</a>")?.line == 3)
    }

    @Test func namesInErrorsAreShortened() throws {
        let long = String(repeating: "n", count: 5_000)
        let error = try #require(failure("<\(long)>"))
        #expect(error.reason == "the document ends inside <\(String(repeating: "n", count: 40))…>")
    }

    @Test func scopesEndWithTheirElements() throws {
        #expect(failure("<a><b xmlns:p='urn:p'/><p:c/></a>")?.reason == "the namespace prefix p is not declared")
        #expect(try events("<a xmlns='urn:1'><b xmlns='urn:2'/><c/></a>") == ["<urn:1|a", "<urn:2|b", ">b", "<urn:1|c", ">c", ">a"])
        #expect(try events("<xml:a/>") == ["<http://www.w3.org/XML/1998/namespace|a", ">a"])
    }

    /// A body of the largest size the decoder accepts, with as many elements as it can hold,
    /// is read without recursion or copies that grow with its depth.
    @Test func largeDocumentsAreRead() throws {
        let element = "<area><polygon>1,2 3,4 5,6 1,2</polygon></area>"
        let document = "<alert>" + String(repeating: element, count: 100_000) + "</alert>"
        var elements = 0
        try XMLEventReader.read(Array(document.utf8)) { event in
            if case .start = event { elements += 1 }
            return true
        }
        #expect(elements == 200_001)
    }
}
