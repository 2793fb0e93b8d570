import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A screen whose view is one colour.
private final class Plain: UIViewController {
    let colour: UIColor
    init(_ colour: UIColor) { self.colour = colour; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = colour }
}

/// A navigation controller whose pan (right to left) pushes the next screen interactively.
private final class PanPusher: NSObject, UINavigationControllerDelegate {
    let nav: UINavigationController
    let next: UIViewController
    var interaction: UIPercentDrivenInteractiveTransition?
    var ended: [Bool] = []

    init(nav: UINavigationController, next: UIViewController) {
        self.nav = nav
        self.next = next
        super.init()
        nav.delegate = self
        nav.view.addGestureRecognizer(UIScreenEdgePanGestureRecognizer(target: self, action: Selector(PanPusher.handle)))
    }

    func handle(_ pan: UIPanGestureRecognizer) {
        let progress = -pan.translation(in: nav.view).x / nav.view.bounds.width
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            nav.pushViewController(next, animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            interaction?.update(progress)
            if progress > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default: break
        }
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { LinearSlideIn() }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Interactive pushes follow the pan, then finish or cancel on the virtual clock.
final class InteractiveTransitionTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 10)

    /// Samples every 0.1 s from x = 100 moving left 10 pt each, ending at `end` seconds.
    private func trace(until end: Double) -> [TransitionRecorder.PanSample] {
        stride(from: 0, through: end + 1e-9, by: 0.1).map { (t: $0, x: 100 - 100 * $0, y: 50) }
    }

    func testPanPastHalfwayFinishesThePush() throws {
        let a = Plain(.blue), b = Plain(.red)
        let nav = UINavigationController(rootViewController: a)
        nav.isNavigationBarHidden = true
        let pusher = PanPusher(nav: nav, next: b)
        let frames = try recorder.frames(root: nav, pan: trace(until: 0.6), on: nav.view)
        // t = 0.3: 30 % pushed, the red screen's left edge at x = 70.
        XCTAssertEqual(frames[3][75, 50], red)
        XCTAssertEqual(frames[3][65, 50], blue)
        // t = 0.6: the pan ends at 60 %; finishing runs the last 40 % (0.4 s at speed 1, ease-in-out).
        XCTAssertEqual(frames[6][45, 50], red)
        XCTAssertEqual(frames[6][35, 50], blue)
        // Halfway through the finish (t = 0.8), ease-in-out is at 0.5: 80 % pushed.
        XCTAssertEqual(frames[8][25, 50], red)
        XCTAssertEqual(frames[8][15, 50], blue)
        XCTAssertEqual(frames.count, 11) // settled at t = 1.0
        XCTAssertEqual(frames[10][1, 50], red)
        XCTAssertTrue(nav.topViewController === b)
        _ = pusher
    }

    func testPanBeforeHalfwayCancelsThePush() throws {
        let a = Plain(.blue), b = Plain(.red)
        let nav = UINavigationController(rootViewController: a)
        nav.isNavigationBarHidden = true
        let pusher = PanPusher(nav: nav, next: b)
        let frames = try recorder.frames(root: nav, pan: trace(until: 0.3), on: nav.view)
        XCTAssertEqual(frames[2][85, 50], red)
        XCTAssertEqual(frames[2][75, 50], blue)
        // Cancelled at 30 %: back to 0 over 0.3 s, then the pushed screen is gone.
        XCTAssertEqual(frames.count, 7)
        XCTAssertEqual(frames[6][99, 50], blue)
        XCTAssertTrue(nav.topViewController === a)
        XCTAssertNil(b.view.superview)
        _ = pusher
    }
}
