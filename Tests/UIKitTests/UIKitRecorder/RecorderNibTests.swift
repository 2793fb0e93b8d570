import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A controller that asks for a nib, as storyboard-era code does, and does nothing else.
private final class LoginController: UIViewController {}

/// A controller with a nib name that builds its view itself: UIKit loads no nib for it either.
private final class OwnViewController: UIViewController {
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .red
    }
}

/// A nib name cannot be honoured (nibs are not loaded here): the recorder fails with an error
/// naming the nib and the controller and saying how to build the view instead, wherever the
/// view was first loaded; `nibName: nil`, and a nib name with `loadView` overridden, work as on iOS.
final class RecorderNibTests: XCTestCase {
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 20, height: 20), scale: 1, fps: 10)
    private let expected = "LoginController was made with nibName \"LoginScreen\", and nibs cannot be loaded here: build its view "
        + "in code (override loadView, or pass nibName: nil and add the subviews in viewDidLoad)"

    /// A recording of a full-screen present of `presented` over a plain root.
    private func present(_ presented: UIViewController, root: UIViewController = SolidColorController(.black)) throws -> [Pixmap] {
        presented.modalPresentationStyle = .fullScreen
        return try recorder.frames(root: root) { root.present(presented, animated: true) }
    }

    func testARootMadeWithANibNameFailsTheRecordingNamingBoth() throws {
        let root = LoginController(nibName: "LoginScreen", bundle: nil)
        XCTAssertEqual(root.nibName, "LoginScreen")
        XCTAssertThrowsError(try recorder.frames(root: root) { root.present(SolidColorController(.red), animated: true) }) { error in
            XCTAssertEqual(error as? RecordingError, .uikitErrors([expected]))
        }
    }

    func testAPresentedControllerMadeWithANibNameFailsTheRecording() throws {
        XCTAssertThrowsError(try present(LoginController(nibName: "LoginScreen", bundle: nil))) { error in
            XCTAssertEqual(error as? RecordingError, .uikitErrors([expected]))
        }
    }

    func testAViewLoadedBeforeTheRecordingStillFailsIt() throws {
        let early = LoginController(nibName: "LoginScreen", bundle: Bundle.main)
        // Loaded outside any recording: the error is printed then, and the view is a plain one.
        XCTAssertNotNil(early.view)
        XCTAssertTrue(early.nibBundle === Bundle.main)
        XCTAssertThrowsError(try present(early)) { error in
            XCTAssertEqual(error as? RecordingError, .uikitErrors([expected]))
        }
    }

    func testANavigationControllerMadeWithANibNameFailsTheRecording() throws {
        final class LoginNavigation: UINavigationController {}
        let nav = LoginNavigation(nibName: "Navigation", bundle: nil)
        XCTAssertThrowsError(try present(nav)) { error in
            let message = (error as? RecordingError)?.description ?? ""
            XCTAssertTrue(message.hasPrefix("LoginNavigation was made with nibName \"Navigation\""), message)
        }
    }

    func testATabBarControllerMadeWithANibNameFailsTheRecording() throws {
        final class Tabs: UITabBarController {}
        let tabs = Tabs(nibName: "Tabs", bundle: nil)
        XCTAssertThrowsError(try present(tabs)) { error in
            let message = (error as? RecordingError)?.description ?? ""
            XCTAssertTrue(message.hasPrefix("Tabs was made with nibName \"Tabs\""), message)
        }
    }

    func testOverridingLoadViewLoadsNoNibAsOnIOS() throws {
        let frames = try present(OwnViewController(nibName: "Ignored", bundle: nil))
        XCTAssertEqual(frames.last?[10, 10], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }

    func testNoNibNameBuildsTheViewInCode() throws {
        let plain = UIViewController(nibName: nil, bundle: nil)
        XCTAssertNil(plain.nibName)
        plain.view.backgroundColor = .blue
        let frames = try present(plain)
        XCTAssertEqual(frames.last?[10, 10], PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }
}
