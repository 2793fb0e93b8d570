import XCTest
import Raster
import UIKit
import UIKitRecorder

/// A controller's view keeps its safe area while a transition's animator moves it: a dismissal
/// that slides the screen off by a transform lays nothing out again (before, the view's insets
/// grew with the part outside the window and its content collapsed into a strip).
final class TransitionSafeAreaHoldTests: XCTestCase {
    private let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    private let yellow = PremultipliedColor(r: 255, g: 255, b: 0, a: 255)

    /// Blue, with a 20 pt yellow strip pinned under the safe area's top edge, across its width.
    private final class Pinned: UIViewController {
        let strip = UIView()
        override func viewDidLoad() {
            view.backgroundColor = .blue
            strip.backgroundColor = .yellow
            strip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(strip)
            let g = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([strip.topAnchor.constraint(equalTo: g.topAnchor), strip.heightAnchor.constraint(equalToConstant: 20),
                                         strip.leadingAnchor.constraint(equalTo: g.leadingAnchor),
                                         strip.trailingAnchor.constraint(equalTo: g.trailingAnchor)])
        }
    }

    /// Presents at once; dismisses by translating the presented view down and right by the
    /// screen's size, linearly over 0.5 s.
    private final class SlideOff: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        /// The strip's frame in its view when the slide ends, laid out as the frames showed it.
        var stripAtTheEnd: CGRect?
        weak var card: Pinned?
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let from = transitionContext.view(forKey: .from)!, to = transitionContext.view(forKey: .to)!
            let size = transitionContext.containerView.bounds.size
            transitionContext.containerView.insertSubview(to, belowSubview: from)
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                from.transform = CGAffineTransform(translationX: size.width, y: size.height)
            }, completion: { _ in
                self.stripAtTheEnd = self.card?.strip.frame
                transitionContext.completeTransition(true)
            })
        }
    }

    func testADismissalSlidingTheScreenOffKeepsItsSafeAreaLayout() throws {
        let presenting = UIViewController(), card = Pinned(), slide = SlideOff()
        presenting.view.backgroundColor = .white
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = slide
        slide.card = card
        let recorder = try TransitionRecorder(device: .iPhone16, orientation: .portrait, scale: 1, fps: 10,
                                              systemUI: false, screenCornerMask: false)
        _ = try recorder.frames(root: presenting) { presenting.present(card, animated: false) }
        let resting = CGRect(x: 0, y: 59, width: 393, height: 20)
        XCTAssertEqual(card.strip.frame, resting)
        let frames = try recorder.frames(root: presenting) { card.dismiss(animated: true) }
        XCTAssertEqual(frames.count, 6)
        XCTAssertEqual(slide.stripAtTheEnd, resting, "off screen, the strip stays where the safe area put it")
        // Frame 0: the screen where it was, the strip under the Dynamic Island's 59 pt.
        XCTAssertEqual(frames[0][200, 58], blue)
        XCTAssertEqual(frames[0][200, 60], yellow)
        XCTAssertEqual(frames[0][200, 80], blue)
        // t = 0.2 s: 40 % of the way, (157.2, 340.8) pt off; the strip rides along at 399.8 ... 419.8.
        XCTAssertEqual(frames[2][200, 398], blue)
        XCTAssertEqual(frames[2][200, 401], yellow)
        XCTAssertEqual(frames[2][390, 418], yellow, "the strip spans the view's width, up to its right edge off screen")
        XCTAssertEqual(frames[2][150, 401].r, 255, "left of the sliding view: the white presenting screen")
        XCTAssertEqual(frames[2][150, 401].b, 255)
    }
}
