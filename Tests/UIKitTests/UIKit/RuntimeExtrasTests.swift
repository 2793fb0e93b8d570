import XCTest
import UIKit
import UIKitRecorder

/// Accessibility properties are stored, Reduce Motion is off, UIApplication's extras answer, and
/// NotificationCenter calls a selector observer with the notification until it is removed or gone.
final class RuntimeExtrasTests: XCTestCase {
    private final class Labelled: UIView {
        override var accessibilityLabel: String? { get { "computed" } set {} }
    }

    func testAccessibilityPropertiesAreStoredAndOverridable() {
        let v = UIView()
        XCTAssertFalse(v.isAccessibilityElement)
        XCTAssertTrue(UILabel().isAccessibilityElement)
        XCTAssertTrue(UIButton().isAccessibilityElement)
        v.isAccessibilityElement = true
        v.accessibilityLabel = "Close"
        v.accessibilityIdentifier = "close-button"
        v.accessibilityTraits = [.button, .selected]
        v.accessibilityHint = "Dismisses"
        XCTAssertTrue(v.isAccessibilityElement)
        XCTAssertEqual(v.accessibilityLabel, "Close")
        XCTAssertEqual(v.accessibilityIdentifier, "close-button")
        XCTAssertEqual(v.accessibilityTraits, [.button, .selected])
        XCTAssertEqual(v.accessibilityHint, "Dismisses")
        XCTAssertEqual(Labelled().accessibilityLabel, "computed")
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        XCTAssertFalse(UIAccessibilityIsReduceMotionEnabled())
    }

    func testApplicationExtras() {
        let app = UIApplication.shared
        XCTAssertEqual(app.statusBarOrientation, .portrait)
        XCTAssertTrue(app.statusBarOrientation.isPortrait)
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertEqual(app.statusBarFrame, .zero)
        XCTAssertEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
        XCTAssertEqual(NSNotification.Name.UIKeyboardWillShow, UIResponder.keyboardWillShowNotification)
    }

    private final class Observer: NSObject {
        var seen: [String] = []
        var bare = 0
        func changed(_ note: Notification) { seen.append((note.object as? String) ?? "nil") }
        func plain() { bare += 1 }
    }

    func testASelectorObserverHearsNotificationsUntilRemoved() {
        let center = NotificationCenter()
        let name = Notification.Name("test.changed")
        let o = Observer()
        center.addObserver(o, selector: Selector(Observer.changed), name: name, object: nil)
        center.addObserver(o, selector: Selector(Observer.plain), name: UIApplication.didBecomeActiveNotification, object: nil)
        center.post(name: name, object: "a")
        center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        center.post(name: Notification.Name("other"), object: "b")
        XCTAssertEqual(o.seen, ["a"])
        XCTAssertEqual(o.bare, 1)
        center.removeObserver(o)
        center.post(name: name, object: "c")
        XCTAssertEqual(o.seen, ["a"])
    }

    func testAnObserverThatIsGoneIsDropped() {
        let center = NotificationCenter()
        let name = Notification.Name("test.gone")
        var o: Observer? = Observer()
        weak let weakObserver = o
        center.addObserver(o!, selector: Selector(Observer.changed), name: name, object: nil)
        o = nil
        XCTAssertNil(weakObserver, "the centre does not retain its observer")
        center.post(name: name, object: "x")
    }
}

/// Inside a recording, the app has one scene holding the recorder's window; outside, none.
final class WindowSceneTests: XCTestCase {
    func testTheRecordingsWindowIsFoundThroughItsScene() throws {
        final class Probe: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
            var found: (UIWindow?, UIWindow?, CGRect?, Bool)?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                ctx.containerView.addSubview(ctx.view(forKey: .to)!)
                let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
                found = (scene?.windows.first, ctx.containerView.window?.windowScene?.keyWindow,
                         scene?.statusBarManager?.statusBarFrame, scene?.activationState == .foregroundActive)
                ctx.completeTransition(true)
            }
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.isNavigationBarHidden = true
        let probe = Probe()
        nav.delegate = probe
        _ = try TransitionRecorder(screenSize: CGSize(width: 10, height: 10), scale: 1, fps: 10).frames(root: nav) {
            nav.pushViewController(UIViewController(), animated: true)
        }
        let found = try XCTUnwrap(probe.found)
        XCTAssertNotNil(found.0)
        XCTAssertTrue(found.0 === found.1)
        XCTAssertEqual(found.0?.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(found.2, .zero)
        XCTAssertTrue(found.3)
        XCTAssertTrue(UIApplication.shared.connectedScenes.isEmpty)
    }
}
