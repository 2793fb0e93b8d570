import Foundation
import Testing
import TestSupport
import UIKit
import Raster
import Transitions
@testable import TransitionCatalog

/// A scene file's pinned views on an iPhone 16, in portrait (393 x 852 pt, inset 59 at the top
/// and 34 at the bottom) and held sideways (852 x 393 pt, inset 59 left and right and 21 at the
/// bottom), designed on the file's 390 x 844 screen; an unpinned view stays at its frame, and
/// on the bare screen every view is where the file puts it. Probes at scale 1, worked out in
/// the comments (SafeAreaPin's rules: docs/scene-format.md, Pins).
@Suite(.uikitTurns) struct SceneFilePinRecordingTests {
    static let json = """
    {
      "version": 1, "size": {"width": 390, "height": 844}, "transition": "circle-mask", "trigger": "button",
      "from": {"backgroundColor": "#FFFFFF", "children": [
        {"type": "rect", "frame": [0, 0, 390, 100], "backgroundColor": "#0000FF", "pin": {"vertical": "topEdge", "horizontal": "edges"}},
        {"type": "rect", "frame": [20, 120, 350, 40], "backgroundColor": "#00FF00", "pin": {"vertical": "top", "horizontal": "fill"}},
        {"id": "button", "type": "rect", "frame": [145, 674, 100, 50], "backgroundColor": "#FF0000", "pin": {"vertical": "bottom", "horizontal": "centre"}},
        {"type": "rect", "frame": [20, 300, 50, 50], "backgroundColor": "#000000"}
      ]},
      "to": {"backgroundColor": "#FFFF00"}
    }
    """

    /// The from-screen at rest (the first frame of a cross-dissolve) and the trigger the circle
    /// mask starts from, on `environment` with the screen `size`.
    static func record(_ environment: SceneEnvironment, size: Size) throws -> (frame: Pixmap, trigger: Rect?) {
        let dir = NSTemporaryDirectory() + "scene-pin-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/pinned.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        var scene = UIKitScene(try SceneFile.decode(contentsOf: path, transitions: Catalog.all.map(\.name)))
        scene.size = size
        let dissolve = try SceneRecording(scene: scene, settings: RenderSettings(transition: "cross-dissolve", fps: 10, scale: 1),
                                          environment: environment)
        let mask = try SceneRecording(scene: scene, settings: RenderSettings(fps: 10, scale: 1), environment: environment)
        return (try dissolve.recording.frame(0), mask.trigger)
    }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedColor { Color(r: r, g: g, b: b).premultiplied }
    static let white = rgb(255, 255, 255), blue = rgb(0, 0, 255), green = rgb(0, 255, 0), red = rgb(255, 0, 0), black = rgb(0, 0, 0)

    @Test func onTheBareScreenEveryViewIsWhereTheFilePutsIt() throws {
        let (f, trigger) = try Self.record(SceneEnvironment(), size: Size(width: 390, height: 844))
        #expect(f[2, 98] == Self.blue && f[2, 102] == Self.white)
        #expect(f[22, 122] == Self.green && f[196, 676] == Self.red && f[22, 302] == Self.black)
        #expect(trigger == Rect(x: 145, y: 674, width: 100, height: 50))
    }

    @Test func inPortraitThePinnedViewsFollowTheInsetsAndTheWiderScreen() throws {
        let (f, trigger) = try Self.record(SceneEnvironment(device: .iPhone16), size: Size(width: 393, height: 852))
        // topEdge, edges: y 0...100 + 59 = 159, x 0...390 + 3 = 393.
        #expect(f[2, 157] == Self.blue && f[391, 157] == Self.blue && f[2, 161] == Self.white)
        // top, fill: y 120 + 59 = 179...219; x 20...20 + 350 + 3 = 373.
        #expect(f[22, 181] == Self.green && f[18, 181] == Self.white && f[371, 217] == Self.green && f[375, 217] == Self.white)
        #expect(f[22, 177] == Self.white && f[22, 221] == Self.white)
        // bottom, centre: y 674 + 8 − 34 = 648...698 (170 pt above the safe area's bottom, 852 − 34);
        // x 145 + 3 / 2 = 146.5...246.5.
        #expect(f[196, 650] == Self.red && f[196, 696] == Self.red && f[196, 646] == Self.white && f[196, 700] == Self.white)
        #expect(f[148, 670] == Self.red && f[145, 670] == Self.white && f[245, 670] == Self.red && f[248, 670] == Self.white)
        // Unpinned: at its frame.
        #expect(f[22, 302] == Self.black && f[68, 348] == Self.black && f[72, 352] == Self.white)
        // The trigger is where the pinned view is drawn.
        #expect(trigger == Rect(x: 146.5, y: 648, width: 100, height: 50))
    }

    @Test func heldSidewaysThePinnedViewsKeepInsideTheSidesAndAboveTheBottom() throws {
        let (f, trigger) = try Self.record(SceneEnvironment(device: .iPhone16, orientation: .landscapeRight), size: Size(width: 852, height: 393))
        // topEdge, edges: y 0...100 (no top inset), x 0...390 + 462 = 852.
        #expect(f[2, 98] == Self.blue && f[850, 98] == Self.blue && f[2, 102] == Self.white)
        // top, fill: y 120...160; x 20 + 59 = 79 ... 79 + 350 + 462 − 118 = 773.
        #expect(f[81, 140] == Self.green && f[77, 140] == Self.white && f[771, 140] == Self.green && f[775, 140] == Self.white)
        // bottom, centre: y 674 − 451 − 21 = 202...252 (170 pt above 393 − 21 = 372); x 145 + 462 / 2 = 376...476.
        #expect(f[426, 204] == Self.red && f[426, 250] == Self.red && f[426, 200] == Self.white && f[426, 254] == Self.white)
        #expect(f[378, 230] == Self.red && f[374, 230] == Self.white && f[474, 230] == Self.red && f[478, 230] == Self.white)
        // Unpinned: at its frame.
        #expect(f[22, 302] == Self.black && f[72, 352] == Self.white)
        #expect(trigger == Rect(x: 376, y: 202, width: 100, height: 50))
    }
}
