// Status: how a push or pop animates the navigation bar with the content, whatever the
// animator: the bar's motion (UINavigationBar+Transition.swift) and a bar shown or hidden by
// setNavigationBarHidden(_:animated: true) as the push or pop begins (from viewWillAppear) are
// armed to run inside the animator's first UIView block animation, as UIKit hands its
// alongside animations to that block, so they take its duration and curve and, in an
// interactive transition, its clock. An animator that makes no UIView block (the system push,
// Core Animation or property-animator animators) gets them in a block of the transition's
// duration, on the system curve for the system push (the content's 0.5-s spring), else
// UIKit's default ease-in-ease-out; an interactive clock adopts that block.

internal import Transitions

extension UINavigationController {
    /// Arms the bar's motion for the push or pop about to start (call before it starts).
    /// Between a large-title screen and a standard one the bar's height animates with the items,
    /// and the incoming screen (`to`) hears its new safe area; the outgoing one keeps its layout.
    func armBarTransition(_ op: Operation, to: UIViewController) {
        let bar = navigationBar
        bar.transitionOperation = op
        let target = navigationBarFrame
        let resizes = isViewLoaded && bar.superview === view && bar.frame.height != target.height
        bar.isResizingWithTransition = resizes
        UIView.armAlongside { [weak self, weak bar, weak to] in
            guard let bar else { return }
            guard resizes, !bar.isSlidingWithTransition else {
                self?.setLargeTitleStrip()
                return bar.animateItemTransition(push: op == .push)
            }
            let old = bar.bounds
            bar.frame = target
            self?.setLargeTitleStrip()
            bar.animateItemTransition(push: op == .push, chromeFrom: old)
            to?.viewIfLoaded?.refreshSafeAreaInsets(deep: true)
        }
    }

    /// The transition started: what no block animation of the animator ran runs now, in a
    /// block of its own (adopted by the transition's interactive clock when it has one).
    func barTransitionStarted(_ t: ControllerTransition, systemAnimator: Bool, clocksBefore: Int, to: UIViewController) {
        navigationBar.transitionOperation = nil
        // The incoming screen is in the container now: it hears the safe area the bars leave it
        // (the outgoing one keeps its layout, as on a device, until it leaves).
        to.viewIfLoaded?.refreshSafeAreaInsets(deep: true)
        guard let blocks = UIView.disarmAlongside() else { return }
        let animate = {
            AnimationBlock.run(duration: t.transitionDuration, delay: 0, curve: systemAnimator ? .system : .easeInEaseOut,
                               animations: { for b in blocks { b() } }, completion: nil)
        }
        if let clocks = UIKitSession.current?.clocks, clocks.count > clocksBefore, let clock = clocks.last {
            clock.adopt(animate)
        } else {
            animate()
        }
    }

    /// The transition ended: the bar drops the views it animated out, and a bar hidden with
    /// the transition leaves the view tree.
    func barTransitionEnded() {
        navigationBar.endItemTransition()
        navigationBar.isResizingWithTransition = false
        tabBarController?.navigationTransitionEnded()
        transitionView.refreshSafeAreaInsets(deep: true)
        if navigationBar.isSlidingWithTransition {
            navigationBar.isSlidingWithTransition = false
            if isNavigationBarHidden { navigationBar.removeFromSuperview() }
            layoutBars()
        }
    }

    /// setNavigationBarHidden(_:animated: true) as a push or pop begins: the bar slides
    /// sideways with the content instead of up (ours, by eye from iOS recordings: it leaves
    /// with the screen that had it and comes in with the screen that wants it, the whole
    /// width, on the transition's curve; mirrored right to left). True when it did.
    func slideNavigationBarWithTransition(shown: Bool, frame: CGRect) -> Bool {
        guard let op = navigationBar.transitionOperation else { return false }
        let bar = navigationBar
        // Right to left the screens (and so the bar) move the other way.
        let leftwards = (op == .push) != navigationBar.isRightToLeft
        let away = frame.offsetBy(dx: leftwards ? -frame.width : frame.width, dy: 0)
        let toward = frame.offsetBy(dx: leftwards ? frame.width : -frame.width, dy: 0)
        bar.isSlidingWithTransition = true
        if shown {
            if bar.superview !== view { view.addSubview(bar) }
            bar.frame = toward
            UIView.armAlongside { [weak bar] in bar?.frame = frame }
        } else {
            guard bar.superview === view else { return true }
            bar.frame = frame
            UIView.armAlongside { [weak bar] in bar?.frame = away }
        }
        return true
    }
}
