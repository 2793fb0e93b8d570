import XCTest
import UIKit
import UIKitRecorder
import Raster
import Transitions

/// CATransaction's animationDuration and animationTimingFunction given to animations added in
/// the transaction without their own (TransitionableTab times its tab switch this way).
final class CATransactionDefaultsTests: XCTestCase {
    private final class Screen: UIViewController {
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            square.backgroundColor = .white
            view.addSubview(square)
        }
    }

    func testAnAnimationWithoutADurationTakesTheTransactionsDurationAndCurve() throws {
        let screen = Screen()
        let recorder = TransitionRecorder(screenSize: CGSize(width: 20, height: 20), scale: 1, fps: 10)
        var added: CAAnimation?
        let frames = try recorder.frames(root: screen) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.4)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            screen.square.layer.add(fade, forKey: "fade")
            added = screen.square.layer.animation(forKey: "fade")
            CATransaction.commit()
        }
        XCTAssertEqual(added?.duration, 0.4)
        XCTAssertEqual(frames.count, 5, "0.4 s at 10 fps: t = 0, 0.1 … 0.4")
        // Linear: at t = 0.1 the square shows at opacity 0.25, at 0.2 at 0.5.
        XCTAssertEqual(Double(frames[1][5, 5].r), 64, accuracy: 1.5)
        XCTAssertEqual(Double(frames[2][5, 5].r), 128, accuracy: 1.5)
    }

    func testAGroupsChildrenLastTheDurationTheGroupTookAndOwnValuesStay() {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.4)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        let group = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let slide = CABasicAnimation(keyPath: "position.y")
        slide.toValue = 5
        group.animations = [fade, slide]
        layer.add(group, forKey: "group")
        let own = CABasicAnimation(keyPath: "position.x")
        own.toValue = 10
        own.duration = 1
        own.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(own, forKey: "own")
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "group")?.duration, 0.4)
        XCTAssertEqual(layer.animation(forKey: "group")?.timingFunction, CAMediaTimingFunction(name: .easeOut))
        XCTAssertEqual(layer.base.animation(forKey: "group#0")?.duration, 0.4, "the child without a duration lasts the group's")
        XCTAssertEqual(layer.animation(forKey: "own")?.duration, 1)
        XCTAssertEqual(layer.animation(forKey: "own")?.timingFunction, CAMediaTimingFunction(name: .linear))
    }

    func testInnerTransactionsInheritAndOutsideOneTheDefaultIsAQuarterSecond() {
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "opacity")
        layer.add(a, forKey: "plain")
        XCTAssertEqual(layer.animation(forKey: "plain")?.duration, 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.7)
        CATransaction.begin()
        XCTAssertEqual(CATransaction.animationDuration(), 0.7)
        layer.add(a, forKey: "inner")
        CATransaction.commit()
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "inner")?.duration, 0.7)
    }

    func testADurationNoAnimationTookIsWarnedAbout() {
        let log = RecordingLog()
        RecordingLog.$current.withValue(log) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.5)
            CALayer().opacity = 0
            CATransaction.commit()
        }
        XCTAssertEqual(log.warnings.count, 1)
        XCTAssertTrue(log.warnings.first?.contains("setAnimationDuration(0.5) changed nothing") ?? false, log.warnings.description)
    }
}
