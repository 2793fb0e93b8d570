internal import Transitions

extension UIView {
    /// UIView.transition(with:duration:options:animations:completion:): `animations` changes the
    /// view, and the change shows with the transition option (cross-dissolve, flip from left or
    /// right, drawn by the engine's system transitions). Other options are reported. With no
    /// transition option the block is still an animation block, as in UIKit: its animatable
    /// changes animate over `duration` with the options' curve.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let style = engineStyle(options, in: "UIView.transition(with:)") else {
            animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: completion)
            return
        }
        View.transition(with: view.base, duration: duration, style: style, animations: { animations?() }, completion: completion)
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
        View.transition(with: parent.base, duration: duration, style: style, animations: swap, completion: completion)
    }

    /// The engine style of the transition bits; nil (and an error when a style was asked for
    /// that the engine does not draw) when there is none.
    private class func engineStyle(_ options: UIView.AnimationOptions, in call: String) -> View.TransitionStyle? {
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
