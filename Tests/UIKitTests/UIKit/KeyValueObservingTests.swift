import XCTest
import UIKit
import UIKitRecorder

/// `observe(_:options:changeHandler:)` on views and layers runs its handler on each change, with
/// the old and new values asked for, until the observation is invalidated or released.
final class KeyValueObservingTests: XCTestCase {
    private final class Card: UIView {}

    func testAViewFrameObservationSeesEachChangeOnce() {
        let v = Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var seen: [(CGRect?, CGRect?)] = []
        let o = v.observe(\.frame, options: [.old, .new]) { view, change in
            XCTAssertTrue(view === v)
            seen.append((change.oldValue, change.newValue))
        }
        v.frame = CGRect(x: 5, y: 0, width: 10, height: 10)
        v.frame = CGRect(x: 5, y: 0, width: 10, height: 10)
        v.center = CGPoint(x: 0, y: 0)
        XCTAssertEqual(seen.count, 2, "a set to the same value is no change")
        XCTAssertEqual(seen[0].0, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(seen[0].1, CGRect(x: 5, y: 0, width: 10, height: 10))
        XCTAssertEqual(seen[1].1, CGRect(x: -5, y: -5, width: 10, height: 10), "moving the centre changes the frame")
        o.invalidate()
        v.alpha = 0.5
        v.frame = .zero
        XCTAssertEqual(seen.count, 2)
    }

    func testInitialAndReleasedObservations() {
        let v = UIView()
        var values: [CGFloat?] = []
        var o: NSKeyValueObservation? = v.observe(\.alpha, options: [.initial, .new]) { _, c in values.append(c.newValue) }
        XCTAssertEqual(values, [1])
        v.alpha = 0.25
        XCTAssertEqual(values, [1, 0.25])
        o = nil
        v.alpha = 0.75
        XCTAssertEqual(values, [1, 0.25], "a released observation stops")
        _ = o
    }

    func testALayerObservationSeesChangesThroughTheLayerAndTheView() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var bounds: [CGRect] = []
        let o = v.layer.observe(\.bounds, options: .new) { _, c in bounds.append(c.newValue!) }
        var viewSeen = 0
        let ov = v.observe(\.bounds) { _, _ in viewSeen += 1 }
        v.layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        v.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        XCTAssertEqual(bounds, [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 0, y: 0, width: 30, height: 30)])
        XCTAssertEqual(viewSeen, 2, "a change made through the layer reaches the view's observers")
        _ = (o, ov)
    }

    func testAChangeNoSetterAnnouncesIsSeenBeforeTheNextFrame() throws {
        final class Animator: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
            var tagSeenAt: Double?
            var observation: NSKeyValueObservation?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let to = ctx.view(forKey: .to)!
                ctx.containerView.addSubview(to)
                observation = to.observe(\.tag) { [unowned self] _, _ in tagSeenAt = CACurrentMediaTime() }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { to.tag = 7 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { ctx.completeTransition(true) }
            }
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.isNavigationBarHidden = true
        let animator = Animator()
        nav.delegate = animator
        _ = try TransitionRecorder(screenSize: CGSize(width: 10, height: 10), scale: 1, fps: 10).frames(root: nav) {
            nav.pushViewController(UIViewController(), animated: true)
        }
        XCTAssertEqual(animator.tagSeenAt, 0.1, "seen at the frame after the change")
    }
}
