import XCTest
import UIKit
import UIKitRecorder
import Raster

/// The UIKit module's DispatchGroup runs `notify` blocks on the recording's virtual clock, at the
/// moment the last `leave()` balances the group (the helpers, which name `DispatchGroup`, live in
/// DispatchGroupConsumer.swift: see there why).
final class DispatchGroupTests: XCTestCase {
    private final class Animator: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        let script: (UIViewControllerContextTransitioning) -> Void
        init(_ script: @escaping (UIViewControllerContextTransitioning) -> Void) { self.script = script }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { script(transitionContext) }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    private let recorder = TransitionRecorder(screenSize: CGSize(width: 30, height: 10), scale: 1, fps: 10)

    private func push(_ script: @escaping (UIViewControllerContextTransitioning) -> Void) throws -> [Pixmap] {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.isNavigationBarHidden = true
        let animator = Animator(script)
        nav.delegate = animator
        recorder.virtualTimeLimit = 2
        return try recorder.frames(root: nav) { nav.pushViewController(UIViewController(), animated: true) }
    }

    private func message(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch { return "\(error)" }
    }

    func testNotifyRunsWhenTheLastStaggeredAnimationEnds() throws {
        var notifiedAt: Double?
        let frames = try push { ctx in
            let to = ctx.view(forKey: .to)!
            to.backgroundColor = .clear
            ctx.containerView.addSubview(to)
            // Three white cells 10 pt wide, fading in over 0.2 s, 0.1 s apart: the last ends at 0.4 s.
            let cells = (0..<3).map { i -> UIView in
                let cell = UIView(frame: CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 10))
                cell.backgroundColor = .white
                to.addSubview(cell)
                return cell
            }
            fadeInStaggered(cells, duration: 0.2, stagger: 0.1) {
                notifiedAt = CACurrentMediaTime()
                ctx.completeTransition(true)
            }
        }
        XCTAssertEqual(try XCTUnwrap(notifiedAt), 0.4, accuracy: 1e-9)
        XCTAssertEqual(frames.count, 5) // t = 0, 0.1 … 0.4
        // At t = 0.1 the first cell is half faded in, the second just starting, the third not yet.
        XCTAssertEqual(Int(frames[1][5, 5].r), 128, accuracy: 1)
        XCTAssertEqual(frames[1][15, 5].r, 0)
        XCTAssertEqual(frames[1][25, 5].r, 0)
        // At t = 0.3 the first two are in, the third half way.
        XCTAssertEqual(frames[3][5, 5].r, 255)
        XCTAssertEqual(frames[3][15, 5].r, 255)
        XCTAssertEqual(Int(frames[3][25, 5].r), 128, accuracy: 1)
    }

    func testNotifyOnAnEmptyGroupRunsAfterTheSubmittingCodeAtTheSameVirtualTime() throws {
        var events: [String] = []
        var notifiedAt: Double?
        _ = try push { ctx in
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            notifyOnEmptyGroup { event in
                events.append(event)
                if event == "notified" {
                    notifiedAt = CACurrentMediaTime()
                    ctx.completeTransition(true)
                }
            }
        }
        XCTAssertEqual(events, ["after notify", "notified"])
        XCTAssertEqual(notifiedAt, 0)
    }

    func testWaitOnABusyGroupInsideARecordingIsAnErrorNotAHang() {
        let m = message {
            _ = try push { ctx in
                ctx.containerView.addSubview(ctx.view(forKey: .to)!)
                waitOnBusyGroup()
                ctx.completeTransition(true)
            }
        }
        XCTAssertTrue(m.contains("DispatchGroup.wait() inside a recording would block the virtual clock forever"), m)
    }

    func testUnbalancedLeaveIsAnError() {
        let m = message {
            _ = try push { ctx in
                ctx.containerView.addSubview(ctx.view(forKey: .to)!)
                leaveUnbalanced()
                ctx.completeTransition(true)
            }
        }
        XCTAssertTrue(m.contains("DispatchGroup.leave() was called more times than enter()"), m)
    }

    func testOutsideARecordingWaitBlocksUntilGlobalWorkIsDone() {
        XCTAssertEqual(waitForGlobalWork(), 42)
    }
}
