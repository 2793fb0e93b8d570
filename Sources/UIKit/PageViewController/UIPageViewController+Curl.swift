// Status: UIPageViewController's `.pageCurl` style with its spine at the left edge (`.min`, a
// phone's), the right (`.max`), or for a vertical curl the top (`.min`) or bottom (`.max`): an
// animated forward turn curls the page off from the edge opposite the spine over the engine's
// cylinder (PageTurnCurlLayer), revealing the next page under it; a reverse turn uncurls the
// previous page back on over the current one. The pan of `gestureRecognizers` drives a turn
// by hand (moving toward the spine turns forward) and completes it past half the page or on a
// flick, else lets it fall back; the tap turns a page forward in the half away from the spine,
// back in the other. Not here: spine `.mid` (two pages side by side), double-sided pages.

internal import Raster
internal import Transitions
import Foundation

/// One turn of a page curl under way.
final class CurlTurn {
    let from: UIViewController
    let to: UIViewController
    let forward: Bool
    let layer: PageTurnCurlLayer
    let byHand: Bool
    var completion: ((Bool) -> Void)?
    /// Bumped when the turn's end is rescheduled (a pan's release), so a stale end does nothing.
    var generation = 0

    init(from: UIViewController, to: UIViewController, forward: Bool, layer: PageTurnCurlLayer, byHand: Bool) {
        self.from = from
        self.to = to
        self.forward = forward
        self.layer = layer
        self.byHand = byHand
    }

    /// The curled page: the current one going off, or the previous one coming back.
    var curled: UIViewController { forward ? from : to }
}

extension UIPageViewController {
    /// An animated curl's duration: _UIPageCurl's `_beginCurlWithState:` animates its filter
    /// over 0.4 s (0.25 s for a curl it resumes).
    static let curlDuration = 0.4
    /// Its pacing: _UIPageCurl paces inputTime by `kUIPageCurlSmoothControlPoints`, whose values
    /// are data the decompiled code does not show; ease-in-ease-out stands in (ours).
    static let curlCurve = TimingCurve.easeInEaseOut
    /// A hand turn's release at 0 speed finishes in 0.25 s (_UIPageCurl); otherwise over the
    /// distance left at the release speed clamped to 2048...4096 pt/s.
    static let releaseDuration = 0.25
    static let releaseSpeeds: ClosedRange<CGFloat> = 2048...4096
    /// A release faster than this (points a second, toward the turn) completes it, slower one
    /// the other way cancels it (ours: the scroll view's paging flick, 0.5 pt/ms).
    static let flickSpeed: CGFloat = 500
    private static let keepAliveKey = "UIPageViewController.curl"

    /// The page's edge that lifts: the one opposite the spine.
    var curlEdge: PageTurnCurlLayer.Edge {
        switch (navigationOrientation, spineLocation) {
        case (.horizontal, .max): .left
        case (.vertical, .max): .top
        case (.vertical, _): .bottom
        default: .right
        }
    }

    /// How far `p` (a translation or a velocity) goes toward the spine, across the page.
    private func towardSpine(_ p: CGPoint) -> CGFloat {
        switch curlEdge {
        case .right: -p.x
        case .left: p.x
        case .bottom: -p.y
        case .top: p.y
        }
    }

    /// The page's length the curl travels across (its width, or its height for a vertical curl).
    private var curlTravel: CGFloat { navigationOrientation == .vertical ? view.bounds.height : view.bounds.width }

    func makeCurlRecognizers() {
        let pan = UIPanGestureRecognizer(target: self, action: Selector(UIPageViewController.handleCurlPan))
        let tap = UITapGestureRecognizer(target: self, action: Selector(UIPageViewController.handleCurlTap))
        curlRecognizers = [pan, tap]
    }

    /// The current page fills the view; the recognizers sit on it.
    func installCurlPage() {
        for g in curlRecognizers where !(view.gestureRecognizers ?? []).contains(where: { $0 === g }) { view.addGestureRecognizer(g) }
        guard let page = viewControllers?.first else { return }
        page.view.frame = view.bounds
        if page.view.superview !== view { view.insertSubview(page.view, at: 0) }
    }

    /// Sets up a turn from `current` to `page`: the page that curls is snapshotted and hidden,
    /// the other lies flat under the curl; nil when no snapshot could be made.
    private func beginCurl(from current: UIViewController, to page: UIViewController, forward: Bool, byHand: Bool, progress: Double) -> CurlTurn? {
        adoptIncoming(page)
        page.view.frame = view.bounds
        if forward { view.insertSubview(page.view, belowSubview: current.view) } else { view.insertSubview(page.view, aboveSubview: current.view) }
        page.view.layoutIfNeeded()
        let curled = forward ? current : page
        guard let source = curled.view.snapshotView(afterScreenUpdates: true)?.layer.base.snapshot else {
            RecordingLog.error("UIPageViewController: the page could not be snapshotted; the turn shows its end")
            return nil
        }
        curled.view.isHidden = true
        let b = view.bounds
        let layer = PageTurnCurlLayer(source: source, frame: Rect(x: Double(b.minX), y: Double(b.minY), width: Double(b.width), height: Double(b.height)),
                                      motion: .still(progress), edge: curlEdge)
        view.layer.base.addSublayer(layer)
        let turn = CurlTurn(from: current, to: page, forward: forward, layer: layer, byHand: byHand)
        curlTurn = turn
        return turn
    }

