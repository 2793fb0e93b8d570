import XCTest
import Raster
import TransitionOutputs
import UIKit
import UIKitRecorder

// The README's "Writing a transition in Swift" example: its animator and delegate as written
// there, recorded and written as the README writes it, then checked.

/// Slides the presented screen up from the bottom while the presenting one dims a little.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else { return }
        container.addSubview(to)
        to.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut, animations: {
            to.transform = .identity
            from.alpha = 0.6
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class SlideUp: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { SlideUpAnimator() }
}

final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeRecordingWritesAnAPNGOfTheSlide() throws {
        let dir = NSTemporaryDirectory() + "readme-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }

        let home = UIViewController(), card = UIViewController()
        home.view.backgroundColor = .white
        card.view.backgroundColor = .blue
        card.modalPresentationStyle = .fullScreen
        let slideUp = SlideUp()
        card.transitioningDelegate = slideUp
        let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 1, fps: 10)
        let recording = try recorder.record(root: home) { home.present(card, animated: true) }
        try recording.write(.apng(), to: dir + "/slide-up.png")

        // 0.4 s at 10 fps: frames at 0, 0.1, 0.2, 0.3, 0.4.
        XCTAssertEqual(recording.frameCount, 5)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/slide-up.png"))
        // Half-way (easeOut at 0.5 of the time), the card's top edge is at 844 · (1 − easeOut(0.5)).
        let mid = try recording.frame(2)
        let top = 844 * (1 - 0.6846)
        XCTAssertEqual(mid[195, Int(top) + 3], PremultipliedColor(r: 0, g: 0, b: 255, a: 255), "the card below its edge")
        XCTAssertNotEqual(mid[195, Int(top) - 3], PremultipliedColor(r: 0, g: 0, b: 255, a: 255), "the dimmed home above it")
        XCTAssertEqual(try recording.frame(4)[195, 10], PremultipliedColor(r: 0, g: 0, b: 255, a: 255), "settled: the card")
    }
}
