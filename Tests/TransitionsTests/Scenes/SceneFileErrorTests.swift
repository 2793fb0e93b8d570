import Foundation
import Raster
import Testing
@testable import Transitions

/// Every class of scene-file error names the file, where (JSON path or line:column) and what to do.
@Suite struct SceneFileErrorTests {
    /// One bad file and what its error must say.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var kind: SceneFileError.Kind
        /// Substrings the one-line description must contain.
        var mentions: [String]
        var testDescription: String { name }
    }

    static let base = SceneFileTestSupport.scene()
    static func scene(to children: String, top: String = "") -> String { SceneFileTestSupport.scene(toChildren: children, extraTop: top) }
    static func replacing(_ a: String, _ b: String) -> String { base.replacingOccurrences(of: a, with: b) }

    static let cases: [Case] = [
        Case(name: "trailing comma", json: replacing("\"transition\": \"circle-mask\",", "\"transition\": \"circle-mask\",,"),
             kind: .syntax, mentions: ["line 4, column 31", "invalid JSON", "expected a key"]),
        Case(name: "unterminated document", json: String(base.dropLast(2)), kind: .syntax, mentions: ["unexpected end of file"]),
        Case(name: "duplicate key", json: replacing("\"version\": 1,", "\"version\": 1, \"version\": 1,"),
             kind: .syntax, mentions: ["line 2, column 17", "duplicate key \"version\"", "first at line 2, column 3"]),
        Case(name: "number out of range", json: replacing("\"height\": 200", "\"height\": 1e400"), kind: .syntax,
             mentions: ["line 3", "1e400", "out of range"]),
        Case(name: "missing version", json: replacing("\"version\": 1,", ""), kind: .unsupportedVersion, mentions: ["version: missing", "\"version\": 1"]),
        Case(name: "future version", json: replacing("\"version\": 1,", "\"version\": 2,"), kind: .unsupportedVersion,
             mentions: ["version (line 2, column 14)", "unsupported version 2", "reads version 1"]),
        Case(name: "unknown top-level key", json: replacing("\"version\": 1,", "\"version\": 1, \"colour\": 3,"), kind: .unknownKey,
             mentions: ["colour (line 2", "unknown key \"colour\"", "allowed keys here: version, name"]),
        Case(name: "size of the wrong type", json: replacing("\"width\": 100", "\"width\": \"100\""), kind: .wrongType,
             mentions: ["size.width (line 3", "expected a number, got a string"]),
        Case(name: "frame of the wrong type", json: scene(to: "{\"type\": \"rect\", \"frame\": \"0 0 10 10\"}"), kind: .wrongType,
             mentions: ["to.children[0].frame", "expected an array of 4 numbers [x, y, width, height], got a string"]),
        Case(name: "frame with three numbers", json: scene(to: "{\"frame\": [0, 0, 10]}"), kind: .wrongType,
             mentions: ["to.children[0].frame", "got 3 items"]),
        Case(name: "negative frame size", json: scene(to: "{\"frame\": [0, 0, -10, 10]}"), kind: .invalidValue,
             mentions: ["to.children[0].frame", "width and height must be >= 0"]),
        Case(name: "missing frame", json: scene(to: "{}, {\"type\": \"view\"}"), kind: .missingField,
             mentions: ["to.children[0].frame: missing", "[x, y, width, height]"]),
        Case(name: "bad colour", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"backgroundColor\": \"red\"}"), kind: .invalidValue,
             mentions: ["to.children[0].backgroundColor", "\"red\" is not a colour", "#RRGGBB"]),
        Case(name: "alpha out of range", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"alpha\": 2}"), kind: .invalidValue,
             mentions: ["to.children[0].alpha", "2 is outside 0...1"]),
        Case(name: "unknown view type", json: scene(to: "{\"type\": \"button\", \"frame\": [0, 0, 1, 1]}"), kind: .invalidValue,
             mentions: ["to.children[0].type", "unknown view type \"button\"", "view, rect, roundedRect, oval, text, image"]),
        Case(name: "cornerRadius on an oval", json: scene(to: "{\"type\": \"oval\", \"frame\": [0, 0, 1, 1], \"cornerRadius\": 3}"), kind: .unknownKey,
             mentions: ["to.children[0].cornerRadius", "unknown key \"cornerRadius\""]),
        Case(name: "roundedRect without a radius", json: scene(to: "{\"type\": \"roundedRect\", \"frame\": [0, 0, 1, 1]}"), kind: .missingField,
             mentions: ["to.children[0].cornerRadius: missing"]),
        Case(name: "unknown key in a text run",
             json: scene(to: "{\"type\": \"text\", \"frame\": [0, 0, 50, 0], \"runs\": [{\"text\": \"a\", \"colour\": \"#000000\"}]}"), kind: .unknownKey,
             mentions: ["to.children[0].runs[0].colour", "allowed keys here: text, font, color"]),
        Case(name: "unknown font weight",
             json: scene(to: "{\"type\": \"text\", \"frame\": [0, 0, 50, 0], \"runs\": [{\"text\": \"a\", \"font\": {\"size\": 12, \"weight\": \"fat\"}}]}"),
             kind: .invalidValue, mentions: ["to.children[0].runs[0].font.weight", "\"fat\" is not one of", "\"semibold\""]),
        Case(name: "text keys on a plain view", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"runs\": []}"), kind: .unknownKey,
             mentions: ["to.children[0].runs", "unknown key"]),
        Case(name: "a frame on the root", json: replacing("\"to\": {", "\"to\": {\"frame\": [0, 0, 100, 200], "), kind: .unknownKey,
             mentions: ["to.frame", "sized to the screen"]),
        Case(name: "unknown transition", json: replacing("circle-mask", "fade"), kind: .invalidValue,
             mentions: ["transition (line 4", "unknown transition \"fade\"", "circular-reveal"]),
        Case(name: "trigger missing from the from screen", json: replacing("\"version\": 1,", "\"version\": 1, \"trigger\": \"btn\","),
             kind: .unknownTrigger, mentions: ["trigger (line 2", "no view with id \"btn\" in the from screen", "ids there: button"]),
        Case(name: "trigger and triggerFrame together",
             json: replacing("\"version\": 1,", "\"version\": 1, \"trigger\": \"button\", \"triggerFrame\": [1, 1, 5, 5],"),
             kind: .invalidValue, mentions: ["triggerFrame", "not both"]),
        Case(name: "triggerFrame outside the screen", json: replacing("\"version\": 1,", "\"version\": 1, \"triggerFrame\": [90, 1, 50, 5],"),
             kind: .invalidValue, mentions: ["triggerFrame", "inside the 100 x 200 screen"]),
        Case(name: "duplicate id", json: scene(to: "{\"id\": \"a\", \"frame\": [0, 0, 1, 1]}, {\"id\": \"a\", \"frame\": [0, 0, 1, 1]}"),
             kind: .duplicateIdentifier, mentions: ["to.children[1].id", "already used by to.children[0]"]),
        Case(name: "screen too large at its scale", json: replacing("\"width\": 100, \"height\": 200", "\"width\": 6000, \"height\": 200"),
             kind: .limitExceeded, mentions: ["size", "18000 x 600 pixels", "16384"]),
        Case(name: "non-positive duration", json: replacing("\"version\": 1,", "\"version\": 1, \"duration\": 0,"), kind: .invalidValue,
             mentions: ["duration", "seconds > 0"]),
        Case(name: "parameter that is not a number", json: replacing("\"version\": 1,", "\"version\": 1, \"parameters\": {\"radius\": \"big\"},"),
             kind: .wrongType, mentions: ["parameters.radius", "expected a number"]),
        Case(name: "views nested too deep",
             json: scene(to: String(repeating: "{\"frame\": [0, 0, 1, 1], \"children\": [", count: 70) + String(repeating: "]}", count: 70)),
             kind: .limitExceeded, mentions: ["nested more than 64 deep"]),
        Case(name: "too many views",
             json: scene(to: Array(repeating: "{\"frame\": [0, 0, 1, 1]}", count: 10_001).joined(separator: ",")),
             kind: .limitExceeded, mentions: ["more than 10000 views"]),
        Case(name: "text too long",
             json: scene(to: "{\"type\": \"text\", \"frame\": [0, 0, 50, 0], \"runs\": [{\"text\": \"\(String(repeating: "x", count: 100_001))\"}]}"),
             kind: .limitExceeded, mentions: ["to.children[0].runs[0]", "more than 100000 characters"]),
        Case(name: "font file path", json: scene(to: "{\"type\": \"text\", \"frame\": [0, 0, 50, 0], \"runs\": [{\"text\": \"a\", \"font\": {\"size\": 9, \"family\": \"/etc/passwd\"}}]}"),
             kind: .invalidValue, mentions: ["font.family", "use a family name"]),
    ]

    @Test(arguments: cases)
    func badSceneFileIsRefusedWithItsLocation(_ c: Case) throws {
        let dir = try SceneFileTestSupport.scratchDirectory("errors")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let error = try #require(SceneFileTestSupport.error(c.json, in: dir))
        #expect(error.kind == c.kind, "\(error)")
        let line = error.description
        #expect(line.hasPrefix("\(dir)/scene.json: "), "the message names the file: \(line)")
        #expect(!line.contains("\n"), "one line: \(line)")
        for m in c.mentions { #expect(line.contains(m), "'\(m)' missing from: \(line)") }
    }

    @Test func theBaseSceneOfTheTableLoads() throws {
        let dir = try SceneFileTestSupport.scratchDirectory("base")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try SceneFileTestSupport.load(Self.base, in: dir)
        #expect(scene.size == Size(width: 100, height: 200))
        #expect(scene.name == "scene")
    }

    @Test func missingFileIsUnreadable() {
        #expect {
            _ = try SceneFile.decode(contentsOf: "/nonexistent/dir/scene.json", transitions: SceneFileTestSupport.transitions)
        } throws: { e in
            guard let e = e as? SceneFileError else { return false }
            return e.kind == .unreadable && e.description.contains("/nonexistent/dir/scene.json: no such file")
        }
    }

    @Test func directoryIsNotASceneFile() throws {
        let dir = try SceneFileTestSupport.scratchDirectory("dir")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect {
            _ = try SceneFile.decode(contentsOf: dir, transitions: SceneFileTestSupport.transitions)
        } throws: { e in (e as? SceneFileError)?.description.contains("not a regular file") == true }
    }
}
