import XCTest
import UIKit
import UIKitRecorder
import Raster
import TransitionTesting

/// `.pageCurl` at a `.mid` spine: two pages side by side on a 400 x 300 view, each 200 wide,
/// the spine at the view's midX (x = 200). A forward turn lifts the right page from its right
/// edge over the spine onto the left page; its back shows the new left page.
///
/// The numbers the probes come from (the middle row, y = 150). The turning page is the engine's
/// page turned a quarter: a view point (X, 150) is the engine's point (150, X − 200), the spine
/// the engine's top edge. At progress p the radius is 150 − 149 p pt and the tilt 10 (1 − p)
/// degrees; the axis slides from the page's far corner (212.3 pt from the spine along the
/// normal at half the tilt) to the spine.
/// - p = 0.5 (t = 0.2 of 0.4 s, eased 0.5): r = 75.5, the axis crosses the row at X = 306.6;
///   the page's far edge lies 93.8 pt past it, less than a quarter turn (118.6): the roll shows
///   the front alone, from X = 306.6 to 378.4, and the left page is untouched.
/// - p = 0.9 (a pan held 360 pt along 400): r = 15.9, the axis crosses at X = 220.3; the flap
///   (past half a turn, 49.95 pt) lies back over the left page out to its free edge at X = 90.4
///   (its shadow, 0.4 r, to X = 84). A view point X on the flap shows the turning page's point
///   390.4 − (X − 100) · 0.9994 from the view's left, whose back is the new left page's point at
///   400 minus that: X = 150 shows 59.6 (in the band), X = 110 shows 19.6, X = 190 shows 99.6
///   and X = 210 119.5 (green). The roll's outer side is at X = 236.2 and its shadow
///   (0.25 r + half the lift, 2 r) ends at X = 256.
final class PageViewControllerSpreadTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    private let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255), yellow = PremultipliedColor(r: 255, g: 255, b: 0, a: 255)
    private let band = PremultipliedColor(r: 26, g: 26, b: 26, a: 255)
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 400, height: 300), scale: 1, fps: 20)

    /// A book of banded pages: A red, B blue, C green, D yellow, E red, F blue.
    private func book() -> (UIPageViewController, PageBook) {
        let colours: [UIColor] = [.red, .blue, .green, .yellow, .red, .blue]
        let pages = zip(["A", "B", "C", "D", "E", "F"], colours).map { StripedPage($0, $1) }
        let book = PageBook(pages)
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([pages[0], pages[1]], direction: .forward, animated: false)
        return (pvc, book)
    }

    /// Whether `c` is yellow darkened by a shadow (black over it): red and green alike, below 255, no blue.
    private func shadedYellow(_ c: PremultipliedColor) -> Bool { c.r == c.g && c.r < 255 && c.r > 100 && c.b == 0 }

    func testAMidSpineShowsTwoDoubleSidedPagesSideBySide() throws {
        let (pvc, book) = book()
        XCTAssertEqual(pvc.spineLocation, .mid)
        XCTAssertTrue(pvc.isDoubleSided)
        XCTAssertEqual(pvc.viewControllers?.count, 2)
        XCTAssertTrue(pvc.viewControllers?[0] === book.pages[0] && pvc.viewControllers?[1] === book.pages[1])
        XCTAssertEqual(pvc.children.count, 2)
        let frames = try recorder.frames(root: pvc) {
            pvc.setViewControllers([book.pages[2], book.pages[3]], direction: .forward, animated: true)
        }
        // The pages meet at the view's midX: the left page's last column, the right page's first.
        XCTAssertEqual(frames[0][199, 150], red)
        XCTAssertEqual(frames[0][200, 150], blue)
        XCTAssertEqual(book.pages[0].view.frame, CGRect(x: 0, y: 0, width: 200, height: 300))
        XCTAssertEqual(book.pages[1].view.frame, CGRect(x: 200, y: 0, width: 200, height: 300))
    }

    func testAForwardTurnLiftsTheRightPageLeavingTheLeftOneUntilTheRollCrossesTheSpine() throws {
        let (pvc, book) = book()
        var finished: Bool?
        let frames = try recorder.frames(root: pvc) {
            pvc.setViewControllers([book.pages[2], book.pages[3]], direction: .forward, animated: true) { finished = $0 }
        }
        XCTAssertEqual(frames.count, 9)
        let mid = frames[4]
        // The left page, untouched: the roll is far from the spine.
        for x in stride(from: 0, to: 200, by: 7) { XCTAssertEqual(mid[x, 150], red, "x = \(x)") }
        XCTAssertEqual(mid[199, 280], red)
        // The turning page lies flat from the spine to the axis (X = 306.6).
        XCTAssertEqual(mid[201, 150], blue)
        XCTAssertEqual(mid[300, 150], blue)
        // On the roll, short of a quarter turn: the front, shaded (no back shows yet).
        let roll = mid[360, 150]
        XCTAssertEqual(roll.r, 0)
        XCTAssertEqual(roll.g, 0)
        XCTAssertLessThan(roll.b, 255)
        XCTAssertGreaterThan(roll.b, 150)
        // Past the roll: the new right page in the roll's shadow.
        XCTAssertTrue(shadedYellow(mid[392, 150]), "\(mid[392, 150])")
        // The end: the new pages side by side, the old ones gone.
        XCTAssertEqual(frames[8][100, 150], green)
        XCTAssertEqual(frames[8][300, 150], yellow)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(book.calls, [])
        XCTAssertTrue(pvc.viewControllers?[0] === book.pages[2] && pvc.viewControllers?[1] === book.pages[3])
        XCTAssertTrue(pvc.children.count == 2 && pvc.children[0] === book.pages[2] && pvc.children[1] === book.pages[3])
        XCTAssertNil(book.pages[0].parent)
        XCTAssertNil(book.pages[1].parent)
        XCTAssertEqual(book.pages[2].view.frame, CGRect(x: 0, y: 0, width: 200, height: 300))
        XCTAssertFalse(book.pages[2].view.isHidden)
        XCTAssertFalse(book.pages[1].view.isHidden)
        assertGolden(of: mid, atPath: GoldenPaths.path("fixtures/golden/uikit/page-curl-mid-forward-t0.2.png"))
    }

    func testTheTurningPagesBackShowsTheNewLeftPageTheRightWayRound() throws {
        let pages = [BandedPage("A", .red), BandedPage("B", .blue), BandedPage("C", .green), BandedPage("D", .yellow)]
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let book = BandedBook(pages)
        pvc.dataSource = book
        pvc.setViewControllers([pages[0], pages[1]], direction: .forward, animated: false)
        // 360 pt of the 400 the turn travels, held: progress 0.9.
        let frames = try recorder.frames(root: pvc, pan: [(0, 395, 150), (0.1, 215, 150), (0.2, 35, 150), (0.5, 35, 150)], on: pvc.view)
        let held = frames[6]
        // The left page beyond the flap's free edge (X = 90.4) and its shadow (to X = 84).
        XCTAssertEqual(held[20, 150], red)
        XCTAssertEqual(held[30, 150], red)
        // On the flap: the new left page's back, mirrored across the spine, so the band that lies
        // 40...80 pt from its left edge shows where the page will land on it; the front is hidden.
        XCTAssertEqual(held[150, 150], band)
        XCTAssertEqual(held[110, 150], green)
        XCTAssertEqual(held[190, 150], green)
        XCTAssertEqual(held[210, 150], green)
        for x in stride(from: 0, to: 400, by: 3) { XCTAssertNotEqual(held[x, 150], blue, "x = \(x)") }
        // Past the roll and its shadow: the new right page.
        XCTAssertEqual(held[300, 150], yellow)
        XCTAssertEqual(held[390, 150], yellow)
        // Landed, the band lies 40...80 pt from the left edge of the view.
        let end = frames.last!
        XCTAssertEqual(end[60, 150], band)
        XCTAssertEqual(end[20, 150], green)
        XCTAssertEqual(end[100, 150], green)
        XCTAssertEqual(end[260, 150], band)
        XCTAssertTrue(pvc.viewControllers?[0] === pages[2] && pvc.viewControllers?[1] === pages[3])
    }

    func testAReverseTurnsBackShowsTheNewRightPageTheRightWayRound() throws {
        let pages = [BandedPage("A", .red), BandedPage("B", .blue), BandedPage("C", .green), BandedPage("D", .yellow)]
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let book = BandedBook(pages)
        pvc.dataSource = book
        pvc.setViewControllers([pages[2], pages[3]], direction: .forward, animated: false)
        // Rightward 360 pt, held: the forward turn's p = 0.9 mirrored (X here is 400 − X there).
        let frames = try recorder.frames(root: pvc, pan: [(0, 5, 150), (0.1, 185, 150), (0.2, 365, 150), (0.5, 365, 150)], on: pvc.view)
        let held = frames[6]
        // X = 185 is the forward turn's 215, on the flap: the new left page's 124.5 there, so here
        // the new right page's 200 − 124.5 = 75.5, in its band; X = 290 (there 110) its 180.4.
        XCTAssertEqual(held[185, 150], band)
        XCTAssertEqual(held[290, 150], blue)
        // Past the flap's free edge (X = 309.6): the old right page, out of its band.
        XCTAssertEqual(held[380, 150], yellow)
        XCTAssertTrue(pvc.viewControllers?[0] === pages[0] && pvc.viewControllers?[1] === pages[1])
        XCTAssertEqual(frames.last?[260, 150], band)
        XCTAssertEqual(frames.last?[300, 150], blue)
    }

    func testAReverseTurnLiftsTheLeftPageOverOntoTheRight() throws {
        let (pvc, book) = book()
        pvc.setViewControllers([book.pages[2], book.pages[3]], direction: .forward, animated: false)
        let frames = try recorder.frames(root: pvc) {
            pvc.setViewControllers([book.pages[0], book.pages[1]], direction: .reverse, animated: true)
        }
        // Half way, the forward turn's picture mirrored: the right page untouched, the left page
        // flat from the spine to X = 400 − 306.6, then its front on the roll, then under it the new left page.
        for x in stride(from: 200, to: 400, by: 7) { XCTAssertEqual(frames[4][x, 150], yellow, "x = \(x)") }
        XCTAssertEqual(frames[4][198, 150], green)
        XCTAssertEqual(frames[4][100, 150], green)
        let roll = frames[4][40, 150]
        XCTAssertEqual(roll.r, 0)
        XCTAssertLessThan(roll.g, 255)
        XCTAssertGreaterThan(roll.g, 150)
        XCTAssertEqual(frames[4][7, 150].b, 0)
        XCTAssertEqual(frames[8][100, 150], red)
        XCTAssertEqual(frames[8][300, 150], blue)
        XCTAssertTrue(pvc.viewControllers?[0] === book.pages[0] && pvc.viewControllers?[1] === book.pages[1])
    }

    func testAPanAsksTheDataSourceForBothSidesOfTheNextLeaf() throws {
        let (pvc, book) = book()
        // Leftward from the right edge, past half the travel, released slowly: a forward turn.
        _ = try recorder.frames(root: pvc, pan: [(0, 390, 150), (0.1, 250, 150), (0.2, 150, 150), (0.4, 148, 150)], on: pvc.view)
        XCTAssertEqual(book.calls, ["after(B)", "after(C)", "willTransitionTo(C,D)", "didFinish(true, A,B, true)"])
        XCTAssertTrue(pvc.viewControllers?[0] === book.pages[2] && pvc.viewControllers?[1] === book.pages[3])
        // Rightward, short of half: the left page lifts toward the right and falls back.
        book.calls = []
        let back = try recorder.frames(root: pvc, pan: [(0, 10, 150), (0.1, 60, 150), (0.3, 62, 150)], on: pvc.view)
        XCTAssertEqual(book.calls, ["before(C)", "before(B)", "willTransitionTo(A,B)", "didFinish(true, C,D, false)"])
        XCTAssertTrue(pvc.viewControllers?[0] === book.pages[2] && pvc.viewControllers?[1] === book.pages[3])
        XCTAssertEqual(back.last?[100, 150], green)
        XCTAssertEqual(back.last?[300, 150], yellow)
        XCTAssertTrue(pvc.children.count == 2 && book.pages[0].parent == nil && book.pages[1].parent == nil)
        XCTAssertFalse(book.pages[2].view.isHidden)
    }

    func testTheLastLeafWithoutAPageAfterItsBackIsTheRecordingsError() throws {
        let (pvc, book) = book()
        pvc.setViewControllers([book.pages[4], book.pages[5]], direction: .forward, animated: false)
        // Nothing after F: the book ends, no turn.
        _ = try recorder.frames(root: pvc, pan: [(0, 390, 150), (0.1, 250, 150), (0.2, 150, 150), (0.4, 148, 150)], on: pvc.view)
        XCTAssertFalse(book.calls.isEmpty)
        XCTAssertTrue(book.calls.allSatisfy { $0 == "after(F)" }, "\(book.calls)")
        XCTAssertTrue(pvc.viewControllers?[0] === book.pages[4])
        // A book whose last leaf has a front and no back: UIKit raises; here the recording fails.
        pvc.setViewControllers([book.pages[3], book.pages[4]], direction: .forward, animated: false)
        book.calls = []
        XCTAssertThrowsError(try recorder.frames(root: pvc, pan: [(0, 390, 150), (0.1, 250, 150), (0.2, 150, 150), (0.4, 148, 150)], on: pvc.view)) {
            XCTAssertTrue("\($0)".contains("the number of view controllers provided (1) doesn't match the number required (2) for the requested transition"), "\($0)")
        }
        XCTAssertEqual(Array(book.calls.prefix(2)), ["after(E)", "after(F)"])
    }

    func testAMidSpineTakesTwoPagesAndStaysDoubleSided() throws {
        let (pvc, book) = book()
        XCTAssertThrowsError(try recorder.frames(root: pvc) {
            pvc.setViewControllers([book.pages[2]], direction: .forward, animated: false)
        }) {
            XCTAssertTrue("\($0)".contains("the number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)"), "\($0)")
        }
        XCTAssertTrue(pvc.viewControllers?[0] === book.pages[0])
        XCTAssertThrowsError(try recorder.frames(root: pvc) { pvc.isDoubleSided = false }) {
            XCTAssertTrue("\($0)".contains("if 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'"), "\($0)")
        }
        XCTAssertTrue(pvc.isDoubleSided)
    }

    func testAVerticalMidSpineTurnsTheBottomPageUpOntoTheTop() throws {
        let pages = [SolidColorController(.red), SolidColorController(.blue), SolidColorController(.green), SolidColorController(.yellow)]
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        pvc.setViewControllers([pages[0], pages[1]], direction: .forward, animated: false)
        let tall = TransitionRecorder(screenSize: CGSize(width: 300, height: 400), scale: 1, fps: 20)
        let frames = try tall.frames(root: pvc) { pvc.setViewControllers([pages[2], pages[3]], direction: .forward, animated: true) }
        // The horizontal turn transposed (the engine's page needs no quarter turn): the spine at
        // y = 200, the top page untouched half way, the bottom page flat to the axis (y = 306.6).
        XCTAssertEqual(frames[0][150, 199], red)
        XCTAssertEqual(frames[0][150, 200], blue)
        for y in stride(from: 0, to: 200, by: 7) { XCTAssertEqual(frames[4][150, y], red, "y = \(y)") }
        XCTAssertEqual(frames[4][150, 300], blue)
        XCTAssertEqual(frames[8][150, 100], green)
        XCTAssertEqual(frames[8][150, 300], yellow)
    }
}

/// A data source over banded pages (no delegate calls written down).
final class BandedBook: UIPageViewControllerDataSource {
    let pages: [BandedPage]
    init(_ pages: [BandedPage]) { self.pages = pages }
    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}
