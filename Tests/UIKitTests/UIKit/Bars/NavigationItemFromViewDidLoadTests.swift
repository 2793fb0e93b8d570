import XCTest
import Raster
import UIKit
import UIKitRecorder

/// A push loads the pushed view before the bar changes, as UIKit's does: what viewDidLoad sets
/// on the navigation item is what the bar shows during and after the push (before, a
/// `largeTitleDisplayMode = .never` set there left the bar at its large height).
final class NavigationItemFromViewDidLoadTests: XCTestCase {
    private final class Configured: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            title = "Detail"
            navigationItem.largeTitleDisplayMode = .never
        }
    }

    func testTheBarAnimatesToWhatViewDidLoadSet() throws {
        let root = SolidColorController(.white)
        root.title = "Inbox"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let detail = Configured()
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 10)
        var bottomAtStart: CGFloat = 0
        let frames = try recorder.frames(root: nav) {
            bottomAtStart = nav.navigationBar.frame.maxY
            nav.pushViewController(detail, animated: true)
        }
        // The bar reaches from the screen's top: 54 pt of status bar, then 44 (+ 52 for a large title).
        XCTAssertEqual(bottomAtStart, 150, "the root shows its large title")
        XCTAssertEqual(nav.navigationBar.frame.maxY, 98, "Detail asked for no large title in viewDidLoad")
        XCTAssertEqual(nav.navigationBar.topItem?.title, "Detail")
        // In the last frame, 120 pt down is Detail's white content, not the bar's grey.
        XCTAssertEqual(frames.last?[600, 3 * 120], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
}
