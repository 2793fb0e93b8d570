import TransitionTesting
import Transitions
import XCTest

/// The same assertion from XCTest.
final class GoldenStrategyXCTests: XCTestCase {
    func testRevealPushSheet() throws {
        let results = assertGolden(of: try revealPushRecording(fps: 10), as: .sheet, named: "reveal")
        XCTAssertEqual(results.count, 1)
    }
}
