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
        #expect(scene.fromName == "tour.from" && scene.toName == "tour.to")
        #expect(scene.from.backgroundColor == Color(hex: "#102030")!)
        #expect(scene.to.backgroundColor == nil && SceneDescription.backgroundColor(of: scene.to) == .white,
                "a root without a colour is painted white")

        let root = scene.from
        let dot = root.children[0]
        #expect(dot.id == "dot" && dot.frame == Rect(x: 150, y: 20, width: 30, height: 20))
        #expect(dot.cornerRadius == 10, "an oval's radius is half its shorter side")
        #expect(dot.backgroundColor?.alpha == Double(0x80) / 255)
        let group = root.children[1]
        #expect(group.clipsToBounds == true && group.alpha == 0.5 && group.hidden == false)
        #expect(group.children[0].cornerRadius == 8)
        let label = group.children[1]
        #expect(label.id == "label" && label.frame == Rect(x: 70, y: 10, width: 120, height: 0))
        guard case let .text(text, inset, padding, alignment, sizeToFit) = label.content else {
            Issue.record("the label is \(label.content)")
            return
        }
        #expect(text.runs.count == 2)
        #expect(text.runs[0].string == "Hello é😀\n")
        #expect(text.runs[0].font == FontDescriptor(family: "DejaVu Serif", pointSize: 14, weight: .semibold))
        #expect(text.runs[1].font == TextLayout.defaultFont && text.runs[1].color == .black)
        #expect(inset == .textViewDefault && padding == 5, "UITextView's defaults")
        #expect(alignment == .center && sizeToFit)
        #expect(scene.to.children[0].hidden == true)
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
