import XCTest
import UIKit
import UIKitRecorder
import Raster

/// `.pageCurl` with the spine at the right (`.max`) or, for a vertical curl, at the top or
/// bottom: the same cylinder as the left spine's, mirrored or turned, so each probe is the left
/// spine's probe at the mirrored or transposed point.
final class PageViewControllerSpineTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    private func curl(_ orientation: UIPageViewController.NavigationOrientation, spine: UIPageViewController.SpineLocation,
                      size: CGSize) throws -> (frames: [Pixmap], pvc: UIPageViewController, book: PageBook) {
        let book = PageBook([StripedPage("A", .red), StripedPage("B", .blue)])
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: orientation,
                                       options: [.spineLocation: NSNumber(value: spine.rawValue)])
        pvc.dataSource = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let recorder = TransitionRecorder(screenSize: size, scale: 1, fps: 20)
        let frames = try recorder.frames(root: pvc) { pvc.setViewControllers([book.pages[1]], direction: .forward, animated: true) }
        return (frames, pvc, book)
    }

    /// Whether two pixels differ by at most `tolerance` in every channel.
    private func close(_ a: PremultipliedColor, _ b: PremultipliedColor, _ tolerance: Int = 2) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
    }

    func testARightSpineCurlsThePageOffFromItsLeftEdgeTheMirrorOfALeftSpine() throws {
        let size = CGSize(width: 200, height: 300)
        let left = try curl(.horizontal, spine: .min, size: size), right = try curl(.horizontal, spine: .max, size: size)
        XCTAssertEqual(right.pvc.spineLocation, .max)
        XCTAssertEqual(right.frames.count, left.frames.count)
        // Half way (0.2 s): every pixel is the left spine's at the mirrored column.
        let l = left.frames[4], r = right.frames[4]
        var differing = 0
        for y in stride(from: 0, to: 300, by: 5) { for x in 0..<200 where !close(r[x, y], l[199 - x, y]) { differing += 1 } }
        XCTAssertEqual(differing, 0)
        // The left spine's hand-computed probes, mirrored: the page flat by the spine, its back
        // lying over it (red lightened 0.45), the next page past the shadow.
        XCTAssertEqual(r[189, 150], red)
        XCTAssertEqual(Double(r[157, 150].g), 114.75, accuracy: 2)
        XCTAssertEqual(r[19, 150], blue)
        XCTAssertEqual(right.frames.last![100, 150], blue)
        XCTAssertTrue(right.pvc.viewControllers?.first === right.book.pages[1])
    }

    func testAVerticalCurlLiftsTheBottomEdgeTowardATopSpine() throws {
        // A 200 x 300 vertical page is the horizontal page 300 x 200 transposed: its pixel (x, y)
        // is that page's (y, 199 − x) (solid pages: the stripe would not transpose).
        func solid(_ orientation: UIPageViewController.NavigationOrientation, size: CGSize) throws -> Pixmap {
            let pages = [SolidColorController(.red), SolidColorController(.blue)]
            let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: orientation)
            pvc.setViewControllers([pages[0]], direction: .forward, animated: false)
            let recorder = TransitionRecorder(screenSize: size, scale: 1, fps: 20)
            return try recorder.frames(root: pvc) { pvc.setViewControllers([pages[1]], direction: .forward, animated: true) }[4]
        }
        let vertical = try solid(.vertical, size: CGSize(width: 200, height: 300))
        let horizontal = try solid(.horizontal, size: CGSize(width: 300, height: 200))
        var differing = 0
        for y in stride(from: 0, to: 300, by: 3) { for x in stride(from: 0, to: 200, by: 3) where !close(vertical[x, y], horizontal[y, 199 - x]) { differing += 1 } }
        XCTAssertEqual(differing, 0)
        // By the top spine the page lies flat; the bottom has curled away to the next page.
        XCTAssertEqual(vertical[100, 5], red)
        XCTAssertEqual(vertical[100, 295], blue)
    }

    func testABottomSpineIsTheTopSpineUpsideDown() throws {
        func solid(_ spine: UIPageViewController.SpineLocation) throws -> Pixmap {
            let pages = [SolidColorController(.red), SolidColorController(.blue)]
            let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: spine])
            pvc.setViewControllers([pages[0]], direction: .forward, animated: false)
            let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 20)
            return try recorder.frames(root: pvc) { pvc.setViewControllers([pages[1]], direction: .forward, animated: true) }[4]
        }
        let top = try solid(.min), bottom = try solid(.max)
        XCTAssertEqual(top[100, 5], red)
        var differing = 0
        for y in stride(from: 0, to: 300, by: 3) { for x in stride(from: 0, to: 200, by: 3) where !close(bottom[x, 299 - y], top[x, y]) { differing += 1 } }
        XCTAssertEqual(differing, 0)
        XCTAssertEqual(bottom[100, 294], red)
        XCTAssertEqual(bottom[100, 4], blue)
    }

    func testWithARightSpineAPanRightwardTurnsForwardAndLeftwardBack() throws {
        let book = PageBook([StripedPage("A", .red), StripedPage("B", .blue), StripedPage("C", .green)])
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: UIPageViewController.SpineLocation.max])
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 20)
        _ = try recorder.frames(root: pvc, pan: [(0, 10, 150), (0.1, 80, 150), (0.2, 140, 150), (0.4, 142, 150)], on: pvc.view)
        XCTAssertEqual(book.calls, ["after(A)", "willTransitionTo(B)", "didFinish(true, A, true)"])
        XCTAssertTrue(pvc.viewControllers?.first === book.pages[1])
        // Leftward (away from the spine) turns back.
        book.calls = []
        _ = try recorder.frames(root: pvc, pan: [(0, 150, 150), (0.1, 80, 150), (0.2, 20, 150), (0.4, 18, 150)], on: pvc.view)
        XCTAssertEqual(book.calls, ["before(B)", "willTransitionTo(A)", "didFinish(true, B, true)"])
    }

    func testTheWrongNumberOfPagesForTheSpineOrTheTurnIsTheRecordingsError() throws {
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.setViewControllers([StripedPage("A", .red)], direction: .forward, animated: false)
        let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 20)
        // UIKit's two messages: an animated turn counts the pages it turns, a set the spine's.
        XCTAssertThrowsError(try recorder.frames(root: pvc) {
            pvc.setViewControllers([StripedPage("B", .blue), StripedPage("C", .green)], direction: .forward, animated: true)
        }) { error in
            XCTAssertTrue("\(error)".contains("the number of view controllers provided (2) doesn't match the number required (1) for the requested transition"), "\(error)")
        }
        XCTAssertThrowsError(try recorder.frames(root: pvc) {
            pvc.setViewControllers([StripedPage("B", .blue), StripedPage("C", .green)], direction: .forward, animated: false)
        }) { error in
            XCTAssertTrue("\(error)".contains("the number of provided view controllers (2) doesn't match the number required (1) for the requested spine location (UIPageViewControllerSpineLocationMin)"), "\(error)")
        }
    }
}
