import XCTest
import Raster
import UIKit
import UIKitRecorder

/// Recording on a device model: the screen, safe area, status bar and UIDevice follow it; the
/// drawn status bar, home indicator and corner mask land where the numbers say; rotation.
final class RecorderDeviceTests: XCTestCase {
    /// A screen of one colour that prefers a status bar style and can hide the status bar.
    private final class Screen: UIViewController {
        let colour: UIColor
        let style: UIStatusBarStyle
        let hidesStatusBar: Bool
        var transitions: [(CGSize, TimeInterval)] = []
        var alongsideRan = false, completionRan = false
        init(_ colour: UIColor, style: UIStatusBarStyle = .default, hidesStatusBar: Bool = false) {
            self.colour = colour
            self.style = style
            self.hidesStatusBar = hidesStatusBar
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .fullScreen
        }
        required init?(coder: NSCoder) { nil }
        /// A view pinned to the safe area layout guide.
        let pinned = UIView()
        override func viewDidLoad() {
            view.backgroundColor = colour
            pinned.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pinned)
            let g = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([pinned.topAnchor.constraint(equalTo: g.topAnchor), pinned.bottomAnchor.constraint(equalTo: g.bottomAnchor),
                                         pinned.leadingAnchor.constraint(equalTo: g.leadingAnchor), pinned.trailingAnchor.constraint(equalTo: g.trailingAnchor)])
        }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            transitions.append((size, coordinator.transitionDuration))
            coordinator.animate(alongsideTransition: { _ in self.alongsideRan = true }, completion: { _ in self.completionRan = true })
        }
    }

    /// What the code under test saw inside the recording.
    private struct Seen {
        var bounds = CGRect.zero, scale: CGFloat = 0, insets = UIEdgeInsets.zero, statusBar = CGRect.zero
        var model = "", name = "", idiom = UIUserInterfaceIdiom.unspecified, guide = CGRect.zero
    }

    /// Records `root` presenting a `next` screen; returns the frames and what the action saw.
    private func present(_ recorder: TransitionRecorder, _ root: Screen, _ next: Screen) throws -> ([Pixmap], Seen) {
        var seen = Seen()
        let frames = try recorder.frames(root: root) {
            seen = Seen(bounds: UIScreen.main.bounds, scale: UIScreen.main.scale, insets: root.view.safeAreaInsets,
                        statusBar: UIApplication.shared.statusBarFrame, model: UIDevice.current.model, name: UIDevice.current.name,
                        idiom: UIDevice.current.userInterfaceIdiom, guide: root.pinned.frame)
            root.present(next, animated: true)
        }
        return (frames, seen)
    }

    func testTheDeviceDrivesScreenSafeAreaStatusBarAndUIDevice() throws {
        let cases: [(DeviceModel, UIInterfaceOrientation, UIEdgeInsets, CGFloat, String)] = [
            (.iPhoneSE3, .portrait, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), 20, "iPhone"),
            (.iPhoneSE3, .landscapeLeft, .zero, 0, "iPhone"),
            (.iPhone16, .portrait, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), 54, "iPhone"),
            (.iPhone16, .landscapeRight, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), 0, "iPhone"),
            (.iPhone16ProMax, .portrait, UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0), 54, "iPhone"),
            (.iPhone16ProMax, .landscapeLeft, UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62), 0, "iPhone"),
            (.iPad10, .portrait, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), 24, "iPad"),
            (.iPad10, .landscapeLeft, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), 24, "iPad"),
        ]
        for (device, orientation, insets, bar, model) in cases {
            let r = try TransitionRecorder(device: device, orientation: orientation, fps: 10)
            let (frames, seen) = try present(r, Screen(.white), Screen(.black))
            let size = device.screenSize(in: orientation)
            let label = "\(device.name) \(orientation.rawValue)"
            XCTAssertEqual(seen.bounds, CGRect(origin: .zero, size: size), label)
            XCTAssertEqual(seen.scale, device.scale, label)
            XCTAssertEqual(seen.insets, insets, label)
            XCTAssertEqual(seen.guide, CGRect(origin: .zero, size: size).inset(by: insets), label)
            XCTAssertEqual(seen.statusBar, bar == 0 ? .zero : CGRect(x: 0, y: 0, width: size.width, height: bar), label)
            XCTAssertEqual(seen.model, model, label)
            XCTAssertEqual(seen.name, device.displayName, label)
            XCTAssertEqual(seen.idiom, device.idiom, label)
            XCTAssertEqual(frames[0].width, Int(size.width * device.scale), label)
            XCTAssertEqual(frames[0].height, Int(size.height * device.scale), label)
        }
    }

    func testAnOrientationTheDeviceDoesNotTurnToIsAThrownErrorNamingIt() {
        XCTAssertThrowsError(try TransitionRecorder(device: .iPhone16, orientation: .portraitUpsideDown)) { error in
            XCTAssertEqual("\(error)", "iPhone 16 does not turn to portraitUpsideDown; it supports portrait, landscapeLeft, landscapeRight")
        }
        XCTAssertNoThrow(try TransitionRecorder(device: .iPhoneSE3, orientation: .portraitUpsideDown))
    }

    func testWithoutSystemUIADeviceRecordingOfPlainScreensIsABareScreensBytes() throws {
        let device = try TransitionRecorder(device: .iPhone16, fps: 10)
        let bare = TransitionRecorder(screenSize: CGSize(width: 393, height: 852), scale: 3, fps: 10)
        let a = try present(device, Screen(.white), Screen(.blue)).0
        let b = try present(bare, Screen(.white), Screen(.blue)).0
        XCTAssertEqual(a.count, b.count)
        XCTAssertEqual(a.map { Array($0.pixels) }, b.map { Array($0.pixels) })
    }

    /// The smallest device-pixel box of `p` inside `rect` (points) where `ink` holds.
    private func ink(_ p: Pixmap, in rect: CGRect, scale: CGFloat, _ isInk: (PremultipliedColor) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), x1 = min(p.width, Int((rect.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((rect.minY * scale).rounded(.down))), y1 = min(p.height, Int((rect.maxY * scale).rounded(.up)))
        for y in y0..<y1 { for x in x0..<x1 where isInk(p[x, y]) { box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y) } }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    private let dark: (PremultipliedColor) -> Bool = { $0.r < 128 && $0.g < 128 && $0.b < 128 }
    private let light: (PremultipliedColor) -> Bool = { $0.r > 128 && $0.g > 128 && $0.b > 128 }
    /// Any trace of a glyph on white (the battery's 35 % outline too) or on black.
    private let onWhite: (PremultipliedColor) -> Bool = { $0.r < 240 }
    private let onBlack: (PremultipliedColor) -> Bool = { $0.r > 15 }

    func testTheStatusBarIsDrawnAtEachDevicesPlacesInTheTopControllersStyle() throws {
        for device in DeviceModel.all {
            let r = try TransitionRecorder(device: device, fps: 10, systemUI: true)
            // Dark glyphs on the white root; light ones once the black, light-content screen has arrived.
            let (frames, _) = try present(r, Screen(.white), Screen(.black, style: .lightContent))
            let layout = try XCTUnwrap(StatusBarLayout.of(device, in: .portrait))
            let s = device.scale
            for (index, isInk) in [(0, onWhite), (frames.count - 1, onBlack)] {
                let frame = frames[index]
                let label = "\(device.name) frame \(index)"
                // Every icon's box holds ink that reaches near its edges; nothing is drawn between the groups.
                for box in [layout.signal, layout.wifi, layout.battery].compactMap({ $0 }) {
                    let b = try XCTUnwrap(ink(frame, in: box.insetBy(dx: -2, dy: -2), scale: s, isInk), label)
                    XCTAssertEqual(Double(b.minX), Double(box.minX * s), accuracy: 2, label)
                    XCTAssertEqual(Double(b.maxX + 1), Double(box.maxX * s), accuracy: 2, label)
                    XCTAssertEqual(Double(b.maxY + 1), Double(box.maxY * s), accuracy: 2, label)
                }
                // The time's ink is centred on its anchor (iPhones) or starts at it (iPad), on its middle line.
                let region = layout.timeCentred ? CGRect(x: layout.timeAnchor.x - 45, y: 0, width: 90, height: layout.frame.height)
                    : CGRect(x: 0, y: 0, width: 200, height: layout.frame.height)
                let t = try XCTUnwrap(ink(frame, in: region, scale: s, isInk))
                let midX = Double(t.minX + t.maxX + 1) / 2 / Double(s), midY = Double(t.minY + t.maxY + 1) / 2 / Double(s)
                if layout.timeCentred {
                    XCTAssertEqual(midX, Double(layout.timeAnchor.x), accuracy: 1.5, label)
                } else {
                    XCTAssertEqual(Double(t.minX) / Double(s), Double(layout.timeAnchor.x), accuracy: 1.5, label)
                }
                XCTAssertEqual(midY, Double(layout.timeAnchor.y), accuracy: 1.5, label)
                // Below the bar (and above the home indicator) the screen is untouched.
                XCTAssertNil(ink(frame, in: CGRect(x: 0, y: layout.frame.maxY, width: layout.frame.width, height: 200), scale: s,
                                 isInk), label)
            }
        }
    }

    func testTheHomeIndicatorIsTheRoundedBarAtItsRect() throws {
        let r = try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true)
        let (frames, _) = try present(r, Screen(.white), Screen(.black, style: .lightContent))
        // 134 x 5 pt at (129.5, 839): device pixels 388.5 ... 790.5 by 2517 ... 2532.
        let first = try XCTUnwrap(ink(frames[0], in: CGRect(x: 100, y: 820, width: 193, height: 32), scale: 3, dark))
        // The rounded ends leave the half-covered end pixels (388 and 790) lighter than half.
        XCTAssertTrue((388...389).contains(first.minX), "\(first.minX)")
        XCTAssertTrue((789...790).contains(first.maxX), "\(first.maxX)")
        XCTAssertEqual(first.minY, 2517)
        XCTAssertEqual(first.maxY, 2531)
        XCTAssertEqual(frames[0][589, 2524], PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "the bar's middle is black on light content")
        XCTAssertEqual(frames.last![589, 2524], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "and white on dark content")
        XCTAssertEqual(frames[0][589, 2510], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "2 pt above it the screen shows")
    }

    func testAHiddenStatusBarIsNotDrawnAndGivesBackItsSafeArea() throws {
        for (device, top) in [(DeviceModel.iPhoneSE3, CGFloat(0)), (.iPhone16, 59)] {
            let r = try TransitionRecorder(device: device, fps: 10, systemUI: true)
            let root = Screen(.white, hidesStatusBar: true)
            let (frames, seen) = try present(r, root, Screen(.white, hidesStatusBar: true))
            XCTAssertEqual(seen.insets.top, top, device.name)
            XCTAssertEqual(seen.statusBar, .zero, device.name)
            XCTAssertNil(ink(frames[0], in: CGRect(x: 0, y: 0, width: device.portraitSize.width, height: 60), scale: device.scale, dark), device.name)
        }
    }

    func testTheCornerMaskCoversTheAreaOutsideTheScreensRadius() throws {
        let r = try TransitionRecorder(device: .iPhone16, fps: 10, screenCornerMask: true)
        let (frames, _) = try present(r, Screen(.white), Screen(.white))
        let p = frames[0]
        // Outside a corner of radius 55 pt at 3x: (1 - pi / 4) * 165^2 device pixels of black.
        let side = 165
        let expected = (1 - Double.pi / 4) * Double(side * side)
        let corners = [(0, 0), (p.width - side, 0), (0, p.height - side), (p.width - side, p.height - side)]
        for (x0, y0) in corners {
            var covered = 0.0
            for y in y0..<(y0 + side) { for x in x0..<(x0 + side) { covered += 1 - Double(p[x, y].r) / 255 } }
            XCTAssertEqual(covered, expected, accuracy: expected * 0.005, "corner at \(x0), \(y0)")
        }
        XCTAssertEqual(p[0, 0], PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(p[side, side], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(p[p.width / 2, 0], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the top edge between the corners shows")
    }

    func testTurningDuringARecordingTellsTheControllersAndAnimatesTheWindow() throws {
        let r = try TransitionRecorder(device: .iPhone16, fps: 10)
        let root = Screen(.white)
        var after = Seen()
        let frames = try r.frames(root: root) {
            root.view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
            after = Seen(bounds: UIScreen.main.bounds, insets: root.view.window?.safeAreaInsets ?? .zero, statusBar: UIApplication.shared.statusBarFrame)
        }
        XCTAssertEqual(root.transitions.count, 1)
        XCTAssertEqual(root.transitions.first?.0, CGSize(width: 852, height: 393))
        XCTAssertEqual(root.transitions.first?.1, 0.4)
        XCTAssertTrue(root.alongsideRan)
        XCTAssertTrue(root.completionRan)
        XCTAssertEqual(after.bounds, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(after.insets, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(after.statusBar, .zero)
        XCTAssertEqual(root.view.bounds.size, CGSize(width: 852, height: 393))
        // 0.4 s at 10 fps: frames at 0 ... 0.4 s, in the physical portrait picture.
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(frames.last?.width, 1179)
        XCTAssertEqual(frames.last?.height, 2556)
        // Turned a quarter: the white interface (852 x 393 pt) now fills the portrait screen.
        XCTAssertEqual(frames.last?[589, 1278], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(frames.last?[2, 2], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    func testTurningToAnUnsupportedOrientationStopsTheRecordingNamingIt() throws {
        let r = try TransitionRecorder(device: .iPhone16, fps: 10)
        let root = Screen(.white)
        XCTAssertThrowsError(try r.frames(root: root) {
            root.view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .portraitUpsideDown))
            root.present(Screen(.black), animated: true)
        }) { error in
            XCTAssertEqual("\(error)", "requestGeometryUpdate: iPhone 16 does not turn to portraitUpsideDown; it supports portrait, landscapeLeft, landscapeRight")
        }
        var handled: Error?
        let second = Screen(.white)
        _ = try r.frames(root: second) {
            second.view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .portraitUpsideDown)) { handled = $0 }
            second.present(Screen(.black), animated: true)
        }
        XCTAssertEqual(handled as? DeviceError, .unsupportedOrientation(.portraitUpsideDown, device: "iPhone 16", supported: [.portrait, .landscapeLeft, .landscapeRight]))
    }

    /// A screen whose style changes only when it says so.
    private final class Flipping: UIViewController {
        var style = UIStatusBarStyle.darkContent
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override func viewDidLoad() { view.backgroundColor = .white }
    }

    func testTheStatusBarAsksTheControllerUIKitAsks() throws {
        let r = try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true)
        var styles: [UIStatusBarStyle?] = []
        func now() -> UIStatusBarStyle? { DeviceScreen.current?.chrome?.update(); return DeviceScreen.current?.chrome?.statusBarStyle }
        // A navigation controller whose bar shows decides by the bar's style; with the bar hidden its top controller does.
        let top = Flipping()
        top.style = .darkContent
        let nav = UINavigationController(rootViewController: top)
        nav.navigationBar.barStyle = .black
        _ = try r.frames(root: nav) {
            styles.append(now())
            nav.setNavigationBarHidden(true, animated: false)
            styles.append(now())
            // A change the controller does not announce is not seen; announced, it is.
            top.style = .lightContent
            styles.append(now())
            top.setNeedsStatusBarAppearanceUpdate()
            styles.append(now())
            nav.pushViewController(Screen(.black, style: .default), animated: true)
            styles.append(now())
        }
        XCTAssertEqual(styles, [.lightContent, .darkContent, .darkContent, .lightContent, .default],
                       "the pushed controller's style is taken as the push starts (the drawn items fade to it with the push)")
        XCTAssertEqual(DeviceScreen.current?.chrome?.statusBarStyle, nil, "outside a recording there is no device screen")
    }

    func testAfterTurningUIDeviceAndTheSceneReportTheNewOrientation() throws {
        let r = try TransitionRecorder(device: .iPad10, fps: 10)
        let root = Screen(.white)
        var seen: [String] = []
        _ = try r.frames(root: root) {
            seen.append("\(UIDevice.current.orientation) \(root.view.window?.windowScene?.interfaceOrientation ?? .unknown)")
            root.view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft))
            seen.append("\(UIDevice.current.orientation) \(root.view.window?.windowScene?.interfaceOrientation ?? .unknown)")
        }
        XCTAssertEqual(seen, ["portrait portrait", "landscapeRight landscapeLeft"], "the interface's landscapeLeft is the device turned right")
        XCTAssertEqual(root.transitions.first?.0, CGSize(width: 1180, height: 820))
    }

    func testAContainersChildrenHearTheTurnThroughTheDefaultImplementation() throws {
        let r = try TransitionRecorder(device: .iPhoneSE3, fps: 10)
        let child = Screen(.white)
        // A phone's controllers leave out upside down unless they say otherwise (UIKit's default).
        final class EveryWayNavigation: UINavigationController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
        }
        let nav = EveryWayNavigation(rootViewController: child)
        _ = try r.frames(root: nav) { nav.view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .portraitUpsideDown)) }
        XCTAssertEqual(child.transitions.first?.0, CGSize(width: 375, height: 667))
        XCTAssertEqual(child.transitions.first?.1, 0.8, "half a turn takes twice as long")
        XCTAssertTrue(child.completionRan)
    }
}
