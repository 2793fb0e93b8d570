import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A white screen with a black 10-pt square at (150, 40): a mark to follow its motion by.
private final class Marked: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let mark = UIView(frame: CGRect(x: 150, y: 40, width: 10, height: 10))
        mark.backgroundColor = .black
        view.addSubview(mark)
    }
}

/// The leftmost column in `x` of row `y` darker than 60 (r + g + b under 180).
private func firstDark(_ p: Pixmap, y: Int, x: Range<Int>) -> Int? {
    x.first { i in Int(p[i, y].r) + Int(p[i, y].g) + Int(p[i, y].b) < 180 }
}

final class TabBarHidesWhenPushedTests: XCTestCase {
    /// 20 frames a second; the tab bar's band is y 151..<200.
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 320, height: 200), scale: 1, fps: 20)
    /// The system push's progress 0.1 s in.
    private let p = BarProbes.pushProgressAt100ms

    private func tabbed(_ root: UIViewController) -> (UITabBarController, UINavigationController) {
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        nav.isNavigationBarHidden = true
        let tab = UITabBarController()
        tab.viewControllers = [nav, SolidColorController(.white)]
        tab.tabBar.tintColor = .black
        return (tab, nav)
    }

    private func hiding() -> UIViewController {
        let detail = SolidColorController(.red)
        detail.hidesBottomBarWhenPushed = true
        return detail
    }

    func testThePushCarriesTheTabBarAwayOnTheScreenItLeaves() throws {
        let (tab, nav) = tabbed(Marked())
        let frames = try recorder.frames(root: tab) { nav.pushViewController(self.hiding(), animated: true) }
        let first = frames[0], mid = frames[2]
        let markAtRest = try XCTUnwrap(firstDark(first, y: 45, x: 0..<320))
        let labelAtRest = try XCTUnwrap(firstDark(first, y: 190, x: 0..<160))
        // 0.1 s in the old screen has moved by d; the "Mail" title of the bar by as much.
        let d = try XCTUnwrap(firstDark(mid, y: 45, x: 0..<320)) - markAtRest
        XCTAssertLessThan(d, -5)
        XCTAssertEqual(try XCTUnwrap(firstDark(mid, y: 190, x: 0..<160)) - labelAtRest, d, accuracy: 1)
        // The bar is under the incoming red screen, whose edge is 320 (1 − p) ≈ 145.7 from the
        // left, and dimmed with the screen it is on (its 247 by as much as the screen's white).
        XCTAssertEqual(Double(mid[140, 160].r), 247 * Double(mid[140, 100].r) / 255, accuracy: 1)
        XCTAssertLessThan(mid[140, 100].r, 255)
        XCTAssertEqual(mid[152, 160], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        // At the end it is gone.
        XCTAssertNil(tab.tabBar.superview)
        XCTAssertEqual(frames.last![10, 160], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }

    func testThePopBringsTheTabBarInOnTheScreenItReturnsTo() throws {
        let (tab, nav) = tabbed(Marked())
        let frames = try recorder.frames(root: tab) {
            nav.pushViewController(self.hiding(), animated: false)
            nav.popViewController(animated: true)
        }
        let last = frames.last!, mid = frames[2]
        let markAtRest = try XCTUnwrap(firstDark(last, y: 45, x: 0..<320))
        let labelAtRest = try XCTUnwrap(firstDark(last, y: 190, x: 0..<160))
        XCTAssertNil(firstDark(frames[0], y: 190, x: 0..<320), "no bar while the hiding screen is on top")
        let d = try XCTUnwrap(firstDark(mid, y: 45, x: 0..<320)) - markAtRest
        XCTAssertLessThan(d, -5)
        XCTAssertEqual(try XCTUnwrap(firstDark(mid, y: 190, x: 0..<160)) - labelAtRest, d, accuracy: 1)
        XCTAssertTrue(tab.tabBar.superview === tab.view)
        XCTAssertEqual(tab.tabBar.frame, CGRect(x: 0, y: 151, width: 320, height: 49))
    }
}
