import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A page sheet on the recorder's bare 390 x 844 screen (no safe area: a phone with a home
/// button), each number solved by hand from docs/sheets.md: the sheet's top edge 20 pt down,
/// the root scaled by 1 - 2 * 16 / 390 with its top edge 10 pt down and corners of 10, the
/// medium detent 0.56 of 824 pt, the spring x(t) = 1 - (1 + wt) e^-wt with w = 2pi / 0.3441442326.
final class SheetGeometryTests: XCTestCase {
    static let width: CGFloat = 390, height: CGFloat = 844
    /// The root's scale behind a full-height sheet: content margin 16 (a 390 pt screen).
    static let rootScale: CGFloat = 1 - 2 * 16 / 390
    static let omega = 2 * Double.pi / 0.3441442326

    /// The sheet spring's progress at t seconds (0.4 s long, then the model value).
    static func spring(_ t: Double) -> CGFloat {
        t >= 0.4 ? 1 : CGFloat(1 - (1 + omega * t) * exp(-omega * t))
    }

    let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 1, fps: 30)

    private func blue() -> UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    private func white() -> UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }

    func testTheDefaultStyleIsAutomaticAndResolvesToAPageSheet() {
        let vc = UIViewController()
        XCTAssertEqual(vc.modalPresentationStyle, .automatic)
        XCTAssertNotNil(vc.sheetPresentationController, "automatic is a page sheet on a phone")
        let curl = UIViewController()
        curl.modalTransitionStyle = .partialCurl
        XCTAssertNil(curl.sheetPresentationController, "the partial curl needs the full screen")
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        XCTAssertNil(full.sheetPresentationController)
    }

    func testAtRestTheSheetIsBelowTheTopInsetAndTheRootScalesBackOverBlack() throws {
        let root = SolidColorController(blue()), sheet = SolidColorController(white())
        let frames = try recorder.frames(root: root) { root.present(sheet, animated: true) }
        let card = try XCTUnwrap(sheet.sheetPresentationController?.presentedView)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 20, width: 390, height: 824))
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 0, width: 390, height: 824), "the content fills the card")
        XCTAssertEqual(card.subviews[0].layer.cornerRadius, 10, "the card's corners")
        let s = Self.rootScale
        XCTAssertEqual(root.view.transform.a, s, accuracy: 1e-9)
        XCTAssertEqual(root.view.transform.d, s, accuracy: 1e-9)
        let f = root.view.frame
        XCTAssertEqual(f.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(f.minY, 10, accuracy: 1e-9, "10 pt above the sheet's top edge")
        XCTAssertEqual(f.width, 390 * s, accuracy: 1e-9)
        XCTAssertEqual(f.height, 844 * s, accuracy: 1e-9)
        XCTAssertEqual(root.view.layer.cornerRadius, 10)
        XCTAssertTrue(root.view.layer.masksToBounds)

        let last = try XCTUnwrap(frames.last)
        // Black around the scaled root; the root dimmed by black at 0.2 x 0.6 between its top
        // edge (y 10) and the sheet's (y 20); the sheet white below.
        XCTAssertEqual(last[5, 15], PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "beside the root card (x < 16)")
        XCTAssertEqual(last[195, 5], PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        let dimmed = last[195, 15]
        XCTAssertEqual(Int(dimmed.b), Int((255 * 0.88).rounded()), accuracy: 1)
        XCTAssertEqual(Int(dimmed.r), 0)
        XCTAssertEqual(last[195, 400], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(last[195, 843], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    func testThePresentationAndDismissalFollowTheSheetSpring() throws {
        let root = SolidColorController(blue()), sheet = SolidColorController(white())
        var seen: [(t: Double, top: CGFloat, scale: CGFloat, rootTop: CGFloat, radius: CGFloat)] = []
        func probe(_ t: Double) {
            DispatchQueue.main.asyncAfter(deadline: .now() + t) {
                let card = sheet.sheetPresentationController!.presentedView!.layer.presentation()!
                let r = root.view.layer.presentation()!
                seen.append((t, card.frame.minY, r.affineTransform().a, r.frame.minY, r.cornerRadius))
            }
        }
        let presenting = try recorder.record(root: root) {
            root.present(sheet, animated: true)
            for t in [0.1, 0.25] { probe(t) }
        }
        XCTAssertEqual(presenting.time(ofFrame: presenting.frameCount - 1), 0.4, accuracy: 1e-9, "the sheet's 0.4 s")
        for p in seen {
            let x = Self.spring(p.t)
            XCTAssertEqual(p.top, 844 + (20 - 844) * x, accuracy: 1e-6, "the card at \(p.t) s")
            XCTAssertEqual(p.scale, 1 + (Self.rootScale - 1) * x, accuracy: 1e-6, "the root's scale at \(p.t) s")
            XCTAssertEqual(p.rootTop, 10 * x, accuracy: 1e-6, "the root's top edge at \(p.t) s")
            XCTAssertEqual(p.radius, 10 * x, accuracy: 1e-6, "the root's corners at \(p.t) s")
        }
        XCTAssertEqual(seen.count, 2)
        XCTAssertEqual(seen[0].top, 395.1026, accuracy: 1e-4, "x(0.1) = 0.544778 (w = 18.257419): 844 - 824 * 0.544778")

        seen = []
        _ = try recorder.record(root: root) {
            sheet.dismiss(animated: true)
            for t in [0.1, 0.25] { probe(t) }
        }
        for p in seen {
            let x = Self.spring(p.t)
            XCTAssertEqual(p.top, 20 + (844 - 20) * x, accuracy: 1e-6, "the card going down at \(p.t) s")
            XCTAssertEqual(p.scale, Self.rootScale + (1 - Self.rootScale) * x, accuracy: 1e-6)
            XCTAssertEqual(p.rootTop, 10 * (1 - x), accuracy: 1e-6)
        }
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(root.view.transform, .identity, "the root is given back its transform")
        XCTAssertEqual(root.view.layer.cornerRadius, 0)
        XCTAssertFalse(root.view.layer.masksToBounds)
        XCTAssertNil(root.view.superview?.subviews.first { $0 !== root.view }, "the sheet's container is gone")
    }

    func testASheetRecordedEarlierIsOnScreenForItsDismissal() throws {
        let root = SolidColorController(blue()), sheet = SolidColorController(white())
        _ = try recorder.frames(root: root) { root.present(sheet, animated: true) }
        let frames = try recorder.frames(root: root) { sheet.dismiss(animated: true) }
        let first = try XCTUnwrap(frames.first), last = try XCTUnwrap(frames.last)
        XCTAssertEqual(first[5, 15], PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "the root still scaled back, over black")
        XCTAssertEqual(Int(first[195, 15].b), Int((255 * 0.88).rounded()), accuracy: 1, "and dimmed")
        XCTAssertEqual(first[195, 400], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the sheet")
        XCTAssertEqual(last[5, 15], PremultipliedColor(r: 0, g: 0, b: 255, a: 255), "the root alone, full screen")
        XCTAssertEqual(last[195, 400], PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    func testOnAPhoneWithAHomeIndicatorTheSheetIsTenPointsBelowTheSafeArea() throws {
        // An iPhone 14 Pro's screen: 393 x 852 pt, safe area 59 on top and 34 at the bottom.
        let phone = TransitionRecorder(screenSize: CGSize(width: 393, height: 852), scale: 1, fps: 30)
        let root = SolidColorController(blue()), sheet = SolidColorController(white())
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        var maximum: CGFloat = 0
        controller.detents = [.custom(identifier: .init("probe")) { maximum = $0.maximumDetentValue; return $0.maximumDetentValue }]
        _ = try phone.frames(root: root) {
            root.view.window!.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            root.present(sheet, animated: true)
        }
        XCTAssertEqual(maximum, 749, "measured on an iPhone 14 Pro (Bosco Ho): 852 - 69 - 34")
        let card = try XCTUnwrap(controller.presentedView)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertEqual(root.view.frame.minY, 59, accuracy: 1e-9, "the root card's top edge right under the status bar")
        XCTAssertEqual(root.view.transform.a, 1 - 2 * 16 / 393, accuracy: 1e-9, "393 pt is not wider than 393: a 16 pt margin")
        root.view.window!.screenSafeAreaInsets = .zero
    }

    func testATransitioningDelegatesAnimatorMovesTheCardAndTheRootScalesBackAlongside() throws {
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let to = ctx.view(forKey: .to)!
                to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
                to.alpha = 0
                UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { _ in ctx.completeTransition(true) })
            }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let root = SolidColorController(blue()), sheet = SolidColorController(white()), fade = Fade()
        sheet.modalPresentationStyle = .pageSheet
        sheet.transitioningDelegate = fade
        var midway: (alpha: CGFloat, scale: CGFloat) = (0, 0)
        let recording = try recorder.record(root: root) {
            root.present(sheet, animated: true)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) {
                midway = (CGFloat(sheet.sheetPresentationController!.presentedView!.layer.presentation()!.opacity),
                          root.view.layer.presentation()!.affineTransform().a)
            }
        }
        XCTAssertEqual(recording.time(ofFrame: recording.frameCount - 1), 0.3, accuracy: 1e-9, "the animator's duration")
        XCTAssertEqual(midway.alpha, 0.5, accuracy: 0.05, "the card fades in (ease in-out, half way at half time)")
        XCTAssertLessThan(midway.scale, 1, "the root scales back alongside")
        XCTAssertGreaterThan(midway.scale, Self.rootScale)
        let card = try XCTUnwrap(sheet.sheetPresentationController?.presentedView)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 20, width: 390, height: 824))
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 0, width: 390, height: 824))
        XCTAssertEqual(root.view.transform.a, Self.rootScale, accuracy: 1e-9)
    }

    func testACustomPresentationWithASheetControllerOfItsOwnPresentsAsThatSheet() throws {
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                let sheet = UISheetPresentationController(presentedViewController: presented, presenting: presenting)
                sheet.detents = [.medium()]
                return sheet
            }
        }
        let root = SolidColorController(blue()), sheet = SolidColorController(white()), delegate = Delegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        let recording = try recorder.record(root: root) { root.present(sheet, animated: true) }
        XCTAssertEqual(recording.time(ofFrame: recording.frameCount - 1), 0.4, accuracy: 1e-9, "on the sheet's spring")
        XCTAssertEqual(try XCTUnwrap(sheet.presentationController?.presentedView).frame.minY, 844 - 0.56 * 824, accuracy: 1e-9)
        XCTAssertTrue(sheet.sheetPresentationController === sheet.presentationController)
        _ = try recorder.record(root: root) { sheet.dismiss(animated: true) }
        XCTAssertNil(root.presentedViewController)
    }

    func testTheMediumDetentAndTheGrabber() throws {
        let root = SolidColorController(blue()), sheet = SolidColorController(white())
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        let frames = try recorder.frames(root: root) { root.present(sheet, animated: true) }
        let card = try XCTUnwrap(controller.presentedView)
        let medium: CGFloat = 844 - 0.56 * 824
        XCTAssertEqual(card.frame.minY, medium, accuracy: 1e-9, "0.56 of maximumDetentValue 824, from the bottom")
        XCTAssertEqual(card.frame.height, 824, "the card keeps its full height, partly below the screen")
        XCTAssertEqual(root.view.transform, .identity, "at the medium detent the root does not scale back")
        XCTAssertEqual(root.view.layer.cornerRadius, 0)
        let last = try XCTUnwrap(frames.last)
        // The grabber: 36 x 5 pt, 5 pt below the card's top edge (y 387.56 to 392.56), centred
        // (x 177 to 213), tertiaryLabel (60, 60, 67 at 0.3) over white.
        let grey = last[195, 390]
        XCTAssertEqual(Int(grey.r), Int((255 - 0.3 * 195).rounded()), accuracy: 1)
        XCTAssertEqual(Int(grey.b), Int((255 - 0.3 * 188).rounded()), accuracy: 1)
        XCTAssertEqual(last[195, 385], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "above the grabber")
        XCTAssertEqual(last[175, 390], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "left of it")
        XCTAssertEqual(last[215, 390], PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "right of it")
        // The root above the card, not scaled, dimmed 0.12 at the medium detent (the dimmed one).
        XCTAssertEqual(Int(last[195, 100].b), Int((255 * 0.88).rounded()), accuracy: 1)
        XCTAssertEqual(Int(last[2, 100].b), Int((255 * 0.88).rounded()), accuracy: 1, "full width: not scaled")

        // animateChanges moves it to the large detent on the spring; the root scales back.
        var topAtQuarter: CGFloat = 0
        _ = try recorder.record(root: root) {
            controller.animateChanges { controller.selectedDetentIdentifier = .large }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { topAtQuarter = card.layer.presentation()!.frame.minY }
        }
        XCTAssertEqual(topAtQuarter, medium + (20 - medium) * Self.spring(0.25), accuracy: 1e-6)
        XCTAssertEqual(card.frame.minY, 20)
        XCTAssertEqual(root.view.transform.a, Self.rootScale, accuracy: 1e-9)
    }

    func testALargestUndimmedDetentLeavesTheRootUndimmed() throws {
        let root = SolidColorController(blue()), sheet = SolidColorController(white())
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        let frames = try recorder.frames(root: root) { root.present(sheet, animated: true) }
        XCTAssertEqual(try XCTUnwrap(frames.last)[195, 100], PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    func testASecondSheetStacksOverTheFirst() throws {
        let root = SolidColorController(blue()), first = SolidColorController(white()), second = SolidColorController(white())
        second.sheetPresentationController!.preferredCornerRadius = 20
        _ = try recorder.frames(root: root) {
            root.present(first, animated: false)
            root.present(second, animated: true)
        }
        XCTAssertTrue(first.presentedViewController === second, "presented over the first sheet, as UIKit forwards it")
        let s = Self.rootScale
        let firstCard = try XCTUnwrap(first.sheetPresentationController?.presentedView)
        let secondCard = try XCTUnwrap(second.sheetPresentationController?.presentedView)
        XCTAssertEqual(secondCard.frame, CGRect(x: 0, y: 20, width: 390, height: 824))
        XCTAssertEqual(secondCard.subviews[0].layer.cornerRadius, 20, "its preferred radius")
        XCTAssertEqual(firstCard.frame.minY, 10, accuracy: 1e-9, "the first card peeks 10 pt above the second")
        XCTAssertEqual(firstCard.frame.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(firstCard.frame.height, 824 * s, accuracy: 1e-9)
        XCTAssertEqual(firstCard.subviews[0].layer.cornerRadius, 15, "the mean of the child's 20 and 10")
        XCTAssertEqual(root.view.frame.minY, 20, accuracy: 1e-9, "depth 2: the root goes behind the first card")
        XCTAssertEqual(root.view.transform.a, s, accuracy: 1e-9, "the scale stops at depth 1's")

        _ = try recorder.frames(root: root) { second.dismiss(animated: true) }
        XCTAssertEqual(firstCard.frame, CGRect(x: 0, y: 20, width: 390, height: 824), "the first sheet comes forward again")
        XCTAssertEqual(root.view.frame.minY, 10, accuracy: 1e-9)
    }
}
