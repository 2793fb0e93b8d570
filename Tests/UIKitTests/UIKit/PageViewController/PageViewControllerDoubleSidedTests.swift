import XCTest
import UIKit
import UIKitRecorder
import Raster

/// `isDoubleSided` at a one-page spine: the back of the page that curls shows a page of its own,
/// the second controller `setViewControllers` takes (or the data source's page between).
///
/// Half way through a 200 x 300 turn (PageViewControllerCurlTests' numbers): across the middle
/// row the flap lying back over the page runs from x = 38.7 to 47.2 and shows the page's points
/// at d = 143.7 ... 152.2 past the axis (x = 47.2), that is x = 190.4 ... 198.8 of the page. Its
/// back, mirrored across the fold, is the back page's x = 200 − that: 1.2 ... 9.6, in the band.
final class PageViewControllerDoubleSidedTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    private let band = PremultipliedColor(r: 26, g: 26, b: 26, a: 255)
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 20)

    func testTheCurlingPagesBackShowsTheBackPageNotItsOwnReverse() throws {
        let front = StripedPage("A", .red), back = BandedPage("B", .green, bandX: 0, bandWidth: 10), next = StripedPage("C", .blue)
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.isDoubleSided = true
        XCTAssertTrue(pvc.isDoubleSided)
        pvc.setViewControllers([front], direction: .forward, animated: false)
        var finished: Bool?
        // The front of the page to show, then the back of the page that turns (UIKit's order).
        let frames = try recorder.frames(root: pvc) {
            pvc.setViewControllers([next, back], direction: .forward, animated: true) { finished = $0 }
        }
        let mid = frames[4]
        // On the flap: the back page (its band), not the front lightened (255, 114.75, 114.75).
        XCTAssertEqual(mid[42, 150], band)
        // Flat, out of the flap's shade: the front; past the shadow: the next page.
        XCTAssertEqual(mid[10, 150], red)
        XCTAssertEqual(mid[180, 150], blue)
        XCTAssertEqual(frames[8][100, 150], blue)
        XCTAssertEqual(finished, true)
        // Only the front is shown and a child; the back was drawn only.
        XCTAssertEqual(pvc.viewControllers?.count, 1)
        XCTAssertTrue(pvc.viewControllers?[0] === next)
        XCTAssertTrue(pvc.children.count == 1 && pvc.children[0] === next)
        XCTAssertNil(back.parent)
        XCTAssertNil(back.viewIfLoaded?.superview)
    }

    func testADoubleSidedTurnTakesTheFrontAndTheBack() throws {
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.isDoubleSided = true
        pvc.setViewControllers([StripedPage("A", .red)], direction: .forward, animated: false)
        XCTAssertThrowsError(try recorder.frames(root: pvc) {
            pvc.setViewControllers([StripedPage("C", .blue)], direction: .forward, animated: true)
        }) {
            XCTAssertTrue("\($0)".contains("the number of view controllers provided (1) doesn't match the number required (2) for the requested transition"), "\($0)")
        }
        // Unanimated, a one-page spine takes one page, double-sided or not.
        let c = StripedPage("C", .blue)
        pvc.setViewControllers([c], direction: .forward, animated: false)
        XCTAssertTrue(pvc.viewControllers?[0] === c)
    }

    func testAPanTurnsALeafAskingForItsBackAndTheNextFront() throws {
        // A, B (A's back), C, D (C's back), E: a forward turn from A shows C.
        let book = PageBook([StripedPage("A", .red), StripedPage("B", .green), StripedPage("C", .blue), StripedPage("D", .yellow), StripedPage("E", .red)])
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.isDoubleSided = true
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        _ = try recorder.frames(root: pvc, pan: [(0, 190, 150), (0.1, 120, 150), (0.2, 60, 150), (0.4, 58, 150)], on: pvc.view)
        XCTAssertEqual(book.calls, ["after(A)", "after(B)", "willTransitionTo(C)", "didFinish(true, A, true)"])
        XCTAssertTrue(pvc.viewControllers?.count == 1 && pvc.viewControllers?[0] === book.pages[2])
        // Back from C: the page before (B, the back) and the one before that (A, the front).
        book.calls = []
        let frames = try recorder.frames(root: pvc, pan: [(0, 10, 150), (0.1, 80, 150), (0.2, 150, 150), (0.4, 152, 150)], on: pvc.view)
        XCTAssertEqual(book.calls, ["before(C)", "before(B)", "willTransitionTo(A)", "didFinish(true, C, true)"])
        XCTAssertTrue(pvc.viewControllers?[0] === book.pages[0])
        XCTAssertEqual(frames.last?[100, 150], red)
        // A leaf without a next front does not turn (UIKit gets no pages for it).
        book.calls = []
        pvc.setViewControllers([book.pages[4]], direction: .forward, animated: false)
        _ = try recorder.frames(root: pvc, pan: [(0, 190, 150), (0.1, 120, 150), (0.2, 60, 150), (0.4, 58, 150)], on: pvc.view)
        // (Asked again as the finger moves: UIKit keeps only the pages it got.)
        XCTAssertFalse(book.calls.isEmpty)
        XCTAssertTrue(book.calls.allSatisfy { $0 == "after(E)" }, "\(book.calls)")
        XCTAssertTrue(pvc.viewControllers?[0] === book.pages[4])
    }

    func testAScrollHasNoBacks() {
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.isDoubleSided = true
        XCTAssertFalse(pvc.isDoubleSided)
    }
}
