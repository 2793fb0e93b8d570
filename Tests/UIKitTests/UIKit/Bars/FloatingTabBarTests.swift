import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A plain screen of the system background with a title (a tab's title and its navigation title).
private final class Plain: UIViewController {
    var laidOutTop: CGFloat = -1
    init(_ title: String) { super.init(nibName: nil, bundle: nil); self.title = title }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .systemBackground }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); laidOutTop = view.safeAreaInsets.top }
}

/// Writes down what the tab bar controller asks and tells, and hands out the slide.
private final class Host: NSObject, UITabBarControllerDelegate {
    var heard: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        heard.append("should \(viewController.title!)"); return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { heard.append("did \(viewController.title!)") }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        heard.append("animator \(fromVC.title!)->\(toVC.title!)"); return LinearSlideIn()
    }
}

/// The capsule's first and last pixel columns in pixel row `y`: where the row leaves the colour
/// of its first pixel (the screen's background beside the capsule) by more than 8 in a channel.
private func capsuleColumns(_ p: Pixmap, y: Int) -> ClosedRange<Int>? {
    let bg = p[0, y]
    func differs(_ c: PremultipliedColor) -> Bool { max(abs(Int(c.r) - Int(bg.r)), abs(Int(c.g) - Int(bg.g)), abs(Int(c.b) - Int(bg.b))) > 8 }
    let xs = (0..<p.width).filter { differs(p[$0, y]) }
    guard let first = xs.first, let last = xs.last else { return nil }
    return first...last
}

/// The first column from `x` on (in row `y`) whose red channel is 255: the white pill's edge.
private func firstWhite(_ p: Pixmap, y: Int, from x: Int) -> Int? { (x..<p.width).first { p[$0, y].r == 255 } }

/// iPadOS 18's floating tab bar on an iPad (10th generation): 820 x 1180 pt at @2x, a 24-pt
/// status bar (so 1 pt is 2 px in every probe below).
final class FloatingTabBarTests: XCTestCase {
    private func recorder(_ appearance: TransitionRecorder.Appearance = .light,
                          direction: TransitionRecorder.LayoutDirection = .leftToRight) throws -> TransitionRecorder {
        let r = try TransitionRecorder(device: .iPad10, fps: 10)
        r.appearance = appearance
        r.layoutDirection = direction
        return r
    }

    private func tabs() -> (UITabBarController, [Plain]) {
        let screens = [Plain("Home"), Plain("Library"), Plain("Search")]
        let tab = UITabBarController()
        tab.viewControllers = screens
        return (tab, screens)
    }

    /// The screen at rest with the first tab selected: a recording needs an action, so it
    /// starts on the second tab and switches to the first without an animator (immediately).
    private func still(_ tab: UITabBarController, _ recorder: TransitionRecorder) throws -> Pixmap {
        tab.selectedIndex = 1
        return try XCTUnwrap(try recorder.frames(root: tab) { tab.selectedIndex = 0 }.last)
    }

    /// The bar: 4 pt below the 24-pt safe area (y 28), across the screen, 41 pt tall: an item is
    /// the 17-pt title's line (21 pt, whole points as this module's labels measure it; SF's
    /// 20.29 on a device makes UIKit's 32.5) plus 6 pt above and below = 33, and the capsule
    /// adds 4 pt above and below = 41. The capsule is centred on x 410 and its rows are
    /// y 28...69 (px 56..<138).
    func testTheBarIsACapsuleCentredFourPointsBelowTheStatusBar() throws {
        let (tab, _) = tabs()
        let frame = try still(tab, recorder())
        XCTAssertEqual(tab.tabBar.frame, CGRect(x: 0, y: 28, width: 820, height: 41))
        XCTAssertTrue(tab.tabBar.superview === tab.view)
        // Row y 48.5 (px 97), the capsule's middle: centred on px 820 within a pixel of rounding.
        let columns = try XCTUnwrap(capsuleColumns(frame, y: 97))
        XCTAssertEqual(Double(columns.lowerBound + columns.upperBound + 1) / 2, 820, accuracy: 2)
        // Above y 28 and below y 69 the row is the content's white (systemBackground).
        XCTAssertNil(capsuleColumns(frame, y: 54))
        XCTAssertNil(capsuleColumns(frame, y: 140))
        XCTAssertNotNil(capsuleColumns(frame, y: 60))
        XCTAssertNotNil(capsuleColumns(frame, y: 134))
        // The pill (the first, selected item) starts 4 pt (8 px) inside the capsule's left edge:
        // its systemBackground white (255), the capsule between them the material.
        let left = columns.lowerBound
        let pill = try XCTUnwrap(firstWhite(frame, y: 97, from: left))
        XCTAssertEqual(pill - left, 8, accuracy: 2)
        // The capsule's material over white content: systemMaterialLight's curve takes the
        // blurred 255 to 1 + (0.815 - 1) × 0.75 = 0.86125 (220), its brightness adds 0.1 (26):
        // 246; UIKit's 6 % tint of (0, 0, 63.75) over that: r = g = 246 × 0.94 = 231.2,
        // b = 231.2 + 63.75 × 0.06 = 235.1. Near-white, as on a device.
        // Probed 2 pt inside the right end, away from the pill, whose shadow (black at 0.08,
        // radius 16) darkens the capsule around it by a few levels; ±3 for the blur's rounding.
        let material = frame[columns.upperBound - 4, 97]
        XCTAssertEqual(Double(material.r), 231.2, accuracy: 3)
        XCTAssertEqual(Double(material.b), 235.1, accuracy: 3)
        XCTAssertGreaterThan(Int(material.b) - Int(material.r), 2, "the blue tint shows")
    }

