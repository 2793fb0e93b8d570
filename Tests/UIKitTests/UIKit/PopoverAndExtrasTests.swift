import XCTest
import UIKit

/// The popover presentation controller a .popover controller has, UIApplication's class-level
/// key-value coding, UIButton.titleColor(for:) and Darwin's memcpy signature.
final class PopoverAndExtrasTests: XCTestCase {
    func testAPopoverStyledControllerHasOnePopoverPresentationController() throws {
        let vc = UIViewController()
        XCTAssertNil(vc.popoverPresentationController, "only the .popover style has one")
        vc.modalPresentationStyle = .popover
        let popover = try XCTUnwrap(vc.popoverPresentationController)
        popover.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertTrue(vc.popoverPresentationController === popover, "the same one each time")
        XCTAssertEqual(vc.popoverPresentationController?.sourceRect, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertTrue(popover.presentedViewController === vc)
        XCTAssertEqual(popover.arrowDirection, .unknown, "no popover is laid out")
        XCTAssertEqual(popover.permittedArrowDirections, .any)
    }

    func testTheApplicationByKeyAndAnUnknownKey() {
        XCTAssertTrue(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
        let log = RecordingLog()
        RecordingLog.$current.withValue(log) { XCTAssertNil(UIApplication.value(forKey: "delegateX")) }
        XCTAssertTrue(log.errors.first?.contains("'delegateX'") == true)
    }

    func testAButtonsTitleColorForAStateFallsBackToNormal() {
        let b = UIButton()
        b.setTitleColor(.red, for: .normal)
        XCTAssertEqual(b.titleColor(for: .normal), .red)
        XCTAssertEqual(b.titleColor(for: .highlighted), .red)
        b.setTitleColor(.blue, for: .highlighted)
        XCTAssertEqual(b.titleColor(for: .highlighted), .blue)
    }

    func testMemcpyTakesOptionalPointers() {
        let source: [UInt8] = [1, 2, 3]
        var target = [UInt8](repeating: 0, count: 3)
        source.withUnsafeBytes { s in
            target.withUnsafeMutableBytes { t in
                let from: UnsafeRawPointer? = s.baseAddress
                memcpy(t.baseAddress, from, 3)
            }
        }
        XCTAssertEqual(target, [1, 2, 3])
    }
}
