import XCTest
import UIKit
import UIKitRecorder

/// The app-level calls TransitionTreasury makes: `setStatusBarHidden(_:with:)` changes nothing
/// drawn (view-controller-based appearance) and says so; `supportedInterfaceOrientations(for:)`
/// answers Xcode's template; `UIImage()` is the empty image.
final class AppLevelStatusBarAndOrientationTests: XCTestCase {
    private final class Plain: UIViewController {
        override func viewDidLoad() { view.backgroundColor = .white }
    }

    func testSetStatusBarHiddenLeavesTheDrawnBarAndWarns() throws {
        let recorder = try TransitionRecorder(device: .iPhoneSE3, fps: 10, systemUI: true)
        let root = Plain()
        var readBack: Bool?
        let frames = try recorder.frames(root: root) {
            UIApplication.shared.setStatusBarHidden(true, with: .fade)
            readBack = UIApplication.shared.isStatusBarHidden
            UIView.animate(withDuration: 0.1) { root.view.backgroundColor = UIColor(white: 0.999, alpha: 1) }
        }
        UIApplication.shared.isStatusBarHidden = false
        XCTAssertEqual(readBack, true)
        var ink = 0
        for y in 0..<40 { for x in 0..<frames.last!.width where frames.last![x, y].r < 200 { ink += 1 } }
        XCTAssertGreaterThan(ink, 100, "the status bar is still drawn")
        XCTAssertEqual(recorder.warnings.filter { $0.contains("setStatusBarHidden(true, with: .fade) does not change the status bar") }.count, 1,
                       recorder.warnings.description)
    }

    func testSupportedOrientationsAreXcodesTemplatesByIdiom() throws {
        XCTAssertEqual(UIApplication.shared.supportedInterfaceOrientations(for: nil), .allButUpsideDown, "a phone-sized screen")
        var pad: UIInterfaceOrientationMask?, phone: UIInterfaceOrientationMask?
        let onPad = Plain(), onPhone = Plain()
        _ = try TransitionRecorder(device: .iPad10, fps: 10).frames(root: onPad) {
            pad = UIApplication.shared.supportedInterfaceOrientations(for: UIApplication.shared.keyWindow)
            UIView.animate(withDuration: 0.1) { onPad.view.alpha = 0.5 }
        }
        _ = try TransitionRecorder(device: .iPhoneSE3, fps: 10).frames(root: onPhone) {
            phone = UIApplication.shared.supportedInterfaceOrientations(for: UIApplication.shared.keyWindow)
            UIView.animate(withDuration: 0.1) { onPhone.view.alpha = 0.5 }
        }
        XCTAssertEqual(pad, .all)
        XCTAssertEqual(phone, .allButUpsideDown)
    }

    func testTheEmptyImageHasNoSizeBitmapOrData() {
        let empty = UIImage()
        XCTAssertEqual(empty.size, .zero)
        XCTAssertNil(empty.cgImage)
        XCTAssertNil(empty.pngData())
        XCTAssertEqual(empty.withRenderingMode(.alwaysTemplate).size, .zero, "a rendering mode keeps it empty")
        let view = UIImageView(image: empty)
        XCTAssertEqual(view.bounds.size, .zero, "an image view sizes itself to it")
    }
}
