import XCTest
import UIKit
import UIKitRecorder
import UIKitDogfood
import Raster
import Transitions

/// A controller showing one of a demo scene's screens, so a UIKit-written animator runs on
/// exactly the views the native render draws (the screens are the scene's; the transition is UIKit's).
private final class SceneScreenController: UIViewController {
    let screen: Screen
    init(_ screen: Screen) {
        self.screen = screen
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() {
        view = UIView.face(for: screen.build(Size(width: 390, height: 844)))
    }
}

/// UIKit-written modal transitions record the frames of the catalog's native render of the same scene.
final class ModalDogfoodTests: XCTestCase {
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 3, fps: 60)

    private func assertMatchesNative(_ recorded: [Pixmap], scene: Scene, reverse: Bool, _ label: String) throws {
        let plan = try TransitionPlan(scene: scene, settings: RenderSettings(reverse: reverse))
        // The recorder stops when everything has settled; the native plan runs at least the
        // animator's transitionDuration, so its extra frames must all show the settled state.
        XCTAssertLessThanOrEqual(recorded.count, plan.frameCount, "\(label): frame count")
        let native = FrameRenderer(plan: plan)
        var worst = 0
        for i in 0..<plan.frameCount {
            let frame = recorded[min(i, recorded.count - 1)]
            let d = try ImageDifference(reference: native.renderFrame(i), actual: frame)
            worst = max(worst, d.maxChannelDifference)
            XCTAssertLessThanOrEqual(d.maxChannelDifference, 1, "\(label) frame \(i): max channel difference \(d.maxChannelDifference)")
        }
        print("\(label) vs native: \(recorded.count) frames (native \(plan.frameCount)), max channel difference \(worst)")
    }

    private func run(_ delegate: UIViewControllerTransitioningDelegate, scene: Scene, dismiss: Bool) throws -> [Pixmap] {
        let presenting = SceneScreenController(scene.from)
        let presented = SceneScreenController(scene.to)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        if dismiss {
            return try recorder.frames(root: presenting) {
                presenting.present(presented, animated: false)
                presented.dismiss(animated: true)
            }
        }
        return try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
    }

    func testCircleScalePresentAndDismiss() throws {
        let delegate = CircleScaleTransition()
        try assertMatchesNative(run(delegate, scene: DemoScenes.circleScale, dismiss: false), scene: DemoScenes.circleScale, reverse: false, "circle-scale present")
        XCTAssertEqual(recorder.warnings.count, 1, "the oval-to-arc path animation is warned about, as natively")
        try assertMatchesNative(run(delegate, scene: DemoScenes.circleScale, dismiss: true), scene: DemoScenes.circleScale, reverse: true, "circle-scale dismiss")
    }

    func testRectangleOffsetPresentAndDismiss() throws {
        let delegate = RectangleOffsetTransition()
        try assertMatchesNative(run(delegate, scene: DemoScenes.rectangleOffset, dismiss: false), scene: DemoScenes.rectangleOffset, reverse: false, "rectangle-offset present")
        XCTAssertEqual(recorder.warnings, [])
        try assertMatchesNative(run(delegate, scene: DemoScenes.rectangleOffset, dismiss: true), scene: DemoScenes.rectangleOffset, reverse: true, "rectangle-offset dismiss")
    }

    func testColorDiffusionPresentAndDismissWithAsyncAfter() throws {
        let scene = DemoScenes.colorDiffusion
        let plan = try TransitionPlan(scene: scene)
        let box = try XCTUnwrap(plan.trigger)
        let home = scene.from.build(Size(width: 390, height: 844))
        let boxColor = try XCTUnwrap(home.viewWithIdentifier(DiffusionScreens.boxIdentifier)?.backgroundColor)
        let delegate = ColorDiffusionTransition(box: CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height),
                                                boxColor: UIColor(red: boxColor.red, green: boxColor.green, blue: boxColor.blue, alpha: boxColor.alpha))
        try assertMatchesNative(run(delegate, scene: scene, dismiss: false), scene: scene, reverse: false, "color-diffusion present")
        XCTAssertEqual(recorder.warnings, [])
        try assertMatchesNative(run(delegate, scene: scene, dismiss: true), scene: scene, reverse: true, "color-diffusion dismiss")
    }
}
