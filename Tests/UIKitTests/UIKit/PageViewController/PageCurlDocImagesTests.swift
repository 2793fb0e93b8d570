import XCTest
import UIKit
import UIKitRecorder
import Raster
import TransitionOutputs
import Transitions
import TransitionTesting

/// The contact sheets docs/page-view-controller.md shows, pinned as goldens so that a change to
/// the curl fails here until the pictures are re-rendered (`RT_RECORD=failed`, then looked at):
/// the one-page turn by a pan (page-curl.png), a `.mid` spine's forward turn (page-curl-mid.png)
/// and a double-sided turn (page-curl-double-sided.png), each at scale 1 and 20 fps with the
/// pages of the neighbouring tests.
final class PageCurlDocImagesTests: XCTestCase {
    private let onePage = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 20)

    /// The recording's contact sheet (`OutputFormat.sheet`'s), under `title`.
    private func sheet(of recording: Recording, title: String) throws -> Pixmap {
        let frames = try GoldenStrategy<Recording>.everyFrame.shots(recording).map(\.image)
        let builder = ContactSheetBuilder(frameCount: frames.count, frameWidth: recording.pixelWidth,
                                          frameHeight: recording.pixelHeight, title: title)
        for (i, frame) in frames.enumerated() { builder.add(index: i, time: recording.time(ofFrame: i), frame: frame) }
        return builder.finish()
    }

    /// PageViewControllerCurlTests.testPanPastHalfCompletesTheTurn's pan: 130 pt of 200, held,
    /// released slowly; the turn completes and settles after 0.4 s.
    func testThePanTurnsSheetIsTheDocsImage() throws {
        let book = PageBook([StripedPage("A", .red), StripedPage("B", .blue)])
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let recording = try onePage.record(root: pvc, pan: [(0, 190, 150), (0.1, 120, 150), (0.2, 60, 150), (0.4, 58, 150)], on: pvc.view)
        XCTAssertGreaterThan(recording.duration, 0.4, "the turn runs on past the pan")
        assertGolden(of: try sheet(of: recording, title: recording.title), atPath: GoldenPaths.path("docs/images/page-curl.png"))
    }

    /// PageViewControllerSpreadTests' forward turn at a `.mid` spine on a 400 x 300 view.
    func testTheMidSpinesTurnSheetIsTheDocsImage() throws {
        let pages = zip(["A", "B", "C", "D"], [UIColor.red, .blue, .green, .yellow]).map { StripedPage($0, $1) }
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        pvc.setViewControllers([pages[0], pages[1]], direction: .forward, animated: false)
        let recorder = TransitionRecorder(screenSize: CGSize(width: 400, height: 300), scale: 1, fps: 20)
        let recording = try recorder.record(root: pvc) {
            pvc.setViewControllers([pages[2], pages[3]], direction: .forward, animated: true)
        }
        XCTAssertEqual(recording.frameCount, 9, "0.4 s at 20 fps and the settled frame")
        assertGolden(of: try sheet(of: recording, title: "mid spine, setViewControllers forward, 20 fps"),
                     atPath: GoldenPaths.path("docs/images/page-curl-mid.png"))
    }

    /// PageViewControllerDoubleSidedTests' turn: the red front curls off, its back the green page
    /// banded along its first 10 pt, over the blue next page.
    func testTheDoubleSidedTurnsSheetIsTheDocsImage() throws {
        let front = StripedPage("A", .red), back = BandedPage("B", .green, bandX: 0, bandWidth: 10), next = StripedPage("C", .blue)
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.isDoubleSided = true
        pvc.setViewControllers([front], direction: .forward, animated: false)
        let recording = try onePage.record(root: pvc) {
            pvc.setViewControllers([next, back], direction: .forward, animated: true)
        }
        XCTAssertEqual(recording.frameCount, 9, "0.4 s at 20 fps and the settled frame")
        assertGolden(of: try sheet(of: recording, title: "isDoubleSided, setViewControllers forward, 20 fps"),
                     atPath: GoldenPaths.path("docs/images/page-curl-double-sided.png"))
    }
}
