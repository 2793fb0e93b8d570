import XCTest
import UIKit
import UIKitRecorder
import Raster
import TransitionTesting

/// The largest redness in a region of the bar band.
private func maxRedness(_ p: Pixmap, x: Range<Int>) -> Int {
    var m = 0
    for i in x { for j in 0..<44 { m = max(m, BarProbes.redness(p[i, j])) } }
    return m
}

final class NavigationBarTransitionTests: XCTestCase {
    /// 20 frames a second: frame i is i × 50 ms into the push.
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 320, height: 120), scale: 1, fps: 20)

    /// The system push's progress 0.1 s in.
    private let p = BarProbes.pushProgressAt100ms

    /// The leftmost red column in `x`.
    private func leftmost(_ f: Pixmap, _ x: Range<Int>) throws -> Double { Double(try XCTUnwrap(BarProbes.redColumns(f, x: x).first)) }

    func testPushSlidesTheOldTitleIntoTheBackButtonAndTheNewTitleInFromTheRight() throws {
        let root = TitledScreen("Inbox"), detail = TitledScreen("Detail")
        let nav = BarProbes.redNavigationController(root: root)
        let frames = try recorder.frames(root: nav) { nav.pushViewController(detail, animated: true) }
        let first = frames[0], mid = frames[2], last = frames.last!
        let oldTitle = try leftmost(first, 22..<320)                 // "Inbox" centred, at rest
        let backTitle = try leftmost(last, 22..<100)                 // "Inbox" as the back button's title
        let newTitle = try leftmost(last, 100..<320)                 // "Detail" centred
        XCTAssertLessThan(backTitle, 40)
        XCTAssertGreaterThan(oldTitle, 120)
        // 0.1 s in: the old title (and the back title, on the same path) p of the way to the
        // back button; the new title (1 − p) × 160 pt right of its place, the slide being half the bar.
        XCTAssertEqual(try leftmost(mid, 22..<160), oldTitle + (backTitle - oldTitle) * p, accuracy: 1.5)
        XCTAssertEqual(try leftmost(mid, 160..<320), newTitle + 160 * (1 - p), accuracy: 1.5)
        // The new title's alpha is p: its reddest pixel is p times as red as at rest.
        let ratio = Double(maxRedness(mid, x: 160..<320)) / Double(maxRedness(last, x: 100..<320))
        XCTAssertEqual(ratio, p, accuracy: 0.06)
        // At rest the bar shows only the new item's views (the old ones left the bar).
        XCTAssertEqual(nav.navigationBar.subviews.compactMap { $0 as? UILabel }.map(\.text), ["Inbox", "Detail"])
    }

    func testPopRunsThePushBackwards() throws {
        let root = TitledScreen("Inbox"), detail = TitledScreen("Detail")
        let nav = BarProbes.redNavigationController(root: root)
        nav.pushViewController(detail, animated: false)
        let frames = try recorder.frames(root: nav) { nav.popViewController(animated: true) }
        let first = frames[0], mid = frames[2], last = frames.last!
        let backTitle = try leftmost(first, 22..<100), topTitle = try leftmost(first, 100..<320)
        let rootTitle = try leftmost(last, 22..<320)
        // 0.1 s in: "Detail" p × 160 pt right of the centre, fading; the back title p of the way
        // to the centre, where "Inbox" lands.
        XCTAssertEqual(try leftmost(mid, 22..<rootTitleEnd(rootTitle)), backTitle + (rootTitle - backTitle) * p, accuracy: 1.5)
        XCTAssertEqual(try leftmost(mid, 200..<320), topTitle + 160 * p, accuracy: 1.5)
        XCTAssertEqual(nav.navigationBar.subviews.compactMap { $0 as? UILabel }.map(\.text), ["Inbox"])
    }

    /// Where the probe for the centre-bound title stops (left of where "Detail" is 0.1 s into the pop).
    private func rootTitleEnd(_ rootTitle: Double) -> Int { Int(rootTitle) + 60 }

    /// A push with the default bar 0.1 s in (looked at before it was recorded): "Inbox" half way
    /// to the back button, crossing the back title, the chevron and "Edit" fading in, "Detail"
    /// sliding in from the right over the content's slide.
    func testGoldenPushWithABar() throws {
        let root = TitledScreen("Inbox"), detail = TitledScreen("Detail")
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: root)
        let frames = try recorder.frames(root: nav) { nav.pushViewController(detail, animated: true) }
        assertGolden(of: frames[2], atPath: GoldenPaths.path("fixtures/golden/uikit/navigation-bar-push-t0.1.png"))
    }

    func testTheBackButtonShowsThePreviousTitleOrItsBackButtonTitle() throws {
        let root = TitledScreen("Inbox"), detail = TitledScreen("Detail")
        root.navigationItem.backButtonTitle = "Mail"
        let nav = UINavigationController(rootViewController: root)
        _ = try recorder.frames(root: nav) { nav.pushViewController(detail, animated: true) }
        XCTAssertEqual(nav.navigationBar.subviews.compactMap { $0 as? UILabel }.map(\.text), ["Mail", "Detail"])
    }

    func testAnInteractivePopHoldsTheBarWhereTheGestureHoldsTheContent() throws {
        let root = TitledScreen("Inbox"), detail = TitledScreen("Detail")
        let nav = BarProbes.redNavigationController(root: root)
        nav.pushViewController(detail, animated: false)
        let driver = HeldPop()
        nav.delegate = driver
        let frames = try recorder.frames(root: nav) {
            nav.popViewController(animated: true)
            driver.interaction.update(0.5)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { driver.interaction.finish() }
        }
        // Where "Detail" and the back title rest, from a push of the same screens; "Inbox" at rest after the pop.
        let reference = BarProbes.redNavigationController(root: TitledScreen("Inbox"))
        let pushed = try recorder.frames(root: reference) { reference.pushViewController(TitledScreen("Detail"), animated: true) }.last!
        let topTitle = try leftmost(pushed, 100..<320), backTitle = try leftmost(pushed, 22..<100)
        let rootTitle = try leftmost(frames.last!, 22..<320)
        // Held at 50 % of a linear animator from the first frame: "Detail" 80 pt (half the
        // slide) right of its place and the back title half way to the centre, at 0.1 s as at 0.2 s.
        for held in [frames[2], frames[4]] {
            XCTAssertEqual(try leftmost(held, 200..<320), topTitle + 80, accuracy: 1.5)
            XCTAssertEqual(try leftmost(held, 22..<160), (backTitle + rootTitle) / 2, accuracy: 1.5)
        }
        // Then it finishes on the interaction's ease-in-ease-out: the back title arrives at the centre.
        XCTAssertLessThan(frames.count, 30)
        XCTAssertEqual(nav.navigationBar.subviews.compactMap { $0 as? UILabel }.map(\.text), ["Inbox"])
    }

    func testABarHiddenAsThePushBeginsSlidesAwayWithTheOldScreen() throws {
        final class Bare: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        let nav = UINavigationController(rootViewController: TitledScreen("Inbox"))
        let frames = try recorder.frames(root: nav) { nav.pushViewController(Bare(), animated: true) }
        // 0.1 s in the bar's right edge is at 320 (1 − p) ≈ 145.7, with the incoming screen's edge.
        XCTAssertEqual(frames[2][140, 5].r, 247)
        XCTAssertEqual(frames[2][152, 5].r, 255)
        XCTAssertEqual(frames.last![160, 5].r, 255)
        XCTAssertNil(nav.navigationBar.superview)
    }

    func testTheTabBarStaysPutUnderAPush() throws {
        let nav = UINavigationController(rootViewController: TitledScreen("Inbox"))
        nav.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        let tab = UITabBarController()
        tab.viewControllers = [nav, TitledScreen("Other")]
        let recorder = TransitionRecorder(screenSize: CGSize(width: 320, height: 200), scale: 1, fps: 20)
        let frames = try recorder.frames(root: tab) { nav.pushViewController(TitledScreen("Detail"), animated: true) }
        let barTop = Int(tab.tabBar.frame.minY)
        XCTAssertLessThan(barTop, 200)
        for f in frames[1...3] {
            for y in stride(from: barTop, to: 200, by: 3) { for x in stride(from: 0, to: 320, by: 7) { XCTAssertEqual(f[x, y], frames[0][x, y]) } }
        }
    }
}

/// Pops with a linear 1-s slide driven by a percent-driven interaction.
private final class HeldPop: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = UIPercentDrivenInteractiveTransition()
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!, toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { fromView.frame.origin.x = fromView.bounds.width },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
}
