import XCTest
import UIKit
import UIKitRecorder
import Raster
import Transitions

/// Writes down what a scroll view's delegate hears.
private final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// A target the delegate moves the deceleration to (nil: leave it).
    var newTarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset); if calls.last != "scroll" { calls.append("scroll") } }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging(\(decelerate))") }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

/// A screen holding one scroll view over its whole bounds, with red stripes in its content.
private final class ScrollScreen: UIViewController {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scroll.contentSize = CGSize(width: 100, height: 300)
        // A red stripe 10 pt tall every 50 pt of content (y = 50, 100, 150, ...).
        for y in stride(from: 50, to: 300, by: 50) {
            let stripe = UIView(frame: CGRect(x: 0, y: y, width: 100, height: 10))
            stripe.backgroundColor = .red
            scroll.addSubview(stripe)
        }
        view.addSubview(scroll)
    }
}

final class UIScrollViewTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 10)

    func testContentOffsetIsTheBoundsOriginAndMovesTheSubviewsPixels() throws {
        let screen = ScrollScreen()
        // A drag of 30 pt up over 0.1 s: at its end the offset is 30, the stripe at content y 50 draws at 20.
        let frames = try recorder.frames(root: screen, pan: [(0, 50, 80), (0.1, 50, 50)], on: screen.scroll)
        XCTAssertEqual(frames[0][50, 55], red)
        XCTAssertEqual(frames[0][50, 45], white)
        XCTAssertEqual(frames[1][50, 25], red)
        XCTAssertEqual(frames[1][50, 35], white)
        XCTAssertEqual(frames[1][50, 15], white)
        XCTAssertEqual(screen.scroll.bounds.origin, screen.scroll.contentOffset)
    }

    func testReleaseDeceleratesAlongTheClosedForm() throws {
        let screen = ScrollScreen()
        let heard = ScrollLog()
        screen.loadViewIfNeeded()
        screen.scroll.delegate = heard
        // Released at 300 pt/s (0.3 pt/ms) from offset 30: after n ms it has gone 0.3·0.998·(1 − 0.998ⁿ)/0.002.
        let frames = try recorder.frames(root: screen, pan: [(0, 50, 80), (0.1, 50, 50)], on: screen.scroll)
        XCTAssertEqual(heard.calls.prefix(6), ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "scroll"])
        XCTAssertEqual(heard.calls.last, "didEndDecelerating")
        XCTAssertEqual(Double(heard.endVelocity!.y), 0.3, accuracy: 1e-9)
        let rest: Double = 30 + 0.3 * 0.998 / 0.002
        XCTAssertEqual(Double(heard.proposedTarget!.y), rest, accuracy: 1e-9)
        XCTAssertEqual(Double(screen.scroll.contentOffset.y), rest, accuracy: 1e-9)
        // The steps run at 60 Hz from the release (t = 0.1): step 30 is 500 ms later.
        let offsetAtHalfSecond = Double(heard.offsets[30].y)
        let expected: Double = 30 + 0.3 * 0.998 * (1 - pow(0.998, 500.0)) / 0.002
        XCTAssertEqual(offsetAtHalfSecond, expected, accuracy: 1e-6)
        // Motion ends when less than half a pixel is left: ln(0.5 / 149.7) / ln(0.998) ms after the release.
        let distance: Double = 0.3 * 0.998 / 0.002
        let duration: Double = Foundation.log(0.5 / distance) / Foundation.log(0.998) / 1000
        XCTAssertEqual(frames.count, Int((0.1 + duration) * 10) + 2)
        // Frame 6 (t = 0.6, 500 ms after the release) draws the content at that offset: the
        // stripe at content y 150 sits at 150 − 124.7 = 25.3.
        XCTAssertEqual(frames[6][50, 27], red)
        XCTAssertEqual(frames[6][50, 24], white)
    }

    func testFastDecelerationRateStopsSooner() throws {
        let screen = ScrollScreen()
        let heard = ScrollLog()
        screen.loadViewIfNeeded()
        screen.scroll.delegate = heard
        screen.scroll.decelerationRate = .fast
        _ = try recorder.frames(root: screen, pan: [(0, 50, 80), (0.1, 50, 50)], on: screen.scroll)
        let rest: Double = 30 + 0.3 * 0.99 / 0.01
        XCTAssertEqual(Double(screen.scroll.contentOffset.y), rest, accuracy: 1e-9)
    }

    func testAFlingStopsAtTheEndOfTheContent() throws {
        let screen = ScrollScreen()
        screen.loadViewIfNeeded()
        // 60 pt in 0.05 s: 1.2 pt/ms would travel 598.8 pt; the content ends at offset 200.
        _ = try recorder.frames(root: screen, pan: [(0, 50, 90), (0.05, 50, 30)], on: screen.scroll)
        XCTAssertEqual(screen.scroll.contentOffset.y, 200)
    }

    func testDelegateCanMoveTheTarget() throws {
        let screen = ScrollScreen()
        let heard = ScrollLog()
        heard.newTarget = CGPoint(x: 0, y: 100)
        screen.loadViewIfNeeded()
        screen.scroll.delegate = heard
        _ = try recorder.frames(root: screen, pan: [(0, 50, 80), (0.1, 50, 50)], on: screen.scroll)
        XCTAssertEqual(screen.scroll.contentOffset.y, 100)
    }

    func testPagingSettlesOnTheNextPageAfterAQuickFlick() throws {
        let screen = ScrollScreen()
        screen.loadViewIfNeeded()
        screen.scroll.isPagingEnabled = true
        // 30 pt in 0.02 s (1.5 pt/ms): past the 0.5 pt/ms threshold, on to page 1.
        _ = try recorder.frames(root: screen, pan: [(0, 50, 80), (0.02, 50, 50)], on: screen.scroll)
        XCTAssertEqual(screen.scroll.contentOffset.y, 100)
    }

    func testPagingReturnsToTheNearestPageAfterASlowDrag() throws {
        let screen = ScrollScreen()
        screen.loadViewIfNeeded()
        screen.scroll.isPagingEnabled = true
        // 30 pt in 0.3 s (0.1 pt/ms): nearest page to offset 30 is page 0.
        _ = try recorder.frames(root: screen, pan: [(0, 50, 80), (0.15, 50, 65), (0.3, 50, 50)], on: screen.scroll)
        XCTAssertEqual(screen.scroll.contentOffset.y, 0)
    }

    func testDraggingPastTheEdgeRubberBandsThenReturns() throws {
        let screen = ScrollScreen()
        let heard = ScrollLog()
        screen.loadViewIfNeeded()
        screen.scroll.delegate = heard
        // Pulled down 100 pt from the top: the content follows (1 − 1/(100·0.55/100 + 1))·100 = 35.48 pt.
        _ = try recorder.frames(root: screen, pan: [(0, 50, 0), (1, 50, 100), (1.5, 50, 100)], on: screen.scroll)
        XCTAssertEqual(Double(heard.offsets[0].y), -(1 - 1 / 1.55) * 100, accuracy: 1e-9)
        XCTAssertEqual(screen.scroll.contentOffset.y, 0)
    }

    func testWithoutBouncingTheDragStopsAtTheEdge() throws {
        let screen = ScrollScreen()
        screen.loadViewIfNeeded()
        screen.scroll.bounces = false
        let heard = ScrollLog()
        screen.scroll.delegate = heard
        _ = try recorder.frames(root: screen, pan: [(0, 50, 0), (1, 50, 100)], on: screen.scroll)
        XCTAssertTrue(heard.offsets.allSatisfy { $0.y >= 0 })
    }

    func testDirectionalLockHoldsADiagonalDragToItsMainAxis() throws {
        let screen = ScrollScreen()
        screen.loadViewIfNeeded()
        screen.scroll.contentSize = CGSize(width: 300, height: 300)
        screen.scroll.isDirectionalLockEnabled = true
        screen.scroll.decelerationRate = .fast
        let heard = ScrollLog()
        screen.scroll.delegate = heard
        // Mostly up (30 pt) and a little left (10 pt): only the vertical offset moves.
        _ = try recorder.frames(root: screen, pan: [(0, 50, 80), (0.1, 40, 50)], on: screen.scroll)
        XCTAssertEqual(heard.offsets[0], CGPoint(x: 0, y: 30))
        XCTAssertTrue(heard.offsets.allSatisfy { $0.x == 0 })
        screen.scroll.isDirectionalLockEnabled = false
        screen.scroll.contentOffset = .zero
        let free = ScrollLog()
        screen.scroll.delegate = free
        _ = try recorder.frames(root: screen, pan: [(0, 50, 80), (0.1, 40, 50)], on: screen.scroll)
        XCTAssertEqual(free.offsets[0], CGPoint(x: 10, y: 30))
    }

    func testAnimatedSetContentOffsetStepsOnTheVirtualClock() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 400)
        let heard = ScrollLog()
        scroll.delegate = heard
        let clock = Timeline()
        clock.run { scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true) }
        XCTAssertEqual(scroll.contentOffset.y, 0)
        clock.advance(to: 0.15)
        // Ease in-out (0.42, 0, 0.58, 1) is at one half halfway through the 0.3 s.
        XCTAssertEqual(Double(scroll.contentOffset.y), 50, accuracy: 1e-6)
        XCTAssertFalse(heard.calls.contains("didEndScrollingAnimation"))
        clock.advance(to: 0.3 + 1e-9)
        XCTAssertEqual(scroll.contentOffset.y, 100)
        XCTAssertEqual(heard.offsets.count, 18)
        XCTAssertEqual(heard.calls.last, "didEndScrollingAnimation")
    }

    func testSetContentOffsetWithoutAnimationCallsDidScrollOnce() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let heard = ScrollLog()
        scroll.delegate = heard
        scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        XCTAssertEqual(heard.offsets, [CGPoint(x: 0, y: 40)])
        XCTAssertEqual(scroll.bounds, CGRect(x: 0, y: 40, width: 100, height: 100))
    }

    func testAdjustedContentInsetAddsContentInsetWhereNoBarCovers() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        XCTAssertEqual(scroll.adjustedContentInset, scroll.contentInset)
        XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
    }
}
