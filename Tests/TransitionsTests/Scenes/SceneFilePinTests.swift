import Foundation
import Raster
import Testing
@testable import Transitions

/// A screen's own views take `"pin"` (docs/scene-format.md, Pins): both parts, either part alone
/// (the other `"fixed"`), no pin at all as before; and every misuse is refused naming the file,
/// the field and the words it takes.
@Suite struct SceneFilePinTests {
    static func scene(to children: String) -> String { SceneFileTestSupport.scene(toChildren: children) }

    @Test func aPinIsReadWithEitherPartLeftOutMeaningFixed() throws {
        let dir = try SceneFileTestSupport.scratchDirectory("pin")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = try SceneFileTestSupport.load(Self.scene(to: """
            {"frame": [0, 0, 10, 10], "pin": {"vertical": "bottom", "horizontal": "fill"}},
            {"frame": [0, 0, 10, 10], "pin": {"vertical": "topEdge"}},
            {"frame": [0, 0, 10, 10], "pin": {"horizontal": "edges"}},
            {"frame": [0, 0, 10, 10]}
            """), in: dir)
        #expect(file.to.children.map(\.pin) == [SafeAreaPin(.bottom, .fill), SafeAreaPin(.topEdge, .fixed), SafeAreaPin(.fixed, .edges), nil])
        #expect(file.from.children[0].pin == nil)
    }

    /// One misuse of `"pin"` and what its error must say.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var kind: SceneFileError.Kind
        var mentions: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a string instead of an object", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"pin\": \"top\"}"), kind: .wrongType,
             mentions: ["scene.json: to.children[0].pin (line", "expected an object such as {\"vertical\": \"top\", \"horizontal\": \"fill\"}, got a string"]),
        Case(name: "an unknown vertical word", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"pin\": {\"vertical\": \"middle\"}}"), kind: .invalidValue,
             mentions: ["to.children[0].pin.vertical (line", "\"middle\" is not one of",
                        "\"fixed\", \"top\", \"bottom\", \"centre\", \"topEdge\", \"bottomEdge\""]),
        Case(name: "an unknown horizontal word", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"pin\": {\"horizontal\": \"leading\"}}"), kind: .invalidValue,
             mentions: ["to.children[0].pin.horizontal", "\"leading\" is not one of", "\"fixed\", \"left\", \"right\", \"centre\", \"fill\", \"edges\""]),
        Case(name: "an unknown key", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"pin\": {\"x\": \"left\"}}"), kind: .unknownKey,
             mentions: ["to.children[0].pin.x", "unknown key \"x\"", "allowed keys here: vertical, horizontal"]),
        Case(name: "an empty object", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"pin\": {}}"), kind: .missingField,
             mentions: ["to.children[0].pin (line", "give \"vertical\", \"horizontal\" or both"]),
        Case(name: "a word of the wrong type", json: scene(to: "{\"frame\": [0, 0, 1, 1], \"pin\": {\"vertical\": 1}}"), kind: .wrongType,
             mentions: ["to.children[0].pin.vertical", "expected a string, got a number"]),
        Case(name: "a view inside another view",
             json: scene(to: "{\"frame\": [0, 0, 10, 10], \"children\": [{\"frame\": [0, 0, 1, 1], \"pin\": {\"vertical\": \"top\"}}]}"), kind: .unknownKey,
             mentions: ["to.children[0].children[0].pin", "only a screen's own views", "moves with to.children[0]: pin that view instead"]),
        Case(name: "a screen's root", json: SceneFileTestSupport.scene().replacingOccurrences(
                of: "\"to\": {\"backgroundColor\": \"#000000\",", with: "\"to\": {\"backgroundColor\": \"#000000\", \"pin\": {\"vertical\": \"top\"},"),
             kind: .unknownKey, mentions: ["to.pin (line", "the whole screen", "give \"pin\" to the views in its \"children\""]),
    ]

    @Test(arguments: cases) func aMisusedPinIsRefusedNamingTheFieldAndTheWords(_ c: Case) throws {
        let dir = try SceneFileTestSupport.scratchDirectory("pin-error")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let error = try #require(SceneFileTestSupport.error(c.json, in: dir))
        #expect(error.kind == c.kind, "\(error)")
        #expect(error.description.hasPrefix(dir + "/scene.json: "), "\(error)")
        for m in c.mentions { #expect(error.description.contains(m), "\(error) lacks \(m)") }
    }
}
