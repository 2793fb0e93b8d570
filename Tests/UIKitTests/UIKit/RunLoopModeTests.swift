import XCTest
import UIKit

/// A recording's main run loop runs the default mode: a display link added only for
/// `.tracking` or an unknown mode never fires, and says so.
final class RunLoopModeTests: XCTestCase {
    private final class Target { func tick(_ link: CADisplayLink) {} }

    func testALinkForAModeTheMainRunLoopNeverRunsIsWarnedAbout() {
        let target = Target()
        let log = RecordingLog()
        RecordingLog.$current.withValue(log) {
            let link = UIScreen.main.displayLink(withTarget: target, selector: Selector(Target.tick))!
            link.add(to: .main, forMode: .tracking)
            link.add(to: .main, forMode: RunLoop.Mode(rawValue: ""))
            link.invalidate()
        }
        XCTAssertEqual(log.warnings.count, 2, "\(log.warnings)")
        XCTAssertTrue(log.warnings[0].contains("'UITrackingRunLoopMode'") && log.warnings[0].contains("never fires"))
        XCTAssertTrue(log.warnings[1].contains("is not a mode the main run loop runs in"))
        XCTAssertEqual(UIKit.DispatchQueue.global(priority: .high).label, "global")
    }
}
