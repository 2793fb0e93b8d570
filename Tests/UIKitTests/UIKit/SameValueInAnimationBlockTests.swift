import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A view set again to the value it already has, inside a new block while a block animation of
/// it runs: UIKit's block animations are additive, so nothing changes on screen and the running
/// animation goes on (DeckTransition re-sets the presented frame in a 0.1 s block from
/// containerViewWillLayoutSubviews while its 0.3 s presentation runs).
final class SameValueInAnimationBlockTests: XCTestCase {
    private final class Screen: UIViewController {
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            square.backgroundColor = .white
            view.addSubview(square)
        }
    }

    func testTheRunningAnimationGoesOn() throws {
        let screen = Screen()
        let recorder = TransitionRecorder(screenSize: CGSize(width: 40, height: 10), scale: 1, fps: 10)
        let frames = try recorder.frames(root: screen) {
            let target = CGRect(x: 30, y: 0, width: 10, height: 10)
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { screen.square.frame = target })
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                UIView.animate(withDuration: 0.1) { screen.square.frame = target }
            }
        }
        XCTAssertEqual(frames.count, 4)
        // Linear over 0.3 s: at 0.2 s the square spans x 20..<30 (a 0.1 s animation from where it
        // showed at 0.1 s would have brought it to 30 already).
        XCTAssertEqual(frames[2][25, 5].r, 255)
        XCTAssertEqual(frames[2][18, 5].r, 0)
        XCTAssertEqual(frames[2][32, 5].r, 0)
    }

    func testANewValueStillAnimatesFromWhereItShows() throws {
        let screen = Screen()
        let recorder = TransitionRecorder(screenSize: CGSize(width: 40, height: 10), scale: 1, fps: 10)
        let frames = try recorder.frames(root: screen) {
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { screen.square.frame.origin.x = 30 })
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                UIView.animate(withDuration: 0.1, delay: 0, options: .curveLinear, animations: { screen.square.frame.origin.x = 0 })
            }
        }
        // At 0.1 s it shows at x = 10 and goes back to 0 by 0.2 s.
        XCTAssertEqual(frames[2][5, 5].r, 255)
        XCTAssertEqual(frames[2][15, 5].r, 0)
    }
}
