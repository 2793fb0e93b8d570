import XCTest
import UIKit

/// Safe area insets are zero unless the window or a controller sets them, follow from the
/// window's screen insets as UIKit's do, and announce their changes.
final class SafeAreaTests: XCTestCase {
    private final class Watched: UIView {
        var changes = 0
        override func safeAreaInsetsDidChange() { changes += 1 }
    }
    /// Counts its layouts and keeps the bottom inset each one saw.
    private final class LaysOut: UIView {
        var changes = 0
        var bottoms: [CGFloat] = []
        override func safeAreaInsetsDidChange() { changes += 1 }
        override func layoutSubviews() { bottoms.append(safeAreaInsets.bottom) }
    }
    private final class Controller: UIViewController {
        var changes = 0
        override func viewSafeAreaInsetsDidChange() { changes += 1 }
    }

    func testInsetsAreZeroUnlessSet() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let v = UIView(frame: w.bounds)
        w.addSubview(v)
        XCTAssertEqual(v.safeAreaInsets, .zero)
        XCTAssertEqual(UIView().safeAreaInsets, .zero)
    }

    func testAViewsInsetsAreTheUnsafeAreasThatCoverIt() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let full = Watched(frame: w.bounds)
        let middle = UIView(frame: CGRect(x: 0, y: 30, width: 390, height: 700))
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 100, height: 100))
        w.addSubview(full)
        full.addSubview(middle)
        middle.addSubview(inner)
        w.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(full.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(full.changes, 1)
        // 30 pt down, 700 tall: the status bar covers its top 17 pt; it ends at 730, above the home indicator (810).
        XCTAssertEqual(middle.safeAreaInsets, UIEdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(inner.safeAreaInsets, UIEdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
        w.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(full.changes, 1, "an unchanged input announces nothing")
    }

    func testAdditionalInsetsAddToTheControllersViewAndShrinkItsSubviewsSafeArea() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let c = Controller()
        w.rootViewController = c
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        c.view.addSubview(child)
        w.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(c.changes, 1)
        c.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(c.view.safeAreaInsets.top, 64)
        XCTAssertEqual(c.changes, 2)
        XCTAssertEqual(child.safeAreaInsets.top, 64, "the child's top 64 pt are outside the safe area")
    }

    func testAViewMovedIntoTheUnsafeAreaIsToldAndLaidOutOnTheNextPass() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let v = LaysOut(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        w.addSubview(v)
        w.layoutIfNeeded()
        XCTAssertEqual(v.bottoms, [0])
        // Only the origin changes: nothing marks the view, but its insets do, as UIKit's safe-area
        // update does when a view moves (its bottom 30 pt now lie under the home indicator's 34).
        v.frame.origin.y = 740
        w.layoutIfNeeded()
        XCTAssertEqual(v.changes, 1)
        XCTAssertEqual(v.bottoms, [0, 30])
        w.layoutIfNeeded()
        XCTAssertEqual(v.bottoms, [0, 30], "unchanged insets lay nothing out again")
    }
}
