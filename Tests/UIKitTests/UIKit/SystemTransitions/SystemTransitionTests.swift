import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A screen whose view is one colour.
private final class Plain: UIViewController {
    let colour: UIColor
    init(_ colour: UIColor) { self.colour = colour; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = colour }
}

/// A presentation controller that puts the presented view in the bottom half of the screen, and
/// leaves UIKit to animate it (no animator of its own).
private final class BottomHalf: NSObject, UIViewControllerTransitioningDelegate {
    final class Controller: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            let b = containerView?.bounds ?? .zero
            return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
        }
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        Controller(presentedViewController: presented, presenting: presenting)
    }
}

/// UIKit's own animators (the push, the modal transition styles) as UIKit code reaches them: a
/// push without a delegate, a present with `modalTransitionStyle`; they run on curve 7, keep a
/// presenting view that UIKit keeps, and honour `finalFrame(for:)`.
final class SystemTransitionTests: XCTestCase {
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
    /// Curve 7 at 0.1 s and 0.2 s: 1 − (1 + ωt)e^(−ωt), ω = √(1000/3).
    private static func curve7(_ t: Double) -> Double { let w = (1000.0 / 3).squareRoot() * t; return 1 - (1 + w) * exp(-w) }

    func testTheCurveSevenOptionPacesABlockByTheSystemSpring() throws {
        let root = Plain(.black)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        square.backgroundColor = .white
        square.alpha = 0
        let frames = try recorder.frames(root: root) {
            root.view.addSubview(square)
            UIView.animate(withDuration: 0.5, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) { square.alpha = 1 }
        }
        // 54.5 % at 0.1 s and 87.9 % at 0.2 s (ease-in-ease-out would be at 8 % and 31 %).
        XCTAssertEqual(Double(frames[1][50, 100].r), 255 * Self.curve7(0.1), accuracy: 1)
        XCTAssertEqual(Double(frames[2][50, 100].r), 255 * Self.curve7(0.2), accuracy: 1)
        XCTAssertEqual(frames.last?[50, 100].r, 255)
    }

