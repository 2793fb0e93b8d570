import XCTest
import Raster
import Transitions
@testable import TransitionCatalog

/// docs/scene-format.md's complete example is the fixture file, and it loads and records.
final class SceneFileDocsExampleTests: XCTestCase {
    private static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    func testTheDocumentedExampleIsTheFixtureAndRecords() throws {
        let file = "\(Self.root)/fixtures/scenes/example/profile.json"
        let json = try String(contentsOfFile: file, encoding: .utf8)
        let doc = try String(contentsOfFile: "\(Self.root)/docs/scene-format.md", encoding: .utf8)
        XCTAssertTrue(doc.contains("```json\n" + json + "```"), "the doc's example must be fixtures/scenes/example/profile.json verbatim")
        let description = try SceneFile.decode(contentsOf: file, transitions: Catalog.all.map(\.name))
        XCTAssertEqual(description.triggerIdentifier, "avatar")
        XCTAssertEqual(description.duration, 0.6)
        let recorded = try SceneRecording(scene: UIKitScene(description), settings: RenderSettings(fps: 30, scale: 1))
        // Frame 0: the contacts screen; frame 9 (0.3 s): the profile's teal header at the top-left.
        XCTAssertEqual(try recorded.recording.frame(0)[5, 5], Color(hex: "#F2F2F7")!.premultiplied)
        XCTAssertEqual(try recorded.recording.frame(min(9, recorded.frameCount - 1))[5, 5], Color(hex: "#009688")!.premultiplied)
    }

    /// The Pins section's example is its fixture, and on an iPhone 16 its views are where the
    /// section says: the button, the circle mask's trigger, at (270 + 3, 792 + 8 − 34) in
    /// portrait and (270 + 462 − 59, 792 − 451 − 21) held sideways, the bottom bar from
    /// 780 − 451 − 21 = 308 to the bottom edge and the header across all 852 pt.
    func testThePinnedExampleIsTheFixtureAndFollowsTheSafeArea() throws {
        let file = "\(Self.root)/fixtures/scenes/example/pinned.json"
        let json = try String(contentsOfFile: file, encoding: .utf8)
        let doc = try String(contentsOfFile: "\(Self.root)/docs/scene-format.md", encoding: .utf8)
        XCTAssertTrue(doc.contains("```json\n" + json + "```"), "the Pins example must be fixtures/scenes/example/pinned.json verbatim")
        var scene = UIKitScene(try SceneFile.decode(contentsOf: file, transitions: Catalog.all.map(\.name)))
        scene.size = Size(width: 393, height: 852)
        let portrait = try SceneRecording(scene: scene, settings: RenderSettings(fps: 10, scale: 1), environment: SceneEnvironment(device: .iPhone16))
        XCTAssertEqual(portrait.trigger, Rect(x: 273, y: 766, width: 100, height: 40))
        scene.size = Size(width: 852, height: 393)
        let sideways = SceneEnvironment(device: .iPhone16, orientation: .landscapeRight)
        let landscape = try SceneRecording(scene: scene, settings: RenderSettings(fps: 10, scale: 1), environment: sideways)
        XCTAssertEqual(landscape.trigger, Rect(x: 673, y: 320, width: 100, height: 40))
        let still = try SceneRecording(scene: scene, settings: RenderSettings(transition: "cross-dissolve", fps: 10, scale: 1), environment: sideways)
        let f = try still.recording.frame(0)
        let bar = Color(hex: "#FFFFFF")!.premultiplied, background = Color(hex: "#F2F2F7")!.premultiplied, header = Color(hex: "#5856D6")!.premultiplied
        XCTAssertEqual(f[10, 310], bar)
        XCTAssertEqual(f[10, 306], background)
        XCTAssertEqual(f[850, 10], header)
    }
}
