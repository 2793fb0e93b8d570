import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A titled white screen.
private final class Titled: UIViewController {
    init(_ title: String) { super.init(nibName: nil, bundle: nil); self.title = title }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
}

/// Rows of 30 pt, the first one red.
private final class RedFirstRow: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
        cell.backgroundColor = indexPath.row == 0 ? .red : .white
        return cell
    }
}

/// Counts the presses of a bar button.
private final class Presses: NSObject {
    var count = 0
    func pressed(_ sender: UIBarButtonItem) { count += 1 }
}

/// The darkest pixel (least red + green + blue) in a rectangle of a frame.
func darkest(_ p: Pixmap, x: ClosedRange<Int>, y: ClosedRange<Int>) -> PremultipliedColor {
    var best = p[x.lowerBound, y.lowerBound]
    for j in y { for i in x { let c = p[i, j]; if Int(c.r) + Int(c.g) + Int(c.b) < Int(best.r) + Int(best.g) + Int(best.b) { best = c } } }
    return best
}

final class UINavigationBarTests: XCTestCase {
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 10)
    private let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    func testTheBarIsDrawnWithTitleBackButtonAndHairline() throws {
        let root = Titled("Inbox"), detail = Titled("Detail")
        let nav = UINavigationController(rootViewController: root)
        let frames = try recorder.frames(root: nav) { nav.pushViewController(detail, animated: false) }
        let last = frames.last!
        // 44 pt of 0.97 white, then a one-pixel hairline of 0.3 black over the white content.
        XCTAssertEqual(last[150, 5], PremultipliedColor(r: 247, g: 247, b: 247, a: 255))
        XCTAssertEqual(last[150, 44].r, 178)
        XCTAssertEqual(last[150, 45], white)
        // The title's dark glyphs around the centre; the back chevron and "Inbox" in the tint at the left.
        XCTAssertLessThan(Int(darkest(last, x: 80...120, y: 14...30).r), 80)
        let back = darkest(last, x: 8...20, y: 12...32)
        XCTAssertLessThan(Int(back.r), 100)
        XCTAssertGreaterThan(Int(back.b), 200)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 200, height: 44))
        XCTAssertEqual(bar.topItem?.title, "Detail")
        XCTAssertTrue(bar.topItem === detail.navigationItem)
        XCTAssertTrue(bar.backItem === root.navigationItem)
    }

    func testATitleSetInViewDidLoadShowsOnTheBarAndTheTab() throws {
        final class LateTitle: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Late"; view.backgroundColor = .white }
        }
        let late = LateTitle()
        let nav = UINavigationController(rootViewController: Titled("Inbox"))
        let tab = UITabBarController()
        tab.viewControllers = [nav, LateTitle()]
        _ = try recorder.frames(root: tab) { nav.pushViewController(late, animated: false) }
        XCTAssertNotNil(nav.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Late" })
        XCTAssertEqual(late.navigationItem.title, "Late")
        _ = tab.viewControllers![1].view
        tab.view.layoutIfNeeded()
        XCTAssertNotNil(tab.tabBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Late" })
    }

    func testTheTitleIsCentredAndButtonsSitAtTheMargins() throws {
        let root = Titled("Inbox")
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: root)
        nav.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        nav.view.layoutIfNeeded()
        let labels = nav.navigationBar.subviews.compactMap { $0 as? UILabel }
        let title = labels.first { $0.text == "Inbox" }!, done = labels.first { $0.text == "Done" }!, edit = labels.first { $0.text == "Edit" }!
        XCTAssertEqual(title.frame.midX, 160, accuracy: 0.5)
        XCTAssertEqual(title.font.pointSize, 17)
        XCTAssertEqual(title.font, UIFont.systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(done.frame.maxX, 320 - 16)
        XCTAssertEqual(done.font, UIFont.systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(edit.frame.minX, 16)
        XCTAssertEqual(title.frame.midY, 22, accuracy: 1)
    }

    func testAHiddenBarLeavesTheTreeAsBefore() throws {
        let nav = UINavigationController(rootViewController: Titled("Inbox"))
        nav.isNavigationBarHidden = true
        let frames = try recorder.frames(root: nav) { nav.pushViewController(Titled("Detail"), animated: false) }
        XCTAssertEqual(nav.view.subviews.count, 1)
        XCTAssertNil(nav.navigationBar.superview)
        XCTAssertEqual(frames.last![150, 5], white)
        XCTAssertEqual(frames.last![150, 44], white)
    }

    func testATableUnderTheBarStartsBelowIt() throws {
        let screen = UITableViewController(style: .plain)
        let rows = RedFirstRow()
        let nav = UINavigationController(rootViewController: Titled("Inbox"))
        let frames = try recorder.frames(root: nav) {
            screen.tableView.dataSource = rows
            screen.tableView.rowHeight = 30
            nav.pushViewController(screen, animated: false)
        }
        XCTAssertEqual(screen.tableView.adjustedContentInset.top, 44)
        XCTAssertEqual(screen.tableView.contentOffset.y, -44)
        // The red first row lies between the bar and y = 74.
        XCTAssertEqual(frames.last![150, 60], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(frames.last![150, 80], white)
    }

    func testSetNavigationBarHiddenAnimatedSlidesTheBarAway() throws {
        let nav = UINavigationController(rootViewController: Titled("Inbox"))
        nav.loadViewIfNeeded()
        let frames = try recorder.frames(root: nav) {
            nav.setNavigationBarHidden(true, animated: true)
            nav.pushViewController(Titled("Detail"), animated: false)
        }
        // 0.2 s ease in-out: at t = 0.1 the bar is half way up (its bottom at 22).
        XCTAssertEqual(frames[1][150, 10], PremultipliedColor(r: 247, g: 247, b: 247, a: 255))
        XCTAssertEqual(frames[1][150, 30], white)
        XCTAssertEqual(frames.last![150, 5], white)
        XCTAssertNil(nav.navigationBar.superview)
    }

    func testATapOnTheBackButtonPopsAndOnAnItemSendsItsAction() throws {
        let root = Titled("Inbox"), detail = Titled("Detail")
        let presses = Presses()
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: presses, action: Selector(Presses.pressed))
        let nav = UINavigationController(rootViewController: root)
        nav.setViewControllers([root, detail], animated: false)
        _ = try recorder.frames(root: nav, pan: [(0, 180, 22), (0.05, 180, 22)], on: nav.navigationBar)
        XCTAssertEqual(presses.count, 1)
        XCTAssertTrue(nav.topViewController === detail)
        _ = try recorder.frames(root: nav, pan: [(0, 30, 22), (0.05, 30, 22)], on: nav.navigationBar)
        XCTAssertTrue(nav.topViewController === root)
        XCTAssertEqual(nav.navigationBar.topItem, root.navigationItem)
    }

    func testBarsInATabGiveATableBothInsets() throws {
        let list = UITableViewController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        let tab = UITabBarController()
        tab.viewControllers = [nav, Titled("Other")]
        _ = try recorder.frames(root: tab) { tab.selectedIndex = 1; tab.selectedIndex = 0 }
        XCTAssertEqual(list.tableView.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        list.tableView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(list.tableView.adjustedContentInset, .zero)
    }

    func testAnOpaqueBarTakesItsRoomFromTheContent() throws {
        let list = UITableViewController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.isTranslucent = false
        _ = try recorder.frames(root: nav) { nav.pushViewController(Titled("Detail"), animated: false); nav.popViewController(animated: false) }
        XCTAssertEqual(list.tableView.convert(list.tableView.bounds, to: nil), CGRect(x: 0, y: 44, width: 200, height: 256))
        XCTAssertEqual(list.tableView.adjustedContentInset.top, 0)
        XCTAssertEqual(list.tableView.contentOffset.y, 0)
    }

    func testBackgroundAndShadowImagesReplaceTheBarsLook() throws {
        let green = Pixmap(width: 1, height: 1)!
        green.clear(to: PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        let nav = UINavigationController(rootViewController: Titled("Inbox"))
        nav.navigationBar.setBackgroundImage(UIImage(pixmap: green, scale: 1), for: .default)
        let clear = Pixmap(width: 1, height: 1)!
        nav.navigationBar.shadowImage = UIImage(pixmap: clear, scale: 1)
        let frames = try recorder.frames(root: nav) { nav.pushViewController(Titled("Detail"), animated: false) }
        XCTAssertEqual(frames.last![150, 5], PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(frames.last![150, 44], white) // the shadow image is transparent: no hairline
    }

    func testATintSetAfterThePushRecoloursTheBackButton() throws {
        let root = Titled("Inbox"), detail = Titled("Detail")
        let nav = UINavigationController(rootViewController: root)
        nav.setViewControllers([root, detail], animated: false)
        nav.navigationBar.tintColor = .red
        let label = nav.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" }!
        XCTAssertEqual(label.textColor, .red)
    }

    func testToolbarLaysItemsOutAcrossFlexibleSpace() {
        let root = Titled("Inbox")
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.toolbarItems = [.flexibleSpace(), edit, .flexibleSpace()]
        let nav = UINavigationController(rootViewController: root)
        nav.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        nav.isToolbarHidden = false
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 480 - 44, width: 320, height: 44))
        let label = nav.toolbar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Edit" }!
        XCTAssertEqual(label.frame.midX, 160, accuracy: 0.5)
    }
}
