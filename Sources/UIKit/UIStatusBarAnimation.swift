// Status: `UIStatusBarAnimation` (none, fade, slide), the way the status bar hides and shows
// when a controller's `prefersStatusBarHidden` changes and `setNeedsStatusBarAppearanceUpdate()`
// is called inside an animation block (`preferredStatusBarUpdateAnimation` says which): a drawn
// status bar (a device recording with system UI) fades, slides up out of the screen, or goes at
// once, with the block's duration and curve. Outside a block the change shows at the next frame,
// at once, as on a device.

internal import Transitions

/// How the status bar hides and shows.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

extension UIStatusBarAnimation {
    /// Whether a `UIView.animate` block is running now (its changes animate).
    package static var isInsideAnimationBlock: Bool { AnimationBlock.isOpen }

    /// Hides or shows `bar` (the drawn status bar) this way: inside an animation block the
    /// change animates with it (alpha for `.fade`, a move up by the bar's bottom edge for
    /// `.slide`); `.none`, and any change outside a block, switches `isHidden`.
    package func apply(hidden: Bool, to bar: UIView) {
        switch UIStatusBarAnimation.isInsideAnimationBlock ? self : .none {
        case .none:
            bar.alpha = 1
            bar.transform = .identity
            bar.isHidden = hidden
        case .fade:
            bar.isHidden = false
            bar.transform = .identity
            bar.alpha = hidden ? 0 : 1
        case .slide:
            bar.isHidden = false
            bar.alpha = 1
            bar.transform = hidden ? CGAffineTransform(translationX: 0, y: -bar.frame.maxY) : .identity
        }
    }
}
