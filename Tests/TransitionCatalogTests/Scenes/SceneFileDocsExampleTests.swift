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
}
