import XCTest
import UIKit
import UIKitRecorder
import Raster

final class ToolbarSafeAreaTests: XCTestCase {
    func testTheToolbarSitsAboveTheHomeIndicatorWithItsBackgroundReachingTheEdge() throws {
        let screen = SolidColorController(.white)
        screen.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: SolidColorController(.white))
        nav.isToolbarHidden = false
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 20)
        let last = try recorder.frames(root: nav) { nav.pushViewController(screen, animated: false) }.last!
        // iPhone 16: 852 pt tall, 34 pt of home-indicator area: the toolbar is 774…818.
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 774, width: 393, height: 44))
        let gray = PremultipliedColor(r: 247, g: 247, b: 247, a: 255)
        // In pixels (@3x): the content above, the bar in its 44 pt, its background below it to the edge.
        XCTAssertEqual(last[300, 3 * 770], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(last[1100, 3 * 800], gray)
        XCTAssertEqual(last[1100, 3 * 845], gray)
        // "Edit" in the tint, centred in the bar's 44 pt (not in the home indicator's area).
        let edit = try XCTUnwrap(nav.toolbar.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertEqual(nav.toolbar.convert(edit.frame, to: nil).midY, 796, accuracy: 1)
        XCTAssertLessThan(Int(darkest(last, x: 48...120, y: 3 * 786...3 * 806).r), 100)
    }
}

final class TabBarSafeAreaTests: XCTestCase {
    func testTheTabBarReachesOverTheHomeIndicatorWithItsItemsAboveIt() throws {
        let screen = SolidColorController(.white)
        screen.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        var contentInsets = UIEdgeInsets.zero
        let tab = UITabBarController()
        tab.viewControllers = [screen, SolidColorController(.white)]
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 20)
        let last = try recorder.frames(root: tab) {
            tab.selectedIndex = 1
            tab.selectedIndex = 0
            tab.view.layoutIfNeeded()
            contentInsets = screen.view.safeAreaInsets
        }.last!
        // iPhone 16: 49 pt of items and the 34-pt home-indicator area under them: 83 pt (as a device reports).
        XCTAssertEqual(tab.tabBar.frame, CGRect(x: 0, y: 769, width: 393, height: 83))
        let title = try XCTUnwrap(tab.tabBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Mail" })
        XCTAssertEqual(tab.tabBar.convert(title.frame, to: nil).minY, 804)
        // The bar's background down to the edge (@3x pixels), the content above it.
        XCTAssertEqual(last[600, 3 * 845], PremultipliedColor(r: 247, g: 247, b: 247, a: 255))
        XCTAssertEqual(last[600, 3 * 760], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(contentInsets, UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    }
}
