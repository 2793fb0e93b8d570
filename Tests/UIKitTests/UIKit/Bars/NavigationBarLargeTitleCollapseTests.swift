import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A titled screen whose view holds one tall scroll view (at `top`, over the rest of the view).
private final class ScrollingScreen: UIViewController, UIScrollViewDelegate {
    let scroll = UIScrollView()
    let top: CGFloat
    /// What each scroll left: the offset and the bar's height (the bar follows before the delegate hears).
    var heard: [(offset: CGFloat, bar: CGFloat)] = []
    init(_ title: String, top: CGFloat = 0) {
        self.top = top
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scroll.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: view.bounds.width, height: 2000)
        scroll.delegate = self
        view.addSubview(scroll)
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        heard.append((scrollView.contentOffset.y, navigationController?.navigationBar.frame.height ?? -1))
    }
}

/// The box of a frame's pixels at least 40 red (r − g), in `x` × `y`.
private func redInk(_ p: Pixmap, x: Range<Int>, y: Range<Int>) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for j in y { for i in x where Int(p[i, j].r) - Int(p[i, j].g) >= 40 {
        minX = min(minX, i); maxX = max(maxX, i); minY = min(minY, j); maxY = max(maxY, j)
    } }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// The bar's label showing `text` in `size`-pt type.
private func label(_ bar: UINavigationBar, _ text: String, size: CGFloat) throws -> UILabel {
    try XCTUnwrap(bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == text && $0.font.pointSize == size })
}

/// The alpha of the bar's inline (17-pt) title: 0 when there is none.
private func inlineAlpha(_ bar: UINavigationBar, _ text: String) -> CGFloat {
    bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == text && $0.font.pointSize == 17 }?.alpha ?? 0
}

