import Foundation
import Raster
import Testing
@testable import Transitions
import TestSupport

/// What a valid scene file builds: every node type, defaults, ids, snapshot keys and the JSON reader underneath.
@Suite struct SceneFileParsingTests {
    static let json = """
    {
      "version": 1, "name": "tour", "summary": "all node types", "size": {"width": 200, "height": 300}, "scale": 2,
      "transition": "circle-mask", "reverse": true, "trigger": "dot", "duration": 0.8, "parameters": {"radius": 12.5},
      "from": {"backgroundColor": "#102030", "children": [
        {"id": "dot", "type": "oval", "frame": [150, 20, 30, 20], "backgroundColor": "#FF000080"},
        {"type": "view", "frame": [0, 50, 200, 100], "clipsToBounds": true, "alpha": 0.5, "hidden": false, "children": [
          {"type": "roundedRect", "frame": [10, 10, 50, 50], "cornerRadius": 8, "backgroundColor": "#00FF00"},
          {"id": "label", "type": "text", "frame": [70, 10, 120, 0], "sizeToFit": true, "alignment": "center",
           "runs": [{"text": "Hello \\u00e9\\ud83d\\ude00\\n", "font": {"size": 14, "weight": "semibold", "family": "DejaVu Serif"}, "color": "#333333"},
                    {"text": "world"}]}
        ]}
      ]},
      "to": {"children": [{"id": "dot", "type": "rect", "frame": [1, 2, 3, 4], "hidden": true}]}
    }
    """

    @Test func everyFieldReachesTheScene() throws {
        let dir = try SceneFileTestSupport.scratchDirectory("parse")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try SceneFileTestSupport.load(Self.json, in: dir)
        #expect(scene.name == "tour" && scene.summary == "all node types")
        #expect(scene.size == Size(width: 200, height: 300) && scene.defaultScale == 2)
        #expect(scene.transition == "circle-mask" && scene.reverse && scene.triggerIdentifier == "dot" && scene.triggerFrame == nil)
        #expect(scene.duration == 0.8 && scene.parameters == ["radius": 12.5])
        #expect(scene.from.backgroundColor == Color(hex: "#102030")!)
        #expect(scene.to.backgroundColor == .white, "a root without a colour is white")

        let root = MainScreen.$scale.withValue(2) { scene.from.build(Size(width: 200, height: 300)) }
        #expect(root.frame == Rect(x: 0, y: 0, width: 200, height: 300))
        #expect(root.backgroundColor == Color(hex: "#102030")!)
        let dot = try #require(root.viewWithIdentifier("dot"))
        #expect(dot.cornerRadius == 10, "an oval's radius is half its shorter side")
        #expect(dot.backgroundColor?.alpha == Double(0x80) / 255)
        let group = root.subviews[1]
        #expect(group.clipsToBounds && group.alpha == 0.5 && !group.isHidden)
        #expect(group.subviews[0].cornerRadius == 8)
        let label = try #require(root.viewWithIdentifier("label") as? TextView)
        #expect(label.attributedText.runs.count == 2)
        #expect(label.attributedText.runs[0].string == "Hello é😀\n")
        #expect(label.attributedText.runs[0].font == FontDescriptor(family: "DejaVu Serif", pointSize: 14, weight: .semibold))
        #expect(label.attributedText.runs[1].font == TextLayout.defaultFont && label.attributedText.runs[1].color == .black)
        #expect(label.textContainerInset == .textViewDefault && label.lineFragmentPadding == 5, "UITextView's defaults")
        #expect(label.textAlignment == .center)
        let fitted = try TextLayout(label.attributedText, width: 120, alignment: .center).size.height
        expectApproximatelyEqual(label.frame.height, fitted, within: 1e-9, "sizeToFit gives the laid-out height")
        let to = scene.to.build(scene.size)
        #expect(to.viewWithIdentifier("dot")?.isHidden == true)
    }

    @Test func snapshotKeysDifferByScreenAndByContent() throws {
        let dir = try SceneFileTestSupport.scratchDirectory("keys")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try SceneFileTestSupport.load(Self.json, in: dir)
        let again = try SceneFileTestSupport.load(Self.json, in: dir)
        let edited = try SceneFileTestSupport.load(Self.json.replacingOccurrences(of: "#00FF00", with: "#0000FF"), in: dir)
        let key = { (s: Scene, from: Bool) in (from ? s.from : s.to).build(s.size).snapshotCacheKey }
        #expect(key(a, true) != nil && key(a, true) != key(a, false))
        #expect(key(a, true) == key(again, true), "the same file and content share snapshots")
        #expect(key(a, true) != key(edited, true), "an edited file never reuses a stale snapshot")
        #expect(key(a, true) != DemoScenes.ping.from.build(DemoScenes.ping.size).snapshotCacheKey)
    }

