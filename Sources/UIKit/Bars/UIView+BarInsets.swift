// Status: the part of a view the bars of its enclosing controllers cover (the share of the
// safe area that scroll views' adjustedContentInset uses). The device's own insets (status
// bar, home indicator) are not included: UIApplication.statusBarFrame says how tall the
// status bar is, and the bars make room for it themselves. The same bars also shrink the safe
// area of the content a navigation or tab bar controller holds (as UIKit's children see the
// bars in their safeAreaInsets), but not of the container's own view. A navigation bar whose
// large title the content's scroll has collapsed (or stretched) covers scroll views as at rest,
// so the offset of the scroll view it follows keeps its top rest while the bar changes height.
// iPadOS 18's floating tab bar covers the top: 50 pt below the container's safe area (UIKit's
// fitting height), more than its capsule's height, as UIKit insets the tab's content.

extension UIView {
    /// How far the visible navigation bars, toolbars and tab bars of the controllers whose
    /// views enclose this one reach into this view's bounds, per edge.
    package var barCoveredInsets: UIEdgeInsets {
        guard window != nil else { return .zero }
        let me = convert(bounds, to: nil)
        var top: CGFloat = 0, bottom: CGFloat = 0
        var v = superview
        while let c = v {
            for bar in c.coveringBars {
                // Vertical reach only: a view an animator slides sideways off the screen keeps its
                // insets (its content must not jump under the bar mid-transition).
                var r = bar.view.convert(bar.view.bounds, to: nil)
                if let nav = bar.view as? UINavigationBar, let rest = nav.coverHeight { r.size.height = rest }
                if let tab = bar.view as? UITabBar, let reach = tab.floatingCoverHeight { r.size.height = reach }
                if bar.top { top = max(top, r.maxY - me.minY) } else { bottom = max(bottom, me.maxY - r.minY) }
            }
            v = c.superview
        }
        return UIEdgeInsets(top: max(0, min(top, me.height)), left: 0, bottom: max(0, min(bottom, me.height)), right: 0)
    }

    /// How far this container view's bars reach into the safe area of `child` when it is the
    /// view that holds the content (a navigation or tab bar controller's transition view), in
    /// this view's coordinates; zero for any other subview.
    package func barInsets(forChild child: UIView) -> UIEdgeInsets {
        let holdsContent: Bool
        switch owningController {
        case let nav as UINavigationController: holdsContent = child === nav.transitionView
        case let tab as UITabBarController: holdsContent = child === tab.contentView
        default: holdsContent = false
        }
        guard holdsContent else { return .zero }
        // Beyond this view's own safe area (a bar reaching below the status bar's inset adds only the rest).
        let own = safeAreaInsets
        var insets = UIEdgeInsets.zero
        for bar in coveringBars where bar.view.superview === self {
            var frame = bar.view.frame
            if let tab = bar.view as? UITabBar, let reach = tab.floatingCoverHeight { frame.size.height = reach }
            if bar.top {
                insets.top = max(insets.top, frame.maxY - bounds.minY - own.top)
            } else {
                insets.bottom = max(insets.bottom, bounds.maxY - frame.minY - own.bottom)
            }
        }
        return insets
    }

    /// The bars this view's controller lays over its content (top: at the top edge).
    var coveringBars: [(view: UIView, top: Bool)] {
        switch owningController {
        case let nav as UINavigationController: nav.visibleBars
        case let tab as UITabBarController: tab.isTabBarShown ? [(tab.tabBar, tab.tabBar.isFloating)] : []
        default: []
        }
    }
}
