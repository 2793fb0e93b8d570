import XCTest
import UIKit
import UIKitRecorder
import Raster

/// Springs and struts: a change of a view's size moves and resizes its subviews by their
/// autoresizing masks, sharing the change among the flexible parts in proportion to their sizes.
final class AutoresizingMaskTests: XCTestCase {
    func testFlexibleWidthAndHeightTakeTheWholeChange() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 20, width: 80, height: 60))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        parent.addSubview(fill)
        parent.addSubview(fixed)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        XCTAssertEqual(fill.frame, CGRect(x: 10, y: 20, width: 180, height: 110))
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 20, width: 30, height: 30), "no mask: the frame stays")
    }

    func testFlexibleMarginsShareTheChangeInProportion() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Left margin 10, right margin 30: a 40 pt widening gives the left 10 and the right 30.
        let v = UIView(frame: CGRect(x: 10, y: 0, width: 60, height: 10))
        v.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        parent.addSubview(v)
        parent.bounds = CGRect(x: 0, y: 0, width: 140, height: 100)
        XCTAssertEqual(v.frame, CGRect(x: 20, y: 0, width: 60, height: 10))
        // Pinned to the bottom right (flexible left and top margins) when the parent shrinks.
        let corner = UIView(frame: CGRect(x: 100, y: 80, width: 40, height: 20))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        parent.addSubview(corner)
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        XCTAssertEqual(corner.frame, CGRect(x: 60, y: 40, width: 40, height: 20))
    }

    func testNestedViewsFollowAndAutoresizesSubviewsTurnsItOff() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: parent.bounds)
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        inner.autoresizingMask = .flexibleWidth
        parent.addSubview(middle)
        middle.addSubview(inner)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        XCTAssertEqual(inner.frame.width, 300)
        middle.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        XCTAssertEqual(middle.frame.width, 50)
        XCTAssertEqual(inner.frame.width, 300)
    }

    /// Inside an animation block the resized subviews animate with their superview.
    func testAResizeInsideAnAnimationAnimatesTheSubviews() throws {
        final class Grow: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let to = ctx.view(forKey: .to)!
                ctx.containerView.addSubview(to)
                to.frame = CGRect(x: 0, y: 0, width: 20, height: 100)
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { to.frame = CGRect(x: 0, y: 0, width: 100, height: 100) },
                               completion: { _ in ctx.completeTransition(true) })
            }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let presenting = UIViewController(), presented = UIViewController()
        // Full width of the view as loaded (the screen's), so it follows the view to any width.
        let bar = UIView(frame: CGRect(x: 0, y: 40, width: presented.view.bounds.width, height: 20))
        bar.backgroundColor = .red
        bar.autoresizingMask = .flexibleWidth
        presented.view.addSubview(bar)
        presented.modalPresentationStyle = .custom
        let grow = Grow()
        presented.transitioningDelegate = grow
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 4)
        let frames = try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
        XCTAssertEqual(frames.count, 5)
        // Half way the screen is 60 wide, and so is the red bar (20 → 100 linearly).
        let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        XCTAssertEqual(frames[2][58, 50], red)
        XCTAssertNotEqual(frames[2][62, 50], red)
        XCTAssertEqual(frames[4][98, 50], red)
    }
}
