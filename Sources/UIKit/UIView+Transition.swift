// Status: UIView.transition(with:) and transition(from:to:) with cross-dissolve and the flips from
// left and right, on the options' curve (curve 7 included), and .showHideTransitionViews; the curl
// and flip-from-top/bottom styles are errors.
internal import Raster
internal import Transitions

extension UIView {
    /// UIView.transition(with:duration:options:animations:completion:): `animations` changes the
    /// view, and the change shows with the transition option (cross-dissolve, flip from left or
    /// right: snapshots of the old and new look laid over the view, animated one into the other).
    /// Other options are reported. The options' curve paces the transition (ease-in-ease-out by
    /// default; curve 7, `7 << 16`, the system curve, as in `animate`). With no transition option
    /// the block is still an animation block, as in UIKit: its animatable changes animate over
    /// `duration` with the options' curve.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let style = engineStyle(options, in: "UIView.transition(with:)") else {
            animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: completion)
            return
        }
        snapshotTransition(of: view, duration: duration, style: style, curve: options.timingCurve, changes: { animations?() },
                           completion: completion)
    }

    /// UIView.transition(from:to:duration:options:completion:): `toView` takes `fromView`'s place
    /// in its superview (or both stay, hidden and shown, with `.showHideTransitionViews`).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let parent = fromView.superview else {
            RecordingLog.error("UIView.transition(from:to:): the from-view is not in a superview")
            return
        }
        let showHide = options.contains(.showHideTransitionViews)
        let swap = {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                parent.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let style = engineStyle(options, in: "UIView.transition(from:to:)") else {
            swap()
            completion?(true)
            return
        }
        snapshotTransition(of: parent, duration: duration, style: style, curve: options.timingCurve, changes: swap, completion: completion)
    }

    /// Runs `changes` on `view` (without animating them) and animates from its old look to the
    /// new one: the two looks are snapshot views laid over the hidden view for the duration. The
    /// snapshots come and go without UIKit's callbacks (UIKit draws its transitions in the
    /// render tree, where the view's code never sees them). A view without a superview just changes.
    private class func snapshotTransition(of view: UIView, duration: TimeInterval, style: SnapshotTransition.Style,
                                          curve: TimingCurve, changes: () -> Void, completion: ((Bool) -> Void)?) {
        guard let parent = view.superview else {
            AnimationBlock.withoutAnimation(changes)
            completion?(true)
            return
        }
        let before = view.snapshotOfCurrentLook()
        AnimationBlock.withoutAnimation(changes)
        let after = view.snapshotOfCurrentLook()
        before.writeFrame(view.frame.raster)
        after.writeFrame(view.frame.raster)
        parent.placeSubview(after, aboveSubview: view)
        parent.placeSubview(before, aboveSubview: after)
        view.layer.base.isHidden = true
        SnapshotTransition.animate(style, before: before.layer.base, after: after.layer.base, width: Double(view.bounds.width),
                                   duration: duration, curve: curve) { done in
            before.detachFromSuperview()
            after.detachFromSuperview()
            view.layer.base.isHidden = false
            completion?(done)
        }
    }

    /// The style of the transition bits; nil (and an error when a style was asked for that is
    /// not drawn) when there is none.
    private class func engineStyle(_ options: UIView.AnimationOptions, in call: String) -> SnapshotTransition.Style? {
        options.reportUnsupported(in: call)
        switch options.transitionStyle {
        case 0: return nil
        case 1: return .flipFromLeft
        case 2: return .flipFromRight
        case 5: return .crossDissolve
        default:
            RecordingLog.error("\(call): the curl and flip-from-top/bottom transition options are not drawn (crossDissolve, flipFromLeft and flipFromRight are)")
            return nil
        }
    }
}
