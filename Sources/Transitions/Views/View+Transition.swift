import Raster

/// UIView.transition(with:duration:options:animations:completion:) for engine views: the
/// view's look before the changes and after them, snapshot views laid over it for the
/// animation's duration, animated by `SnapshotTransition`.
extension View {
    /// The transition styles of UIView.AnimationOptions.transition*.
    package typealias TransitionStyle = SnapshotTransition.Style

    /// Runs `changes` on `view` and animates from its old look to the new one.
    package static func transition(with view: View, duration: Double, style: TransitionStyle,
                                   animations changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard let parent = view.superview else {
            performWithoutAnimation(changes)
            completion?(true)
            return
        }
        // Never from the snapshot cache: the view's look is exactly what changes here.
        let before = view.snapshotView(cached: false)
        performWithoutAnimation(changes)
        let after = view.snapshotView(cached: false)
        before.frame = view.frame
        after.frame = view.frame
        parent.insertSubview(after, aboveSubview: view)
        parent.insertSubview(before, aboveSubview: after)
        view.isHidden = true
        SnapshotTransition.animate(style, before: before.layer, after: after.layer, width: view.bounds.width, duration: duration) { done in
            before.removeFromSuperview()
            after.removeFromSuperview()
            view.isHidden = false
            completion?(done)
        }
    }
}
