import XCTest
import UIKit
import UIKitRecorder
import Raster
import TransitionTesting

/// `.pageCurl`: the page rolls off over the engine's cylinder from its right edge.
///
/// The numbers the probes come from, for a 200 x 300 page half way (t = 0.2 of 0.4 s, eased
/// 0.5): radius 200 (0.152439 + 0.5 (0.304878 - 0.152439)) = 45.73 pt, tilt 5 degrees; the axis
/// rests 2.3 radii plus the tilt's reach beyond the spine and has gone half way from the
/// bottom-right corner there. Across the middle row (y = 150) a point's offset past the axis
/// is s = 0.9962 x - 47.0 (computed by hand from that geometry): the axis crosses at x = 47.2,
/// the roll's outer side (s = r) at 93.1, its shadow ends at s = 2.25 r (x = 150.5); the part
/// of the page past half a turn (d > pi r = 143.7, the row's far end at d = 152.2) lies back
/// over the page from s = -8.5 to 0 (x = 38.7 to 47.2), its back up, and shades the flat page
/// 0.4 r = 18.3 pt beyond that (to x = 20.3).
final class PageViewControllerCurlTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 20)

    private func make() -> (UIPageViewController, PageBook) {
        let book = PageBook([StripedPage("A", .red), StripedPage("B", .blue)])
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        return (pvc, book)
    }

    func testCurlDefaultsAndRecognizers() {
        let (pvc, _) = make()
        XCTAssertEqual(pvc.spineLocation, .min)
        XCTAssertEqual(pvc.gestureRecognizers.count, 2)
        XCTAssertTrue(pvc.gestureRecognizers[0] is UIPanGestureRecognizer)
        XCTAssertTrue(pvc.gestureRecognizers[1] is UITapGestureRecognizer)
        XCTAssertEqual(pvc.view.gestureRecognizers?.count, 2)
    }

    func testForwardTurnCurlsThePageOffOverTheCylinder() throws {
        let (pvc, book) = make()
        var finished: Bool?
        let frames = try recorder.frames(root: pvc) {
            pvc.setViewControllers([book.pages[1]], direction: .forward, animated: true) { finished = $0 }
        }
        // 0.4 s (_UIPageCurl): frames at 0, 0.05, ..., 0.4.
        XCTAssertEqual(frames.count, 9)
        XCTAssertEqual(frames[0][190, 150], red)
        let mid = frames[4]
        // Flat, out of the flap's shade: the page itself.
        XCTAssertEqual(mid[10, 150], red)
        // On the flap lying back over the page: the page's back, red moved 0.45 toward white.
        let back = mid[42, 150]
        XCTAssertEqual(back.r, 255)
        XCTAssertEqual(Double(back.g), 114.75, accuracy: 2)
        XCTAssertEqual(Double(back.b), 114.75, accuracy: 2)
        // On the roll, short of its outer side: still the page (red over blue).
        XCTAssertGreaterThan(mid[90, 150].r, mid[90, 150].b)
        // Uncovered, in the roll's shadow: the next page darkened, no red.
        let shaded = mid[100, 150]
        XCTAssertEqual(shaded.r, 0)
        XCTAssertLessThan(shaded.b, 255)
        XCTAssertGreaterThan(shaded.b, 100)
        // Past the shadow the curl has passed: the next page exactly.
        XCTAssertEqual(mid[180, 150], blue)
        XCTAssertEqual(mid[160, 290], blue)
        XCTAssertEqual(frames[8][10, 150], blue)
        XCTAssertEqual(finished, true)
        // A page set in code asks the data source nothing and does not tell the delegate.
        XCTAssertEqual(book.calls, [])
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[1])
        XCTAssertTrue(pvc.children.count == 1 && pvc.children[0] === book.pages[1])
        XCTAssertNil(book.pages[0].parent)
        assertGolden(of: mid, atPath: GoldenPaths.path("fixtures/golden/uikit/page-curl-forward-t0.2.png"))
    }

    func testReverseTurnUncurlsThePreviousPageBackOn() throws {
        let (pvc, book) = make()
        pvc.setViewControllers([book.pages[1]], direction: .forward, animated: false)
        let frames = try recorder.frames(root: pvc) {
            pvc.setViewControllers([book.pages[0]], direction: .reverse, animated: true)
        }
        XCTAssertEqual(frames[0][10, 150], blue)
        // Half way back the curl is where the forward turn had it half way: the same probes.
        XCTAssertEqual(frames[4][10, 150], red)
        XCTAssertEqual(frames[4][180, 150], blue)
        XCTAssertEqual(frames[4][42, 150].r, 255)
        XCTAssertEqual(Double(frames[4][42, 150].g), 114.75, accuracy: 2)
        XCTAssertEqual(frames[8][190, 150], red)
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[0])
        XCTAssertTrue(pvc.children.count == 1 && pvc.children[0] === book.pages[0])
    }

    func testPanPastHalfCompletesTheTurn() throws {
        let (pvc, book) = make()
        // 130 pt of 200 left, then held: 65 % of the width, released slowly.
        let frames = try recorder.frames(root: pvc, pan: [(0, 190, 150), (0.1, 120, 150), (0.2, 60, 150), (0.4, 58, 150)], on: pvc.view)
        XCTAssertEqual(book.calls, ["after(A)", "willTransitionTo(B)", "didFinish(true, A, true)"])
        // Held at 65 %: the right of the screen is the next page.
        XCTAssertEqual(frames[6][190, 150], blue)
        // The left of it is the page or its back lying over it (red, maybe lightened).
        XCTAssertGreaterThanOrEqual(frames[6][5, 150].r, 250)
        XCTAssertEqual(frames.last?[10, 150], blue)
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[1])
        XCTAssertTrue(pvc.children.count == 1 && pvc.children[0] === book.pages[1])
    }

    func testPanShortOfHalfFallsBack() throws {
        let (pvc, book) = make()
        let frames = try recorder.frames(root: pvc, pan: [(0, 190, 150), (0.1, 160, 150), (0.3, 158, 150)], on: pvc.view)
        XCTAssertEqual(book.calls, ["after(A)", "willTransitionTo(B)", "didFinish(true, A, false)"])
        XCTAssertEqual(frames.last?[190, 150], red)
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[0])
        XCTAssertTrue(pvc.children.count == 1 && pvc.children[0] === book.pages[0])
        XCTAssertNil(book.pages[1].parent)
        XCTAssertFalse(book.pages[0].view.isHidden)
    }

    func testFlickCompletesShortOfHalf() throws {
        let (pvc, book) = make()
        // 40 pt (20 %), the last 35 pt in 0.03 s: a flick at 1167 pt/s.
        _ = try recorder.frames(root: pvc, pan: [(0, 190, 150), (0.1, 185, 150), (0.13, 150, 150)], on: pvc.view)
        XCTAssertEqual(book.calls, ["after(A)", "willTransitionTo(B)", "didFinish(true, A, true)"])
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[1])
    }

    func testPanTowardAMissingPageDoesNothing() throws {
        let (pvc, book) = make()
        _ = try recorder.frames(root: pvc, pan: [(0, 20, 150), (0.1, 70, 150), (0.2, 120, 150)], on: pvc.view)
        XCTAssertEqual(book.calls, ["before(A)"])
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[0])
    }
}
