import XCTest
import UIKit
import UIKitRecorder

/// Swipes on a page sheet (390 x 844 screen, the sheet at rest at y 20, alone at its large
/// detent), driven by pan traces on its presentedView; the delegate's calls in UIKit's order.
final class SheetDragTests: XCTestCase {
    /// A root that shows `sheet` (already presented, without animation) when it appears.
    private final class Root: UIViewController {
        let sheet: UIViewController
        var onAppear: (() -> Void)?
        init(_ sheet: UIViewController) { self.sheet = sheet; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if presentedViewController == nil { present(sheet, animated: false) }
            onAppear?()
        }
    }

    private final class Log: UIAdaptivePresentationControllerDelegate {
        var calls: [String] = []
        var allows = true
        func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { calls.append("shouldDismiss"); return allows }
        func presentationControllerWillDismiss(_ p: UIPresentationController) { calls.append("willDismiss") }
        func presentationControllerDidDismiss(_ p: UIPresentationController) { calls.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) { calls.append("didAttemptToDismiss") }
    }

    private final class Sheet: UIViewController {
        var seen: [String] = []
        override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); seen.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); seen.append("didDisappear") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); seen.append("willAppear") }
    }

    let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 1, fps: 60)

    /// A straight drag down from y0 to y1 over `duration`, in 10 steps, then held still for `hold` s.
    private func trace(from y0: Double, to y1: Double, duration: Double, hold: Double = 0) -> [TransitionRecorder.PanSample] {
        var s = (0...10).map { i in (t: duration * Double(i) / 10, x: 195.0, y: y0 + (y1 - y0) * Double(i) / 10) }
        if hold > 0 { s.append((t: duration + hold, x: 195, y: y1)) }
        return s
    }

    func testAQuickSwipeDownDismissesAndTheDelegateHearsEachStepInOrder() throws {
        let sheet = Sheet(), root = Root(sheet), log = Log()
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.delegate = log
        let card = try XCTUnwrap(controller.presentedView)
        var topMidway: CGFloat = 0
        root.onAppear = {
            // Between the samples at 0.15 and 0.18 s the finger has moved 5 of 10 steps: 200 pt.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.165) { topMidway = card.frame.minY }
        }
        // 400 pt in 0.3 s: the last step is 40 pt in 0.03 s, 1333 pt/s, a flick toward dismissal.
        _ = try recorder.record(root: root, pan: trace(from: 300, to: 700, duration: 0.3), on: card)
        XCTAssertEqual(topMidway, 220, accuracy: 1e-9, "past its only detent the card follows the finger 1:1 once dismissible")
        XCTAssertEqual(log.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertEqual(sheet.seen, ["willAppear", "willDisappear", "didDisappear"], "presented when the root appeared, then swiped away")
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(root.view.transform, .identity)
    }

    func testASlowShortDragSpringsBackAndCancelsTheDismissal() throws {
        let sheet = Sheet(), root = Root(sheet), log = Log()
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.delegate = log
        let card = try XCTUnwrap(controller.presentedView)
        // 100 pt down, then held still (the release's speed is 0): the nearest region is the detent.
        _ = try recorder.record(root: root, pan: trace(from: 300, to: 400, duration: 0.3, hold: 0.2), on: card)
        XCTAssertEqual(log.calls, ["shouldDismiss", "willDismiss"], "no didDismiss: the dismissal was cancelled")
        XCTAssertEqual(sheet.seen, ["willAppear", "willDisappear", "willAppear"], "the cancelled dismissal appears it again")
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(card.frame.minY, 20, "back at its detent")
        XCTAssertEqual(root.view.transform.a, SheetGeometryTests.rootScale, accuracy: 1e-9)
    }

    func testAModalSheetResistsWithTheRubberBandAndTellsTheDelegateOnce() throws {
        let sheet = Sheet(), root = Root(sheet), log = Log()
        sheet.isModalInPresentation = true
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.delegate = log
        let card = try XCTUnwrap(controller.presentedView)
        var heldTop: CGFloat = 0
        root.onAppear = { DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { heldTop = card.frame.minY } }
        _ = try recorder.record(root: root, pan: trace(from: 300, to: 700, duration: 0.3, hold: 0.2), on: card)
        // 400 pt past the detent, rubber-banded over min(824 / 4, 200) = 200 pt: 200 (1 - 1 / 2.1).
        XCTAssertEqual(heldTop, 20 + 200 * (1 - 1 / 2.1), accuracy: 1e-9)
        XCTAssertEqual(log.calls, ["didAttemptToDismiss"], "not asked: modal in presentation")
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(card.frame.minY, 20, "sprung back")
        XCTAssertEqual(sheet.seen, ["willAppear"], "no dismissal began")
    }

    func testADelegateThatRefusesHoldsTheSheetBack() throws {
        let sheet = Sheet(), root = Root(sheet), log = Log()
        log.allows = false
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.delegate = log
        let card = try XCTUnwrap(controller.presentedView)
        _ = try recorder.record(root: root, pan: trace(from: 300, to: 700, duration: 0.3), on: card)
        XCTAssertEqual(log.calls, ["shouldDismiss", "didAttemptToDismiss"])
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(card.frame.minY, 20)
    }

    func testADragFromMediumUpSettlesAtLargeAndTellsTheSheetDelegate() throws {
        final class SheetLog: UISheetPresentationControllerDelegate {
            var changes: [String] = []
            func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ s: UISheetPresentationController) {
                changes.append(s.selectedDetentIdentifier?.rawValue ?? "nil")
            }
        }
        let sheet = Sheet(), root = Root(sheet), log = SheetLog()
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.delegate = log
        let card = try XCTUnwrap(controller.presentedView)
        // From the medium detent (y 382.56) 300 pt up, slowly: the large detent (y 20) is nearer
        // than the medium one to the finger's 82.56.
        _ = try recorder.record(root: root, pan: trace(from: 500, to: 200, duration: 0.3, hold: 0.2), on: card)
        XCTAssertEqual(card.frame.minY, 20)
        XCTAssertEqual(controller.selectedDetentIdentifier, .large)
        XCTAssertEqual(log.changes, ["com.apple.UIKit.large"])
    }

    func testAFlickGoesOneDetentFurtherThanTheNearestOnTheFasterSpring() throws {
        let sheet = Sheet(), root = Root(sheet)
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.selectedDetentIdentifier = .large
        let card = try XCTUnwrap(controller.presentedView)
        var tops: [CGFloat] = []
        root.onAppear = {
            for k in 1...40 { DispatchQueue.main.asyncAfter(deadline: .now() + 0.045 + Double(k) * 0.01) { tops.append(card.layer.presentation()!.frame.minY) } }
        }
        // 50 pt down in 0.04 s (the last step 5 pt in 4 ms: 1250 pt/s, a flick). Released at y 70,
        // projected to 70 + 1250 * 0.099 = 193.75: the large detent (y 20) is nearest both, so the
        // flick takes the sheet one further, to the medium one (y 382.56).
        _ = try recorder.record(root: root, pan: trace(from: 300, to: 350, duration: 0.04), on: card)
        let medium: CGFloat = 844 - 0.56 * 824
        XCTAssertEqual(card.frame.minY, medium, accuracy: 1e-9)
        XCTAssertEqual(controller.selectedDetentIdentifier, .medium)
        XCTAssertGreaterThan(tops.max() ?? 0, medium + 1, "the damping ratio 0.8 spring overshoots the detent")
        XCTAssertTrue(root.presentedViewController === sheet)
    }
}
