import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A 300 x 200 container with constraints by leading and trailing; frames solved by hand.
private final class Constrained {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = UIView(), b = UIView(), c = UIView(), d = UIView(), inner = UIView()

    init() {
        for v in [a, b, c, d] { v.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(v) }
        inner.translatesAutoresizingMaskIntoConstraints = false
        a.addSubview(inner)
        let low = d.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        low.priority = .defaultLow
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20), a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10), b.widthAnchor.constraint(equalToConstant: 50),
            c.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30), c.widthAnchor.constraint(equalToConstant: 40),
            // d as near the leading edge as it may be, at least 8 pt past a's trailing edge.
            d.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8), low, d.widthAnchor.constraint(equalToConstant: 10),
            inner.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 5), inner.widthAnchor.constraint(equalToConstant: 10),
        ])
        for v in [a, b, c, d, inner] {
            v.topAnchor.constraint(equalTo: v.superview!.topAnchor).isActive = true
            v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
    }

    var xs: [CGFloat] { [a, b, c, d, inner].map(\.frame.minX) }
}

/// Right to left: leading and trailing constraints mirror, the navigation bar's back button moves
/// to the right, and the direction reaches the transition's container for a push animator.
final class RightToLeftTests: XCTestCase {
    func testLeadingAndTrailingConstraintsMirrorInAForcedRightToLeftContainer() {
        let t = Constrained()
        t.container.layoutIfNeeded()
        // Left to right: a at 20; b 10 after a's 120; c's right edge 30 from 300; d at 128; inner 5 into a.
        XCTAssertEqual(t.xs, [20, 130, 230, 128, 5])
        t.container.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(t.container.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(t.a.effectiveUserInterfaceLayoutDirection, .leftToRight, "the attribute does not pass down")
        t.container.layoutIfNeeded()
        // a's right edge at 280 (x 180); b's right edge 10 before a (x 120); c's left edge at 30;
        // d's right edge at most 172, pulled toward the leading (right) edge: x 162; inner still
        // 5 from a's left (a lays out left to right).
        XCTAssertEqual(t.xs, [180, 120, 30, 162, 5])
        t.container.semanticContentAttribute = .forceLeftToRight
        t.container.layoutIfNeeded()
        XCTAssertEqual(t.xs, [20, 130, 230, 128, 5])
    }

    func testAStackViewAndATabBarArrangeFromTheRight() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        let views = (0..<3).map { _ in UIView() }
        for v in views { stack.addArrangedSubview(v) }
        stack.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [0, 100, 200])
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [200, 100, 0])

        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
        bar.items = [UITabBarItem(title: "One", image: nil, tag: 0), UITabBarItem(title: "Two", image: nil, tag: 1)]
        let centre = { (title: String) in
            bar.layoutIfNeeded()
            return bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == title }!.frame.midX
        }
        XCTAssertEqual(centre("One"), 50, accuracy: 1)
        bar.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(centre("One"), 150, accuracy: 1, "the first slot is at the right")
        XCTAssertEqual(centre("Two"), 50, accuracy: 1)
    }

    func testANaturallyAlignedLabelIsFlushRightInRightToLeft() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.backgroundColor = .white
        label.text = "Hi"
        let ink = { try inkBox(renderAlone(label, width: 200, height: 30)) { $0.r < 128 }! }
        let left = try ink()
        XCTAssertLessThan(left.minX, 4)
        label.semanticContentAttribute = .forceRightToLeft
        let right = try ink()
        XCTAssertGreaterThan(right.maxX, 195)
        XCTAssertEqual(right.maxX - right.minX, left.maxX - left.minX, accuracy: 1, "the same text, moved")
        label.textAlignment = .left
        XCTAssertEqual(try ink().minX, left.minX, "an explicit left stays left")
    }

    func testARightToLeftRecordingMirrorsEveryContainerAndTheBackButton() throws {
        let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 10, layoutDirection: .rightToLeft)
        let t = Constrained()
        let screen = UIViewController(), next = UIViewController()
        screen.title = "Inbox"
        next.title = "Detail"
        next.view.backgroundColor = .white
        t.container.frame = CGRect(x: 0, y: 44, width: 300, height: 200)
        next.view.addSubview(t.container)
        let nav = UINavigationController(rootViewController: screen)
        var directionSeen: [UIUserInterfaceLayoutDirection] = []
        let last = try recorder.frames(root: nav) {
            nav.pushViewController(next, animated: false)
            directionSeen = [next.view.effectiveUserInterfaceLayoutDirection, UIApplication.shared.userInterfaceLayoutDirection,
                             nav.navigationBar.effectiveUserInterfaceLayoutDirection]
        }.last!
        XCTAssertEqual(directionSeen, [.rightToLeft, .rightToLeft, .rightToLeft])
        // Every view reads right to left now, inner inside a too: 100 - 5 - 10 = 85.
        XCTAssertEqual(t.xs, [180, 120, 30, 162, 85])
        // The back chevron and "Inbox" in the tint at the right; the left edge is the bar's background.
        let back = darkest(last, x: 180...192, y: 12...32)
        XCTAssertLessThan(Int(back.r), 100)
        XCTAssertGreaterThan(Int(back.b), 200)
        XCTAssertEqual(darkest(last, x: 2...30, y: 4...40), PremultipliedColor(r: 247, g: 247, b: 247, a: 255))
    }

    func testTheDirectionReachesTheTransitionContainer() throws {
        let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 10, layoutDirection: .rightToLeft)
        let animator = DirectionReadingAnimator()
        let delegate = AnimatorDelegate(animator)
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.delegate = delegate
        _ = try recorder.frames(root: nav) { nav.pushViewController(UIViewController(), animated: true) }
        XCTAssertEqual(animator.seen, [.rightToLeft])
        XCTAssertEqual(try TransitionRecorder.LayoutDirection(named: "rtl"), .rightToLeft)
        XCTAssertThrowsError(try TransitionRecorder.LayoutDirection(named: "right")) {
            XCTAssertEqual("\($0)", "recorder: unknown layout direction 'right': use one of ltr, rtl")
        }
        XCTAssertThrowsError(try TransitionRecorder.Appearance(named: "dim")) {
            XCTAssertEqual("\($0)", "recorder: unknown appearance 'dim': use one of light, dark")
        }
    }
}

/// A push that reads the container's direction (as the system push animator must) and slides.
private final class DirectionReadingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var seen: [UIUserInterfaceLayoutDirection] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        seen.append(container.effectiveUserInterfaceLayoutDirection)
        let to = transitionContext.view(forKey: .to)!
        container.addSubview(to)
        to.frame = container.bounds.offsetBy(dx: -container.bounds.width, dy: 0)
        UIView.animate(withDuration: 0.2, animations: { to.frame = container.bounds }) { _ in
            transitionContext.completeTransition(true)
        }
    }
}

private final class AnimatorDelegate: NSObject, UINavigationControllerDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    init(_ animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}
