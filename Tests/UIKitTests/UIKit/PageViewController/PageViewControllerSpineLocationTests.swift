import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A delegate choosing the spine as a book app does: two pages side by side in landscape (the
/// even page on the left), one page in portrait; it writes down the orientations it is asked for.
final class SpineChooser: UIPageViewControllerDelegate {
    let pages: [UIViewController]
    var asked: [UIInterfaceOrientation] = []
    /// What to answer instead (an app's mistake), when set.
    var answer: UIPageViewController.SpineLocation?
    init(_ pages: [UIViewController]) { self.pages = pages }

    func pageViewController(_ pvc: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        asked.append(orientation)
        if let answer { return answer }
        guard let current = pvc.viewControllers?.first, let i = pages.firstIndex(where: { $0 === current }) else { return pvc.spineLocation }
        if orientation.isPortrait {
            pvc.setViewControllers([current], direction: .forward, animated: true)
            pvc.isDoubleSided = false
            return .min
        }
        let left = i % 2 == 0 ? i : i - 1
        pvc.setViewControllers([pages[left], pages[left + 1]], direction: .forward, animated: true)
        return .mid
    }
}

/// The delegate's `pageViewController(_:spineLocationFor:)`: asked as the view appears (the
/// scene's orientation) and when the interface turns, on an iPad (1180 x 820 in landscape, at
/// scale 1 here); the pages it sets while asked are the new spine's.
final class PageViewControllerSpineLocationTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    private let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255), yellow = PremultipliedColor(r: 255, g: 255, b: 0, a: 255)

    private func make() -> (UIPageViewController, SpineChooser) {
        let pages = [SolidColorController(.red), SolidColorController(.blue), SolidColorController(.green), SolidColorController(.yellow)]
        let chooser = SpineChooser(pages)
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.delegate = chooser
        pvc.setViewControllers([pages[0]], direction: .forward, animated: false)
        return (pvc, chooser)
    }

    private func iPad(_ orientation: UIInterfaceOrientation) throws -> TransitionRecorder {
        try TransitionRecorder(device: .iPad10, orientation: orientation, scale: 1, fps: 20, systemUI: false, screenCornerMask: false)
    }

    func testAppearingInLandscapeTheDelegatesMidSpineShowsTwoPages() throws {
        let (pvc, chooser) = make()
        let frames = try iPad(.landscapeLeft).frames(root: pvc) {
            pvc.setViewControllers([chooser.pages[2], chooser.pages[3]], direction: .forward, animated: true)
        }
        XCTAssertEqual(chooser.asked, [.landscapeLeft])
        // Before the turn: the two pages the delegate set, meeting at the spine (x = 590).
        XCTAssertEqual(frames[0][589, 400], red)
        XCTAssertEqual(frames[0][590, 400], blue)
        XCTAssertEqual(pvc.spineLocation, .mid)
        XCTAssertTrue(pvc.isDoubleSided)
        XCTAssertEqual(frames.last?[300, 400], green)
        XCTAssertEqual(frames.last?[900, 400], yellow)
    }

    func testAppearingInPortraitKeepsOnePage() throws {
        let (pvc, chooser) = make()
        let frames = try iPad(.portrait).frames(root: pvc) {
            pvc.setViewControllers([chooser.pages[1]], direction: .forward, animated: true)
        }
        XCTAssertEqual(chooser.asked, [.portrait])
        XCTAssertEqual(pvc.spineLocation, .min)
        XCTAssertFalse(pvc.isDoubleSided)
        XCTAssertEqual(frames[0][700, 400], red)
        XCTAssertTrue(pvc.viewControllers?.count == 1 && pvc.viewControllers?[0] === chooser.pages[1])
    }

    func testTurningToLandscapeAsksForTheSpineAgain() throws {
        let (pvc, chooser) = make()
        let frames = try iPad(.portrait).frames(root: pvc) {
            pvc.view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft))
        }
        XCTAssertEqual(chooser.asked, [.portrait, .landscapeLeft])
        XCTAssertEqual(pvc.spineLocation, .mid)
        XCTAssertTrue(pvc.viewControllers?.count == 2 && pvc.viewControllers?[0] === chooser.pages[0] && pvc.viewControllers?[1] === chooser.pages[1])
        XCTAssertTrue(pvc.children.count == 2)
        // The frames stay the portrait screen's, the interface turned a quarter on it
        // (landscapeLeft, anticlockwise): the left page's (300, 410) shows at (410, 880), the
        // right page's (900, 410) at (410, 280).
        let last = try XCTUnwrap(frames.last)
        XCTAssertEqual(last.width, 820)
        XCTAssertEqual(last[410, 880], red)
        XCTAssertEqual(last[410, 280], blue)
    }

    func testASpineNoCurlHasOrPagesThatDoNotFitItAreTheRecordingsError() throws {
        let (pvc, chooser) = make()
        chooser.answer = UIPageViewController.SpineLocation.none
        XCTAssertThrowsError(try iPad(.landscapeLeft).frames(root: pvc) {
            pvc.setViewControllers([chooser.pages[1]], direction: .forward, animated: true)
        }) { XCTAssertTrue("\($0)".contains("'UIPageViewControllerSpineLocationNone' is not a valid spine location"), "\($0)") }
        let (other, otherChooser) = make()
        // .mid without setting the two pages: the one shown does not fit.
        otherChooser.answer = .mid
        XCTAssertThrowsError(try iPad(.landscapeLeft).frames(root: other) {
            other.setViewControllers([otherChooser.pages[1]], direction: .forward, animated: true)
        }) { XCTAssertTrue("\($0)".contains("the number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)"), "\($0)") }
        XCTAssertEqual(other.spineLocation, .min)
    }
}
