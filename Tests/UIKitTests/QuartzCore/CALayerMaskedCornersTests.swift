import XCTest
import UIKit
import UIKitRecorder
import Raster

/// `maskedCorners` rounds only the corners it names, for the background and for the clip of
/// `masksToBounds` alike (a card rounded at the top, square at the bottom).
final class CALayerMaskedCornersTests: XCTestCase {
    private final class Card: UIViewController {
        let card = UIView(), fill = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            card.frame = CGRect(x: 10, y: 10, width: 80, height: 60)
            card.backgroundColor = .red
            card.layer.cornerRadius = 20
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            view.addSubview(card)
            // A blue square over the card's right half, clipped by the card's outline.
            fill.frame = CGRect(x: 40, y: 0, width: 40, height: 60)
            fill.backgroundColor = .blue
            card.addSubview(fill)
        }
    }

    func testTopCornersRoundAndBottomCornersStaySquare() throws {
        let presenting = UIViewController(), screen = Card()
        screen.modalPresentationStyle = .fullScreen
        screen.modalTransitionStyle = .crossDissolve
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 4)
        var frames = try recorder.frames(root: presenting) { presenting.present(screen, animated: true) }
        var last = try XCTUnwrap(frames.last)
        let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
        let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
        XCTAssertEqual(CACornerMask.layerMinXMinYCorner.rawValue, 1)
        XCTAssertEqual(CACornerMask.layerMaxXMaxYCorner.rawValue, 8)
        // Unclipped: the top-left corner pixel is outside the 20 pt rounding; the bottom-left is
        // square and red; the blue child pokes out at the top right.
        XCTAssertEqual(last[11, 11], black)
        XCTAssertEqual(last[11, 68], red)
        XCTAssertEqual(last[88, 11], blue)
        XCTAssertEqual(last[88, 68], blue)
        // The rounding's edge is anti-aliased by the area inside the circle of radius 20 about
        // (30, 30): 0.728 of pixel (15, 16) (integrated numerically), so red 186 over black,
        // within 2 % of the pixel (the curve is flattened to a polygon before it is scanned).
        XCTAssertEqual(Int(last[15, 16].r), 186, accuracy: 5)
        XCTAssertEqual(last[15, 16].g, 0)

        screen.card.clipsToBounds = true
        screen.dismiss(animated: false)
        frames = try recorder.frames(root: presenting) { presenting.present(screen, animated: true) }
        last = try XCTUnwrap(frames.last)
        // Clipped: the child is cut by the rounded top-right corner, not by the square bottom-right.
        XCTAssertEqual(last[88, 11], black)
        XCTAssertEqual(last[88, 68], blue)
        XCTAssertEqual(last[11, 11], black)
        XCTAssertEqual(last[11, 68], red)
    }
}
