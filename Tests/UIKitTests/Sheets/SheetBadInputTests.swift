import XCTest
import UIKit
import UIKitRecorder

/// Detents outside the screen and negative corner radii are errors the recorder throws, naming
/// the detent or the value; a pad's form sheet is a centred card of UIKit's default size.
final class SheetBadInputTests: XCTestCase {
    let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 1, fps: 30)

    private func message(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch { return "\(error)" }
    }

    private func present(_ configure: (UISheetPresentationController) -> Void) -> String {
        let root = SolidColorController(UIColor(red: 0, green: 0, blue: 1, alpha: 1)), sheet = UIViewController()
        configure(sheet.sheetPresentationController!)
        return message { _ = try recorder.record(root: root) { root.present(sheet, animated: true) } }
    }

    func testADetentAboveTheMaximumIsAnErrorNamingIt() {
        let m = present { $0.detents = [.custom(identifier: .init("tall")) { $0.maximumDetentValue + 1 }] }
        XCTAssertEqual(m, "UISheetPresentationController: the detent 'tall' resolved to 825.0, outside 0...824.0 (the context's maximumDetentValue): a detent must fit the screen")
    }

    func testANegativeDetentIsAnError() {
        let m = present { $0.detents = [.custom(identifier: .init("below")) { _ in -10 }, .large()] }
        XCTAssertTrue(m.contains("the detent 'below' resolved to -10.0, outside 0...824.0"), m)
    }

    func testANilDetentIsInactiveNotAnError() throws {
        let root = SolidColorController(UIColor(red: 0, green: 0, blue: 1, alpha: 1)), sheet = UIViewController()
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.detents = [.custom { _ in nil }, .custom(identifier: .init("quarter")) { $0.maximumDetentValue / 4 }]
        _ = try recorder.record(root: root) { root.present(sheet, animated: true) }
        XCTAssertEqual(try XCTUnwrap(controller.presentedView).frame.minY, 844 - 206, "a quarter of 824 pt, from the bottom")
    }

    func testANegativeCornerRadiusIsAnError() {
        let m = present { $0.preferredCornerRadius = -4 }
        XCTAssertEqual(m, "UISheetPresentationController.preferredCornerRadius is -4.0: a corner radius must be 0 or more (or automaticDimension)")
    }

    func testAPadFormSheetIsACentredCardOverTheDimmedScreen() throws {
        let pad = TransitionRecorder(screenSize: CGSize(width: 820, height: 1180), scale: 1, fps: 30)
        let root = SolidColorController(UIColor(red: 0, green: 0, blue: 1, alpha: 1)), sheet = SolidColorController(UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        sheet.modalPresentationStyle = .formSheet
        let frames = try pad.frames(root: root) { root.present(sheet, animated: true) }
        // UIKit's default for a screen whose longer side is over 1024 and under 1590 pt: 580 x 640.
        XCTAssertEqual(try XCTUnwrap(sheet.sheetPresentationController?.presentedView).frame, CGRect(x: 120, y: 270, width: 580, height: 640))
        XCTAssertEqual(root.view.transform, .identity, "a floating card does not scale the screen back")
        let last = try XCTUnwrap(frames.last)
        XCTAssertEqual(Int(last[50, 50].b), Int((255 * 0.8).rounded()), accuracy: 1, "dimmed by black at 0.2")
        XCTAssertEqual(last[410, 590].b, 255)
        XCTAssertEqual(last[410, 590].r, 255, "the card")
        XCTAssertEqual(last[120, 909].r, 0, "a floating card rounds its bottom corners too (radius 10)")
        XCTAssertEqual(last[125, 905].r, 255)
    }

    func testASheetWithAnotherTransitionStyleWarnsThatItSlidesUp() throws {
        let root = SolidColorController(UIColor(red: 0, green: 0, blue: 1, alpha: 1)), sheet = UIViewController()
        sheet.modalTransitionStyle = .crossDissolve
        let recording = try recorder.record(root: root) { root.present(sheet, animated: true) }
        XCTAssertEqual(recording.warnings, ["UIViewController: a sheet with modalTransitionStyle .crossDissolve slides up as with .coverVertical (a sheet's other transition styles are not modelled); set modalPresentationStyle = .fullScreen for the full-screen style"])
    }
}
