import XCTest
import UIKit
import UIKitRecorder

/// An animator configured by each test: what it does inside animateTransition.
private final class ScriptedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let script: (UIViewControllerContextTransitioning) -> Void
    init(_ script: @escaping (UIViewControllerContextTransitioning) -> Void) { self.script = script }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { script(transitionContext) }
}

private final class ScriptedDelegate: NSObject, UINavigationControllerDelegate {
    let animator: ScriptedAnimator
    init(_ animator: ScriptedAnimator) { self.animator = animator }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

final class RecorderErrorTests: XCTestCase {
    private let recorder: TransitionRecorder = {
        let r = TransitionRecorder(screenSize: CGSize(width: 40, height: 80), scale: 1, fps: 30)
        r.virtualTimeLimit = 2
        return r
    }()

    /// Pushes a plain controller with an animator running `script`; returns the frame count.
    private func push(_ script: @escaping (UIViewControllerContextTransitioning) -> Void) throws -> Int {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.isNavigationBarHidden = true
        let delegate = ScriptedDelegate(ScriptedAnimator(script))
        nav.delegate = delegate
        return try recorder.frames(root: nav) { nav.pushViewController(UIViewController(), animated: true) }.count
    }

    private func message(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch { return "\(error)" }
    }

    func testUnknownKeyPathIsAnErrorNamingItAndTheLayer() {
        let m = message {
            _ = try push { ctx in
                ctx.containerView.addSubview(ctx.view(forKey: .to)!)
                let a = CABasicAnimation(keyPath: "opacty")
                a.fromValue = 0
                ctx.view(forKey: .to)!.layer.add(a, forKey: "fade")
                ctx.completeTransition(true)
            }
        }
        XCTAssertTrue(m.contains("unknown animation key path 'opacty' on CALayer"), m)
        XCTAssertTrue(m.contains("did you mean 'opacity'"), m)
        XCTAssertTrue(m.contains("under key 'fade'"), m)
    }

    func testScaleeAndNonNumericFromValueAreErrors() {
        let m = message {
            _ = try push { ctx in
                let layer = ctx.containerView.layer
                let a = CABasicAnimation(keyPath: "transform.scalee")
                a.toValue = 2
                layer.add(a, forKey: nil)
                let b = CABasicAnimation(keyPath: "opacity")
                b.fromValue = "transparent"
                layer.add(b, forKey: "b")
                ctx.completeTransition(true)
            }
        }
        XCTAssertTrue(m.contains("'transform.scalee'"), m)
        XCTAssertTrue(m.contains("the 'opacity' animation's fromValue is String (transparent); opacity takes a number"), m)
    }

    func testAnActionStartingNoTransitionIsAnError() {
        let nav = UINavigationController(rootViewController: UIViewController())
        XCTAssertThrowsError(try recorder.frames(root: nav) { _ = nav.view }) { error in
            XCTAssertEqual(error as? RecordingError, .noTransitionStarted)
            XCTAssertTrue("\(error)".contains("call pushViewController, popViewController, present or dismiss"))
        }
    }

    func testCompletionNeverCalledIsAnErrorAtTheVirtualTimeLimit() {
        let m = message { _ = try push { ctx in ctx.containerView.addSubview(ctx.view(forKey: .to)!) } }
        XCTAssertTrue(m.contains("never called completeTransition within 2 s of virtual time"), m)
        XCTAssertTrue(m.contains("ScriptedAnimator"), m)
    }

    func testAsyncAfterRunsOnTheVirtualClock() throws {
        var firedAt: Double?
        let n = try push { ctx in
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                firedAt = CACurrentMediaTime()
                ctx.completeTransition(true)
            }
        }
        XCTAssertEqual(firedAt, 0.3)
        XCTAssertEqual(n, 10) // t = 0, 1/30 … 0.3
    }

    func testTransactionCompletionWaitsForItsAnimations() throws {
        var completedAt: Double?
        let n = try push { ctx in
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                completedAt = CACurrentMediaTime()
                ctx.completeTransition(true)
            }
            let a = CABasicAnimation(keyPath: "position.y")
            a.fromValue = 200
            a.duration = 0.2
            to.layer.add(a, forKey: "slide")
            UIView.animate(withDuration: 0.4, delay: 0, options: [], animations: { to.alpha = 0.5 })
            CATransaction.commit()
        }
        XCTAssertEqual(completedAt, 0.4)
        XCTAssertEqual(n, 13)
    }

    func testPanTimesMustIncrease() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        nav.view.addGestureRecognizer(pan)
        XCTAssertThrowsError(try recorder.frames(root: nav, pan: [(0, 1, 1), (0.2, 2, 2), (0.1, 3, 3)], on: nav.view)) { error in
            XCTAssertEqual(error as? RecordingError, .panTimesNotIncreasing(index: 2, time: 0.1, previous: 0.2))
        }
    }
}
