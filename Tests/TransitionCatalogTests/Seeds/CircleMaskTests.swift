import XCTest
import UIKit
import UIKitRecorder
import TransitionCatalog
import Raster
import Transitions

/// A controller showing one of a demo scene's screens as UIKit builds them (the engine's twin,
/// which the native render draws, has the same pixels; the transition is UIKit's).
private final class SceneScreen: UIViewController {
    let screen: UIKitScreen
    init(_ screen: UIKitScreen) { self.screen = screen; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() { view = screen.makeView(size: Size(width: 390, height: 844)) }
}

/// The catalog's circle mask (UIKit): tapped, it records the native circle-mask frames; dragged, each held
/// frame shows the native frame at the transition time the drag reached.
final class CircleMaskTests: XCTestCase {
    private let scene = DemoScenes.circleMask
    private let screens = UIKitScene.circleMask
    /// At 3x, the main screen's scale outside a recording: the navigator loads the first screen
    /// before the recording starts, and the demo screens' labels round their heights to the
    /// scale they are built at (as UIKit's labels round their fitting size to the screen's pixels).
    private func makeRecorder() -> TransitionRecorder {
        TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 3, fps: 30)
    }

    private func trigger(reverse: Bool) throws -> CGRect {
        let t = try XCTUnwrap(TransitionPlan(scene: scene, settings: RenderSettings(reverse: reverse)).trigger)
        return CGRect(x: t.minX, y: t.minY, width: t.width, height: t.height)
    }

    private func worstDifference(_ frames: [Pixmap], native: FrameRenderer, times: [Double]) throws -> Int {
        var worst = 0
        for (frame, t) in zip(frames, times) {
            let d = try ImageDifference(reference: native.render(at: t), actual: frame)
            worst = max(worst, d.maxChannelDifference)
        }
        return worst
    }

    func testTappedPushAndPopMatchNative() throws {
        for reverse in [false, true] {
            let recorder = makeRecorder()
            let first = SceneScreen(screens.from), second = SceneScreen(screens.to)
            let nav = UINavigationController(rootViewController: first)
            if reverse { nav.setViewControllers([first, second], animated: false) }
            nav.isNavigationBarHidden = true
            let navigator = CircleMaskNavigator(navigationController: nav, trigger: try trigger(reverse: reverse)) { second }
            let frames = try recorder.frames(root: nav) {
                if reverse { nav.popViewController(animated: true) } else { nav.pushViewController(second, animated: true) }
            }
            let plan = try TransitionPlan(scene: scene, settings: RenderSettings(reverse: reverse, fps: 30, scale: 3))
            XCTAssertEqual(frames.count, plan.frameCount)
            let worst = try worstDifference(frames, native: FrameRenderer(plan: plan), times: (0..<frames.count).map(plan.time(ofFrame:)))
            XCTAssertLessThanOrEqual(worst, 1)
            print("circle-mask \(reverse ? "pop" : "push") (tapped) vs native: \(frames.count) frames, max channel difference \(worst)")
            _ = navigator
        }
    }

    func testDraggedPushHoldsTheNativeFrameOfItsProgressThenFinishes() throws {
        let recorder = makeRecorder()
        let first = SceneScreen(screens.from), second = SceneScreen(screens.to)
        let nav = UINavigationController(rootViewController: first)
        nav.isNavigationBarHidden = true
        let navigator = CircleMaskNavigator(navigationController: nav, trigger: try trigger(reverse: false)) { second }
        // Down 40 pt every 1/30 s from y = 100: 10 % of the drag per sample, to 70 % at t = 0.2.
        let trace = (0...7).map { (t: Double($0) / 30, x: 200.0, y: 100 + 40 * Double($0)) }
        let frames = try recorder.frames(root: nav, pan: trace, on: nav.view)
        let plan = try TransitionPlan(scene: scene, settings: RenderSettings(fps: 30, scale: 3))
        let native = FrameRenderer(plan: plan)
        // Frames 1 ... 6 are held at 10 % ... 60 % of the 0.5 s transition.
        let held = (1...6).map { Double($0) / 10 * 0.5 }
        let worst = try worstDifference(Array(frames[1...6]), native: native, times: held)
        XCTAssertLessThanOrEqual(worst, 1)
        // Released at 70 %: the last 30 % (0.15 s) runs with ease-in-ease-out; settled on the second screen.
        XCTAssertEqual(frames.count, 13)
        let last = try ImageDifference(reference: native.render(at: plan.totalDuration), actual: frames.last!)
        XCTAssertLessThanOrEqual(last.maxChannelDifference, 1)
        XCTAssertTrue(nav.topViewController === second)
        print("circle-mask dragged push: held frames vs native at their progress, max channel difference \(max(worst, last.maxChannelDifference))")
        _ = navigator
    }
}
