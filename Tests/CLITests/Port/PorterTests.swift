import Testing
@testable import RenderTransitionCLI

/// What port leaves alone it copies byte for byte, line breaks and all; the same sources give
/// the same bytes; files that are not Swift are refused before anything is planned.
@Suite struct PorterTests {
    /// Swift without anything to port, in the forms most likely to confuse a lexer.
    static let untouched = """
        \u{FEFF}import Foundation   \t
        /* a /* nested */ comment with @objc */
        let emoji = "🙂 ünïcödé @objc"; let 名前 = 1
        let raw = ##"a "# b \\(c)"##
        let interpolated = "\\(["}": 1].count) { dynamic"
        let multi = \"\"\"
            override func viewDidLoad() {}
            \"\"\"
        struct Thing { var dynamicValue = 0; func f() -> Int { dynamicValue } }
        class Plain: NSObject { override init() { super.init() } }
        let regex = #/\\d+"/#
        """

    @Test func aFileWithNothingToPortIsCopiedByteForByte() throws {
        for lineBreak in ["\n", "\r\n"] {
            let text = Self.untouched.replacingOccurrences(of: "\n", with: lineBreak) + lineBreak + "  "
            let r = try PortTestSupport.port(text)
            #expect(Array(r.output.utf8) == Array(text.utf8))
            #expect(r.edits.isEmpty)
        }
    }

    @Test func editsKeepTheFilesLineBreaksAndTheRestOfTheBytes() throws {
        let text = "class A {\r\n    @objc\r\n    func f() { _ = #selector(f) }\r\n    let s = \"@objc\"\r\n}"
        let r = try PortTestSupport.port(text)
        #expect(r.output == "class A {\r\n    func f() { _ = Selector(A.f) }\r\n    let s = \"@objc\"\r\n}")
        #expect(r.edits == ["T.swift:2: @objc → (line removed)", "T.swift:3: func f() { _ = #selector(f) } → func f() { _ = Selector(A.f) }"])
    }

    @Test func theSameSourcesGiveTheSameBytes() throws {
        let files = [("A.swift", "class A: UIView {}\n"), ("B.swift", "extension A {\n    @objc override func layoutSubviews() {}\n    override var intrinsicContentSize: CGSize { .zero }\n}\n")]
        let first = try PortTestSupport.port(files)
        for _ in 0..<3 {
            let again = try PortTestSupport.port(files)
            #expect(again.outputs == first.outputs)
            #expect(again.edits == first.edits)
        }
    }

    @Test func nonSwiftInputsAreRefusedByNameEncodingAndContent() {
        #expect(PortTestSupport.portError([("notes.txt", "let a = 1")]) == .notSwiftFileName(path: "notes.txt"))
        #expect(PortTestSupport.portError([("A.swift", "class A {}"), ("A.SWIFT", "x")]) == .notSwiftFileName(path: "A.SWIFT"))
        let latin1 = PortInput(path: "L.swift", bytes: Array("let s = \"caf".utf8) + [0xE9] + Array("\"".utf8))
        #expect(throws: PortError.notUTF8(path: "L.swift", offset: 12)) { try Porter.port([latin1]) }
        #expect(PortTestSupport.portError([("B.swift", "\u{0}\u{1}\u{2}binary")]) == .notSwift(path: "B.swift", line: 1, problem: "control byte 0x0 in the text"))
    }

    @Test func theFirstInvalidUTF8ByteIsFound() {
        #expect(Porter.firstInvalidUTF8(Array("aé🙂".utf8)) == nil)
        #expect(Porter.firstInvalidUTF8([0x61, 0xC3]) == 1)          // truncated sequence
        #expect(Porter.firstInvalidUTF8([0x61, 0x62, 0xED, 0xA0, 0x80]) == 2)   // an encoded surrogate
    }
}
