import Raster

/// One screen's motion in a Hero-style transition: the state it starts in and the one it ends in.
///
/// `animate` turns the pair into explicit animations on the view's layer (transform, opacity,
/// shadow opacity) and on an overlay view it adds on top of the screen, all with one timing
/// curve and duration. Every property is animated between its two values by a basic
/// animation: scale and translation are affine without rotation, so element-wise
/// interpolation of the transform is exact.
package struct HeroViewMotion: Hashable, Sendable {
    /// The state at t = 0.
    package var start: HeroViewState
    /// The state at the end of the transition.
    package var end: HeroViewState

    /// A motion from `start` to `end` (both default to resting).
    package init(start: HeroViewState = .identity, end: HeroViewState = .identity) {
        self.start = start
        self.end = end
    }

    /// A motion that does nothing.
    package static let still = HeroViewMotion()

    /// The state at eased progress `e` (0...1): every number interpolated linearly.
    package func state(eased e: Double) -> HeroViewState {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * e }
        return HeroViewState(offset: start.offset.interpolated(to: end.offset, fraction: e), scale: mix(start.scale, end.scale),
                             alpha: mix(start.alpha, end.alpha), overlay: mix(start.overlay, end.overlay),
                             shadowOpacity: mix(start.shadowOpacity, end.shadowOpacity))
    }

    /// True when the view shows a shadow at some point.
    var hasShadow: Bool { start.shadowOpacity > 0 || end.shadowOpacity > 0 }

    /// True when the view is dimmed at some point.
    var hasOverlay: Bool { start.overlay > 0 || end.overlay > 0 }

    /// Adds the animations to `view` in a container of `size`. The model values are the end
    /// state, so a frame after the end shows it; `cleanUp` (for the completion) removes the
    /// overlay and shadow and puts the view back at rest (the finished animations no longer
    /// apply, so only model values need resetting).
    @discardableResult
    func animate(_ view: View, in size: Size, shadow: HeroShadow, duration: Double, curve: TimingCurve) -> () -> Void {
        let layer = view.layer
        func add(_ key: String, _ from: AnimatableValue, _ to: AnimatableValue, on target: Layer) {
            guard from != to else { return }
            let a = BasicAnimation(keyPath: key, from: from, to: to)
            a.duration = duration
            a.timingCurve = curve
            target.add(a, forKey: key)
        }
        let t0 = Transform3D(start.transform(in: size)), t1 = Transform3D(end.transform(in: size))
        layer.transform = t1
        layer.opacity = end.alpha
        add("transform", .transform(t0), .transform(t1), on: layer)
        add("opacity", .number(start.alpha), .number(end.alpha), on: layer)
        if hasShadow {
            shadow.apply(to: layer, bounds: view.bounds, direction: start.offset == .zero ? end.offset : start.offset)
            layer.shadowOpacity = end.shadowOpacity
            add("shadowOpacity", .number(start.shadowOpacity), .number(end.shadowOpacity), on: layer)
        }
        var overlay: View?
        if hasOverlay {
            let o = View(frame: view.bounds)
            o.backgroundColor = .black
            o.alpha = end.overlay
            view.addSubview(o)
            add("opacity", .number(start.overlay), .number(end.overlay), on: o.layer)
            overlay = o
        }
        return {
            overlay?.removeFromSuperview()
            layer.transform = .identity
            layer.opacity = 1
            layer.shadowOpacity = 0
            layer.shadowPath = nil
        }
    }
}
