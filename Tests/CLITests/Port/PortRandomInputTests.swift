import TestSupport
import Testing
@testable import RenderTransitionCLI

/// Random text made of the characters that steer the lexer (quotes, hashes, backslashes,
/// brackets, comment marks, attributes, keywords): port never crashes or hangs on it, answers
/// with a port error or a result, and a result without edits is the input byte for byte.
@Suite struct PortRandomInputTests {
    static let pieces = [
        "\"", "\"\"\"", "#", "\\", "\\(", "(", ")", "{", "}", "[", "]", "/*", "*/", "//", "\n", "\r\n", " ", "\t",
        "@objc", "@IBOutlet", "dynamic", "override", "func", "var", "class", "extension", "protocol", "optional",
        "#selector", "#keyPath", "#if", "#endif", "A", "b", ".", ":", ";", ",", "self", "getter", "=", "1", "é", "/",
        "class A: B {", "extension A {", "override func f() {}", "#selector(f)", "}\n",
    ]

    @Test func randomTextNeverCrashesAndUneditedTextIsCopied() {
        var random = SplitMix64(state: 0x5EED_0F_9057)
        var outcomes = (ported: 0, refused: 0, edited: 0)
        for _ in 0..<3000 {
            let count = Int.random(in: 1...40, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            do {
                let result = try Porter.port([PortInput(path: "R.swift", bytes: Array(text.utf8))])
                outcomes.ported += 1
                if result[0].edits.isEmpty {
                    #expect(result[0].bytes == Array(text.utf8), "unedited output differs for \(text.debugDescription)")
                } else {
                    outcomes.edited += 1
                }
            } catch {
                outcomes.refused += 1
                #expect(!error.description.isEmpty)
            }
        }
        // The generator must exercise both paths, or the test checks nothing.
        #expect(outcomes.ported > 100 && outcomes.refused > 100 && outcomes.edited > 10, "\(outcomes)")
    }
}
