import XCTest
import UIKit

/// Each device model's numbers, and the messages for names and orientations it does not know.
final class DeviceModelTests: XCTestCase {
    /// name, points, scale, portrait insets, landscape insets, corner radius, status bar, home indicator.
    private let table: [(DeviceModel, String, CGSize, CGFloat, UIEdgeInsets, UIEdgeInsets, CGFloat, CGFloat, Bool)] = [
        (.iPhoneSE3, "iphone-se-3", CGSize(width: 375, height: 667), 2, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .zero, 0, 20, false),
        (.iPhone16, "iphone-16", CGSize(width: 393, height: 852), 3, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
         UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), 55, 54, true),
        (.iPhone16ProMax, "iphone-16-pro-max", CGSize(width: 440, height: 956), 3, UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
         UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62), 62, 54, true),
        (.iPad10, "ipad-10", CGSize(width: 820, height: 1180), 2, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
         UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), 25, 24, true),
    ]

    func testEachModelHasItsPublishedNumbers() throws {
        for (d, name, size, scale, portrait, landscape, radius, bar, indicator) in table {
            XCTAssertEqual(try DeviceModel.named(name), d)
            XCTAssertEqual(d.portraitSize, size, name)
            XCTAssertEqual(d.screenSize(in: .landscapeLeft), CGSize(width: size.height, height: size.width), name)
            XCTAssertEqual(d.scale, scale, name)
            XCTAssertEqual(d.safeAreaInsets(in: .portrait), portrait, name)
            XCTAssertEqual(d.safeAreaInsets(in: .landscapeRight), landscape, name)
            XCTAssertEqual(d.screenCornerRadius, radius, name)
            XCTAssertEqual(d.statusBarHeight(in: .portrait), bar, name)
            XCTAssertEqual(d.homeIndicator != nil, indicator, name)
        }
    }

    func testHidingTheStatusBarGivesBackOnlyItsOwnHeight() {
        // The SE's and iPad's top inset is the status bar's; a Dynamic Island iPhone's is the hardware's.
        XCTAssertEqual(DeviceModel.iPhoneSE3.safeAreaInsets(in: .portrait, statusBarHidden: true).top, 0)
        XCTAssertEqual(DeviceModel.iPad10.safeAreaInsets(in: .portrait, statusBarHidden: true), UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(DeviceModel.iPhone16.safeAreaInsets(in: .portrait, statusBarHidden: true).top, 59)
        XCTAssertEqual(DeviceModel.iPhoneSE3.safeAreaInsets(in: .portraitUpsideDown), UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    }

    func testOnlyHomeButtonPhonesAndPadsTurnUpsideDown() {
        XCTAssertTrue(DeviceModel.iPhoneSE3.supports(.portraitUpsideDown))
        XCTAssertTrue(DeviceModel.iPad10.supports(.portraitUpsideDown))
        XCTAssertFalse(DeviceModel.iPhone16.supports(.portraitUpsideDown))
        XCTAssertFalse(DeviceModel.iPhone16ProMax.supports(.portraitUpsideDown))
        for d in DeviceModel.all { XCTAssertTrue(d.supports(.landscapeLeft) && d.supports(.landscapeRight), d.name) }
    }

    func testAnUnknownNameListsTheKnownOnes() {
        XCTAssertThrowsError(try DeviceModel.named("iphone-17")) { error in
            XCTAssertEqual("\(error)", "unknown device 'iphone-17'; the known devices are iphone-se-3, iphone-16, iphone-16-pro-max, ipad-10")
        }
    }

    func testStatusBarItemsSitWhereEachLayoutPutsThem() throws {
        // Dynamic Island: the time centred in the left ear (16 pt margin to the island's left
        // edge, 393 / 2 - 63 = 133.5), the icons (18 + 7 + 17 + 7 + 27 = 76 pt) centred in the
        // right one (259.5 ... 377), all on the island's middle line (11 + 37 / 2 = 29.5).
        let i16 = try XCTUnwrap(StatusBarLayout.of(.iPhone16, in: .portrait))
        XCTAssertEqual(i16.frame, CGRect(x: 0, y: 0, width: 393, height: 54))
        XCTAssertEqual(i16.timeAnchor, CGPoint(x: 74.75, y: 29.5))
        XCTAssertEqual(i16.signal, CGRect(x: 280.25, y: 23.5, width: 18, height: 12))
        XCTAssertEqual(i16.wifi, CGRect(x: 305.25, y: 23.5, width: 17, height: 12))
        XCTAssertEqual(i16.battery, CGRect(x: 329.25, y: 23, width: 27, height: 13))
        // 440 pt wide: the left ear is 16 ... 157, the right one 283 ... 424.
        let max = try XCTUnwrap(StatusBarLayout.of(.iPhone16ProMax, in: .portrait))
        XCTAssertEqual(max.timeAnchor.x, 86.5)
        XCTAssertEqual(max.battery.maxX, 353.5 + 38, accuracy: 1e-9)
        // Home button: the time centred, signal 6 pt from the left, the battery 6 pt from the right.
        let se = try XCTUnwrap(StatusBarLayout.of(.iPhoneSE3, in: .portrait))
        XCTAssertEqual(se.timeAnchor, CGPoint(x: 187.5, y: 10))
        XCTAssertEqual(se.signal?.minX, 6)
        XCTAssertEqual(se.battery.maxX, 375 - 6, accuracy: 1e-9)
        // iPad: the time from 20 pt at the left, the battery ending 20 pt from the right; no cellular bars.
        let pad = try XCTUnwrap(StatusBarLayout.of(.iPad10, in: .landscapeLeft))
        XCTAssertEqual(pad.frame.width, 1180)
        XCTAssertEqual(pad.timeAnchor, CGPoint(x: 20, y: 12))
        XCTAssertNil(pad.signal)
        XCTAssertEqual(pad.battery.maxX, 1160, accuracy: 1e-9)
        // iPhones hide the status bar in landscape.
        XCTAssertNil(StatusBarLayout.of(.iPhone16, in: .landscapeLeft))
        XCTAssertNil(StatusBarLayout.of(.iPhoneSE3, in: .landscapeRight))
    }

    func testTheHomeIndicatorIsCentredAtTheBottom() throws {
        let i = try XCTUnwrap(DeviceModel.iPhone16.homeIndicator)
        XCTAssertEqual(HomeIndicatorView.frame(of: i, screen: CGSize(width: 393, height: 852), orientation: .portrait),
                       CGRect(x: 129.5, y: 839, width: 134, height: 5))
        XCTAssertEqual(HomeIndicatorView.frame(of: i, screen: CGSize(width: 852, height: 393), orientation: .landscapeLeft),
                       CGRect(x: 322, y: 380, width: 208, height: 5))
        let pad = try XCTUnwrap(DeviceModel.iPad10.homeIndicator)
        XCTAssertEqual(HomeIndicatorView.frame(of: pad, screen: CGSize(width: 820, height: 1180), orientation: .portrait),
                       CGRect(x: 250, y: 1169, width: 320, height: 5))
    }
}
