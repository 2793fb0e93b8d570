import Foundation
import Raster
import Transitions
import UIKit
import UIKitRecorder
@testable import TransitionCatalog

/// Shared helpers of the catalog's recording tests: recordings of the demo scenes, frames at
/// chosen times, and a scene's screens drawn alone.
enum CatalogRecordingSupport {
    /// A demo scene by name (its UIKit screens, trigger and transition); fails the test when absent.
    static func demo(_ name: String) throws -> UIKitScene {
        guard let scene = UIKitScene.demo(named: name) else { throw SupportError("no UIKit demo named \(name)") }
        return scene
    }

    /// The recording of a demo scene (scale 1 unless asked: most tests compare states, not detail).
    static func record(_ demo: String, transition: String? = nil, reverse: Bool = false, fps: Int = 60, scale: Double = 1,
                       trigger: Rect? = nil, duration: Double? = nil) throws -> SceneRecording {
        try SceneRecording(scene: resolvingTrigger(Self.demo(demo), reverse: reverse),
                           settings: RenderSettings(transition: transition, reverse: reverse, trigger: trigger,
                                                    duration: duration, fps: fps, scale: scale))
    }

    /// `scene` with its trigger view's frame (in the screen the transition starts from) as its
    /// trigger rectangle, the rectangle a recording would find itself. Found here in a recording
    /// of that screen at rest, where UIKit code runs one recording at a time: a recording left to
    /// find it builds the screen on the calling thread, outside the recorder's turn, which
    /// parallel tests must not do while another recording runs.
    static func resolvingTrigger(_ scene: UIKitScene, reverse: Bool) throws -> UIKitScene {
        guard scene.triggerFrame == nil, let id = scene.triggerIdentifier else { return scene }
        let root = try loadedView(reverse ? scene.to : scene.from, size: scene.size)
        guard let v = CatalogProbe.firstView(in: root, identifiedBy: id) else { return scene }
        var resolved = scene
        resolved.triggerFrame = v.convert(v.bounds, to: root).raster
        return resolved
    }

    /// A screen's root view, made and laid out in a recording of it at rest (see `resolvingTrigger`).
    static func loadedView(_ screen: UIKitScreen, size: Size) throws -> UIView {
        let controller = ScreenController(screen, size: size)
        let recorder = TransitionRecorder(screenSize: CGSize(width: size.width, height: size.height), scale: 1, fps: 60)
        _ = try recorder.still(root: controller)
        return controller.view
    }

    /// Every frame of a recording, each a fresh pixmap.
    static func frames(_ recording: Recording) throws -> [Pixmap] {
        try (0..<recording.frameCount).map { try recording.frame($0) }
    }

    /// The smallest frame rate (up to the recorder's 1000) whose frame grid holds `fraction` × `duration`
    /// for every fraction given, so a recording at it shows those moments exactly; nil when none does.
    static func frameRate(placing fractions: [Double], of duration: Double) -> Int? {
        RenderLimits.fps.first { fps in
            fractions.allSatisfy { f in
                let frames = f * duration * Double(fps)
                return abs(frames - frames.rounded()) < 1e-6
            }
        }
    }

    /// A screen drawn alone over the window's black, as a controller's view at rest in the
    /// recorder's window: what a finished transition shows.
    static func still(_ screen: UIKitScreen, size: Size, scale: Double) throws -> Pixmap {
        let recorder = TransitionRecorder(screenSize: CGSize(width: size.width, height: size.height), scale: CGFloat(scale), fps: 60)
        return try recorder.still(root: ScreenController(screen, size: size)).frame(0)
    }

    /// The pixel bounds (x0, y0, x1, y1, exclusive ends) of the pixels that differ, or nil when
    /// the images are identical.
    static func differingBounds(_ a: Pixmap, _ b: Pixmap) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixels[y * a.width + x] != b.pixels[y * b.width + x] {
                let (x0, y0, x1, y1) = box ?? (x, y, x + 1, y + 1)
                box = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1))
            }
        }
        return box
    }

    /// A failure of a helper, naming what was missing.
    struct SupportError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// A controller whose view is one of a scene's screens, built in UIKit at the screen size.
final class ScreenController: UIViewController {
    let screen: UIKitScreen
    let size: Size
    init(_ screen: UIKitScreen, size: Size) {
        self.screen = screen
        self.size = size
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() { view = screen.makeView(size: size) }
}
