import XCTest
import UIKit
import UIKitRecorder
import UIKitDogfood
import Raster
import TransitionTesting

/// A solid-colour screen (its view's background only).
private final class ColourController: UIViewController {
    let colour: UIColor
    init(_ colour: UIColor) {
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
    }
}

/// The keyframe animator's frames, checked by probes computed from the keyframes and a golden.
final class KeyframeDogfoodTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    func testDropInThenShrinkFollowsTheKeyframes() throws {
        let presenting = ColourController(.blue), sheet = ColourController(.red)
        let transition = DropInKeyframeTransition()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transition
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 20)
        let frames = try recorder.frames(root: presenting) { presenting.present(sheet, animated: true) }
        XCTAssertEqual(frames.count, 21) // 0 ... 1 s at 20 fps
        XCTAssertEqual(recorder.warnings, [])

        // t = 0.25 s, halfway through the drop: the sheet's centre is at y = 0, so it covers y < 100.
        XCTAssertEqual(frames[5][50, 80], red)
        XCTAssertEqual(frames[5][50, 120], blue)
        // t = 0.5 s: in place, full size.
        XCTAssertEqual(frames[10][2, 2], red)
        XCTAssertEqual(frames[10][97, 197], red)
        // t = 0.75 s, halfway through the shrink: scale 0.75 about the centre covers x in 12.5 ... 87.5.
        XCTAssertEqual(frames[15][10, 100], blue)
        XCTAssertEqual(frames[15][15, 100], red)
        XCTAssertEqual(frames[15][50, 30], red)   // y from 25
        XCTAssertEqual(frames[15][50, 20], blue)
        // Settled: half size, x in 25 ... 75 and y in 50 ... 150.
        XCTAssertEqual(frames[20][24, 100], blue)
        XCTAssertEqual(frames[20][26, 100], red)
        XCTAssertEqual(frames[20][50, 48], blue)
        XCTAssertEqual(frames[20][50, 52], red)

        let golden = GoldenPaths.path("fixtures/golden/uikit/keyframe-drop-in-t0.75.png")
        assertGolden(of: frames[15], atPath: golden)
    }

    func testViewTransitionCrossDissolvesBetweenTheTwoLooks() throws {
        final class DissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let toView = transitionContext.view(forKey: .to)!
                let container = transitionContext.containerView
                container.addSubview(toView)
                toView.backgroundColor = .red
                UIView.transition(with: toView, duration: 1, options: [.transitionCrossDissolve], animations: {
                    toView.backgroundColor = .blue
                }, completion: { _ in transitionContext.completeTransition(true) })
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { DissolveAnimator() }
        }
        let presenting = ColourController(.white), sheet = ColourController(.red)
        let delegate = Delegate()
        sheet.modalPresentationStyle = .fullScreen
        sheet.transitioningDelegate = delegate
        let recorder = TransitionRecorder(screenSize: CGSize(width: 40, height: 40), scale: 1, fps: 4)
        let frames = try recorder.frames(root: presenting) { presenting.present(sheet, animated: true) }
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(frames[0][20, 20], red)
        // Halfway, ease-in-ease-out is at 0.5: the red look is half faded over the blue one.
        let mid = frames[2][20, 20]
        XCTAssertEqual(Int(mid.r), 128, accuracy: 1)
        XCTAssertEqual(Int(mid.b), 128, accuracy: 1)
        XCTAssertEqual(frames[4][20, 20], blue)
    }
}
