import XCTest
import UIKit
import UIKitRecorder
import Raster

final class NavigationBarRightToLeftTransitionTests: XCTestCase {
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 320, height: 120), scale: 1, fps: 20, layoutDirection: .rightToLeft)
    /// The system push's progress 0.1 s in.
    private let p = BarProbes.pushProgressAt100ms

    func testRightToLeftTheNewTitleComesFromTheLeftAndTheOldOneGoesRightIntoTheBackButton() throws {
        let nav = BarProbes.redNavigationController(root: TitledScreen("Inbox"))
        let frames = try recorder.frames(root: nav) { nav.pushViewController(TitledScreen("Detail"), animated: true) }
        let first = frames[0], mid = frames[2], last = frames.last!
        // The chevron is right of x 298: out of the probes.
        let oldTitle = Double(try XCTUnwrap(BarProbes.redColumns(first, x: 0..<298).last))
        let backTitle = Double(try XCTUnwrap(BarProbes.redColumns(last, x: 220..<298).last))
        let newTitle = Double(try XCTUnwrap(BarProbes.redColumns(last, x: 0..<220).last))
        XCTAssertGreaterThan(backTitle, 280)
        // 0.1 s in: "Detail" 160 (1 − p) left of its place; "Inbox" (and the back title with it)
        // p of the way right to the back button's.
        XCTAssertEqual(Double(try XCTUnwrap(BarProbes.redColumns(mid, x: 0..<160).last)), newTitle - 160 * (1 - p), accuracy: 1.5)
        XCTAssertEqual(Double(try XCTUnwrap(BarProbes.redColumns(mid, x: 160..<298).last)), oldTitle + (backTitle - oldTitle) * p, accuracy: 1.5)
    }

    func testRightToLeftABarHiddenAsThePushBeginsLeavesRightwards() throws {
        final class Bare: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        let nav = UINavigationController(rootViewController: TitledScreen("Inbox"))
        let frames = try recorder.frames(root: nav) { nav.pushViewController(Bare(), animated: true) }
        // 0.1 s in the bar's left edge is at 320p ≈ 174.3, with the outgoing screen's.
        XCTAssertEqual(frames[2][168, 5].r, 255)
        XCTAssertEqual(frames[2][180, 5].r, 247)
    }
}
