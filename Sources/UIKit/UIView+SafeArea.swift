// Covers the safe area: `UIView.safeAreaInsets`, `safeAreaInsetsDidChange()`,
// `UIViewController.additionalSafeAreaInsets` and `viewSafeAreaInsetsDidChange()`. A window's
// insets are an input (`UIWindow.screenSafeAreaInsets`, zero unless set: the recorder draws no
// status bar or home indicator; device models set it); every view's insets follow from it as
// UIKit's do: the parts of the view's bounds that the unsafe areas cover, plus its controller's
// `additionalSafeAreaInsets`, which also shrink the safe area of the views inside. The change
// calls run when an input changes and when a view lays out. `safeAreaLayoutGuide` and
// `insetsLayoutMarginsFromSafeArea` are Auto Layout's (Layout/).

extension UIView {
    /// How far the unsafe areas (status bar, notch, home indicator, a controller's additional
    /// insets) reach into this view's bounds; zero outside a window.
    public var safeAreaInsets: UIEdgeInsets {
        if let given = layoutState.safeAreaInsets { return given }
        return !SafeAreaState.anyInput || window == nil ? .zero : computedSafeAreaInsets()
    }

    private func computedSafeAreaInsets() -> UIEdgeInsets {
        if let held = SafeAreaState.existing(self)?.held { return held }
        var insets: UIEdgeInsets
        if let w = self as? UIWindow {
            insets = w.screenSafeAreaInsets
        } else if let parent = superview {
            // In the parent's coordinates: one step up per view, not a walk to the window each.
            let mine = boundsInSuperview
            let safe = parent.bounds.inset(by: parent.computedSafeAreaInsets()).inset(by: parent.barInsets(forChild: self))
            func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
            insets = UIEdgeInsets(top: clamp(safe.minY - mine.minY, mine.height), left: clamp(safe.minX - mine.minX, mine.width),
                                  bottom: clamp(mine.maxY - safe.maxY, mine.height), right: clamp(mine.maxX - safe.maxX, mine.width))
        } else {
            return .zero
        }
        if let extra = owningController?.additionalSafeAreaInsets {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// Keeps this view's insets (and so its subviews') as they are now until released: the
    /// screen a transition takes away keeps its layout while the bars change for the incoming one
    /// and while its animator moves it, as on a device (its content does not jump under a
    /// shrinking large-title bar, nor collapse when a transform puts it off screen).
    package func holdSafeAreaInsets() {
        guard SafeAreaState.anyInput, window != nil else { return }
        let now = safeAreaInsets
        SafeAreaState.of(self).held = now
    }

    /// Ends `holdSafeAreaInsets()`; the next refresh announces whatever changed meanwhile.
    package func releaseSafeAreaInsets() { SafeAreaState.existing(self)?.held = nil }

    /// Compares this view's insets (and, with `deep`, its subviews') with the last ones seen and
    /// tells the view and its controller when they changed.
    package func refreshSafeAreaInsets(deep: Bool) {
        // Until some window or controller is given insets, every view's are zero: nothing to announce.
        guard SafeAreaState.anyInput else { return }
        let now = safeAreaInsets
        // A view that never had insets needs no state until it has some.
        let known = SafeAreaState.existing(self)
        if now != (known?.lastInsets ?? .zero) {
            (known ?? SafeAreaState.of(self)).lastInsets = now
            safeAreaInsetsDidChange()
            owningController?.viewSafeAreaInsetsDidChange()
            setNeedsLayout()
        }
        if deep { for s in subviews { s.refreshSafeAreaInsets(deep: true) } }
    }
}

extension UIWindow {
    /// The screen's unsafe edges in this window (status bar, notch, home indicator): zero unless
    /// set, since recordings draw none of them; setting it updates every view's insets.
    package var screenSafeAreaInsets: UIEdgeInsets {
        get { SafeAreaState.of(self).own }
        set {
            SafeAreaState.of(self).own = newValue
            if newValue != .zero { SafeAreaState.anyInput = true }
            refreshSafeAreaInsets(deep: true)
        }
    }
}

extension UIViewController {
    /// Insets added to the view's safe area (and so to its subviews').
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { SafeAreaState.of(self).own }
        set {
            SafeAreaState.of(self).own = newValue
            if newValue != .zero { SafeAreaState.anyInput = true }
            viewIfLoaded?.refreshSafeAreaInsets(deep: true)
        }
    }
}

/// Per-object safe-area state, carried with the object (its associated storage).
private final class SafeAreaState {
    nonisolated(unsafe) static var key: UInt8 = 0
    /// Whether any window or controller was ever given insets (until then every view's are zero).
    nonisolated(unsafe) static var anyInput = false
    /// A window's screen insets or a controller's additional insets.
    var own = UIEdgeInsets.zero
    /// A view's insets when they were last announced.
    var lastInsets = UIEdgeInsets.zero
    /// Insets held through a transition (`holdSafeAreaInsets()`), else nil.
    var held: UIEdgeInsets?

    /// The state if the owner has one (reading insets makes none).
    static func existing(_ owner: UIResponder) -> SafeAreaState? { objc_getAssociatedObject(owner, &key) as? SafeAreaState }

    static func of(_ owner: UIResponder) -> SafeAreaState {
        if let s = objc_getAssociatedObject(owner, &key) as? SafeAreaState { return s }
        let s = SafeAreaState()
        objc_setAssociatedObject(owner, &key, s, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return s
    }
}
