import XCTest
import UIKit
import UIKitRecorder
import TransitionTesting

/// Goldens of the catalog's sheet demos (SheetDemos), recorded after their contact sheets
/// (docs/images/page-sheet.png, form-sheet.png) were compared with a device's page sheet: the
/// card sliding up with rounded top corners, the root card scaling back over black, dimmed.
final class SheetGoldenTests: XCTestCase {
    let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 1, fps: 30)

    func testThePageSheetMidwayMatchesItsGolden() throws {
        let demo = SheetDemos.makePageSheetDemo()
        let frames = try recorder.frames(root: demo.root, action: demo.action)
        XCTAssertEqual(frames.count, 13, "0.4 s at 30 fps, and the settled frame")
        assertGolden(of: frames[3], atPath: GoldenPaths.path("fixtures/golden/uikit/page-sheet-t0.1.png"))
    }

    func testTwoStackedSheetsAtRestMatchTheirGolden() throws {
        let demo = SheetDemos.makeStackDemo()
        let frames = try recorder.frames(root: demo.root, action: demo.action)
        assertGolden(of: try XCTUnwrap(frames.last), atPath: GoldenPaths.path("fixtures/golden/uikit/sheet-stack-rest.png"))
    }
}
