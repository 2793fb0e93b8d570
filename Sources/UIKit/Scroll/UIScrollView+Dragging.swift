// Status: dragging a scroll view with its pan (rubber band past the edges when it bounces),
// and what follows the release: deceleration at `decelerationRate`, paging, the return from
// past an edge, with UIScrollViewDelegate's calls in UIKit's order. Not here: the bounce at
// the end of a fling that reaches an edge (the content stops at the edge) and directional lock.
// A release that would leave a navigation bar's large title half collapsed snaps it.

import Foundation

/// Deceleration, as UIKit's scroll view decelerates: each millisecond the speed keeps `d` of
/// itself (d = 0.998 normal, 0.99 fast), so after n ms a release at v pt/ms has gone
/// v·d·(1 − dⁿ)/(1 − d), and it comes to rest v·d/(1 − d) away. The same curve with the
/// distance D to any target, x(n) = x₀ + D·(1 − dⁿ), carries paging, a delegate's new target
/// and the return from past an edge (at the fast rate there). Motion ends when what is left is
/// under half a pixel, and the offset lands on the target.
struct DecelerationCurve {
    /// Per axis: start, distance to go, rate per ms, and a limit the content stops at.
    struct Axis {
        var start: CGFloat
        var distance: CGFloat
        var rate: CGFloat
        var stop: CGFloat?

        /// Milliseconds until the remaining distance is under `epsilon` (or the stop is reached).
        func duration(epsilon: CGFloat) -> Double {
            guard abs(distance) > epsilon, rate > 0, rate < 1 else { return 0 }
            if let stop {
                let fraction = (stop - start) / distance
                if fraction < 1 { return fraction <= 0 ? 0 : Double(log(1 - fraction) / log(rate)) }
            }
            return Double(log(epsilon / abs(distance)) / log(rate))
        }

        func value(atMilliseconds n: Double, duration: Double) -> CGFloat {
            if n >= duration { return stop.map { d in distance > 0 ? min(start + distance, d) : max(start + distance, d) } ?? start + distance }
            let x = start + distance * (1 - pow(rate, CGFloat(n)))
            guard let stop else { return x }
            return distance > 0 ? min(x, stop) : max(x, stop)
        }
    }

    var x: Axis
    var y: Axis
    let epsilon: CGFloat

    /// Seconds the motion lasts.
    var duration: Double { max(x.duration(epsilon: epsilon), y.duration(epsilon: epsilon)) / 1000 }

    func offset(at seconds: Double) -> CGPoint {
        let n = seconds * 1000
        return CGPoint(x: x.value(atMilliseconds: n, duration: x.duration(epsilon: epsilon)),
                       y: y.value(atMilliseconds: n, duration: y.duration(epsilon: epsilon)))
    }

    /// How far a release at `velocity` pt/ms travels before it rests.
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat { velocity * rate / (1 - rate) }
}

