import XCTest
import UIKit
import UIKitRecorder

/// isBeingPresented/isBeingDismissed/isMovingToParent/isMovingFromParent during the transition,
/// UIDevice's answers, and a presentation controller's adaptive delegate (stored, UIKit's defaults).
final class PresentationStateTests: XCTestCase {
    private final class Probe: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            seen.append("appear presented=\(isBeingPresented) moving=\(isMovingToParent)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            seen.append("disappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)")
        }
    }

    func testTheFlagsHoldDuringTheirTransitionOnly() throws {
        let root = SolidColorController(.white), probe = Probe()
        probe.modalPresentationStyle = .fullScreen
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        _ = try recorder.frames(root: root) { root.present(probe, animated: true) }
        XCTAssertFalse(probe.isBeingPresented, "over once the transition completed")
        _ = try recorder.frames(root: root) { probe.dismiss(animated: true) }
        XCTAssertEqual(probe.seen, ["appear presented=true moving=false", "disappear dismissed=true moving=false"])

        let pushed = Probe(), nav = UINavigationController(rootViewController: SolidColorController(.white))
        nav.isNavigationBarHidden = true
        _ = try recorder.frames(root: nav) { nav.pushViewController(pushed, animated: true) }
        _ = try recorder.frames(root: nav) { nav.popViewController(animated: true) }
        // The second recording shows the window again, so the top controller appears once more, not moving.
        XCTAssertEqual(pushed.seen, ["appear presented=false moving=true", "appear presented=false moving=false",
                                     "disappear dismissed=false moving=true"])
    }

    func testTheDeviceIsAnUprightPhoneOnAPhoneSizedScreen() {
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
        XCTAssertEqual(UIDevice.current.orientation, .portrait)
        XCTAssertTrue(UIDevice.current.orientation.isPortrait)
        XCTAssertEqual(UIDevice.current.batteryLevel, -1, "unknown until monitoring is enabled, as UIKit answers")
    }

    func testTheAdaptiveDelegateHasUIKitsDefaults() {
        final class Delegate: UIAdaptivePresentationControllerDelegate {}
        let presentation = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
        let delegate = Delegate()
        presentation.delegate = delegate
        XCTAssertTrue(presentation.delegate === delegate)
        XCTAssertEqual(delegate.adaptivePresentationStyle(for: presentation), .none)
        XCTAssertTrue(delegate.presentationControllerShouldDismiss(presentation))
    }
}
