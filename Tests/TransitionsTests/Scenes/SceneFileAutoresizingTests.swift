import Foundation
import Raster
import Testing
@testable import Transitions

/// Any view below a root takes `"autoresizing"`, UIKit's `UIView.AutoresizingMask` option names
/// (docs/scene-format.md, Autoresizing); no key, or an empty array, is UIKit's default (none); and
/// every misuse is refused naming the file, the field and the words it takes.
@Suite struct SceneFileAutoresizingTests {
    static func scene(to children: String) -> String { SceneFileTestSupport.scene(toChildren: children) }

    @Test func theWordsAreReadAsTheirOptionsAtAnyDepth() throws {
        let dir = try SceneFileTestSupport.scratchDirectory("autoresizing")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try SceneFileTestSupport.load(Self.scene(to: """
            {"frame": [0, 0, 50, 50], "pin": {"horizontal": "fill"}, "children": [
              {"frame": [0, 0, 10, 10], "autoresizing": ["flexibleWidth", "flexibleRightMargin"]},
              {"frame": [0, 0, 10, 10], "autoresizing": ["flexibleLeftMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"],
               "children": [{"frame": [0, 0, 1, 1], "autoresizing": ["flexibleHeight"]}]},
              {"frame": [0, 0, 10, 10], "autoresizing": []},
              {"frame": [0, 0, 10, 10]}
            ]},
            {"frame": [0, 0, 10, 10], "autoresizing": ["flexibleLeftMargin"]}
            """), in: dir)
        let card = file.to.children[0]
        #expect(card.autoresizing == [])
        #expect(card.children.map(\.autoresizing) == [[.flexibleWidth, .flexibleRightMargin],
                                                      [.flexibleLeftMargin, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], [], []])
        #expect(card.children[1].children[0].autoresizing == .flexibleHeight)
        // A screen's own view without a pin follows the screen's size.
        #expect(file.to.children[1].autoresizing == .flexibleLeftMargin)
    }

    /// One misuse of `"autoresizing"` and what its error must say.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var kind: SceneFileError.Kind
        var mentions: [String]
        var testDescription: String { name }
    }

    static let words = "\"flexibleLeftMargin\", \"flexibleWidth\", \"flexibleRightMargin\", \"flexibleTopMargin\", \"flexibleHeight\", \"flexibleBottomMargin\""

    static let cases: [Case] = [
        Case(name: "a string instead of an array", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"autoresizing\": \"flexibleWidth\"}"), kind: .wrongType,
             mentions: ["scene.json: to.children[0].autoresizing (line", "expected an array of words such as [\"flexibleWidth\"], got a string", words]),
        Case(name: "an unknown word", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"autoresizing\": [\"flexibleWidth\", \"flexibleWdth\"]}"), kind: .invalidValue,
             mentions: ["scene.json: to.children[0].autoresizing[1] (line", "\"flexibleWdth\" is not one of " + words]),
        Case(name: "a word of the wrong type", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"autoresizing\": [2]}"), kind: .wrongType,
             mentions: ["to.children[0].autoresizing[0] (line", "expected a string, got a number", words]),
        Case(name: "a word given twice", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"autoresizing\": [\"flexibleHeight\", \"flexibleHeight\"]}"), kind: .invalidValue,
             mentions: ["to.children[0].autoresizing[1]", "\"flexibleHeight\" is listed twice"]),
        Case(name: "a deep view's unknown word",
             json: scene(to: "{\"frame\": [0, 0, 10, 10], \"children\": [{\"frame\": [0, 0, 1, 1], \"autoresizing\": [\"flexible\"]}]}"), kind: .invalidValue,
             mentions: ["to.children[0].children[0].autoresizing[0]", "\"flexible\" is not one of " + words]),
        Case(name: "a pinned view", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"pin\": {\"vertical\": \"top\"}, \"autoresizing\": [\"flexibleWidth\"]}"),
             kind: .invalidValue, mentions: ["to.children[0].autoresizing (line", "placed by its \"pin\", which overrides autoresizing"]),
        Case(name: "a screen's root", json: SceneFileTestSupport.scene().replacingOccurrences(
                of: "\"to\": {\"backgroundColor\": \"#000000\",", with: "\"to\": {\"backgroundColor\": \"#000000\", \"autoresizing\": [\"flexibleWidth\"],"),
             kind: .unknownKey, mentions: ["to.autoresizing (line", "always the whole screen", "give \"autoresizing\" to the views in its \"children\""]),
    ]

    @Test(arguments: cases) func aMisusedMaskIsRefusedNamingTheFieldAndTheWords(_ c: Case) throws {
        let dir = try SceneFileTestSupport.scratchDirectory("autoresizing-error")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let error = try #require(SceneFileTestSupport.error(c.json, in: dir))
        #expect(error.kind == c.kind, "\(error)")
        #expect(error.description.hasPrefix(dir + "/scene.json: "), "\(error)")
        for m in c.mentions { #expect(error.description.contains(m), "\(error) lacks \(m)") }
    }
}
