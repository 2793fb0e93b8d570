import XCTest
import UIKit
import UIKitRecorder
import UIKitDogfood
import Raster
import TransitionTesting

private final class Plain: UIViewController {
    let colour: UIColor
    init(_ colour: UIColor) { self.colour = colour; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = colour }
}

/// Pushes with the property-animator slide; a pan (right to left) drives it interactively.
private final class Pusher: NSObject, UINavigationControllerDelegate {
    let nav: UINavigationController, next: UIViewController
    var interaction: UIPercentDrivenInteractiveTransition?

    init(nav: UINavigationController, next: UIViewController) {
        self.nav = nav
        self.next = next
        super.init()
        nav.delegate = self
        nav.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(Pusher.pan)))
    }

    func pan(_ g: UIPanGestureRecognizer) {
        let progress = -g.translation(in: nav.view).x / nav.view.bounds.width
        switch g.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            nav.pushViewController(next, animated: true)
        case .changed: interaction?.update(progress)
        case .ended:
            interaction?.update(progress)
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
        default: break
        }
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlidePropertyAnimator()
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// The UIViewPropertyAnimator slide, run by itself and through interruptibleAnimator(using:).
final class PropertyAnimatorDogfoodTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 120, height: 60), scale: 1, fps: 10)

    private func setUp(_ a: Plain, _ b: Plain) -> (UINavigationController, Pusher) {
        let nav = UINavigationController(rootViewController: a)
        nav.isNavigationBarHidden = true
        return (nav, Pusher(nav: nav, next: b))
    }

    func testAnimatedPushRunsTheAnimatorToTheEnd() throws {
        let a = Plain(.blue), b = Plain(.red)
        let (nav, pusher) = setUp(a, b)
        let frames = try recorder.frames(root: nav) { nav.pushViewController(b, animated: true) }
        XCTAssertEqual(frames.count, 11)
        // t = 0.5: the red screen's left edge at 60 (the blue one, 20 pt left, still under it there).
        XCTAssertEqual(frames[5][62, 30], red)
        XCTAssertEqual(frames[5][58, 30], blue)
        XCTAssertEqual(frames[10][1, 30], red)
        XCTAssertTrue(nav.topViewController === b)
        assertGolden(of: frames[5], atPath: GoldenPaths.path("fixtures/golden/uikit/property-animator-slide-t0.5.png"))
        _ = pusher
    }

    func testPanScrubsThenFinishesThroughTheInterruptibleAnimator() throws {
        let a = Plain(.blue), b = Plain(.red)
        let (nav, pusher) = setUp(a, b)
        // 12 pt left every 0.1 s: 10 % per sample, to 70 % at t = 0.7.
        let trace = (0...7).map { (t: Double($0) / 10, x: 120 - 12 * Double($0), y: 30.0) }
        let frames = try recorder.frames(root: nav, pan: trace, on: nav.view)
        // t = 0.4: scrubbed to 40 %, the red edge at 72.
        XCTAssertEqual(frames[4][74, 30], red)
        XCTAssertEqual(frames[4][70, 30], blue)
        // Finishing runs the last 30 % in 0.3 s: settled at t = 1.0.
        XCTAssertEqual(frames.count, 11)
        XCTAssertEqual(frames[10][1, 30], red)
        XCTAssertTrue(nav.topViewController === b)
        _ = pusher
    }

    func testShortPanCancelsAndRestoresTheOldScreen() throws {
        let a = Plain(.blue), b = Plain(.red)
        let (nav, pusher) = setUp(a, b)
        let trace = (0...3).map { (t: Double($0) / 10, x: 120 - 12 * Double($0), y: 30.0) }
        let frames = try recorder.frames(root: nav, pan: trace, on: nav.view)
        // Cancelled at 30 %: reversed over 0.3 s, then the blue screen alone, in place.
        XCTAssertEqual(frames.count, 7)
        XCTAssertEqual(frames[6][1, 30], blue)
        XCTAssertEqual(frames[6][118, 30], blue)
        XCTAssertTrue(nav.topViewController === a)
        XCTAssertEqual(a.view.transform, .identity)
        _ = pusher
    }
}
