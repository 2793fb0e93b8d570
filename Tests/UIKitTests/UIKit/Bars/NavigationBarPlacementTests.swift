import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A titled white screen that keeps the safe area it last laid out with.
private final class Titled: UIViewController {
    var laidOutTop: CGFloat = -1
    init(_ title: String) { super.init(nibName: nil, bundle: nil); self.title = title }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .white }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); laidOutTop = view.safeAreaInsets.top }
}

/// The first and last pixel rows (in `x`) with ink darker than 128 red, in `y`.
private func darkRows(_ p: Pixmap, x: Range<Int>, y: Range<Int>) -> ClosedRange<Int>? {
    let rows = y.filter { j in x.contains { i in p[i, j].r < 128 } }
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
}

/// Where the navigation bar sits on each device: its standard row starts at the status bar's
/// height (UIApplication.statusBarFrame), not at the safe area's top. On the Dynamic Island
/// iPhones the status bar is 54 pt and the safe area 59 (62 on the 16 Pro Max): the bar's row
/// is 54...98 and the content's safe area starts at 98, not 103 (measured by UIKit users on the
/// 14 Pro to 15 Pro Max: the bar's frame at y 53.67, 44 tall, the content's safe area at 97.67;
/// see docs/navigation-bars.md). On a pad the row is 50 pt tall (iPadOS 12 and later), below
/// its 24-pt status bar.
final class NavigationBarPlacementTests: XCTestCase {
    /// The device, the status bar's height, the window's top inset and the bar's row height.
    private static let devices: [(DeviceModel, status: CGFloat, windowTop: CGFloat, row: CGFloat)] = [
        (.iPhoneSE3, 20, 20, 44), (.iPhone16, 54, 59, 44), (.iPhone16ProMax, 54, 62, 44), (.iPad10, 24, 24, 50),
    ]

    func testTheBarsStandardRowStartsAtTheStatusBarsHeightOnEachDevice() throws {
        for (device, status, windowTop, row) in Self.devices {
            let screen = Titled("Inbox")
            let nav = UINavigationController(rootViewController: Titled(""))
            let recorder = try TransitionRecorder(device: device, fps: 10)
            let last = try XCTUnwrap(try recorder.frames(root: nav) { nav.pushViewController(screen, animated: false) }.last)
            let width = device.portraitSize.width, scale = Int(device.scale)
            XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: width, height: status + row), "\(device)")
            XCTAssertEqual(nav.view.safeAreaInsets.top, windowTop, "\(device): the window's inset")
            XCTAssertEqual(screen.laidOutTop, status + row, "\(device): the content's safe area starts under the bar")
            // The hairline's pixel row at the bar's bottom (1 px at any scale, 0.3 black over the white content).
            XCTAssertEqual(last[10, Int(status + row) * scale].r, 178, "\(device)")
            // The title is centred in the row that starts at the status bar's height.
            let midX = Int(width / 2) * scale
            let ink = try XCTUnwrap(darkRows(last, x: (midX - 20 * scale)..<(midX + 20 * scale), y: (Int(status) * scale)..<(Int(status + row) * scale)))
            let inkMid = Double(ink.lowerBound + ink.upperBound + 1) / 2 / Double(scale)
            XCTAssertEqual(inkMid, Double(status + row / 2), accuracy: 2, "\(device): the title's ink centre, in points")
        }
    }
}
