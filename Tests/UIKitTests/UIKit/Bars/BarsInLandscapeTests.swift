import XCTest
import Raster
import UIKit
import UIKitRecorder

/// Held sideways, the bars' items stay inside the safe area's sides (59 pt on an iPhone 16,
/// the sensor housing's), while their backgrounds reach the screen's edges.
final class BarsInLandscapeTests: XCTestCase {
    func testNavigationToolbarAndTabItemsStayInsideTheSafeArea() throws {
        let screen = SolidColorController(.white)
        screen.title = "Inbox"
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        screen.toolbarItems = [UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil), .flexibleSpace(),
                               UIBarButtonItem(title: "Right", style: .plain, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: SolidColorController(.white))
        nav.isToolbarHidden = false
        nav.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        let other = SolidColorController(.white)
        other.tabBarItem = UITabBarItem(title: "More", image: nil, tag: 1)
        let tab = UITabBarController()
        tab.viewControllers = [nav, other]
        let recorder = try TransitionRecorder(device: .iPhone16, orientation: .landscapeLeft, fps: 20)
        _ = try recorder.frames(root: tab) { nav.pushViewController(screen, animated: false) }
        func frame(_ text: String, in bar: UIView) throws -> CGRect {
            let label = try XCTUnwrap(bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == text }, text)
            return bar.convert(label.frame, to: nil)
        }
        // 852 pt wide, 59 pt of sensor housing on each side, then the bars' margin (20 pt in a bar 414 pt or wider).
        XCTAssertEqual(nav.navigationBar.safeAreaInsets.left, 59)
        XCTAssertEqual(try frame("Edit", in: nav.navigationBar).minX, 59 + 20)
        XCTAssertEqual(try frame("Done", in: nav.navigationBar).maxX, 852 - 59 - 20, accuracy: 0.5)
        XCTAssertEqual(try frame("Inbox", in: nav.navigationBar).midX, 426, accuracy: 1)
        XCTAssertEqual(try frame("Left", in: nav.toolbar).minX, 59 + 20)
        XCTAssertEqual(try frame("Right", in: nav.toolbar).maxX, 852 - 59 - 20, accuracy: 1)
        // Two tabs share the 734 pt between the sides: centres at 59 + 183.5 and 59 + 550.5.
        XCTAssertEqual(try frame("Mail", in: tab.tabBar).midX, 242.5, accuracy: 1)
        XCTAssertEqual(try frame("More", in: tab.tabBar).midX, 609.5, accuracy: 1)
        XCTAssertEqual(nav.navigationBar.frame.minX, 0, "the bar's background reaches the edge")
    }

    /// Compact height: 32-pt rows on an iPhone 16 held sideways and no large title, though the bar
    /// prefers them; the Pro Max, regular wide there, keeps 44-pt rows and still no large title.
    func testAPhoneHeldSidewaysTakesTheCompactBarMetrics() throws {
        for (device, row) in [(DeviceModel.iPhone16, 32.0), (.iPhone16ProMax, 44.0)] {
            let screen = SolidColorController(.white)
            screen.title = "Inbox"
            screen.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
            let nav = UINavigationController(rootViewController: SolidColorController(.white))
            nav.navigationBar.prefersLargeTitles = true
            nav.isToolbarHidden = false
            let recorder = try TransitionRecorder(device: device, orientation: .landscapeLeft, fps: 20)
            let last = try XCTUnwrap(try recorder.frames(root: nav) { nav.pushViewController(screen, animated: false) }.last)
            // No status bar held sideways: the bar's row is the whole bar.
            XCTAssertEqual(nav.navigationBar.frame.maxY, row, device.name)
            XCTAssertEqual(nav.toolbar.frame.height, row, device.name)
            let title = try XCTUnwrap(nav.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" && $0.alpha > 0 })
            XCTAssertEqual(nav.navigationBar.convert(title.frame, to: nil).midY, row / 2, accuracy: 1, "\(device.name): the title in the row, not a large one below it")
            // Below the row, the white content (a large title's strip would be the bar's grey).
            XCTAssertEqual(last[900, Int(3 * (row + 10))], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), device.name)
        }
    }
}