    func testAPushWithoutADelegateSlidesTheNewScreenInOnCurveSeven() throws {
        let a = Plain(.blue), b = Plain(.red)
        let nav = UINavigationController(rootViewController: a)
        nav.isNavigationBarHidden = true
        let frames = try recorder.frames(root: nav) { nav.pushViewController(b, animated: true) }
        // At 0.1 s the red screen's left edge is at 100·(1 − e), the old screen 30 points left
        // at most, dimmed by 0.1·e; red covers everything right of the edge.
        let edge = 100 * (1 - Self.curve7(0.1))
        let firstRed = (0..<100).first { frames[1][$0, 100].r > 200 && frames[1][$0, 100].b < 50 }
        XCTAssertEqual(Double(try XCTUnwrap(firstRed)), edge.rounded(.up), accuracy: 1)
        XCTAssertEqual(Double(frames[1][5, 100].b), 255 * (1 - 0.1 * Self.curve7(0.1)), accuracy: 1.5, "the old screen dimmed")
        XCTAssertEqual(frames.last?[50, 100], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertNil(a.view.superview, "the old screen left the window")
    }

    func testRightToLeftThePushComesFromTheLeftEdge() throws {
        let a = Plain(.blue), b = Plain(.red)
        let nav = UINavigationController(rootViewController: a)
        nav.isNavigationBarHidden = true
        let rtl = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10, layoutDirection: .rightToLeft)
        let frames = try rtl.frames(root: nav) { nav.pushViewController(b, animated: true) }
        // Mirrored: at 0.1 s the red screen's right edge is at 100·e; the blue one moved right.
        let edge = 100 * Self.curve7(0.1)
        let lastRed = (0..<100).last { frames[1][$0, 100].r > 200 && frames[1][$0, 100].b < 50 }
        XCTAssertEqual(Double(try XCTUnwrap(lastRed)) + 1, edge.rounded(.down), accuracy: 1)
        XCTAssertGreaterThan(frames[1][95, 100].b, 200, "the old screen on the right")
        XCTAssertEqual(frames.last?[50, 100], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }

    func testACancelledSwipeBackLeavesTheTopScreenAsItWas() throws {
        let a = Plain(.blue), b = Plain(.red)
        let nav = UINavigationController(rootViewController: a)
        nav.viewControllers = [a, b]
        let subviews = b.view.subviews.count
        // From the left edge at 100 pt/s for 0.3 s: released at 30 %, it falls back.
        let pan: [TransitionRecorder.PanSample] = stride(from: 0, through: 0.3 + 1e-9, by: 0.1).map { (t: $0, x: 100 * $0, y: 150) }
        let frames = try recorder.frames(root: nav, pan: pan, on: nav.view)
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertNotNil(b.view.window, "the from-view is back on screen")
        XCTAssertNil(a.view.superview, "the screen below leaves again")
        XCTAssertEqual(b.view.transform, .identity)
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(b.view.subviews.count, subviews, "the edge shadow is gone")
        XCTAssertEqual(a.view.subviews.count, 0, "the dimming view is gone")
        XCTAssertEqual(frames.last?[1, 150], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }

    func testACrossDissolvePresentationFadesBothScreensOverBlack() throws {
        let presenting = Plain(.white), presented = Plain(.red)
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .crossDissolve
        let frames = try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
        // to · e + from · (1 − e)² over black.
        let e = Self.curve7(0.1)
        XCTAssertEqual(Double(frames[1][50, 100].r), 255 * (e + (1 - e) * (1 - e)), accuracy: 2)
        XCTAssertEqual(Double(frames[1][50, 100].g), 255 * (1 - e) * (1 - e), accuracy: 2)
        XCTAssertEqual(frames.last?[50, 100], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(presenting.view.alpha, 1, "the screen left behind gets its alpha back")
    }

    func testAnOverFullScreenPresentationKeepsThePresentingScreenUntouched() throws {
        let presenting = Plain(.white), presented = Plain(.red)
        presented.modalPresentationStyle = .overFullScreen
        presented.modalTransitionStyle = .crossDissolve
        let frames = try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
        // No from-view is handed out: the presenting screen stays at full alpha under the fade.
        let e = Self.curve7(0.1)
        XCTAssertEqual(frames[1][50, 100].r, 255)
        XCTAssertEqual(Double(frames[1][50, 100].g), 255 * (1 - e), accuracy: 2)
        XCTAssertTrue(presenting.view.window != nil, "the presenting screen is still on screen")
        XCTAssertEqual(presenting.view.alpha, 1)
    }

    func testCoverVerticalEndsAtThePresentationControllersFinalFrame() throws {
        let presenting = Plain(.white), presented = Plain(.red)
        let delegate = BottomHalf()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        let frames = try withExtendedLifetime(delegate) {
            try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
        }
        // Sliding up from below the screen: at 0.1 s its top is at 100 + 200·(1 − e).
        let top = 100 + 200 * (1 - Self.curve7(0.1))
        let firstRed = (0..<200).first { frames[1][50, $0].g < 50 }
        XCTAssertEqual(Double(try XCTUnwrap(firstRed)), top.rounded(.up), accuracy: 1)
        let last = try XCTUnwrap(frames.last)
        XCTAssertEqual(last[50, 99], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the top half is the presenting screen")
        XCTAssertEqual(last[50, 100], PremultipliedColor(r: 255, g: 0, b: 0, a: 255), "the bottom half is the presented one")
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 100, width: 100, height: 100))
    }

    func testAFlipHorizontalPresentationShowsOnlyTheFaceTurnedTowardsTheViewer() throws {
        let presenting = Plain(.white), presented = Plain(.red)
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .flipHorizontal
        let frames = try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
        // φ = −π·e: the white face until it is edge-on (e = 1/2, between 0.05 s and 0.1 s), then the red one.
        XCTAssertGreaterThan(frames[0][50, 100].g, 200)
        XCTAssertEqual(frames[1][50, 100].g, 0, "past edge-on at 0.1 s (e = 0.54): the presented face")
        XCTAssertGreaterThan(frames[1][50, 100].r, 100)
        XCTAssertEqual(frames.last?[50, 100], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(presenting.view.layer.transform, CATransform3DIdentity, "the turned face is put back")
        XCTAssertTrue(presenting.view.layer.isDoubleSided)
    }
    func testAPartialCurlRestsCurledOverThePresentedScreensBottom() throws {
        let presenting = Plain(.white), presented = Plain(.red)
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .partialCurl
        let frames = try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
        // No subviews to rest above: the axis rests at 0.45 of the height; below the curl the
        // presented screen shows, the top of the page stays flat and white.
        let last = try XCTUnwrap(frames.last)
        XCTAssertEqual(last[50, 10], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(last[50, 195], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(frames[0][50, 195], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "flat at the start")
        XCTAssertTrue(presenting.view.isHidden, "the page is drawn by the curl, the live view hidden")
    }

    func testAPartialCurlOverAKeptPresenterIsAnError() {
        let presenting = Plain(.white), presented = Plain(.red)
        presented.modalPresentationStyle = .overFullScreen
        presented.modalTransitionStyle = .partialCurl
        XCTAssertThrowsError(try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }) { error in
            XCTAssertTrue("\(error)".contains("partialCurl") && "\(error)".contains(".fullScreen"), "\(error)")
        }
    }
}
