import XCTest
import UIKit
import UIKitRecorder
import Raster

private final class Plain: UIViewController {
    let colour: UIColor
    init(_ colour: UIColor) { self.colour = colour; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = colour }
}

/// A presentation controller that sizes the presented screen through
/// size(forChildContentContainer:withParentContainerSize:) and fades a dimming view with the
/// coordinator's one-argument animate(alongsideTransition:).
private final class HalfSheet: UIPresentationController {
    let dimming = UIView()
    var heard: [CGSize] = []
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: parentSize.height / 2)
    }
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        let s = size(forChildContentContainer: presentedViewController, withParentContainerSize: b.size)
        return CGRect(x: 0, y: b.height - s.height, width: s.width, height: s.height)
    }
    override func presentationTransitionWillBegin() {
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.frame = containerView!.bounds
        containerView!.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.5 })
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        heard.append(container.preferredContentSize)
    }
}

private final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var sheet: HalfSheet?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        sheet = HalfSheet(presentedViewController: presented, presenting: presenting)
        return sheet
    }
}

final class ContentContainerTests: XCTestCase {
    func testAPresentationControllerSizesThePresentedScreenAndHearsItsPreferredSize() throws {
        let presenting = Plain(.white), sheet = Plain(.red)
        let delegate = SheetDelegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 4)
        let frames = try recorder.frames(root: presenting) { presenting.present(sheet, animated: true) }
        let last = try XCTUnwrap(frames.last)
        XCTAssertEqual(last[50, 150], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        // Above the sheet: white under the dimming view faded to 50 % black by the alongside block.
        XCTAssertEqual(Int(last[50, 50].r), 128, accuracy: 1)
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 100, width: 100, height: 100))

        sheet.preferredContentSize = CGSize(width: 100, height: 60)
        sheet.preferredContentSize = CGSize(width: 100, height: 60)
        XCTAssertEqual(delegate.sheet?.heard, [CGSize(width: 100, height: 60)], "heard once, for the change")
    }

    func testAChildsPreferredSizeIsHeardByItsParent() {
        final class Parent: UIViewController {
            var heard = 0
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) { heard += 1 }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 10, height: 10)
        XCTAssertEqual(parent.heard, 1)
        XCTAssertEqual(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 3, height: 4)), CGSize(width: 3, height: 4))
    }

    func testGestureRecognizersCarryANameAndTakeTargetsLater() throws {
        final class Screen: UIViewController {
            var pans = 0
            func panned(_ g: UIPanGestureRecognizer) { pans += 1 }
        }
        let pan = UIPanGestureRecognizer()
        XCTAssertNil(pan.name)
        pan.name = "dismiss"
        XCTAssertEqual(pan.name, "dismiss")
        let screen = Screen()
        pan.addTarget(screen, action: Selector(Screen.panned))
        screen.view.addGestureRecognizer(pan)
        let recorder = TransitionRecorder(screenSize: CGSize(width: 40, height: 40), scale: 1, fps: 10)
        _ = try recorder.frames(root: screen, pan: [(t: 0, x: 5, y: 5), (t: 0.1, x: 10, y: 5), (t: 0.2, x: 15, y: 5)], on: screen.view)
        XCTAssertEqual(screen.pans, 3, "began, changed, ended")
    }
}
