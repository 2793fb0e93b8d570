import XCTest
import Raster
import UIKit
import UIKitRecorder

/// The drawn status bar's change of style fades as UIKit's does: the new colour's items above
/// the old, the new fading in (alpha p) while the old fade out (alpha 1 − p), p the progress of
/// the animation the change joins (a transition's first block animation, or the block
/// `setNeedsStatusBarAppearanceUpdate()` is called in). A pixel that both colours' glyphs cover
/// fully, over a background of grey value G, is so (sRGB 8-bit values, source-over):
///   old over the background: O·(1 − p) + G·p; the new above that: N·p + (O·(1 − p) + G·p)·(1 − p).
/// iPhone 16 with system UI, 10 frames a second: frame k is 0.1·k s after the action.
final class StatusBarStyleFadeTests: XCTestCase {
    /// A full-screen screen of one grey preferring a status bar style.
    private final class Screen: UIViewController {
        let grey: CGFloat
        var style: UIStatusBarStyle
        /// A 1-pt view far below the status bar that the blocks animate, so a recording waits for them.
        let marker = UIView(frame: CGRect(x: 0, y: 400, width: 1, height: 1))
        init(grey: CGFloat, style: UIStatusBarStyle) {
            self.grey = grey
            self.style = style
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .fullScreen
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            view.backgroundColor = UIColor(white: grey, alpha: 1)
            marker.backgroundColor = .red
            view.addSubview(marker)
        }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
    }

    /// Puts the arriving screen in place (or takes the leaving one away) at once and runs one
    /// linear 0.4 s block, so only the status bar changes while the transition runs, over the
    /// arriving screen's grey.
    private final class InstantSwap: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate,
                                     UINavigationControllerDelegate {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            if let to = ctx.viewController(forKey: .to), to.isBeingPresented, let toView = ctx.view(forKey: .to) {
                toView.frame = ctx.finalFrame(for: to)
                ctx.containerView.addSubview(toView)
            } else {
                // A dismissal has put the presenter's view in the container; a pop leaves that to us.
                if let toView = ctx.view(forKey: .to), toView.superview == nil { ctx.containerView.insertSubview(toView, at: 0) }
                ctx.view(forKey: .from)?.removeFromSuperview()
            }
            let marker = (ctx.viewController(forKey: .to) as? Screen)?.marker
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { marker?.alpha = 0.5 },
                           completion: { _ in ctx.completeTransition(true) })
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    /// The same swap animated by Core Animation alone (no UIView block): the transition ends
    /// when the marker's 0.4 s opacity animation stops.
    private final class CoreAnimationSwap: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate,
                                           CAAnimationDelegate {
        var context: UIViewControllerContextTransitioning?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            guard let to = ctx.viewController(forKey: .to) as? Screen, let toView = ctx.view(forKey: .to) else {
                return ctx.completeTransition(false)
            }
            context = ctx
            toView.frame = ctx.finalFrame(for: to)
            ctx.containerView.addSubview(toView)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.5
            fade.duration = 0.4
            fade.delegate = self
            to.marker.layer.add(fade, forKey: "fade")
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { context?.completeTransition(true) }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    /// A pixel inside the battery's charge (filled in full by either colour) and one the time's
    /// glyphs cover in full, found where the white time of `lightFrame` reaches 255.
    private func probes(lightFrame: Pixmap) throws -> (battery: (Int, Int), time: (Int, Int)) {
        let layout = try XCTUnwrap(StatusBarLayout.of(.iPhone16, in: .portrait))
        let s = 3.0
        let battery = try batteryProbe()
        let x0 = Int((Double(layout.timeAnchor.x) - 30) * s), x1 = Int((Double(layout.timeAnchor.x) + 30) * s)
        for y in 0..<Int(Double(layout.frame.height) * s) {
            for x in x0..<x1 where lightFrame[x, y].r == 255 { return (battery, (x, y)) }
        }
        throw NoFullyCoveredPixel()
    }

    /// A pixel inside the battery's charge: the charge is the body inset by 2 pt (scaled by
    /// glyphScale), so 6 pt in from the left on the middle line is inside it.
    private func batteryProbe() throws -> (Int, Int) {
        let layout = try XCTUnwrap(StatusBarLayout.of(.iPhone16, in: .portrait))
        return (Int((Double(layout.battery.minX) + 6) * 3), Int(Double(layout.battery.midY) * 3))
    }

    /// The white time reached 255 nowhere: the frame shows no light-content status bar.
    private struct NoFullyCoveredPixel: Error {}

    private func grey(_ p: Pixmap, _ at: (Int, Int)) -> Double { Double(p[at.0, at.1].r) }

    func testPresentingALightContentScreenFadesTheItemsToWhiteWithTheTransition() throws {
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true)
        let root = Screen(grey: 1, style: .darkContent), dark = Screen(grey: 0.4, style: .lightContent)
        let swap = InstantSwap()
        dark.transitioningDelegate = swap
        let frames = try recorder.frames(root: root) { root.present(dark, animated: true) }
        XCTAssertGreaterThanOrEqual(frames.count, 5)
        let (battery, time) = try probes(lightFrame: frames[frames.count - 1])
        // Before: black on white. G = 0.4 · 255 = 102 under the bar from the start (the swap is instant).
        XCTAssertEqual(grey(frames[0], battery), 0, accuracy: 2)
        // p = 0.25 (linear, 0.1 of 0.4 s): 255 · 0.25 + (0 · 0.75 + 102 · 0.25) · 0.75 = 63.75 + 19.125 = 82.9.
        // (The colour interpolated, 255 · 0.25 = 63.75, would be darker: the old items let the grey through.)
        XCTAssertEqual(grey(frames[1], battery), 82.9, accuracy: 2)
        XCTAssertEqual(grey(frames[1], time), 82.9, accuracy: 2)
        // p = 0.5: 127.5 + (0 + 51) · 0.5 = 153.
        XCTAssertEqual(grey(frames[2], battery), 153, accuracy: 2)
        XCTAssertEqual(grey(frames[2], time), 153, accuracy: 2)
        // p = 1: white.
        XCTAssertEqual(grey(frames[4], battery), 255, accuracy: 2)
    }

