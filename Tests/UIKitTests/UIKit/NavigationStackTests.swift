import XCTest
import UIKit
import UIKitRecorder

/// `viewControllers` is settable, and `setViewControllers(_:animated: true)` pushes a new top
/// (or pops to one already in the stack) with the delegate's animator, changing the stack at its end.
final class NavigationStackTests: XCTestCase {
    private final class Animator: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        var operations: [UINavigationController.Operation] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(withDuration: 0.2, animations: { to.alpha = 1 }) { _ in ctx.completeTransition(true) }
        }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return self
        }
    }

    func testSettingViewControllersReplacesTheStack() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        _ = nav.view
        nav.viewControllers = [b, c]
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertTrue(nav.topViewController === c)
        XCTAssertNil(a.parent)
        XCTAssertTrue(b.parent === nav)
        XCTAssertTrue(c.view.superview?.superview === nav.view, "the new top shows")
        XCTAssertNil(a.view.superview, "the old one does not")
    }

    func testAnimatedSetPushesANewTopThenPopsBackToTheRoot() throws {
        let root = UIViewController(), a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.isNavigationBarHidden = true
        let animator = Animator()
        nav.delegate = animator
        let recorder = TransitionRecorder(screenSize: CGSize(width: 10, height: 10), scale: 1, fps: 10)
        var stackDuring: Int?
        let frames = try recorder.frames(root: nav) {
            nav.setViewControllers([root, a, b], animated: true)
            stackDuring = nav.viewControllers.count
        }
        XCTAssertEqual(frames.count, 3) // t = 0, 0.1, 0.2
        XCTAssertEqual(stackDuring, 1, "the stack changes when the transition completes")
        XCTAssertEqual(nav.viewControllers.map(ObjectIdentifier.init), [root, a, b].map(ObjectIdentifier.init))
        XCTAssertEqual(animator.operations, [.push])

        _ = try recorder.frames(root: nav) { nav.setViewControllers([root], animated: true) }
        XCTAssertEqual(animator.operations, [.push, .pop])
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNil(b.parent)
    }
}
