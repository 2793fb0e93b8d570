// Status: UIPageViewController's `.pageCurl` style with its spine at the left edge (`.min`, a
// phone's), the right (`.max`), or for a vertical curl the top (`.min`) or bottom (`.max`): an
// animated forward turn curls the page off from the edge opposite the spine over the engine's
// cylinder (PageTurnCurlLayer), revealing the next page under it; a reverse turn uncurls the
// previous page back on over the current one. At a `.mid` spine two pages lie side by side and
// a turn lifts the right (bottom) page over the spine onto the left (top) one, or back the other
// way (UIPageViewController+Spread.swift). A double-sided page shows the next controller's view
// on its back. The pan of `gestureRecognizers` drives a turn by hand (moving toward the spine
// turns forward) and completes it past half the way or on a flick, else lets it fall back; the
// tap turns a page forward in the half away from the spine, back in the other.

internal import Raster
internal import Transitions
import Foundation

/// One turn of a page curl under way.
final class CurlTurn {
    /// The pages shown before the turn and after it (two each at a `.mid` spine).
    let from: [UIViewController]
    let to: [UIViewController]
    let forward: Bool
    let layer: PageTurnCurlLayer
    let byHand: Bool
    /// The page the curl draws (its view hidden meanwhile).
    let curled: UIViewController
    /// True when the curled page goes off or over (progress 0 to 1 completes the turn); false
    /// when it comes back on (1 to 0 completes it: a reverse turn at a one-page spine).
    let curlsOff: Bool
    /// A page that joins only when the turn completes (the back of a `.mid` turn), hidden until then.
    let waiting: UIViewController?
    var completion: ((Bool) -> Void)?
    /// Bumped when the turn's end is rescheduled (a pan's release), so a stale end does nothing.
    var generation = 0

    init(from: [UIViewController], to: [UIViewController], forward: Bool, layer: PageTurnCurlLayer, byHand: Bool,
         curled: UIViewController, curlsOff: Bool, waiting: UIViewController?) {
        self.from = from
        self.to = to
        self.forward = forward
        self.layer = layer
        self.byHand = byHand
        self.curled = curled
        self.curlsOff = curlsOff
        self.waiting = waiting
    }
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

    /// The edge a forward turn lifts: the one opposite the spine (the right page's right edge,
    /// or the bottom page's bottom edge, at a `.mid` spine).
    var curlEdge: PageTurnCurlLayer.Edge {
        switch (navigationOrientation, spineLocation) {
        case (.horizontal, .max): .left
        case (.vertical, .max): .top
        case (.vertical, _): .bottom
        default: .right
        }
    }

    /// How far `p` (a translation or a velocity) goes toward the spine, across the page that
    /// turns forward.
    private func towardSpine(_ p: CGPoint) -> CGFloat {
        switch curlEdge {
        case .right: -p.x
        case .left: p.x
        case .bottom: -p.y
        case .top: p.y
        }
    }

    /// The distance a hand turn travels: the page's width (its height for a vertical curl), or
    /// at a `.mid` spine both pages' (_UIPageCurl's `_distanceToTravelWithCurrentSpineLocation`
    /// there), so that half way the finger is over the spine.
    private var curlTravel: CGFloat { navigationOrientation == .vertical ? view.bounds.height : view.bounds.width }

    func makeCurlRecognizers() {
        let pan = UIPanGestureRecognizer(target: self, action: Selector(UIPageViewController.handleCurlPan))
        let tap = UITapGestureRecognizer(target: self, action: Selector(UIPageViewController.handleCurlTap))
        curlRecognizers = [pan, tap]
    }

    /// Where the page at `index` of `viewControllers` lies: the whole view, or at a `.mid` spine
    /// its left (top) half for the first page and right (bottom) half for the second
    /// (_UIPageCurl's `_pageViewFrame:`).
    func curlPageFrame(at index: Int) -> CGRect {
        let b = view.bounds
        guard spineLocation == .mid else { return b }
        switch navigationOrientation {
        case .horizontal: return CGRect(x: index == 0 ? b.minX : b.midX, y: b.minY, width: b.width / 2, height: b.height)
        case .vertical: return CGRect(x: b.minX, y: index == 0 ? b.minY : b.midY, width: b.width, height: b.height / 2)
        }
    }

    /// The shown pages lie in their places; the recognizers sit on the view.
    func installCurlPage() {
        for g in curlRecognizers where !(view.gestureRecognizers ?? []).contains(where: { $0 === g }) { view.addGestureRecognizer(g) }
        for (i, page) in (viewControllers ?? []).enumerated() {
            page.view.frame = curlPageFrame(at: i)
            if page.view.superview !== view { view.insertSubview(page.view, at: i) }
        }
    }

