import XCTest
import UIKit
import UIKitRecorder
import Raster

/// `UIView.areAnimationsEnabled`, `setAnimationsEnabled(_:)`, `inheritedAnimationDuration`: what
/// UIKit answers, and a block whose animations are disabled changing at once.
final class AnimationsEnabledTests: XCTestCase {
    override func tearDown() { UIView.setAnimationsEnabled(true) }

    func testTheInheritedDurationIsTheInnermostRunningBlocks() {
        var seen: [TimeInterval] = []
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
        UIView.animate(withDuration: 0.3, animations: {
            seen.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 0.1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: {
                seen.append(UIView.inheritedAnimationDuration)
            })
            seen.append(UIView.inheritedAnimationDuration)
        })
        XCTAssertEqual(seen, [0.3, 0.1, 0.3])
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
    }

    func testAnimationsAreDisabledInsidePerformWithoutAnimationAndAfterSetAnimationsEnabledFalse() {
        XCTAssertTrue(UIView.areAnimationsEnabled)
        var inside: Bool?
        UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
        XCTAssertEqual(inside, false)
        XCTAssertTrue(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        XCTAssertFalse(UIView.areAnimationsEnabled)
    }

    func testABlockWithAnimationsDisabledChangesAtOnceAndCompletes() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        var completed: Bool?
        let frames = try recorder.frames(root: root) {
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            bar.backgroundColor = .red
            root.view.addSubview(bar)
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 0.4, animations: { bar.frame.origin.y = 150 }, completion: { completed = $0 })
        }
        XCTAssertEqual(frames.count, 1, "nothing animates: the first frame is the settled one")
        XCTAssertEqual(frames[0][50, 175], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(frames[0][50, 25], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(completed, true)
    }
}
