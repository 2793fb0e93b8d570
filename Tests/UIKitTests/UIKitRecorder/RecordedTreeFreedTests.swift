import XCTest
import UIKit
import UIKitRecorder
import Transitions

/// A recording leaves nothing holding the views it recorded: once the test lets go of the
/// controllers and the recorder, every view of the tree, its layers and the window are freed.
/// The views own their layers and their subviews; a layer points at its view only as its weak
/// delegate, so no engine object keeps a UIKit one alive.
final class RecordedTreeFreedTests: XCTestCase {
    private final class Weak {
        weak var object: AnyObject?
        let name: String
        init(_ object: AnyObject, _ name: String) { self.object = object; self.name = name }
    }

    /// Slides the pushed screen in from the right over 0.2 s (UIKit code, as an app writes it).
    private final class SlideIn: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
            ctx.containerView.addSubview(to)
            to.frame = ctx.containerView.bounds.offsetBy(dx: ctx.containerView.bounds.width, dy: 0)
            UIView.animate(withDuration: 0.2, animations: { to.frame = ctx.containerView.bounds }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    /// Records a push, returning weak references to what it drew.
    private func recordAndLetGo() throws -> [Weak] {
        let first = SolidColorController(.white), second = SolidColorController(.red)
        let navigation = UINavigationController(rootViewController: first)
        let slide = SlideIn()
        navigation.delegate = slide
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        label.text = "Second"
        let image = UIImageView(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        let frames = try recorder.frames(root: navigation) {
            second.view.addSubview(label)
            second.view.addSubview(image)
            navigation.pushViewController(second, animated: true)
        }
        XCTAssertGreaterThan(frames.count, 2, "the push was recorded")
        XCTAssertTrue(label.window != nil, "the label was in the recorded tree")
        return [Weak(navigation, "navigation controller"), Weak(first, "first controller"), Weak(second, "pushed controller"),
                Weak(first.view, "first view"), Weak(second.view, "pushed view"), Weak(label, "label"), Weak(image, "image view"),
                Weak(label.layer, "label's layer"), Weak(label.layer.base, "label's engine layer"),
                Weak(second.view.layer, "pushed view's layer"), Weak(label.window!, "window"), Weak(recorder, "recorder")]
    }

    func testEveryViewOfARecordedTreeIsFreedOnceNothingHoldsIt() throws {
        let refs = try recordAndLetGo()
        for r in refs { XCTAssertNil(r.object, "the \(r.name) outlived the recording") }
    }
}
