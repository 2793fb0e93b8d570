import XCTest
import UIKit
import UIKitRecorder

/// A tap in a recording is hit-tested to the frontmost visible, interactive view containing it
/// and reaches that view's touch methods, its control actions or its tap recognizers.
final class HitTestTests: XCTestCase {
    private final class TouchView: UIView {
        var log: [String] = []
        var name = ""
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("\(name) began at \(touches.first!.location(in: self))")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("\(name) ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("\(name) cancelled") }
    }
    /// A pass-through view: only its subviews take touches (presentation libraries' dimming views).
    private final class PassThrough: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }
    /// A small button with a 20-pt larger touch area.
    private final class BigTouchButton: UIButton {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.insetBy(dx: -20, dy: -20).contains(point) }
    }

    private func window() -> (UIWindow, TouchView, TouchView) {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = TouchView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)); back.name = "back"
        let front = TouchView(frame: CGRect(x: 50, y: 50, width: 100, height: 100)); front.name = "front"
        w.addSubview(back)
        back.addSubview(front)
        return (w, back, front)
    }

    func testTheFrontmostViewContainingThePointIsHit() {
        let (w, back, front) = window()
        XCTAssertTrue(w.hitTest(CGPoint(x: 60, y: 70), with: nil) === front)
        XCTAssertTrue(w.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        XCTAssertNil(w.hitTest(CGPoint(x: 250, y: 10), with: nil))
        let cover = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        back.addSubview(cover)
        XCTAssertTrue(w.hitTest(CGPoint(x: 60, y: 70), with: nil) === cover, "the later sibling is in front")
        cover.isHidden = true
        XCTAssertTrue(w.hitTest(CGPoint(x: 60, y: 70), with: nil) === front, "hidden views are skipped")
        cover.isHidden = false; cover.alpha = 0
        XCTAssertTrue(w.hitTest(CGPoint(x: 60, y: 70), with: nil) === front, "transparent views are skipped")
        cover.alpha = 1; cover.isUserInteractionEnabled = false
        XCTAssertTrue(w.hitTest(CGPoint(x: 60, y: 70), with: nil) === front, "non-interactive views are skipped")
        let image = UIImageView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        back.addSubview(image)
        XCTAssertTrue(w.hitTest(CGPoint(x: 60, y: 70), with: nil) === front, "image views ignore touches by default")
    }

    func testOverridesOfHitTestAndPointInsideDecide() {
        let (w, back, _) = window()
        let overlay = PassThrough(frame: w.bounds)
        let button = BigTouchButton(frame: CGRect(x: 170, y: 170, width: 10, height: 10))
        overlay.addSubview(button)
        w.addSubview(overlay)
        XCTAssertTrue(w.hitTest(CGPoint(x: 10, y: 10), with: nil) === back, "the pass-through overlay lets the tap through")
        XCTAssertTrue(w.hitTest(CGPoint(x: 160, y: 160), with: nil) === button, "10 pt outside the button is inside its touch area")
    }

    func testATapReachesTheViewHitInItsOwnCoordinatesAndGoesUpTheChainWhenUnhandled() {
        let (w, back, front) = window()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        front.addSubview(plain)
        XCTAssertTrue(w.sendTap(at: CGPoint(x: 60, y: 70)) === front)
        XCTAssertEqual(front.log, ["front began at CGPoint(x: 10.0, y: 20.0)", "front ended"])
        XCTAssertTrue(w.sendTap(at: CGPoint(x: 52, y: 52)) === plain)
        XCTAssertEqual(front.log.suffix(2), ["front began at CGPoint(x: 2.0, y: 2.0)", "front ended"], "a plain view passes touches to its superview")
        XCTAssertTrue(back.log.isEmpty)
    }

    func testATapOnAButtonInARecordingStartsItsTransition() throws {
        final class Host: UIViewController {
            let button = UIButton(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
            var tappedAt: Double?
            override func viewDidLoad() {
                super.viewDidLoad()
                button.setTitle("Go", for: .normal)
                button.addTarget(self, action: Selector(Host.go), for: .touchUpInside)
                view.addSubview(button)
            }
            func go() {
                tappedAt = CACurrentMediaTime()
                navigationController?.pushViewController(UIViewController(), animated: true)
            }
        }
        let host = Host()
        let nav = UINavigationController(rootViewController: host)
        nav.isNavigationBarHidden = true
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 10)
        _ = try recorder.frames(root: nav) { host.view.window!.sendTap(at: CGPoint(x: 20, y: 15)) }
        XCTAssertEqual(host.tappedAt, 0)
        XCTAssertEqual(nav.viewControllers.count, 2, "the button's action pushed")
    }

    func testATapRecognizerFiresAndCancelsTheViewsTouches() {
        final class Target { var at: CGPoint?; func tapped(_ g: UITapGestureRecognizer) { at = g.location(in: g.view) } }
        let (w, _, front) = window()
        let target = Target()
        front.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Selector(Target.tapped)))
        w.sendTap(at: CGPoint(x: 70, y: 80))
        XCTAssertEqual(target.at, CGPoint(x: 20, y: 30))
        XCTAssertEqual(front.log, ["front began at CGPoint(x: 20.0, y: 30.0)", "front cancelled"])
    }

    func testIgnoringInteractionEventsDropsTaps() {
        let (w, _, front) = window()
        UIApplication.shared.beginIgnoringInteractionEvents()
        XCTAssertNil(w.sendTap(at: CGPoint(x: 60, y: 70)))
        UIApplication.shared.endIgnoringInteractionEvents()
        XCTAssertTrue(front.log.isEmpty)
        XCTAssertTrue(w.sendTap(at: CGPoint(x: 60, y: 70)) === front)
    }
}
