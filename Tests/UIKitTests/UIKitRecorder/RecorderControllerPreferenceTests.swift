import XCTest
import Raster
import UIKit
import UIKitRecorder

/// What a device recording takes from the deciding controller besides the status bar: the home
/// indicator hides while it prefers so (`prefersHomeIndicatorAutoHidden`), and an orientation it
/// does not support (`supportedInterfaceOrientations`) is refused, naming it.
final class RecorderControllerPreferenceTests: XCTestCase {
    /// A white screen with settable preferences.
    private final class Screen: UIViewController {
        var hidesHomeIndicator = false
        var orientations: UIInterfaceOrientationMask?
        var child: UIViewController?
        override func viewDidLoad() { view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
        override var prefersHomeIndicatorAutoHidden: Bool { hidesHomeIndicator }
        override var childForHomeIndicatorAutoHidden: UIViewController? { child }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations ?? super.supportedInterfaceOrientations }
    }

    /// The iPhone 16's home indicator (at its scale, 3): 134 x 5 pt, 8 pt above the bottom edge of
    /// the 393 x 852 screen, centred (x 129.5...263.5, y 839...844 pt), black over a dark-content
    /// screen; its middle's device pixel.
    private func indicatorPixel(_ frame: Pixmap) -> PremultipliedColor { frame[589, 2524] }
    private let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    private func recorder() throws -> TransitionRecorder {
        try TransitionRecorder(device: .iPhone16, orientation: .portrait, fps: 10, systemUI: true)
    }

    func testTheHomeIndicatorHidesWhileTheControllerPrefersItAutoHidden() throws {
        let r = try recorder()
        let shown = Screen(), hidden = Screen()
        hidden.hidesHomeIndicator = true
        let shownFrame = try XCTUnwrap(r.frames(root: shown) { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {} }.first)
        let hiddenFrame = try XCTUnwrap(r.frames(root: hidden) { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {} }.first)
        XCTAssertEqual(indicatorPixel(shownFrame), PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "the bar, black under dark content")
        XCTAssertEqual(indicatorPixel(hiddenFrame), white, "auto-hidden")
        XCTAssertEqual(hiddenFrame[589, 2518], white, "nothing of the bar is left")
    }

    func testAskingForAnUpdateHidesItMidRecordingAndAChildCanDecide() throws {
        let r = try recorder()
        let root = Screen()
        let frames = try r.frames(root: root) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                root.hidesHomeIndicator = true
                // Not read until asked for again, as on a device.
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { root.setNeedsUpdateOfHomeIndicatorAutoHidden() }
            }
        }
        XCTAssertEqual(frames.count, 3, "0, 0.1 and 0.2 s")
        XCTAssertEqual(indicatorPixel(frames[0]), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(indicatorPixel(frames[1]), PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "the preference changed, no update asked for")
        XCTAssertEqual(indicatorPixel(frames[2]), white, "hidden once asked")

        let parent = Screen(), child = Screen()
        child.hidesHomeIndicator = true
        parent.child = child
        let childDecides = try XCTUnwrap(r.frames(root: parent) { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {} }.first)
        XCTAssertEqual(indicatorPixel(childDecides), white, "childForHomeIndicatorAutoHidden's preference applies")
    }

    func testARootThatDoesNotSupportTheOrientationStopsTheRecordingNamingIt() throws {
        let r = try TransitionRecorder(device: .iPad10, orientation: .landscapeLeft, fps: 10)
        let root = Screen()
        root.orientations = .portrait
        XCTAssertThrowsError(try r.frames(root: root) { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {} }) { error in
            XCTAssertTrue("\(error)".contains("Screen's supportedInterfaceOrientations (portrait) do not include landscapeLeft, "
                + "so the device does not turn to it: use one of those, or return landscapeLeft among them"), "\(error)")
        }
        root.orientations = .landscape
        XCTAssertNoThrow(try r.frames(root: root) { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {} })
    }

    func testTurningToAnOrientationTheControllerLeavesOutIsRefused() throws {
        let r = try TransitionRecorder(device: .iPad10, fps: 10)
        let root = Screen()
        root.orientations = .portrait
        var handled: Error?
        var orientationAfter: UIInterfaceOrientation = .unknown
        _ = try r.frames(root: root) {
            root.view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) { handled = $0 }
            orientationAfter = root.view.window?.windowScene?.interfaceOrientation ?? .unknown
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {}
        }
        XCTAssertEqual(handled as? DeviceError, .orientationUnsupportedByController(.landscapeLeft, controller: "Screen", supported: [.portrait]))
        XCTAssertEqual(orientationAfter, .portrait, "the device did not turn")

        // A phone's controllers leave out upside down by default (UIKit's allButUpsideDown), even
        // on the SE, which turns that way.
        let se = try TransitionRecorder(device: .iPhoneSE3, fps: 10)
        let plain = Screen()
        handled = nil
        _ = try se.frames(root: plain) {
            plain.view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .portraitUpsideDown)) { handled = $0 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {}
        }
        XCTAssertEqual(handled as? DeviceError, .orientationUnsupportedByController(
            .portraitUpsideDown, controller: "Screen", supported: [.portrait, .landscapeLeft, .landscapeRight]))
    }
}