    /// Animates `turn`'s progress to `target` over `duration` and ends it there.
    private func run(_ turn: CurlTurn, from start: Double, to target: Double, duration: Double, curve: TimingCurve) {
        turn.generation += 1
        let generation = turn.generation
        let completed = turn.forward ? target >= 1 : target <= 0
        guard let clock = Timeline.current, duration > 0 else { return endCurl(turn, completed: completed) }
        let now = clock.now
        turn.layer.motion = .moving(from: start, to: target, begin: now, duration: duration, curve: curve)
        let keepAlive = BasicAnimation(keyPath: Self.keepAliveKey)
        keepAlive.duration = duration
        keepAlive.beginTime = now
        view.layer.base.add(keepAlive, forKey: Self.keepAliveKey)
        clock.schedule(at: now + duration) { [weak self, weak turn] in
            guard let self, let turn, turn.generation == generation, self.curlTurn === turn else { return }
            self.endCurl(turn, completed: completed)
        }
    }

    /// The turn is over: the curl goes, the winning page lies flat and live.
    private func endCurl(_ turn: CurlTurn, completed: Bool) {
        turn.layer.removeFromSuperlayer()
        view.layer.base.removeAnimation(forKey: Self.keepAliveKey)
        turn.curled.viewIfLoaded?.isHidden = false
        curlTurn = nil
        finishTurn(from: turn.from, to: turn.to, completed: completed)
        if completed, let page = turn.to.viewIfLoaded { page.frame = view.bounds }
        if turn.byHand {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [turn.from], transitionCompleted: completed)
        }
        turn.completion?(completed)
    }

    /// An animated page set: forward curls the current page off, reverse uncurls the new one on.
    func curl(from current: UIViewController, to page: UIViewController, forward: Bool, completion: ((Bool) -> Void)?) {
        if let running = curlTurn { endCurl(running, completed: true) }
        guard let current = viewControllers?.first, current !== page else { completion?(true); return }
        guard let turn = beginCurl(from: current, to: page, forward: forward, byHand: false, progress: forward ? 0 : 1) else {
            finishTurn(from: current, to: page, completed: true)
            installCurlPage()
            completion?(true)
            return
        }
        turn.completion = completion
        run(turn, from: forward ? 0 : 1, to: forward ? 1 : 0, duration: Self.curlDuration, curve: Self.curlCurve)
    }

    // MARK: By hand

    /// The pan: the first movement picks the direction (toward the spine forward: leftward for
    /// a left spine), the data source gives the page, and the curl follows the finger: progress
    /// is the distance moved over the page's width (its height for a vertical curl).
    func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        let width = curlTravel
        guard width > 0 else { return }
        // Positive toward the spine (a forward turn), whatever the spine's edge.
        let dx = -towardSpine(pan.translation(in: view))
        switch pan.state {
        case .began, .changed:
            if curlTurn == nil {
                guard dx != 0, let current = viewControllers?.first else { return }
                let forward = dx < 0
                guard let page = forward ? dataSource?.pageViewController(self, viewControllerAfter: current)
                        : dataSource?.pageViewController(self, viewControllerBefore: current) else { return }
                delegate?.pageViewController(self, willTransitionTo: [page])
                guard beginCurl(from: current, to: page, forward: forward, byHand: true, progress: forward ? 0 : 1) != nil else {
                    finishTurn(from: current, to: page, completed: false)
                    return
                }
            }
            guard let turn = curlTurn, turn.byHand else { return }
            let moved = min(max((turn.forward ? -dx : dx) / width, 0), 1)
            turn.layer.motion = .still(Double(turn.forward ? moved : 1 - moved))
        case .ended, .cancelled, .failed:
            guard let turn = curlTurn, turn.byHand else { return }
            let moved = min(max((turn.forward ? -dx : dx) / width, 0), 1)
            let v = pan.state == .ended ? -towardSpine(pan.velocity(in: view)) : 0
            let toward = turn.forward ? -v : v
            let completes = pan.state == .ended && (toward > Self.flickSpeed || (moved > 0.5 && toward >= -Self.flickSpeed))
            let left = completes ? 1 - moved : moved
            let speed = abs(v)
            let duration = speed == 0 ? Self.releaseDuration
                : Double(width * left / min(max(speed, Self.releaseSpeeds.lowerBound), Self.releaseSpeeds.upperBound))
            let start = Double(turn.forward ? moved : 1 - moved)
            let target: Double = turn.forward ? (completes ? 1 : 0) : (completes ? 0 : 1)
            run(turn, from: start, to: target, duration: duration, curve: .bezier(.easeOut))
        case .possible:
            break
        }
    }

    /// The tap: the half away from the spine turns forward, the other back (animated, as a hand turn).
    /// A recorder's pan trace reaches every recognizer of the view, the tap too: a tap that
    /// lands where the pan just ended is that trace's, not a tap.
    func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, curlTurn == nil, let current = viewControllers?.first else { return }
        if let pan = curlRecognizers.first as? UIPanGestureRecognizer, pan.state != .possible, pan.windowLocation == tap.windowLocation { return }
        let at = tap.location(in: view), b = view.bounds
        let forward: Bool
        switch curlEdge {
        case .right: forward = at.x >= b.midX
        case .left: forward = at.x < b.midX
        case .bottom: forward = at.y >= b.midY
        case .top: forward = at.y < b.midY
        }
        guard let page = forward ? dataSource?.pageViewController(self, viewControllerAfter: current)
                : dataSource?.pageViewController(self, viewControllerBefore: current) else { return }
        delegate?.pageViewController(self, willTransitionTo: [page])
        guard let turn = beginCurl(from: current, to: page, forward: forward, byHand: true, progress: forward ? 0 : 1) else {
            finishTurn(from: current, to: page, completed: false)
            return
        }
        run(turn, from: forward ? 0 : 1, to: forward ? 1 : 0, duration: Self.curlDuration, curve: Self.curlCurve)
    }
}