    /// The content's safe area starts at UIKit's 50-pt fitting height below the 24-pt safe
    /// area: 74. A navigation bar in a tab starts its 50-pt row there: the bar is 24 + 50 + 50 =
    /// 124 pt tall, its background reaching up behind the floating bar, and the screen's
    /// content starts under it at 124; the bar's hairline is pixel row 248 (0.3 black over
    /// white: 255 × 0.7 = 178.5).
    func testTheContentsSafeAreaStartsFiftyPointsBelowTheSafeAreaAndANavigationBarBelowTheBar() throws {
        let (tab, screens) = tabs()
        let inbox = Plain("Inbox")
        let nav = UINavigationController(rootViewController: inbox)
        tab.viewControllers = [nav, screens[1], screens[2]]
        let r = try recorder()
        let frame = try still(tab, r)
        // (Read while the recorder, and so its window, still exists.)
        XCTAssertEqual(nav.view.safeAreaInsets.top, 74)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 820, height: 124))
        XCTAssertEqual(inbox.laidOutTop, 124)
        XCTAssertEqual(frame[10, 248].r, 178)
        // The bar's title sits in its row (y 74...124): below the capsule (which ends at px 138)
        // its dark ink is in pixel rows 148..<248 only.
        let inkRows = (140..<260).filter { y in (780..<860).contains { frame[$0, y].r < 128 } }
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(inkRows.first), 148)
        XCTAssertLessThan(try XCTUnwrap(inkRows.last), 248)
        // A plain tab's content starts at 74.
        _ = try r.frames(root: tab) { tab.selectedIndex = 1 }
        XCTAssertEqual(screens[1].laidOutTop, 74)
    }

    /// A tap on the second title selects its tab: the delegate is asked, its animator runs
    /// (the new tab slides in over 1 s) and the pill moves to the second item.
    func testATapOnATitleSelectsItsTabTheDelegatesAnimatorRunsAndThePillMoves() throws {
        let (tab, screens) = tabs()
        let before = try still(tab, recorder())
        let host = Host()
        tab.delegate = host
        let left = try XCTUnwrap(capsuleColumns(before, y: 97)).lowerBound
        let pillStart = try XCTUnwrap(firstWhite(before, y: 97, from: left))
        // The pill's right edge: the first column after its start, past its blue title, where
        // both red and blue leave the pill's white for the material's (231, 231, 235).
        let pillEnd = try XCTUnwrap((pillStart..<1640).first { x in before[x, 97].r < 245 && before[x, 97].b < 245 })
        // 20 pt into the second item, on the bar's middle row (y 48.5), in points.
        let tapX = CGFloat(pillEnd) / 2 + 20
        screens[1].view.backgroundColor = .systemBlue
        let frames = try recorder().frames(root: tab, pan: [(0, tapX, 48.5), (0.05, tapX, 48.5)], on: tab.tabBar)
        XCTAssertEqual(host.heard, ["should Library", "animator Home->Library", "did Library"])
        XCTAssertTrue(tab.selectedViewController === screens[1])
        // Halfway through the slide the blue tab's left edge is near x 410 (px 820).
        let mid = frames[frames.count / 2]
        XCTAssertEqual(mid[1600, 600].b, 255)
        XCTAssertEqual(mid[20, 600].r, 255)
        // At the end the pill is under the second item and no longer under the first.
        let after = try XCTUnwrap(frames.last)
        XCTAssertEqual(after[pillEnd + 20, 97].r, 255)
        XCTAssertNotEqual(after[pillStart + 4, 97].r, 255)
        // A tap beside the capsule selects nothing.
        host.heard = []
        _ = try recorder().frames(root: tab, pan: [(0, 40, 48.5), (0.05, 40, 48.5)], on: tab.tabBar)
        XCTAssertEqual(host.heard, [])
        XCTAssertTrue(tab.selectedViewController === screens[1])
    }

    /// iPadOS 18 leaves the floating bar up while a pushed controller has
    /// hidesBottomBarWhenPushed: it stays in every frame of the push, where it was.
    func testHidesBottomBarWhenPushedLeavesTheFloatingBar() throws {
        let (tab, screens) = tabs()
        let nav = UINavigationController(rootViewController: Plain("Inbox"))
        tab.viewControllers = [nav, screens[1], screens[2]]
        let detail = Plain("Detail")
        detail.hidesBottomBarWhenPushed = true
        let frames = try recorder().frames(root: tab) { nav.pushViewController(detail, animated: true) }
        XCTAssertGreaterThan(frames.count, 3)
        let columns = try XCTUnwrap(capsuleColumns(frames[0], y: 97))
        for (i, f) in frames.enumerated() { XCTAssertEqual(capsuleColumns(f, y: 97), columns, "frame \(i)") }
        XCTAssertTrue(tab.tabBar.superview === tab.view)
        XCTAssertEqual(tab.tabBar.frame, CGRect(x: 0, y: 28, width: 820, height: 41))
        XCTAssertEqual(detail.laidOutTop, 124)
    }

    /// Dark mode: the capsule is the dark material (systemMaterialDark's curve over black
    /// content: 0.16 × 0.75 = 0.12, 31; then 6 % of (191.25, 191.25, 255): r = 31 × 0.94 +
    /// 11.5 = 40.6, b = 29.1 + 15.3 = 44.4), the pill systemFill's dark (120, 120, 128) at 0.36
    /// over it: r = 43.2 + 40.6 × 0.64 = 69.2, b = 46.1 + 44.4 × 0.64 = 74.5; the selected
    /// title is white.
    func testInDarkModeTheCapsuleIsDarkThePillSystemFillAndTheSelectedTitleWhite() throws {
        let (tab, _) = tabs()
        let frame = try still(tab, recorder(.dark))
        let columns = try XCTUnwrap(capsuleColumns(frame, y: 97))
        let material = frame[columns.upperBound - 4, 97]
        XCTAssertEqual(Double(material.r), 40.6, accuracy: 3)
        XCTAssertEqual(Double(material.b), 44.4, accuracy: 3)
        // 6 pt in: inside the pill, left of its title (16 pt margin).
        let pill = frame[columns.lowerBound + 12, 97]
        XCTAssertEqual(Double(pill.r), 69.2, accuracy: 3)
        XCTAssertEqual(Double(pill.b), 74.5, accuracy: 3)
        // The pill's title: some pixel in the item's middle is white.
        XCTAssertTrue((columns.lowerBound + 40..<columns.lowerBound + 120).contains { x in (80..<114).contains { frame[x, $0].r == 255 } })
    }

    /// Right to left the first item is at the right: the pill at the capsule's right end.
    func testRightToLeftTheFirstItemIsAtTheRight() throws {
        let (tab, _) = tabs()
        let frame = try still(tab, recorder(direction: .rightToLeft))
        let columns = try XCTUnwrap(capsuleColumns(frame, y: 97))
        // 2 pt inside the right end: the capsule's material (231, below the pill's 255); 6 pt in:
        // the white pill.
        XCTAssertLessThan(frame[columns.upperBound - 4, 97].r, 245)
        XCTAssertEqual(frame[columns.upperBound - 12, 97].r, 255)
        XCTAssertLessThan(frame[columns.lowerBound + 12, 97].r, 245, "no pill at the left end")
    }

    /// isTabBarHidden (iOS 18) takes the floating bar away, and the content's safe area with it.
    func testIsTabBarHiddenTakesTheBarAndItsInsetAway() throws {
        let (tab, screens) = tabs()
        tab.isTabBarHidden = true
        let frame = try still(tab, recorder())
        XCTAssertNil(tab.tabBar.superview)
        XCTAssertNil(capsuleColumns(frame, y: 97))
        XCTAssertEqual(screens[0].laidOutTop, 24)
    }

    /// What the floating bar does not draw is said: a bar tint, and an item with only an image.
    func testTheFloatingBarWarnsOfWhatItDoesNotDraw() throws {
        let screens = [Plain("Home"), Plain("Library"), Plain("")]
        screens[2].title = nil
        screens[2].tabBarItem = UITabBarItem(title: nil, image: UIImage(), tag: 2)
        let tab = UITabBarController()
        tab.viewControllers = screens
        tab.tabBar.barTintColor = .systemRed
        tab.selectedIndex = 1
        let recording = try recorder().record(root: tab) { tab.selectedIndex = 0 }
        XCTAssertEqual(recording.warnings.sorted(), [
            "UITabBar: barTintColor and unselectedItemTintColor are not drawn by the floating bar (its material and palette are the system's)",
            "UITabBar: the floating bar draws titles only and an item has an image but no title; give it a title",
        ])
    }

    /// A phone keeps the bottom bar, in landscape too where a Pro Max is regular width.
    func testAPhoneKeepsTheBottomBar() throws {
        let (tab, _) = tabs()
        _ = try still(tab, TransitionRecorder(device: .iPhone16ProMax, orientation: .landscapeLeft, fps: 10))
        XCTAssertEqual(tab.tabBar.frame.maxY, 440)
        XCTAssertEqual(tab.tabBar.frame.height, 49 + 21)
    }
}
