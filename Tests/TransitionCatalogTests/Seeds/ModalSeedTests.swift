import XCTest
import UIKit
import UIKitRecorder
import TransitionCatalog
import Raster
import Transitions

/// A controller showing one of a demo scene's screens as UIKit builds them, so a UIKit-written
/// animator runs on views with the pixels the native render draws (its engine twin's).
private final class SceneScreenController: UIViewController {
    let screen: UIKitScreen
    init(_ screen: UIKitScreen) {
        self.screen = screen
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() {
        view = screen.makeView(size: Size(width: 390, height: 844))
    }
}

/// The UIKit twin of an engine demo scene (the same name).
private func uikitTwin(_ scene: Scene) throws -> UIKitScene {
    try XCTUnwrap(UIKitScene.demos.first { $0.name == scene.name }, "no UIKit demo named \(scene.name)")
}

/// Hands UIKit one animator for a presentation and its mirror for the dismissal.
private final class PresentDismiss: NSObject, UIViewControllerTransitioningDelegate {
    let make: (_ presenting: Bool) -> UIViewControllerAnimatedTransitioning
    init(_ make: @escaping (_ presenting: Bool) -> UIViewControllerAnimatedTransitioning) { self.make = make }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { make(true) }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { make(false) }
}

/// The catalog's modal seed transitions (UIKit) record the frames of the catalog's native render of the same scene.
final class ModalSeedTests: XCTestCase {
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
        let twin = try uikitTwin(scene)
        let presenting = SceneScreenController(twin.from)
        let presented = SceneScreenController(twin.to)
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
        let delegate = PresentDismiss { CircleScaleAnimator(presenting: $0) }
        try assertMatchesNative(run(delegate, scene: DemoScenes.circleScale, dismiss: false), scene: DemoScenes.circleScale, reverse: false, "circle-scale present")
        XCTAssertEqual(recorder.warnings, [], "the circle is closed, so both paths have the oval's elements (as natively)")
        try assertMatchesNative(run(delegate, scene: DemoScenes.circleScale, dismiss: true), scene: DemoScenes.circleScale, reverse: true, "circle-scale dismiss")
    }

    func testRectangleOffsetPresentAndDismiss() throws {
        let delegate = PresentDismiss { RectangleOffsetAnimator(presenting: $0) }
        try assertMatchesNative(run(delegate, scene: DemoScenes.rectangleOffset, dismiss: false), scene: DemoScenes.rectangleOffset, reverse: false, "rectangle-offset present")
        XCTAssertEqual(recorder.warnings, [])
        try assertMatchesNative(run(delegate, scene: DemoScenes.rectangleOffset, dismiss: true), scene: DemoScenes.rectangleOffset, reverse: true, "rectangle-offset dismiss")
    }

    func testColorDiffusionPresentAndDismiss() throws {
        let scene = DemoScenes.colorDiffusion
        let plan = try TransitionPlan(scene: scene)
        let box = try XCTUnwrap(plan.trigger)
        let home = scene.from.build(Size(width: 390, height: 844))
        let boxColor = try XCTUnwrap(home.viewWithIdentifier(DiffusionScreens.boxIdentifier)?.backgroundColor)
        let colour = UIColor(red: boxColor.red, green: boxColor.green, blue: boxColor.blue, alpha: boxColor.alpha)
        let delegate = PresentDismiss {
            ColorDiffusionAnimator(presenting: $0, box: CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height), boxColor: colour)
        }
        try assertMatchesNative(run(delegate, scene: scene, dismiss: false), scene: scene, reverse: false, "color-diffusion present")
        XCTAssertEqual(recorder.warnings, [])
        try assertMatchesNative(run(delegate, scene: scene, dismiss: true), scene: scene, reverse: true, "color-diffusion dismiss")
    }
}
