import XCTest
import UIKit

/// `(indexPath as NSIndexPath).row` and `.section`, as Swift 3 migrations wrote them
/// (PreviewTransition), read the path's indexes; the time constants are Darwin's values.
final class NSIndexPathTests: XCTestCase {
    func testRowSectionAndItemReadTheBridgedPath() {
        let path = IndexPath(row: 7, section: 3)
        let bridged = path as NSIndexPath
        XCTAssertEqual(bridged.section, 3)
        XCTAssertEqual(bridged.row, 7)
        XCTAssertEqual(bridged.item, 7)
        let made = NSIndexPath(row: 2, section: 5)
        XCTAssertEqual(made.length, 2)
        XCTAssertEqual(made.index(atPosition: 0), 5)
        XCTAssertEqual((made as IndexPath), IndexPath(item: 2, section: 5))
        XCTAssertEqual(NSIndexPath(item: 4, section: 1).item, 4)
    }

    func testDispatchTimeConstantsAreDarwinsValues() {
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
        XCTAssertEqual(NSEC_PER_MSEC * MSEC_PER_SEC, NSEC_PER_SEC)
        XCTAssertEqual(NSEC_PER_USEC * USEC_PER_SEC, NSEC_PER_SEC)
        // PreviewTransition's delay: whole nanoseconds back to seconds.
        XCTAssertEqual(Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC), 0.25)
    }
}
