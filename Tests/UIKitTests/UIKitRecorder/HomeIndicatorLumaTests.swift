import XCTest
import Raster
import UIKit
import UIKitRecorder

/// The drawn home indicator takes its colour from the content behind it, as iOS's luma-tracking
/// pill does (MTLumaDodgePillSettings' thresholds: 0.5 for the first frame, then white only
/// below 0.37 and black only above 0.7), not from the status bar's style. On a screen of one
/// grey g the luma behind the bar is g (Rec. 709's weights sum to 1).
final class HomeIndicatorLumaTests: XCTestCase {
    /// A screen of one grey, preferring a status bar style.
    private final class Grey: UIViewController {
        let grey: CGFloat
        let style: UIStatusBarStyle
        init(_ grey: CGFloat, style: UIStatusBarStyle = .default) {
            self.grey = grey
            self.style = style
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { view.backgroundColor = UIColor(white: grey, alpha: 1) }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
    }

    /// The middle of the iPhone 16's bar (134 x 5 pt at x 129.5, y 839; scale 3): device pixel (589, 2524).
    private func bar(_ frame: Pixmap) -> Int { Int(frame[589, 2524].r) }

    private func recorder() throws -> TransitionRecorder {
        try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true)
    }

    func testTheColourFollowsTheContentNotTheStatusBarStyle() throws {
        // A light screen that asks for light (white) status bar items: the bar is still black.
        let light = try XCTUnwrap(try recorder().frames(root: Grey(0.9, style: .lightContent)) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {}
        }.first)
        XCTAssertEqual(bar(light), 0, "black over grey 0.9 under white status bar items")
        // A dark screen with dark items: white.
        let dark = try XCTUnwrap(try recorder().frames(root: Grey(0.1, style: .darkContent)) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {}
        }.first)
        XCTAssertEqual(bar(dark), 255, "white over grey 0.1 under black items")
    }

    func testTheFirstFrameSplitsAtOneHalf() throws {
        for (grey, expected) in [(0.52, 0), (0.48, 255)] {
            let frame = try XCTUnwrap(try recorder().frames(root: Grey(grey)) { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {} }.first)
            XCTAssertEqual(bar(frame), expected, "grey \(grey)")
        }
    }

    /// The content's grey steps 0.6, 0.45, 0.3, 0.6, 0.8 at 0.1-s frames: the bar starts black
    /// (0.6 >= 0.5), stays black over 0.45 (not below 0.37), turns white over 0.3, stays white
    /// over 0.6 (not above 0.7) and turns black over 0.8. Deciding each frame alone at 0.5 would
    /// give black, white, white, black, black.
    func testItKeepsItsColourBetweenTheThresholds() throws {
        let screen = Grey(0.6)
        let steps: [CGFloat] = [0.45, 0.3, 0.6, 0.8]
        let frames = try recorder().frames(root: screen) {
            for (i, g) in steps.enumerated() {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1 * Double(i + 1)) { screen.view.backgroundColor = UIColor(white: g, alpha: 1) }
            }
        }
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(frames.map(bar), [0, 0, 255, 255, 0])
    }
}
