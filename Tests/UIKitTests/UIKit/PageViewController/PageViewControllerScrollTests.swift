import XCTest
import UIKit
import UIKitRecorder
import Raster

/// `.scroll`: the pages side by side in a paging scroll view, `interPageSpacing` apart.
final class PageViewControllerScrollTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    private let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 20)

    private func make(spacing: CGFloat = 10, dots: Int = 0) -> (UIPageViewController, PageBook) {
        let book = PageBook([StripedPage("A", .red), StripedPage("B", .blue), StripedPage("C", .green)], dots: dots)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: spacing])
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        pvc.loadViewIfNeeded()
        pvc.view.backgroundColor = .black
        // Laid out at the recorder's screen size before the trace reaches the scroll view.
        pvc.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        pvc.view.layoutIfNeeded()
        return (pvc, book)
    }

    private func scrollView(of pvc: UIPageViewController) -> UIScrollView {
        pvc.view.subviews.compactMap { $0 as? UIScrollView }.first!
    }

    func testOptionsAndContainment() {
        let (pvc, book) = make()
        XCTAssertEqual(pvc.spineLocation, .none)
        XCTAssertEqual(pvc.interPageSpacing, 10)
        XCTAssertTrue(pvc.gestureRecognizers.isEmpty)
        XCTAssertFalse(pvc.isDoubleSided)
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[0])
        XCTAssertTrue(pvc.children.count == 1 && pvc.children[0] === book.pages[0])
        XCTAssertTrue(book.pages[0].parent === pvc)
        // Loading the view asks for both neighbours, the one before first.
        XCTAssertEqual(book.calls, ["before(A)", "after(A)"])
        // The scroll view is one page plus the spacing wide, half the spacing past each side.
        let scroll = scrollView(of: pvc)
        XCTAssertTrue(scroll.isPagingEnabled)
        XCTAssertEqual(scroll.frame.width, pvc.view.bounds.width + 10)
        XCTAssertEqual(scroll.frame.minX, -5)
    }

    func testSwipePagesForwardThroughTheDelegate() throws {
        let (pvc, book) = make()
        book.calls = []
        // 70 pt left in 0.1 s, released at 700 pt/s: past the paging flick (0.5 pt/ms).
        let frames = try recorder.frames(root: pvc, pan: [(0, 90, 50), (0.05, 55, 50), (0.1, 20, 50)], on: scrollView(of: pvc))
        XCTAssertEqual(book.calls, ["willTransitionTo(B)", "after(B)", "didFinish(true, A, true)"])
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[1])
        XCTAssertTrue(pvc.children.count == 1 && pvc.children[0] === book.pages[1])
        XCTAssertNil(book.pages[0].parent)
        XCTAssertEqual(frames.last?[50, 60], blue)
        XCTAssertEqual(frames.last?[1, 60], blue)
        XCTAssertEqual(frames.last?[98, 60], blue)
    }

    func testShortSlowDragFallsBack() throws {
        let (pvc, book) = make()
        book.calls = []
        let frames = try recorder.frames(root: pvc, pan: [(0, 60, 50), (0.1, 50, 50), (0.3, 49, 50)], on: scrollView(of: pvc))
        XCTAssertEqual(book.calls, ["willTransitionTo(B)", "didFinish(true, A, false)"])
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[0])
        XCTAssertTrue(pvc.children.count == 1 && pvc.children[0] === book.pages[0])
        XCTAssertNil(book.pages[1].parent)
        XCTAssertEqual(frames.last?[98, 60], red)
    }

    func testAnimatedSetScrollsOnePageOverTheScrollViewsAnimatedOffset() throws {
        let (pvc, book) = make()
        book.calls = []
        var finished: Bool?
        let frames = try recorder.frames(root: pvc) {
            pvc.setViewControllers([book.pages[2]], direction: .forward, animated: true) { finished = $0 }
        }
        // setContentOffset(_:animated: true): 0.3 s ease-in-out (0.42, 0, 0.58, 1) from 110 to 220,
        // in 60 Hz steps. Offset o puts A's right edge at 210 - o and C's left edge at 220 - o.
        // t = 0.1 (1/3): eased 0.231775, o = 135.495; t = 0.15: 0.5, o = 165; t = 0.2 (2/3): 0.768225, o = 194.505.
        let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
        XCTAssertEqual(frames[0][98, 60], red)
        XCTAssertEqual(frames[2][73, 60], red)
        XCTAssertEqual(frames[2][79, 60], black)
        XCTAssertEqual(frames[2][86, 60], green)
        XCTAssertEqual(frames[3][44, 60], red)
        XCTAssertEqual(frames[3][50, 60], black)
        XCTAssertEqual(frames[3][56, 60], green)
        XCTAssertEqual(frames[4][14, 60], red)
        XCTAssertEqual(frames[4][20, 60], black)
        XCTAssertEqual(frames[4][27, 60], green)
        XCTAssertEqual(frames.last?[1, 60], green)
        XCTAssertEqual(finished, true)
        // A page set in code is not a turn by hand: the delegate hears nothing; both neighbours are asked.
        XCTAssertEqual(book.calls, ["before(C)", "after(C)"])
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[2])
        XCTAssertTrue(pvc.children.count == 1 && pvc.children[0] === book.pages[2])
    }

    func testUnanimatedSetReplacesAtOnce() {
        let (pvc, book) = make()
        book.calls = []
        var finished: Bool?
        pvc.setViewControllers([book.pages[1]], direction: .reverse, animated: false) { finished = $0 }
        XCTAssertEqual(finished, true)
        XCTAssertEqual(book.calls, ["before(B)", "after(B)"])
        XCTAssertTrue(pvc.children.count == 1 && pvc.children[0] === book.pages[1])
        XCTAssertNil(book.pages[0].viewIfLoaded?.superview)
    }

    func testPageControlDrawsTheDataSourcesDots() throws {
        let (pvc, book) = make(dots: 3)
        // frame 0 is drawn before the first 60 Hz step of the scroll moves anything.
        let frames = try recorder.frames(root: pvc) { pvc.setViewControllers([book.pages[1]], direction: .forward, animated: true) }
        // Three 7-pt dots 16 pt apart, centred 18.5 pt above the bottom: x = 34, 50, 66; the first lit.
        let y = 100 - 37 / 2
        let lit = frames[0][34, y], dim = frames[0][50, y], between = frames[0][42, y]
        XCTAssertEqual(lit, PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(between, red)
        // White at 0.3 over red: 255 red, 77 green and blue (0.3 of 255).
        XCTAssertEqual(Int(dim.r), 255)
        XCTAssertEqual(Double(dim.g), 76.5, accuracy: 1.5)
        XCTAssertEqual(Double(dim.b), 76.5, accuracy: 1.5)
        XCTAssertEqual(frames[0][66, y], dim)
    }
}