    func testDismissingItFadesTheItemsBackToBlackWithTheTransition() throws {
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true)
        let root = Screen(grey: 0.8, style: .darkContent), dark = Screen(grey: 0.4, style: .lightContent)
        let swap = InstantSwap()
        dark.transitioningDelegate = swap
        let frames = try recorder.frames(root: root) {
            root.present(dark, animated: false)
            // The status bar takes the presented screen's style before the dismissal starts.
            DeviceScreen.current?.chrome?.update()
            root.dismiss(animated: true)
        }
        try assertWhiteItemsFadeToBlackOverGrey204(frames)
    }

    /// The items fade from white to black over the grey-0.8 screen, linearly over 0.4 s.
    private func assertWhiteItemsFadeToBlackOverGrey204(_ frames: [Pixmap], file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertGreaterThanOrEqual(frames.count, 5, file: file, line: line)
        // At the start the items are still white: full coverage reaches 255 there.
        let (battery, time) = try probes(lightFrame: frames[0])
        // G = 0.8 · 255 = 204 from the start; O = 255 (white), N = 0 (black).
        // p = 0: the white items over the grey: 255.
        XCTAssertEqual(grey(frames[0], battery), 255, accuracy: 2, file: file, line: line)
        // p = 0.25: 0 + (255 · 0.75 + 204 · 0.25) · 0.75 = (191.25 + 51) · 0.75 = 181.7.
        XCTAssertEqual(grey(frames[1], battery), 181.7, accuracy: 2, file: file, line: line)
        XCTAssertEqual(grey(frames[1], time), 181.7, accuracy: 2, file: file, line: line)
        // p = 0.5: (127.5 + 102) · 0.5 = 114.75.
        XCTAssertEqual(grey(frames[2], battery), 114.75, accuracy: 2, file: file, line: line)
        XCTAssertEqual(grey(frames[2], time), 114.75, accuracy: 2, file: file, line: line)
        // p = 1: black.
        XCTAssertEqual(grey(frames[4], battery), 0, accuracy: 2, file: file, line: line)
    }

    /// A grey-0.8 dark-content root under a hidden bar (so the navigation controller hands the
    /// style to its top controller) and the pop back to it from a grey-0.4 light-content screen:
    /// pushed at once, the status bar updated to its white items, then popped with animation.
    private func popBackToGrey204(delegate: UINavigationControllerDelegate) -> (UINavigationController, () -> Void) {
        let root = Screen(grey: 0.8, style: .darkContent), dark = Screen(grey: 0.4, style: .lightContent)
        let nav = UINavigationController(rootViewController: root)
        nav.setNavigationBarHidden(true, animated: false)
        nav.delegate = delegate
        return (nav, {
            nav.pushViewController(dark, animated: false)
            DeviceScreen.current?.chrome?.update()
            nav.popViewController(animated: true)
        })
    }

    func testPoppingBackFromALightContentScreenFadesAsTheDismissalDoes() throws {
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true)
        let swap = InstantSwap()
        let (nav, pop) = popBackToGrey204(delegate: swap)
        let frames = try recorder.frames(root: nav, action: pop)
        // The pop goes back to the grey-0.8 root as it starts (UIKit's topViewController is the
        // root then): the dismissal's fade.
        try assertWhiteItemsFadeToBlackOverGrey204(frames)
    }

    /// The swap, handed out with an interaction controller for the pop.
    private final class InteractiveSwap: NSObject, UINavigationControllerDelegate {
        let swap = InstantSwap()
        let interaction = UIPercentDrivenInteractiveTransition()
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { swap }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    /// In an interactive pop the fade follows the gesture: it joins the animator's block, which
    /// the interaction controller holds at its progress. (Our decision where no source says: a
    /// device may instead switch the style when the gesture starts; UIKit runs the status bar's
    /// change inside the transition's animations, which the interaction scrubs.)
    func testAnInteractivePopHoldsTheFadeAtTheGesturesProgress() throws {
        for (progress, expected) in [(0.25, 181.7), (0.5, 114.75)] {
            let recorder = try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true)
            let host = InteractiveSwap()
            let (nav, pop) = popBackToGrey204(delegate: host)
            let held = try recorder.record(root: nav, heldAt: progress, by: host.interaction, action: pop)
            let frame = try held.frame(0)
            let battery = try batteryProbe()
            // The dismissal's arithmetic over G = 204, O = 255, N = 0 (assertWhiteItemsFadeToBlackOverGrey204):
            // p = 0.25: (191.25 + 51) · 0.75 = 181.7; p = 0.5: (127.5 + 102) · 0.5 = 114.75.
            XCTAssertEqual(grey(frame, battery), expected, accuracy: 2, "held at \(progress)")
        }
    }

    func testAnAnimatorWithoutABlockAnimationFadesOverTheTransitionsDurationOnEaseInEaseOut() throws {
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true)
        let root = Screen(grey: 1, style: .darkContent), dark = Screen(grey: 0.4, style: .lightContent)
        let swap = CoreAnimationSwap()
        dark.transitioningDelegate = swap
        let frames = try recorder.frames(root: root) { root.present(dark, animated: true) }
        XCTAssertGreaterThanOrEqual(frames.count, 5)
        let battery = try probes(lightFrame: frames[frames.count - 1]).battery
        // Ease-in-ease-out, cubic-bezier(0.42, 0, 0.58, 1), over 0.4 s. A quarter of the time (0.1 s):
        // x(u) = 3(1−u)²u·0.42 + 3(1−u)u²·0.58 + u³ = 0.25 at u = 0.22507 (bisection), so
        // p = 3(1−u)u² + u³ = 0.11776 + 0.01140 = 0.1292; over G = 102:
        // 255 · 0.1292 + 102 · 0.1292 · 0.8708 = 32.94 + 11.48 = 44.4.
        XCTAssertEqual(grey(frames[1], battery), 44.4, accuracy: 2)
        // Half the time: p = 0.5 (the curve is symmetric): 127.5 + 51 · 0.5 = 153.
        XCTAssertEqual(grey(frames[2], battery), 153, accuracy: 2)
        XCTAssertEqual(grey(frames[4], battery), 255, accuracy: 2)
    }

    func testAStyleChangeInsideAnAnimationBlockTakesTheBlocksDurationAndCurve() throws {
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true)
        let root = Screen(grey: 0.8, style: .darkContent)
        let frames = try recorder.frames(root: root) {
            root.style = .lightContent
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseIn, animations: {
                root.setNeedsStatusBarAppearanceUpdate()
                root.marker.alpha = 0.5
            })
        }
        let battery = try probes(lightFrame: frames[frames.count - 1]).battery
        XCTAssertEqual(grey(frames[0], battery), 0, accuracy: 2, "black when the block starts")
        // Half the time (0.2 of 0.4 s) on ease-in, cubic-bezier(0.42, 0, 1, 1): x(u) = 3(1−u)²u·0.42 + 3(1−u)u² + u³
        // = 0.5 at u = 0.37425 (bisection), so p = y(u) = 3(1−u)u² + u³ = 0.26278 + 0.05242 = 0.3154.
        // G = 204: 255 · 0.3154 + (0 + 204 · 0.3154) · 0.6846 = 80.42 + 44.05 = 124.5 (linear would give 153).
        XCTAssertEqual(grey(frames[2], battery), 124.5, accuracy: 2)
        XCTAssertEqual(grey(frames[4], battery), 255, accuracy: 2, "white at the block's end")
    }

    func testOutsideAnAnimationBlockTheStyleSwitchesAtOnce() throws {
        let recorder = try TransitionRecorder(device: .iPhone16, fps: 10, systemUI: true)
        let root = Screen(grey: 0.8, style: .darkContent)
        let frames = try recorder.frames(root: root) {
            root.style = .lightContent
            root.setNeedsStatusBarAppearanceUpdate()
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { root.marker.alpha = 0.5 })
        }
        let battery = try probes(lightFrame: frames[frames.count - 1]).battery
        XCTAssertEqual(grey(frames[0], battery), 255, accuracy: 2)
    }
}
