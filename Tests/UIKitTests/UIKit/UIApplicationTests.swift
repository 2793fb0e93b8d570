import XCTest
import UIKit
import UIKitRecorder

/// UIApplication.shared answers with the recorder's window inside a recording (what transition
/// code reads to find the window its views are in), and with no window outside one.
final class UIApplicationTests: XCTestCase {
    private final class Animator: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        var seen: (key: UIWindow?, windows: [UIWindow], container: UIWindow?, statusBar: CGRect)?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            let app = UIApplication.shared
            seen = (app.keyWindow, app.windows, ctx.containerView.window, app.statusBarFrame)
            ctx.completeTransition(true)
        }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    func testInsideARecordingTheKeyWindowIsTheOneTheTransitionDrawsIn() throws {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.isNavigationBarHidden = true
        let animator = Animator()
        nav.delegate = animator
        let recorder = TransitionRecorder(screenSize: CGSize(width: 20, height: 40), scale: 1, fps: 10)
        _ = try recorder.frames(root: nav) { nav.pushViewController(UIViewController(), animated: true) }
        let seen = try XCTUnwrap(animator.seen)
        let key = try XCTUnwrap(seen.key)
        XCTAssertTrue(key === seen.container)
        XCTAssertEqual(key.bounds, CGRect(x: 0, y: 0, width: 20, height: 40))
        XCTAssertTrue(key.isKeyWindow)
        XCTAssertEqual(seen.windows.count, 1)
        XCTAssertTrue(seen.windows.first === key)
        XCTAssertEqual(seen.statusBar, .zero)
    }

    func testOutsideARecordingThereIsNoWindow() {
        XCTAssertNil(UIApplication.shared.keyWindow)
        XCTAssertEqual(UIApplication.shared.windows.count, 0)
    }
}
