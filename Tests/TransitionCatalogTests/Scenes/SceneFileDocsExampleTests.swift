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

    /// The Autoresizing section's example is its fixture, and its views follow their parents'
    /// sizes by UIKit's rule (the change shared among the flexible parts in proportion to their
    /// sizes). Probes at scale 1, the first frame of the cross-dissolve (the from screen at rest).
    func testTheAutoresizingExampleIsTheFixtureAndFollowsTheCardsWidth() throws {
        let file = "\(Self.root)/fixtures/scenes/example/autoresizing.json"
        let json = try String(contentsOfFile: file, encoding: .utf8)
        let doc = try String(contentsOfFile: "\(Self.root)/docs/scene-format.md", encoding: .utf8)
        XCTAssertTrue(doc.contains("```json\n" + json + "```"), "the Autoresizing example must be fixtures/scenes/example/autoresizing.json verbatim")
        var scene = UIKitScene(try SceneFile.decode(contentsOf: file, transitions: Catalog.all.map(\.name)))
        func still(_ environment: SceneEnvironment) throws -> Pixmap {
            try SceneRecording(scene: scene, settings: RenderSettings(fps: 10, scale: 1), environment: environment).recording.frame(0)
        }
        let background = Color(hex: "#F2F2F7")!.premultiplied, card = Color(hex: "#FFFFFF")!.premultiplied
        let badge = Color(hex: "#FF3B30")!.premultiplied, track = Color(hex: "#E5E5EA")!.premultiplied
        let fill = Color(hex: "#007AFF")!.premultiplied, footer = Color(hex: "#34C759")!.premultiplied

        // The bare screen: the frames as written. The badge 16 + 318 = 334...358, y 120 + 28 =
        // 148...172; the track x 32...352, y 184...192, its fill 192 pt of it, to 224; the footer y 824...844.
        let bare = try still(SceneEnvironment())
        XCTAssertEqual(bare[346, 160], badge)
        XCTAssertEqual(bare[222, 188], fill)
        XCTAssertEqual(bare[226, 188], track)
        XCTAssertEqual(bare[350, 188], track)
        XCTAssertEqual(bare[200, 842], footer)
        XCTAssertEqual(bare[200, 822], background)

        // An iPhone 16 held sideways (852 x 393, insets 59 left and right, 21 at the bottom): the
        // card, pinned top and fill, runs 16 + 59 = 75 to 75 + 358 + 462 − 118 = 777, 344 pt wider.
        scene.size = Size(width: 852, height: 393)
        let f = try still(SceneEnvironment(device: .iPhone16, orientation: .landscapeRight))
        // The badge's left margin takes all 344 pt: x 75 + 318 + 344 = 737...761, centre (749, 160);
        // where it was designed, 75 + 318 + 12 = 405, is the card's white.
        XCTAssertEqual(f[749, 160], badge)
        XCTAssertEqual(f[405, 160], card)
        // The track's width takes them: 320 + 344 = 664, x 91...755. Its fill shares the track's
        // 344 pt with its right margin in proportion to their sizes, 192 : 128, so it grows by
        // 344 · 192 / 320 = 206.4 to 398.4 pt (still 60 % of the track): x 91...489.4.
        XCTAssertEqual(f[100, 188], fill)
        XCTAssertEqual(f[487, 188], fill)
        XCTAssertEqual(f[492, 188], track)
        XCTAssertEqual(f[752, 188], track)
        XCTAssertEqual(f[758, 188], card)
        // The footer, a screen's own view without a pin, follows the screen's size as UIKit's
        // autoresizing does (no safe area): its top margin takes the height's change, 393 − 844 =
        // −451, so it spans y 824 − 451 = 373...393, and its width the 462 pt: x 0...852.
        XCTAssertEqual(f[850, 391], footer)
        XCTAssertEqual(f[2, 375], footer)
        XCTAssertEqual(f[850, 370], background)

        // An iPhone 16 in portrait (393 x 852, insets 59 and 34): the card 3 pt wider at y 179; the
        // badge at 16 + 318 + 3 = 337...361, y 179 + 28 = 207...231; the footer at y 824 + 8 = 832...852.
        scene.size = Size(width: 393, height: 852)
        let p = try still(SceneEnvironment(device: .iPhone16))
        XCTAssertEqual(p[349, 219], badge)
        XCTAssertEqual(p[336, 219], card)
        XCTAssertEqual(p[391, 834], footer)
        XCTAssertEqual(p[391, 830], background)
    }
}