    /// The trigger named by a reverse scene must exist in the screen the transition starts from (`to`).
    @Test func reverseSceneNeedsTheTriggerInTheToScreen() throws {
        let dir = try SceneFileTestSupport.scratchDirectory("reverse")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let json = Self.json.replacingOccurrences(of: "{\"id\": \"dot\", \"type\": \"rect\"", with: "{\"id\": \"other\", \"type\": \"rect\"")
        let error = try #require(SceneFileTestSupport.error(json, in: dir))
        #expect(error.kind == .unknownTrigger)
        #expect(error.description.contains("in the to screen (a reverse scene starts from it)"), "\(error)")
    }

    struct Position: Sendable { var text: String; var line: Int; var column: Int }

    @Test(arguments: [
        Position(text: "[1,\n  2, \"x\"]", line: 2, column: 6),
        Position(text: "{\"é😀\": 1, \"k\": true}", line: 1, column: 16),
        Position(text: "\n\n   [0, -1.5e3, false]", line: 3, column: 16),
    ])
    func readerRecordsTheLineAndColumnOfTheLastValue(_ p: Position) throws {
        let value = try JSONReader.parse(Array(p.text.utf8))
        let last: JSONValue
        switch value.kind {
        case .array(let items): last = try #require(items.last)
        case .object(let members): last = try #require(members.last?.value)
        default: Issue.record("not a container"); return
        }
        #expect(last.line == p.line && last.column == p.column, "\(last.position)")
    }

    @Test func readerDecodesNumbersAndEscapes() throws {
        let v = try JSONReader.parse(Array(#"["a\"\\\/\b\f\n\r\t\u0041\ud83d\ude00", -0.25, 1E2, 0, null]"#.utf8))
        guard case .array(let items) = v.kind else { Issue.record("not an array"); return }
        #expect(items[0].kind == .string("a\"\\/\u{08}\u{0C}\n\r\tA😀"))
        #expect(items[1].kind == .number(-0.25) && items[2].kind == .number(100) && items[3].kind == .number(0))
        #expect(items[4].kind == .null)
    }

    @Test(arguments: ["[01]", "[1.]", "{\"a\" 1}", "[\"\\x\"]", "[\"\\ud800\"]", "[1] x", "{'a': 1}", "[NaN]", "[\"a\nb\"]", "", "[1,]"])
    func readerRefusesWhatJSONDoesNotAllow(_ text: String) {
        #expect(throws: JSONReader.SyntaxError.self) { _ = try JSONReader.parse(Array(text.utf8)) }
    }

    @Test func readerLimitsNestingInsteadOfExhaustingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try JSONReader.parse(Array(deep.utf8))
            Issue.record("100000 levels parsed")
        } catch {
            #expect(error.message.contains("nesting deeper than \(JSONReader.maximumDepth)"))
        }
    }
}

/// docs/scene-format.md's complete example is the fixture file, and it loads and renders.
@Suite struct SceneFileDocsExampleTests {
    @Test func documentedExampleIsTheFixtureAndRenders() throws {
        let file = "\(SceneFileTestSupport.fixtures)/example/profile.json"
        let json = try String(contentsOfFile: file, encoding: .utf8)
        let doc = try String(contentsOfFile: "\(SceneFileTestSupport.fixtures)/../../docs/scene-format.md", encoding: .utf8)
        #expect(doc.contains("```json\n" + json + "```"), "the doc's example must be fixtures/scenes/example/profile.json verbatim")
        let scene = try SceneFile.load(contentsOf: file)
        #expect(scene.triggerIdentifier == "avatar" && scene.duration == 0.6)
        let frames = try SceneFileTestSupport.frames(of: scene, indices: [0, 9])
        // Frame 0: the contacts screen; the last frame: the profile's teal header at the top-left.
        #expect(frames[0][5, 5] == Color(hex: "#F2F2F7")!.premultiplied)
        #expect(frames[1][5, 5] == Color(hex: "#009688")!.premultiplied)
    }
}
