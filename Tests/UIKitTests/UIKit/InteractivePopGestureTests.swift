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

/// Counts the shows a navigation controller reports.
private final class Shows: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController)
    }
}

/// A delegate of one's own for the pop gesture (as ZoomTransitioning sets): it decides alone.
private final class Always: NSObject, UIGestureRecognizerDelegate {
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { asked += 1; return true }
}

/// The navigation controller's swipe back pops the top screen with the finger, then finishes or
/// cancels on release; its own delegate lets it begin only when iOS would.
final class InteractivePopGestureTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)

    /// Blue root under a red top screen.
    private func stack() -> (UINavigationController, Plain, Plain) {
        let a = Plain(.blue), b = Plain(.red)
        let nav = UINavigationController(rootViewController: a)
        nav.viewControllers = [a, b]
        return (nav, a, b)
    }

    /// From the left edge rightwards at 100 pt/s, a sample every 0.1 s until `end`.
    private func trace(until end: Double) -> [TransitionRecorder.PanSample] {
        stride(from: 0, through: end + 1e-9, by: 0.1).map { (t: $0, x: 100 * $0, y: 150) }
    }

    /// The first column from the left that is the top screen's red, on row y.
    private func topEdge(_ frame: Pixmap, y: Int = 150) -> Int? { (0..<frame.width).first { frame[$0, y] == red } }

    func testAPanPastHalfwayPopsWithTheScreenUnderTheFinger() throws {
        let (nav, a, _) = stack()
        let shows = Shows()
        nav.delegate = shows
        XCTAssertTrue(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        let frames = try recorder.frames(root: nav, pan: trace(until: 0.6), on: nav.view)
        // The top screen's left edge follows the touch: at 30 pt at t = 0.3, at 50 pt at t = 0.5.
        XCTAssertEqual(topEdge(frames[3]), 30)
        XCTAssertEqual(topEdge(frames[5]), 50)
        // The root shows beside it (dimmed and shifted, so blue rules but is not pure).
        let beside = frames[3][10, 150]
        XCTAssertGreaterThan(beside.b, beside.r)
        // Released at 60 % moving right: the pop finishes; the root alone shows, undimmed.
        XCTAssertEqual(frames.last?[50, 150], blue)
        XCTAssertEqual(frames.last?[99, 150], blue)
        XCTAssertTrue(nav.topViewController === a)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertTrue(shows.shown.last === a)
    }

    func testAPanReleasedBeforeHalfwayCancelsAndAFlickFinishes() throws {
        let (nav, _, b) = stack()
        let frames = try recorder.frames(root: nav, pan: trace(until: 0.3), on: nav.view)
        XCTAssertEqual(topEdge(frames[2]), 20)
        XCTAssertEqual(frames.last?[1, 150], red)
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertEqual(nav.viewControllers.count, 2)

        // 40 % but flicked at 600 pt/s on the last samples: it finishes.
        let (nav2, a2, _) = stack()
        let flick: [TransitionRecorder.PanSample] = [(t: 0, x: 0, y: 150), (t: 0.1, x: 10, y: 150), (t: 0.15, x: 40, y: 150)]
        _ = try recorder.frames(root: nav2, pan: flick, on: nav2.view)
        XCTAssertTrue(nav2.topViewController === a2)
    }

    func testItsOwnDelegateFollowsIOSRulesAndOneOfYoursDecides() throws {
        let (nav, a, b) = stack()
        _ = nav.view
        let pop = try XCTUnwrap(nav.interactivePopGestureRecognizer)
        XCTAssertTrue(nav.view.gestureRecognizers?.contains { $0 === pop } == true)
        let own = try XCTUnwrap(pop.delegate)
        XCTAssertTrue(own.gestureRecognizerShouldBegin(pop))
        nav.isNavigationBarHidden = true
        XCTAssertFalse(own.gestureRecognizerShouldBegin(pop), "a hidden bar stops the swipe back, as on iOS")
        nav.isNavigationBarHidden = false
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        XCTAssertFalse(own.gestureRecognizerShouldBegin(pop), "a left item replacing the back button stops it")
        b.navigationItem.leftBarButtonItem = nil
        nav.viewControllers = [a]
        XCTAssertFalse(own.gestureRecognizerShouldBegin(pop), "nothing to pop")

        // A delegate of your own decides (the bar hidden here), and the pop still runs.
        let (nav2, a2, _) = stack()
        nav2.isNavigationBarHidden = true
        let always = Always()
        nav2.interactivePopGestureRecognizer?.delegate = always
        _ = try recorder.frames(root: nav2, pan: trace(until: 0.6), on: nav2.view)
        XCTAssertEqual(always.asked, 1)
        XCTAssertTrue(nav2.topViewController === a2)
    }

    func testATouchStartingAwayFromTheLeftEdgeDoesNotSwipeBack() throws {
        let (nav, _, b) = stack()
        // Another recognizer on the view hears the pan (the recorder needs one to deliver it).
        let other = UIPanGestureRecognizer(target: nil, action: nil)
        nav.view.addGestureRecognizer(other)
        let middle: [TransitionRecorder.PanSample] = stride(from: 0.0, through: 0.6 + 1e-9, by: 0.1).map { (t: $0, x: 100 + 100 * $0, y: 150) }
        _ = try? recorder.frames(root: nav, pan: middle, on: nav.view)
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertEqual(nav.interactivePopGestureRecognizer?.state, .failed)
        // From 20 pt in it still begins.
        let (nav2, a2, _) = stack()
        let near: [TransitionRecorder.PanSample] = stride(from: 0.0, through: 0.6 + 1e-9, by: 0.1).map { (t: $0, x: 20 + 100 * $0, y: 150) }
        _ = try recorder.frames(root: nav2, pan: near, on: nav2.view)
        XCTAssertTrue(nav2.topViewController === a2)
    }

    func testADisabledRecognizerPopsNothing() throws {
        let (nav, _, b) = stack()
        nav.interactivePopGestureRecognizer?.isEnabled = false
        let other = UIPanGestureRecognizer(target: nil, action: nil)
        nav.view.addGestureRecognizer(other)
        _ = try? recorder.frames(root: nav, pan: trace(until: 0.6), on: nav.view)
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertEqual(nav.viewControllers.count, 2)
    }
}