final class NavigationBarLargeTitleCollapseTests: XCTestCase {
    /// A bare 320 × 400 screen: the large-title bar is 96 pt (no status bar), its strip 52.
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 320, height: 400), scale: 1, fps: 20)
    private let barGray = PremultipliedColor(r: 247, g: 247, b: 247, a: 255)

    private func largeNav(_ root: UIViewController) -> UINavigationController {
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        nav.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.red]
        return nav
    }

    func testScrollingUpShrinksTheStripByTheOffsetAndCutsTheTitleUnderTheStandardRow() throws {
        let screen = ScrollingScreen("Inbox")
        let nav = largeNav(screen)
        var rest: CGFloat = 0
        let last = try recorder.frames(root: nav) {
            nav.view.layoutIfNeeded()
            rest = screen.scroll.contentOffset.y
            screen.scroll.setContentOffset(CGPoint(x: 0, y: rest + 30), animated: true)
        }.last!
        let bar = nav.navigationBar
        // At rest the content starts under the 96-pt bar; 30 pt up leaves 52 − 30 = 22 pt of strip.
        XCTAssertEqual(rest, -96)
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 320, height: 66))
        XCTAssertEqual(screen.scroll.adjustedContentInset.top, 96, "the scroll view keeps the expanded bar's cover")
        // Every step of the 0.3-s animation: the bar is 96 pt less what the content scrolled.
        XCTAssertGreaterThan(screen.heard.count, 10)
        for h in screen.heard { XCTAssertEqual(h.bar, 96 - (h.offset + 96), accuracy: 1e-9, "at offset \(h.offset)") }
        // The large title moved up with the bar's bottom (its line box 8 pt above it) ...
        let large = try label(bar, "Inbox", size: 34)
        XCTAssertEqual(large.frame.maxY, 58)
        XCTAssertEqual(large.frame.minX, 16)
        // ... and is cut at the strip's top (66 − 22 = 44): no red above it, red below it.
        let ink = try XCTUnwrap(redInk(last, x: 0..<320, y: 0..<66))
        XCTAssertEqual(ink.minY, 44)
        XCTAssertLessThanOrEqual(ink.maxY, 58)
        // The standard row shows no title yet.
        XCTAssertEqual(inlineAlpha(bar, "Inbox"), 0)
        XCTAssertEqual(darkest(last, x: 100...220, y: 0...43), barGray)
    }

    func testOnceTheStripIsGoneTheInlineTitleFadesInAndScrollingBackRestoresTheLargeTitle() throws {
        let screen = ScrollingScreen("Inbox")
        let nav = largeNav(screen)
        var collapsed: (bar: CGFloat, alpha: CGFloat)?
        let frames = try recorder.frames(root: nav) {
            nav.view.layoutIfNeeded()
            screen.scroll.setContentOffset(CGPoint(x: 0, y: -96 + 100), animated: true)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                collapsed = (nav.navigationBar.frame.height, inlineAlpha(nav.navigationBar, "Inbox"))
                screen.scroll.setContentOffset(CGPoint(x: 0, y: -96), animated: true)
            }
        }
        XCTAssertEqual(collapsed?.bar, 44, "the strip is gone: the bar is its standard row")
        XCTAssertEqual(collapsed?.alpha, 1)
        // 0.6 s in (frame 12): the inline title's dark ink in the row, no red (the large title is cut away).
        let atCollapse = frames[12]
        XCTAssertNil(redInk(atCollapse, x: 0..<320, y: 0..<44))
        XCTAssertLessThan(Int(darkest(atCollapse, x: 120...200, y: 10...34).r), 80)
        // The inline title fades in over 0.15 s once less than 10 pt of strip is left: it shows in no frame before that.
        let crossing = try XCTUnwrap(screen.heard.first { 96 - ($0.offset + 96) < 54 })
        XCTAssertLessThan(crossing.offset, 0)
        // Back at the top: the 96-pt bar, the large title whole, no inline title.
        let bar = nav.navigationBar
        XCTAssertEqual(bar.frame.height, 96)
        XCTAssertEqual(inlineAlpha(bar, "Inbox"), 0)
        XCTAssertNil(try label(bar, "Inbox", size: 34).mask)
        let ink = try XCTUnwrap(redInk(frames.last!, x: 0..<320, y: 0..<96))
        XCTAssertGreaterThan(ink.minY, 44)
        XCTAssertEqual(darkest(frames.last!, x: 100...220, y: 0...43), barGray)
    }

    func testOnAnIPhone16TheSafeAreaFollowsTheBarAndTheScrollViewsInsetStays() throws {
        let screen = ScrollingScreen("Inbox")
        let nav = largeNav(screen)
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 20)
        var rest: (offset: CGFloat, safe: CGFloat, adjusted: CGFloat)?
        _ = try recorder.frames(root: nav) {
            nav.view.layoutIfNeeded()
            rest = (screen.scroll.contentOffset.y, screen.view.safeAreaInsets.top, screen.scroll.adjustedContentInset.top)
            screen.scroll.setContentOffset(CGPoint(x: 0, y: -150 + 30), animated: true)
        }
        // 54 pt of status bar, 44 of standard row, 52 of strip at rest; 22 left after 30 pt.
        XCTAssertEqual(rest?.offset, -150)
        XCTAssertEqual(rest?.safe, 150)
        XCTAssertEqual(rest?.adjusted, 150)
        XCTAssertEqual(nav.navigationBar.frame.height, 54 + 44 + 22, accuracy: 1e-9)
        XCTAssertEqual(screen.view.safeAreaInsets.top, 120, accuracy: 1e-9, "the content's safe area ends at the bar")
        XCTAssertEqual(screen.scroll.adjustedContentInset.top, 150, "the scroll view's rest offset does not move")
    }

    func testADragUpCollapsesAsFarAsTheFingerWentThenSnapsToTheNearerEnd() throws {
        // Up 20 or 30 pt over 0.2 s, held still for 0.3 s, released without speed: under half
        // the 52-pt strip the content returns to its top, past half it goes on until the strip is gone.
        for (drag, end) in [(CGFloat(20), CGFloat(-96)), (30, -96 + 52)] {
            let screen = ScrollingScreen("Inbox")
            let nav = largeNav(screen)
            screen.loadViewIfNeeded()
            _ = try recorder.record(root: nav, pan: [(0, 160, 300), (0.2, 160, Double(300 - drag)), (0.5, 160, Double(300 - drag))], on: screen.scroll)
            let held = screen.heard.first { $0.offset == -96 + drag }
            XCTAssertEqual(held?.bar, 96 - drag, "while held, the bar follows the finger (\(drag) pt)")
            XCTAssertEqual(screen.scroll.contentOffset.y, end, "released after \(drag) pt")
            XCTAssertEqual(nav.navigationBar.frame.height, 96 - (end + 96))
        }
    }

    func testPullingDownPastTheTopGrowsTheStripAndScalesTheTitleUpThenItReturns() throws {
        let screen = ScrollingScreen("Inbox")
        let nav = largeNav(screen)
        screen.loadViewIfNeeded()
        // The finger pulls 100 pt down and holds: the 400-pt scroll view rubber-bands it to
        // (1 − 1/(100·0.55/400 + 1))·400 = 48.35 pt past its top.
        _ = try recorder.frames(root: nav, pan: [(0, 160, 200), (0.3, 160, 300), (0.45, 160, 300)], on: screen.scroll)
        let stretch = (1 - 1 / (100 * 0.55 / 400 + 1)) * 400.0
        let past = try XCTUnwrap(screen.heard.min { $0.offset < $1.offset })
        XCTAssertEqual(Double(past.offset), -96 - stretch, accuracy: 1e-9)
        XCTAssertEqual(Double(past.bar), 96 + stretch, accuracy: 1e-9, "the strip grows by the pull")
        // Released, the content returns to its top and the bar to 96 pt, the title to its size.
        XCTAssertEqual(screen.scroll.contentOffset.y, -96)
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        XCTAssertEqual(try label(nav.navigationBar, "Inbox", size: 34).transform, .identity)
    }

    func testAStretchedTitleScalesByThreePercentPer44PointsAboutItsLeadingBottomCornerAtMost1Point1() throws {
        XCTAssertEqual(UINavigationBar.stretchScale(strip: 52, textWidth: 100, room: 288), 1)
        XCTAssertEqual(UINavigationBar.stretchScale(strip: 30, textWidth: 100, room: 288), 1)
        XCTAssertEqual(Double(UINavigationBar.stretchScale(strip: 52 + 44, textWidth: 100, room: 288)), 1.03, accuracy: 1e-12)
        XCTAssertEqual(UINavigationBar.stretchScale(strip: 52 + 440, textWidth: 100, room: 288), 1.1)
        // Never wider than the room between the margins.
        XCTAssertEqual(Double(UINavigationBar.stretchScale(strip: 52 + 440, textWidth: 280, room: 288)), 288.0 / 280, accuracy: 1e-12)
        // On the bar: held 48 pt past the top, the title's leading edge stays at the margin and its line box's bottom 8 pt above the bar's.
        let screen = ScrollingScreen("Inbox")
        let nav = largeNav(screen)
        var held: (bar: CGFloat, scale: CGFloat, minX: CGFloat, maxY: CGFloat)?
        _ = try recorder.frames(root: nav) {
            nav.view.layoutIfNeeded()
            screen.scroll.contentOffset.y = -96 - 48
            nav.view.layoutIfNeeded()
            let large = try? label(nav.navigationBar, "Inbox", size: 34)
            held = (nav.navigationBar.frame.height, large?.transform.a ?? 0, large?.frame.minX ?? 0, large?.frame.maxY ?? 0)
            screen.scroll.setContentOffset(CGPoint(x: 0, y: -96), animated: true)
        }
        XCTAssertEqual(held?.bar, 96 + 48)
        XCTAssertEqual(Double(held?.scale ?? 0), 1 + 0.03 * 48 / 44, accuracy: 1e-9)
        XCTAssertEqual(Double(held?.minX ?? 0), 16, accuracy: 1e-9)
        XCTAssertEqual(Double(held?.maxY ?? 0), 96 + 48 - 8, accuracy: 1e-9)
    }

    func testRightToLeftTheTitleCollapsesAndStretchesAboutItsTrailingMarginCorner() throws {
        let recorder = TransitionRecorder(screenSize: CGSize(width: 320, height: 400), scale: 1, fps: 20, layoutDirection: .rightToLeft)
        let screen = ScrollingScreen("Inbox")
        let nav = largeNav(screen)
        var stretched: (maxX: CGFloat, maxY: CGFloat, scale: CGFloat)?
        var collapsing: (maxX: CGFloat, maxY: CGFloat, ink: CGRect?)?
        let frames = try recorder.frames(root: nav) {
            nav.view.layoutIfNeeded()
            screen.scroll.contentOffset.y = -96 - 44
            nav.view.layoutIfNeeded()
            let large = try? label(nav.navigationBar, "Inbox", size: 34)
            stretched = (large?.frame.maxX ?? 0, large?.frame.maxY ?? 0, large?.transform.a ?? 0)
            screen.scroll.setContentOffset(CGPoint(x: 0, y: -96 + 30), animated: true)
        }
        let large = try label(nav.navigationBar, "Inbox", size: 34)
        collapsing = (large.frame.maxX, large.frame.maxY, redInk(frames.last!, x: 0..<320, y: 0..<66))
        // Stretched by 44 pt: 1.03 times, its right edge held at the 16-pt margin, its bottom 8 pt above the bar's.
        XCTAssertEqual(Double(stretched?.scale ?? 0), 1.03, accuracy: 1e-9)
        XCTAssertEqual(Double(stretched?.maxX ?? 0), 304, accuracy: 1e-9)
        XCTAssertEqual(Double(stretched?.maxY ?? 0), 96 + 44 - 8, accuracy: 1e-9)
        // Collapsing by 30 pt: at the right margin, moved up with the bar, cut at the strip's top (44).
        XCTAssertEqual(Double(collapsing?.maxX ?? 0), 304, accuracy: 1e-9)
        XCTAssertEqual(Double(collapsing?.maxY ?? 0), 58, accuracy: 1e-9)
        let ink = try XCTUnwrap(collapsing?.ink)
        XCTAssertEqual(ink.minY, 44)
        XCTAssertGreaterThan(ink.minX, 160, "the title is at the right")
        XCTAssertLessThanOrEqual(ink.maxX, 304)
    }

    func testOnlyTheScrollViewAtTheTopOrTheOneSetForTheTopEdgeCollapsesTheTitle() throws {
        let screen = ScrollingScreen("Inbox", top: 150)
        let nav = largeNav(screen)
        _ = try recorder.frames(root: nav) {
            nav.view.layoutIfNeeded()
            screen.scroll.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        }
        XCTAssertNil(screen.contentScrollView(for: .top), "a scroll view below the top is not the content's")
        XCTAssertEqual(nav.navigationBar.frame.height, 96)
        screen.setContentScrollView(screen.scroll, for: .top)
        XCTAssertTrue(screen.contentScrollView(for: .top) === screen.scroll)
        _ = try recorder.frames(root: nav) { screen.scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: true) }
        // Below the bar, the scroll view's rest offset is 0: 40 pt scrolled leaves 12 pt of strip.
        XCTAssertEqual(nav.navigationBar.frame.height, 44 + 12)
    }

    func testAPushFromACollapsedTitleAndThePopBackKeepTheCollapsedBar() throws {
        let screen = ScrollingScreen("Inbox")
        let detail = ScrollingScreen("Detail")
        detail.navigationItem.largeTitleDisplayMode = .never
        let nav = largeNav(screen)
        _ = try recorder.frames(root: nav) {
            nav.view.layoutIfNeeded()
            screen.scroll.contentOffset.y = -96 + 200
            nav.pushViewController(detail, animated: true)
        }
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        _ = try recorder.frames(root: nav) { nav.popViewController(animated: true) }
        // Back on the scrolled screen: its content is where it was, so the large title stays collapsed.
        XCTAssertEqual(screen.scroll.contentOffset.y, 104)
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertEqual(inlineAlpha(nav.navigationBar, "Inbox"), 1)
    }
}
