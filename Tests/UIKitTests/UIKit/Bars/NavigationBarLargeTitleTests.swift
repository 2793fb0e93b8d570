import XCTest
import UIKit
import UIKitRecorder
import Raster
import TransitionTesting

/// A titled white screen that keeps the safe area it last laid out with.
private final class Screen: UIViewController {
    var laidOutInsets = UIEdgeInsets.zero
    init(_ title: String, mode: UINavigationItem.LargeTitleDisplayMode = .automatic) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        navigationItem.largeTitleDisplayMode = mode
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); laidOutInsets = view.safeAreaInsets }
}

/// The box of a frame's pixels at least 40 red (r − g) over the light bar, in `x` × `y`.
private func redInk(_ p: Pixmap, x: Range<Int>, y: Range<Int>) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for j in y { for i in x where Int(p[i, j].r) - Int(p[i, j].g) >= 40 {
        minX = min(minX, i); maxX = max(maxX, i); minY = min(minY, j); maxY = max(maxY, j)
    } }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// The largest r − g in a region.
private func maxRedness(_ p: Pixmap, x: Range<Int>, y: Range<Int>) -> Int {
    var m = 0
    for j in y { for i in x { m = max(m, Int(p[i, j].r) - Int(p[i, j].g)) } }
    return m
}

private func label(_ bar: UINavigationBar, _ text: String) throws -> UILabel {
    try XCTUnwrap(bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == text })
}

/// The frame of the bar's label showing `text` (zero when none does).
private func frame(_ bar: UINavigationBar, _ text: String) -> CGRect {
    bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == text }?.frame ?? .zero
}