    /// Sizes the shown pages' views to their places.
    func layoutCurlPages() {
        for (i, page) in (viewControllers ?? []).enumerated() {
            if let v = page.viewIfLoaded, v.superview === view { v.frame = curlPageFrame(at: i) }
        }
    }

    /// A frozen look of `page`'s view laid out at `frame`: the front or back a curl draws.
    func pageSnapshot(of page: UIViewController, in frame: CGRect) -> SnapshotSource? {
        page.view.frame = frame
        page.view.layoutIfNeeded()
        return page.view.snapshotView(afterScreenUpdates: true)?.layer.base.snapshot
    }

    /// Sets up a turn from the pages `current` to `pages` (as setViewControllers or the data
    /// source gives them: a one-page spine's double-sided turn carries the back second): the
    /// page that curls is snapshotted and hidden, the others lie flat under the curl; nil when
    /// no snapshot could be made.
    private func beginCurl(from current: [UIViewController], to pages: [UIViewController], forward: Bool, byHand: Bool,
                           progress: Double) -> CurlTurn? {
        if spineLocation == .mid { return beginSpreadTurn(from: current, to: pages, forward: forward, byHand: byHand, progress: progress) }
        let page = pages[0], now = current[0]
        let back = isDoubleSided && pages.count > 1 ? pages[1] : nil
        adoptIncoming([page], outgoing: current)
        page.view.frame = view.bounds
        if forward { view.insertSubview(page.view, belowSubview: now.view) } else { view.insertSubview(page.view, aboveSubview: now.view) }
        page.view.layoutIfNeeded()
        let curled = forward ? now : page
        var backSource: SnapshotSource?
        if let back {
            // The back is drawn, not shown: its view visits the hierarchy (for its traits) only to be snapshotted.
            view.insertSubview(back.view, at: 0)
            backSource = pageSnapshot(of: back, in: view.bounds)
            back.view.removeFromSuperview()
        }
        guard let source = curled.view.snapshotView(afterScreenUpdates: true)?.layer.base.snapshot, back == nil || backSource != nil else {
            RecordingLog.error("UIPageViewController: the page could not be snapshotted; the turn shows its end")
            return nil
        }
        curled.view.isHidden = true
        let b = view.bounds
        let layer = PageTurnCurlLayer(source: source, back: backSource,
                                      frame: Rect(x: Double(b.minX), y: Double(b.minY), width: Double(b.width), height: Double(b.height)),
                                      motion: .still(progress), edge: curlEdge)
        view.layer.base.addSublayer(layer)
        let turn = CurlTurn(from: current, to: [page], forward: forward, layer: layer, byHand: byHand,
                            curled: curled, curlsOff: forward, waiting: nil)
        curlTurn = turn
        return turn
    }

    /// Animates `turn`'s progress to `target` over `duration` and ends it there.
    private func run(_ turn: CurlTurn, from start: Double, to target: Double, duration: Double, curve: TimingCurve) {
        turn.generation += 1
        let generation = turn.generation
        let completed = turn.curlsOff ? target >= 1 : target <= 0
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

    /// The turn is over: the curl goes, the winning pages lie flat and live.
    func endCurl(_ turn: CurlTurn, completed: Bool) {
        turn.layer.removeFromSuperlayer()
        view.layer.base.removeAnimation(forKey: Self.keepAliveKey)
        turn.curled.viewIfLoaded?.isHidden = false
        turn.waiting?.viewIfLoaded?.isHidden = false
        curlTurn = nil
        finishTurn(from: turn.from, to: turn.to, completed: completed)
        if completed { layoutCurlPages() }
        if turn.byHand {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.from, transitionCompleted: completed)
        }
        turn.completion?(completed)
    }

    /// An animated page set: forward curls the current page off (or the right page over at a
    /// `.mid` spine), reverse uncurls the new one on (or the left page over). `pages` are as
    /// setViewControllers took them: the shown pages, then a one-page spine's back.
    func curl(from current: [UIViewController], to pages: [UIViewController], forward: Bool, completion: ((Bool) -> Void)?) {
        if let running = curlTurn { endCurl(running, completed: true) }
        let shown = Array(pages.prefix(Self.pageCount(for: spineLocation)))
        guard let current = viewControllers, !Self.same(current, shown) else { completion?(true); return }
        guard let turn = beginCurl(from: current, to: pages, forward: forward, byHand: false, progress: forward || spineLocation == .mid ? 0 : 1) else {
            finishTurn(from: current, to: shown, completed: true)
            installCurlPage()
            completion?(true)
            return
        }
        turn.completion = completion
        run(turn, from: turn.curlsOff ? 0 : 1, to: turn.curlsOff ? 1 : 0, duration: Self.curlDuration, curve: Self.curlCurve)
    }

