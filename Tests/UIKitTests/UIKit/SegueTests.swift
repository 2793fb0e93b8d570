import XCTest
import UIKit
import UIKitRecorder
import Raster

/// Segues made in code: `performSegue(withIdentifier:sender:)` builds the registered segue, the
/// source prepares for it, and its `perform()` runs the custom presentation it was written for.
final class SegueTests: XCTestCase {
    /// Slides the presented view in from the right over 0.4 s.
    private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        var ran = false
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            ran = true
            let to = ctx.view(forKey: .to)!
            let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            to.frame = final.offsetBy(dx: final.width, dy: 0)
            ctx.containerView.addSubview(to)
            UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { to.frame = final }) { _ in
                ctx.completeTransition(true)
            }
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    private final class SlideSegue: UIStoryboardSegue {
        static let animator = SlideAnimator()
        override func perform() {
            destination.transitioningDelegate = SlideSegue.animator
            destination.modalPresentationStyle = .custom
            source.present(destination, animated: true)
        }
    }

    private final class Source: UIViewController {
        var prepared: [(String?, String?)] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append((segue.identifier, sender as? String))
            segue.destination.view.backgroundColor = .white
        }
    }

    func testPerformSegueBuildsPreparesAndPerformsTheCustomSegue() throws {
        let source = Source()
        source.view.backgroundColor = .black
        let destination = UIViewController()
        source.registerSegue(withIdentifier: "slide") { src, _ in SlideSegue(identifier: "slide", source: src, destination: destination) }
        let recorder = TransitionRecorder(screenSize: CGSize(width: 20, height: 10), scale: 1, fps: 10)
        let frames = try recorder.frames(root: source) { source.performSegue(withIdentifier: "slide", sender: "tap") }
        XCTAssertEqual(source.prepared.map(\.0), ["slide"])
        XCTAssertEqual(source.prepared.map(\.1), ["tap"])
        XCTAssertTrue(SlideSegue.animator.ran)
        XCTAssertTrue(source.presentedViewController === destination)
        XCTAssertEqual(frames.count, 5) // t = 0 … 0.4
        // At t = 0.2 the white destination covers the right half (linear slide from x = 20 to 0).
        XCTAssertEqual(frames[2][5, 5].r, 0)
        XCTAssertEqual(frames[2][15, 5].r, 255)
        XCTAssertEqual(frames[4][2, 5].r, 255)
    }

    func testAPerformHandlerSegueRunsItsHandler() {
        var ran = false
        let segue = UIStoryboardSegue(identifier: "h", source: UIViewController(), destination: UIViewController()) { ran = true }
        segue.perform()
        XCTAssertTrue(ran)
    }

    func testAnUnregisteredSegueAndAStoryboardAreErrorsNamingWhatToDo() throws {
        final class Host: UIViewController {}
        let host = Host()
        let nav = UINavigationController(rootViewController: host)
        nav.isNavigationBarHidden = true
        let recorder = TransitionRecorder(screenSize: CGSize(width: 10, height: 10), scale: 1, fps: 10)
        XCTAssertThrowsError(try recorder.frames(root: nav) { host.performSegue(withIdentifier: "next", sender: nil) }) { error in
            XCTAssertTrue("\(error)".contains("no segue 'next' is registered"), "\(error)")
            XCTAssertTrue("\(error)".contains("registerSegue(withIdentifier:_:)"), "\(error)")
        }
        XCTAssertThrowsError(try recorder.frames(root: nav) {
            let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
            nav.pushViewController(vc, animated: true)
        }) { error in
            XCTAssertTrue("\(error)".contains("UIStoryboard(name: \"Main\"): storyboard files are not read here"), "\(error)")
        }
    }
}