extension UIScrollView {
    /// The pan's callback: the content follows the finger, then decelerates from the release.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            scrollAnimation?.cancel()
            scrollAnimation = nil
            if isDecelerating { isDecelerating = false; delegate?.scrollViewDidEndDecelerating(self) }
            dragStart = contentOffset
            lockedAxis = nil
            isTracking = true
        case .changed, .ended:
            drag(to: pan.translation(in: self))
            if pan.state == .ended { release(velocity: pan.velocity(in: self)) }
        case .cancelled, .failed:
            release(velocity: .zero)
        case .possible:
            break
        }
    }

    private func drag(to translation: CGPoint) {
        var raw = dragStart
        var axes = (horizontal: scrollsHorizontally, vertical: scrollsVertically)
        if isDirectionalLockEnabled, axes.horizontal, axes.vertical {
            if lockedAxis == nil, translation != .zero {
                let across = abs(translation.x) > abs(translation.y)
                lockedAxis = (across, !across)
            }
            if let lock = lockedAxis { axes = lock }
        }
        if axes.horizontal { raw.x -= translation.x }
        if axes.vertical { raw.y -= translation.y }
        guard isDragging || raw != dragStart else { return }
        if !isDragging {
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        }
        let limits = offsetLimits
        let x = rubberBand(raw.x, min: limits.min.x, max: limits.max.x, dimension: bounds.width)
        let y = rubberBand(raw.y, min: limits.min.y, max: limits.max.y, dimension: bounds.height)
        applyScrollOffset(CGPoint(x: x, y: y))
    }

    /// Past an edge the content follows the finger less and less: UIKit's rubber band,
    /// over' = (1 − 1 / (over · 0.55 / dimension + 1)) · dimension; without bouncing it stops.
    private func rubberBand(_ value: CGFloat, min lo: CGFloat, max hi: CGFloat, dimension: CGFloat) -> CGFloat {
        let edge = value < lo ? lo : value > hi ? hi : value
        guard value != edge else { return value }
        guard bounces, dimension > 0 else { return edge }
        let over = abs(value - edge)
        let banded = (1 - 1 / (over * 0.55 / dimension + 1)) * dimension
        return edge + (value < edge ? -banded : banded)
    }

    /// The drag ends with the content moving at `fingerVelocity` (points per second, finger direction).
    private func release(velocity fingerVelocity: CGPoint) {
        isTracking = false
        guard isDragging else { return }
        let axes = lockedAxis ?? (scrollsHorizontally, scrollsVertically)
        let v = CGPoint(x: axes.horizontal && scrollsHorizontally ? -fingerVelocity.x / 1000 : 0,
                        y: axes.vertical && scrollsVertically ? -fingerVelocity.y / 1000 : 0)
        let start = contentOffset, limits = offsetLimits
        let rate = decelerationRate.rawValue, fast = DecelerationRate.fast.rawValue
        var natural = CGPoint(x: start.x + DecelerationCurve.projectedDistance(velocity: v.x, rate: rate),
                              y: start.y + DecelerationCurve.projectedDistance(velocity: v.y, rate: rate))
        if isPagingEnabled { natural = pageTarget(velocity: v) }
        var target = proposedTargetOffset(clamped(natural), velocity: v)
        // A large title the content would leave half collapsed snaps to collapsed or expanded
        // (UINavigationController+LargeTitleCollapse.swift), on the fast rate; the delegate hears the snapped target.
        let unsnapped = target.y
        if let snapped = largeTitleSnapTarget(forRestingAt: target.y) { target.y = snapped }
        withUnsafeMutablePointer(to: &target) { delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: $0) }
        let snaps = target.y != unsnapped

        func axis(_ s: CGFloat, _ natural: CGFloat, _ target: CGFloat, _ lo: CGFloat, _ hi: CGFloat, snaps: Bool = false) -> DecelerationCurve.Axis {
            if s < lo || s > hi { return .init(start: s, distance: min(max(target, lo), hi) - s, rate: fast, stop: nil) }
            if isPagingEnabled || snaps { return .init(start: s, distance: target - s, rate: fast, stop: nil) }
            // A free fling keeps the finger's speed and stops at the edge it reaches.
            if (natural < lo && target == lo) || (natural > hi && target == hi) {
                return .init(start: s, distance: natural - s, rate: rate, stop: target)
            }
            return .init(start: s, distance: target - s, rate: rate, stop: nil)
        }
        let curve = DecelerationCurve(x: axis(start.x, natural.x, target.x, limits.min.x, limits.max.x),
                                      y: axis(start.y, natural.y, target.y, limits.min.y, limits.max.y, snaps: snaps),
                                      epsilon: 0.5 / max(UIScreen.main.scale, 1))
        let decelerates = curve.duration > 0
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let a = ScrollAnimation(self, duration: curve.duration, offset: curve.offset(at:), completion: { [weak self] in
            guard let self else { return }
            self.scrollAnimation = nil
            self.isDecelerating = false
            self.delegate?.scrollViewDidEndDecelerating(self)
        })
        scrollAnimation = a
        a.start()
    }

    /// Paging: a release faster than 0.5 pt/ms goes on to the next page that way from where
    /// the drag began, a slower one settles on the nearest page (pages are the bounds' size).
    private func pageTarget(velocity v: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ origin: CGFloat, _ velocity: CGFloat, _ size: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let startPage = (origin / size).rounded()
            var p = (offset / size).rounded()
            if velocity > 0.5 { p = startPage + 1 } else if velocity < -0.5 { p = startPage - 1 }
            return min(max(p, startPage - 1), startPage + 1) * size
        }
        return CGPoint(x: page(contentOffset.x, dragStart.x, v.x, bounds.width), y: page(contentOffset.y, dragStart.y, v.y, bounds.height))
    }
}
