import Foundation
import Raster
import Testing
import TransitionTesting
import Transitions

/// The usage example of docs/golden-testing.md, built and run here; a second test checks that
/// the document quotes this code verbatim (the lines between the docs markers).
@Suite("Golden docs example") struct GoldenDocsExampleTests {
    // docs:begin
    /// A screen of one colour with a round 44-pt button near its top-right corner.
    static func plainScreen(_ name: String, _ color: Color, button: Color) -> Screen {
        Screen(name: name, backgroundColor: color) { size in
            let root = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            root.backgroundColor = color
            let b = View(frame: Rect(x: size.width - 64, y: 60, width: 44, height: 44))
            b.backgroundColor = button
            b.cornerRadius = 22
            b.identifier = "button"
            root.addSubview(b)
            return root
        }
    }

    @Test func goldenDocsExampleCircleMask() throws {
        let scene = Scene(name: "docs-example", summary: "teal to orange", size: Size(width: 200, height: 300),
                          from: Self.plainScreen("teal", Color(r: 0, g: 128, b: 128), button: .white),
                          to: Self.plainScreen("orange", Color(r: 255, g: 149, b: 0), button: .black),
                          transition: "circle-mask", triggerIdentifier: "button")
        let fractions = [0.0, 0.5, 1.0]
        let frames = try TransitionSnapshots.frames(scene: scene, settings: RenderSettings(scale: 1), fractions: fractions)
        for (fraction, frame) in zip(fractions, frames) {
            let name = TransitionSnapshots.goldenName(reverse: false, fraction: fraction)
            let result = GoldenImage.assertMatches(frame, golden: GoldenPaths.path("fixtures/golden/docs-example/\(name)"))
            #expect(result.passed, Comment(rawValue: result.message))
        }
    }
    // docs:end

    @Test func goldenDocsQuoteTheExampleVerbatim() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let doc = try String(contentsOfFile: GoldenPaths.path("docs/golden-testing.md"), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// docs:begin" })
        let end = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// docs:end" })
        // The document shows the example without the suite's four-space indentation.
        let example = lines[(begin + 1)..<end].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }.joined(separator: "\n")
        #expect(doc.contains(example), "docs/golden-testing.md must quote the example between the docs markers of \(#filePath)")
    }
}
