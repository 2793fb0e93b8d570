import Testing
@testable import RenderTransitionCLI

/// The lexer keeps strings and comments whole, however they nest, and says where text stops
/// being Swift.
@Suite struct SwiftLexerTests {
    typealias K = SwiftToken.Kind

    @Test func codeTokensAreSplitByKind() throws {
        let t = try PortTestSupport.tokens("@objc(tap:) dynamic var x: [Int] = [1, 0x1F, 2.5e-3] // end")
        #expect(t.map(\.1) == ["@objc", "(", "tap", ":", ")", "dynamic", "var", "x", ":", "[", "Int", "]", "=",
                               "[", "1", ",", "0x1F", ",", "2.5e-3", "]", "// end"])
        #expect(t.map(\.0) == [K.attribute, .punctuation, .identifier, .punctuation, .punctuation, .identifier, .identifier,
                               .identifier, .punctuation, .punctuation, .identifier, .punctuation, .operator,
                               .punctuation, .number, .punctuation, .number, .punctuation, .number, .punctuation, .lineComment])
    }

    @Test func operatorsStopBeforeADotUnlessTheyStartWithOneAndBeforeAComment() throws {
        let t = try PortTestSupport.tokens("a?.b ..< c +/* x */d 1...2")
        #expect(t.map(\.1) == ["a", "?", ".", "b", "..<", "c", "+", "/* x */", "d", "1", "...", "2"])
    }

    @Test(arguments: [
        #""plain \"quoted\" @objc""#,
        #""a \(f("x)", ")")) b""#,
        #""nested \("inner \(1 + (2)) end") done""#,
        "\"\"\"\n  multi \"line\" with \"\" quotes \\(x)\n  #selector(y)\n  \"\"\"",
        ##"#"raw "quoted" \(not interpolated) \"#"##,
        ##"#"raw \#(interpolated("a)")) end"#"##,
        ###"##"two "# hashes"##"###,
        "#\"\"\"\n  raw multi \"\"\" still inside\n  \"\"\"#",
    ])
    func eachStringFormIsOneToken(literal: String) throws {
        let t = try PortTestSupport.tokens("let s = \(literal); @objc")
        #expect(t.map(\.1) == ["let", "s", "=", literal, ";", "@objc"])
        #expect(t[3].0 == .string)
    }

    @Test func blockCommentsNestAndHideCode() throws {
        let t = try PortTestSupport.tokens("a /* outer /* inner */ @objc \" still */ b")
        #expect(t.map(\.1) == ["a", "/* outer /* inner */ @objc \" still */", "b"])
        #expect(t[1].0 == .blockComment)
    }

    @Test func lineCommentsEndAtTheLineBreakOfAnyStyle() throws {
        for lineBreak in ["\n", "\r\n", "\r"] {
            let t = try PortTestSupport.tokens("a // #selector(x) \"\(lineBreak)b")
            #expect(t.map(\.1) == ["a", "// #selector(x) \"", "b"])
        }
    }

    @Test func directivesAttributesEscapedNamesAndRegexLiterals() throws {
        let t = try PortTestSupport.tokens("#if os(iOS) `class` $0 #selector(f) #/a\"b/# @IBAction")
        #expect(t.map(\.0) == [K.poundDirective, .identifier, .punctuation, .identifier, .punctuation, .identifier, .identifier,
                               .poundDirective, .punctuation, .identifier, .punctuation, .regex, .attribute])
        #expect(t[11].1 == "#/a\"b/#")
    }

    @Test func aByteOrderMarkAndAnInterpreterLineAreNotCode() throws {
        let s = try SwiftSource(SourceText(path: "T.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nlet a = 1".utf8)))
        #expect(s.tokens.indices.map { s.text(at: $0) } == ["#!/usr/bin/swift", "let", "a", "=", "1"])
        #expect(s.tokens[0].kind == .lineComment)
    }

    @Test func bracketPartnersSkipWholeGroups() throws {
        let s = try PortTestSupport.source("f(a[1], { \")\" }) { }")
        #expect(s.partner[1] == 10)          // ( … )
        #expect(s.partner[3] == 5)           // [ … ]
        #expect(s.partner[7] == 9)           // { … } holding a string with a ')'
        #expect(s.partner[11] == 12)
        #expect(s.partner[0] == -1)
    }

    @Test(arguments: [
        ("let s = \"open\nlet t = 1", 1, "unterminated string literal"),
        ("let a = 1\nlet s = \"\"\"\n  never closed\n", 2, "unterminated string literal"),
        ("let s = #\"raw\"\n", 1, "unterminated string literal"),
        ("let s = \"\\(f(\"x\")\"\n", 1, "unterminated string literal"),
        ("a\n/* /* */\nb", 2, "unterminated /* comment"),
        ("func f() {\n  g(]\n}", 2, "unbalanced ']'"),
        ("class A {\n", 1, "'{' is never closed"),
        ("let a = 1\u{0}", 1, "control byte 0x0 in the text"),
        ("let c = 'x'", 1, "unexpected character '''"),
    ])
    func textThatIsNotSwiftIsRefusedWithItsLine(text: String, line: Int, problem: String) {
        #expect(throws: PortError.notSwift(path: "T.swift", line: line, problem: problem)) {
            try PortTestSupport.source(text)
        }
    }

    @Test func lineNumbersCountEveryLineBreakStyle() {
        let text = SourceText(path: "T.swift", bytes: Array("a\r\nb\nc\rd".utf8))
        #expect([0, 3, 5, 7].map(text.line(of:)) == [1, 2, 3, 4])
        #expect(text.lineBreak == [0x0D, 0x0A])
        #expect(text.lineEnd(of: 0) == 1)
    }
}
