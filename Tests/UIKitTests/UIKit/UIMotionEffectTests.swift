import XCTest
@testable import UIKit

/// An interpolating motion effect maps the viewer's offset along its axis onto its range; a
/// recording's still device shows each range's middle.
final class UIMotionEffectTests: XCTestCase {
    func testTheOffsetInterpolatesTheRangeAlongTheEffectsAxis() {
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -20
        x.maximumRelativeValue = CGFloat(40)
        XCTAssertEqual(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 1))?["center.x"] as? CGFloat, -20)
        XCTAssertEqual(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))?["center.x"] as? CGFloat, 25)
        XCTAssertEqual(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 3, vertical: 0))?["center.x"] as? CGFloat, 40)
        let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        y.minimumRelativeValue = NSNumber(value: -10)
        y.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [x, y]
        let both = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0.5))
        XCTAssertEqual(both?["center.x"] as? CGFloat, 10)
        XCTAssertEqual(both?["center.y"] as? CGFloat, 5)
        XCTAssertNil(UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis).keyPathsAndRelativeValues(forViewerOffset: .zero))
    }

    func testAViewKeepsItsEffectsAndReportsARestValueItDoesNotApply() {
        let view = UIView()
        let parallax = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        parallax.minimumRelativeValue = -15
        parallax.maximumRelativeValue = 15
        let log = RecordingLog()
        RecordingLog.$current.withValue(log) { view.addMotionEffect(parallax) }
        XCTAssertTrue(view.motionEffects.first === parallax)
        XCTAssertTrue(log.warnings.isEmpty, "a symmetric parallax rests at zero: nothing to report")
        let shifted = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        shifted.minimumRelativeValue = 0
        shifted.maximumRelativeValue = 30
        RecordingLog.$current.withValue(log) { view.addMotionEffect(shifted) }
        XCTAssertEqual(log.warnings.count, 1)
        view.removeMotionEffect(parallax)
        XCTAssertEqual(view.motionEffects.count, 1)
        view.motionEffects.removeAll()
        XCTAssertTrue(view.motionEffects.isEmpty)
    }
}