    // MARK: By hand

    /// The pages a turn by hand brings, asked of the data source as UIKit asks (one page after
    /// or before the current one; double-sided, the page after or before that too, for the
    /// other side of the leaf): the shown pages first, a one-page spine's back second. nil: no turn.
    private func incomingPages(forward: Bool) -> [UIViewController]? {
        guard let current = viewControllers, let first = current.first, let dataSource else { return nil }
        if forward {
            guard let next = dataSource.pageViewController(self, viewControllerAfter: current.last ?? first) else { return nil }
            guard isDoubleSided else { return [next] }
            let following = dataSource.pageViewController(self, viewControllerAfter: next)
            if spineLocation == .mid {
                guard let following else {
                    // UIKit raises NSInvalidArgumentException: the turn lacks the new right page.
                    RecordingLog.error("UIPageViewController: the number of view controllers provided (1) doesn't match the number required (2) for the requested transition: the data source gave no page after the back of the turning page; give one (a blank page to end the book)")
                    return nil
                }
                return [next, following]
            }
            return following.map { [$0, next] }
        }
        guard let previous = dataSource.pageViewController(self, viewControllerBefore: first) else { return nil }
        guard isDoubleSided else { return [previous] }
        return dataSource.pageViewController(self, viewControllerBefore: previous).map { [$0, previous] }
    }

    /// The pages a turn to `pages` (as `incomingPages` gives them) shows when it completes.
    private func shownPages(of pages: [UIViewController]) -> [UIViewController] {
        Array(pages.prefix(Self.pageCount(for: spineLocation)))
    }

    /// The pan: the first movement picks the direction (toward the spine forward: leftward for
    /// a left or middle spine), the data source gives the pages, and the curl follows the
    /// finger: progress is the distance moved over the turn's travel (`curlTravel`).
    func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        let width = curlTravel
        guard width > 0 else { return }
        // Positive toward the spine (a forward turn), whatever the spine's edge.
        let dx = -towardSpine(pan.translation(in: view))
        switch pan.state {
        case .began, .changed:
            if curlTurn == nil {
                guard dx != 0, let current = viewControllers else { return }
                let forward = dx < 0
                guard let pages = incomingPages(forward: forward) else { return }
                delegate?.pageViewController(self, willTransitionTo: shownPages(of: pages))
                let curlsOff = forward || spineLocation == .mid
                guard beginCurl(from: current, to: pages, forward: forward, byHand: true, progress: curlsOff ? 0 : 1) != nil else {
                    finishTurn(from: current, to: shownPages(of: pages), completed: false)
                    return
                }
            }
            guard let turn = curlTurn, turn.byHand else { return }
            let moved = min(max((turn.forward ? -dx : dx) / width, 0), 1)
            turn.layer.motion = .still(Double(turn.curlsOff ? moved : 1 - moved))
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
            let start = Double(turn.curlsOff ? moved : 1 - moved)
            let target: Double = turn.curlsOff ? (completes ? 1 : 0) : (completes ? 0 : 1)
            run(turn, from: start, to: target, duration: duration, curve: .bezier(.easeOut))
        case .possible:
            break
        }
    }

    /// The tap: the half away from the spine turns forward, the other back (animated, as a hand
    /// turn); at a `.mid` spine the right (bottom) half turns forward. A recorder's pan trace
    /// reaches every recognizer of the view, the tap too: a tap that lands where the pan just
    /// ended is that trace's, not a tap.
    func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, curlTurn == nil, let current = viewControllers else { return }
        if let pan = curlRecognizers.first as? UIPanGestureRecognizer, pan.state != .possible, pan.windowLocation == tap.windowLocation { return }
        let at = tap.location(in: view), b = view.bounds
        let forward: Bool
        switch curlEdge {
        case .right: forward = at.x >= b.midX
        case .left: forward = at.x < b.midX
        case .bottom: forward = at.y >= b.midY
        case .top: forward = at.y < b.midY
        }
        guard let pages = incomingPages(forward: forward) else { return }
        delegate?.pageViewController(self, willTransitionTo: shownPages(of: pages))
        let curlsOff = forward || spineLocation == .mid
        guard let turn = beginCurl(from: current, to: pages, forward: forward, byHand: true, progress: curlsOff ? 0 : 1) else {
            finishTurn(from: current, to: shownPages(of: pages), completed: false)
            return
        }
        run(turn, from: turn.curlsOff ? 0 : 1, to: turn.curlsOff ? 1 : 0, duration: Self.curlDuration, curve: Self.curlCurve)
    }
}
