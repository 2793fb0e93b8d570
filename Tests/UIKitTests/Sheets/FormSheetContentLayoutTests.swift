import XCTest
import UIKit
import UIKitRecorder

/// A screen that writes down the bounds and safe area of each of its layout passes, with a
/// bar pinned to its top safe-area edge and one to its trailing edge (autoresizing).
private final class LayoutLog: UIViewController {
    var passes: [(bounds: CGRect, safe: UIEdgeInsets)] = []
    let topBar = UIView(), trailingBar = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        topBar.backgroundColor = .red
        trailingBar.backgroundColor = .blue
        view.addSubview(topBar)
        view.addSubview(trailingBar)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        passes.append((view.bounds, view.safeAreaInsets))
        topBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 10)
        trailingBar.frame = CGRect(x: view.bounds.width - 10, y: 100, width: 10, height: 10)
    }
}

final class FormSheetContentLayoutTests: XCTestCase {
    func testAPadFormSheetsViewIsLaidOutAtTheCardsSizeWithNoSafeAreaAtTheTop() throws {
        let recorder = try TransitionRecorder(device: .iPad10, fps: 10)
        let root = SolidColorController(UIColor(red: 0, green: 0, blue: 1, alpha: 1)), sheet = LayoutLog()
        sheet.modalPresentationStyle = .formSheet
        let last = try XCTUnwrap(try recorder.frames(root: root) { root.present(sheet, animated: true) }.last)
        // The 580 x 640 card centred on the 820 x 1180 screen: (120, 270).
        let card = try XCTUnwrap(sheet.sheetPresentationController?.presentedView).frame
        XCTAssertEqual(card, CGRect(x: 120, y: 270, width: 580, height: 640))
        // Every layout pass saw the card's size and no unsafe area: the card is clear of the
        // 24-pt status bar and of the 20 pt over the home indicator.
        XCTAssertFalse(sheet.passes.isEmpty)
        for pass in sheet.passes {
            XCTAssertEqual(pass.bounds, CGRect(x: 0, y: 0, width: 580, height: 640))
            XCTAssertEqual(pass.safe, .zero)
        }
        // Drawn so: the top bar at the card's top edge, the trailing bar inside the card's right edge (2x pixels).
        XCTAssertEqual(last[2 * 410, 2 * 275].r, 255)
        XCTAssertEqual(last[2 * 410, 2 * 275].b, 0)
        XCTAssertEqual(last[2 * 695, 2 * 105 + 2 * 270].b, 255)
        XCTAssertEqual(last[2 * 695, 2 * 105 + 2 * 270].r, 0)
    }

    func testADismissedFormSheetsViewFollowsItsWindowAgainWhenPresentedFullScreen() throws {
        let recorder = try TransitionRecorder(device: .iPad10, fps: 10)
        let root = SolidColorController(UIColor(red: 0, green: 0, blue: 1, alpha: 1)), sheet = LayoutLog()
        sheet.modalPresentationStyle = .formSheet
        _ = try recorder.frames(root: root) {
            root.present(sheet, animated: false)
            sheet.dismiss(animated: true)
        }
        sheet.modalPresentationStyle = .fullScreen
        sheet.passes = []
        _ = try recorder.frames(root: root) { root.present(sheet, animated: true) }
        // Full screen on the pad: the 24-pt status bar and the 20 pt over the home indicator,
        // not the card's zero insets the sheet was given.
        let last = try XCTUnwrap(sheet.passes.last)
        XCTAssertEqual(last.bounds, CGRect(x: 0, y: 0, width: 820, height: 1180))
        XCTAssertEqual(last.safe, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
}
