// Moving between windows: when a view enters or leaves a window's tree (addSubview and friends,
// removeFromSuperview), it and each of its subviews hear willMove(toWindow:) before the move and
// didMoveToWindow() after it, superviews before subviews, as UIKit calls them. Not here: a
// window's own rootViewController swap calling them (the view is added with addSubview, which does).
// A view arriving in a window shows its text for that window's screen, takes its safe area and
// reports a refused nib.
internal import Transitions

extension UIView {
    /// willMove(toWindow:) for this view and its subtree.
    func treeWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for s in subviews { s.treeWillMove(toWindow: newWindow) }
    }

    /// didMoveToWindow() for this view and its subtree.
    func treeDidMoveToWindow() {
        if window != nil {
            owningController?.reportRefusedNibAgain()
            // Text drawn before the view reached this window (a screen built before the
            // recording) is drawn again for the window's screen, as UIKit gives a view's layer
            // the contentsScale of the screen it moves to.
            if layer.base.contentsScale != MainScreen.scale { redrawTextAtCurrentScale() }
            // A view entering a window takes the window's safe area now, as UIKit announces it
            // before the view's next layout: a screen presented full screen has no container
            // laying it out, and would otherwise keep the insets it had outside the window.
            refreshSafeAreaInsets(deep: false)
        }
        didMoveToWindow()
        for s in subviews { s.treeDidMoveToWindow() }
    }
}
