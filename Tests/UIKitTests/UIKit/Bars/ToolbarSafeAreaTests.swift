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