final class NavigationBarLargeTitleTests: XCTestCase {
    /// 20 frames a second: frame 2 is 0.1 s in.
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 320, height: 300), scale: 1, fps: 20)
    /// The system push's progress 0.1 s in.
    private let p = BarProbes.pushProgressAt100ms
    private let barGray = PremultipliedColor(r: 247, g: 247, b: 247, a: 255)
    private let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    private func largeNav(_ root: UIViewController) -> UINavigationController {
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        nav.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.red]
        return nav
    }

    func testALargeTitleBarIs96PointsWithTheBoldTitleAtTheMarginBelowTheStandardRow() throws {
        let nav = largeNav(Screen("Root", mode: .never))
        let last = try recorder.frames(root: nav) { nav.pushViewController(Screen("Inbox", mode: .always), animated: false) }.last!
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 320, height: 96))
        // The bar's background down to 96, its hairline (0.3 black) there, the content below.
        XCTAssertEqual(last[300, 94], barGray)
        XCTAssertEqual(last[300, 96].r, 178)
        XCTAssertEqual(last[300, 97], white)
        let title = try label(nav.navigationBar, "Inbox")
        XCTAssertEqual(title.font.pointSize, 34)
        // At the 16-pt margin, its line box 8 pt above the bar's bottom.
        XCTAssertEqual(title.frame.minX, 16)
        XCTAssertEqual(title.frame.maxY, 88)
        // Its ink is there, below the standard row, which shows the back button ("Root") but no title of its own.
        let ink = try XCTUnwrap(redInk(last, x: 0..<320, y: 0..<96))
        XCTAssertEqual(ink.minX, 17, accuracy: 2)
        XCTAssertGreaterThan(ink.minY, 44)
        XCTAssertLessThan(ink.maxY, 88)
        XCTAssertEqual(nav.navigationBar.subviews.compactMap { ($0 as? UILabel)?.text }, ["Root", "Inbox"])
        XCTAssertEqual(darkest(last, x: 100...220, y: 0...43), barGray)
    }

    func testTheDisplayModeFollowsTheItemBelowUnlessAlwaysOrNever() throws {
        func height(_ modes: [UINavigationItem.LargeTitleDisplayMode], prefers: Bool = true) throws -> CGFloat {
            let screens = modes.enumerated().map { Screen("S\($0.offset)", mode: $0.element) }
            let nav = UINavigationController(rootViewController: screens[0])
            nav.setViewControllers(Array(screens.dropLast()), animated: false)
            nav.navigationBar.prefersLargeTitles = prefers
            _ = try recorder.frames(root: nav) { nav.pushViewController(screens.last!, animated: false) }
            return nav.navigationBar.frame.height
        }
        XCTAssertEqual(try height([.automatic, .automatic]), 96)
        XCTAssertEqual(try height([.automatic, .never]), 44)
        XCTAssertEqual(try height([.automatic, .never, .automatic]), 44)
        XCTAssertEqual(try height([.never, .automatic]), 44)
        XCTAssertEqual(try height([.never, .always]), 96)
        XCTAssertEqual(try height([.always, .always], prefers: false), 44)
    }

    func testTheContentsSafeAreaReachesBelowTheTallerBar() throws {
        let root = Screen("Inbox"), detail = Screen("Detail", mode: .never)
        let nav = largeNav(root)
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 20)
        var large = UIEdgeInsets.zero, standard = UIEdgeInsets.zero, own = UIEdgeInsets.zero
        _ = try recorder.frames(root: nav) {
            nav.view.layoutIfNeeded()
            large = root.view.safeAreaInsets
            nav.pushViewController(detail, animated: false)
            nav.view.layoutIfNeeded()
            standard = detail.view.safeAreaInsets
            own = nav.view.safeAreaInsets
        }
        // iPhone 16: the 54-pt status bar, then 96 pt of bar; 44 under a standard title; the home indicator's 34 below.
        XCTAssertEqual(large, UIEdgeInsets(top: 150, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(standard, UIEdgeInsets(top: 98, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(detail.laidOutInsets, standard, "the controller laid out with them")
        XCTAssertEqual(own, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), "the navigation controller's own view keeps the window's insets")
    }

    func testDuringThePushTheIncomingScreenLaysOutUnderTheNewBarAndTheOutgoingKeepsItsLayout() throws {
        let root = Screen("Inbox"), detail = Screen("Detail", mode: .never)
        let nav = largeNav(root)
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 20)
        var during: (root: UIEdgeInsets, detail: UIEdgeInsets)?
        _ = try recorder.frames(root: nav) {
            nav.pushViewController(detail, animated: true)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { during = (root.laidOutInsets, detail.laidOutInsets) }
        }
        XCTAssertEqual(during?.root.top, 150, "the outgoing screen is not laid out again under the shrinking bar")
        XCTAssertEqual(during?.detail.top, 98)
    }

    /// The large title's rest frame and the back button title's after the push.
    private func pushFromLarge(to detail: UIViewController) throws -> (frames: [Pixmap], large: CGRect, back: CGRect, nav: UINavigationController) {
        let nav = largeNav(Screen("Inbox"))
        var large = CGRect.zero
        let frames = try recorder.frames(root: nav) {
            nav.view.layoutIfNeeded()
            large = frame(nav.navigationBar, "Inbox")
            nav.pushViewController(detail, animated: true)
        }
        let back = try label(nav.navigationBar, "Inbox").frame
        return (frames, large, back, nav)
    }

    func testAPushToAStandardTitleShrinksTheBarAndTheLargeTitleIntoTheBackButton() throws {
        let (frames, large, back, nav) = try pushFromLarge(to: Screen("Detail", mode: .never))
        let first = frames[0], mid = frames[2]
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        // 0.1 s in the bar's bottom is at 96 − 52p = 67.7 (its background above, the content below).
        XCTAssertEqual(mid[300, 66], barGray)
        XCTAssertEqual(mid[300, 70], white)
        // The large title shrinks by 1 − (1 − 17/34)p about its centre, which moves p of the way
        // from its place to where the 17-pt title's leading edge and centre are the back title's.
        let s = 1 - 0.5 * p
        let rest = try XCTUnwrap(redInk(first, x: 0..<320, y: 0..<96))
        let ink = try XCTUnwrap(redInk(mid, x: 0..<160, y: 0..<96))
        let startCentre = CGPoint(x: large.midX, y: large.midY)
        let endCentre = CGPoint(x: back.minX + large.width * 0.25, y: back.midY)
        let centre = CGPoint(x: startCentre.x + (endCentre.x - startCentre.x) * p, y: startCentre.y + (endCentre.y - startCentre.y) * p)
        XCTAssertEqual(ink.minX, centre.x + (rest.minX - large.midX) * s, accuracy: 1.5)
        XCTAssertEqual(ink.midY, centre.y + (rest.midY - large.midY) * s, accuracy: 1.5)
        XCTAssertEqual(ink.height / rest.height, s, accuracy: 0.06)
        // And fades: its reddest pixel is 1 − p as red as at rest.
        XCTAssertEqual(Double(maxRedness(mid, x: 0..<160, y: 0..<96)) / Double(maxRedness(first, x: 0..<320, y: 0..<96)), 1 - p, accuracy: 0.08)
        XCTAssertEqual(nav.navigationBar.subviews.compactMap { ($0 as? UILabel)?.text }, ["Inbox", "Detail"])
    }

    func testAPushToALargeTitleBringsItInWithItsScreen() throws {
        let detail = Screen("Detail")
        let nav = largeNav(Screen("Inbox"))
        var restMinX = 0.0
        let frames = try recorder.frames(root: nav) {
            nav.view.layoutIfNeeded()
            nav.pushViewController(detail, animated: true)
        }
        restMinX = try XCTUnwrap(redInk(frames.last!, x: 0..<320, y: 44..<96)).minX
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        // "Detail" comes in opaque from the bar's whole width right: 320 (1 − p) right of its place.
        let ink = try XCTUnwrap(redInk(frames[2], x: 150..<320, y: 44..<96))
        XCTAssertEqual(ink.minX, restMinX + 320 * (1 - p), accuracy: 1.5)
        XCTAssertEqual(maxRedness(frames[2], x: 150..<320, y: 44..<96), maxRedness(frames.last!, x: 0..<320, y: 44..<96))
    }

    func testAPopToALargeTitleGrowsTheBarAndTheBackTitleIntoTheLargeTitle() throws {
        let root = Screen("Inbox"), detail = Screen("Detail", mode: .never)
        let nav = largeNav(root)
        var back = CGRect.zero
        let frames = try recorder.frames(root: nav) {
            nav.pushViewController(detail, animated: false)
            nav.view.layoutIfNeeded()
            back = frame(nav.navigationBar, "Inbox")
            nav.popViewController(animated: true)
        }
        let large = try label(nav.navigationBar, "Inbox").frame
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        // 0.1 s in the bar's bottom is at 44 + 52p = 72.3.
        XCTAssertEqual(frames[2][300, 70], barGray)
        XCTAssertEqual(frames[2][300, 74], white)
        // The large title grows from half its size at the back title: p of the way back.
        let s = 0.5 + 0.5 * p
        let rest = try XCTUnwrap(redInk(frames.last!, x: 0..<320, y: 0..<96))
        let ink = try XCTUnwrap(redInk(frames[2], x: 0..<160, y: 0..<96))
        XCTAssertEqual(ink.height / rest.height, s, accuracy: 0.06)
        let startY = back.midY, endY = large.midY
        XCTAssertEqual(ink.midY, startY + (endY - startY) * p + (rest.midY - large.midY) * s, accuracy: 1.5)
    }

    /// A push from a large title to a standard one 0.1 s in (looked at before it was recorded):
    /// the bar two thirds of the way down from 96 to 44 pt, "Inbox" shrinking up into the back
    /// button's title as that grows out of it, the chevron and "Detail" fading in.
    func testGoldenPushFromALargeTitle() throws {
        let (frames, _, _, _) = try pushFromLarge(to: Screen("Detail", mode: .never))
        assertGolden(of: frames[2], atPath: GoldenPaths.path("fixtures/golden/uikit/navigation-bar-large-title-push-t0.1.png"))
    }

    func testACancelledInteractivePopToALargeTitleHoldsTheBarHalfWayThenRestoresIt() throws {
        let root = Screen("Inbox"), detail = Screen("Detail", mode: .never)
        let nav = largeNav(root)
        let driver = LinearPop()
        let frames = try recorder.frames(root: nav) {
            nav.pushViewController(detail, animated: false)
            nav.delegate = driver
            nav.popViewController(animated: true)
            driver.interaction.update(0.5)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { driver.interaction.cancel() }
        }
        // Held at half of a linear pop: the bar's bottom half way from 44 to 96, at 70.
        for held in [frames[2], frames[4]] {
            XCTAssertEqual(held[300, 68], barGray)
            XCTAssertEqual(held[300, 72], white)
        }
        // Cancelled: the standard bar again, with the detail's items.
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertEqual(nav.navigationBar.subviews.compactMap { ($0 as? UILabel)?.text }, ["Inbox", "Detail"])
        XCTAssertEqual(frames.last![300, 50], white)
        XCTAssertTrue(nav.topViewController === detail)
    }

    func testTurningLargeTitlesOnLaysTheBarOutAgain() throws {
        let nav = UINavigationController(rootViewController: Screen("Inbox"))
        var heights: [CGFloat] = []
        _ = try recorder.frames(root: nav) {
            heights.append(nav.navigationBar.frame.height)
            nav.navigationBar.prefersLargeTitles = true
            heights.append(nav.navigationBar.frame.height)
            nav.pushViewController(Screen("Detail", mode: .never), animated: false)
            heights.append(nav.navigationBar.frame.height)
        }
        XCTAssertEqual(heights, [44, 96, 44])
    }
}

/// Pops with a linear 1-s slide driven by a percent-driven interaction.
private final class LinearPop: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = UIPercentDrivenInteractiveTransition()
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!, toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { fromView.frame.origin.x = fromView.bounds.width },
                       completion: { _ in
                           // A cancelled pop puts the screen back (its frame's model value is the end's).
                           if transitionContext.transitionWasCancelled { fromView.frame.origin.x = 0 }
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
}
