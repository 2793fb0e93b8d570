// Status: the top screen's content scroll view drives its large title (UIKit's
// contentScrollView(for: .top), UIViewController+ContentScrollView.swift): how far it has
// scrolled from its top rest sets the bar's large-title strip and so the bar's height, at every
// step of a drag, a deceleration or setContentOffset(_:animated:). The scroll view's
// adjustedContentInset keeps the expanded bar's cover (UIView+BarInsets.swift), so its rest
// offset does not move while the bar collapses; the controller's safe area follows the bar.
// A drag released where the title would rest part collapsed snaps to the nearer end (past half
// way: collapsed), as iOS 16 does (flutter/flutter issue 126028, issues corpus, describing it).
// Not here: a scroll view that is not the top screen's content (a child controller's, a page's).

extension UINavigationController {
    /// The strip `controller`'s large title has as its content scroll view leaves it: the rest
    /// height less how far the content has scrolled up from its top rest (never below 0), more
    /// when it is pulled down past it. The rest is the offset the scroll view laid out against
    /// (−adjustedContentInset.top), so a scroll view not yet laid out counts as at rest.
    func largeTitleStrip(for controller: UIViewController?) -> CGFloat {
        let rest = UINavigationBar.largeTitleHeight
        guard let scroll = controller?.contentScrollView(for: .top), scroll.window != nil else { return rest }
        let scrolled = scroll.contentOffset.y + scroll.laidOutAdjustedInset.top
        return max(0, rest - scrolled)
    }

    /// The offset a drag of `scroll` released to rest at `y` ends at instead, when the top
    /// screen's large title would rest part collapsed there: the top rest when it would be less
    /// than half collapsed, else where the strip is gone (nil: no snap).
    func largeTitleSnapTarget(for scroll: UIScrollView, restingAt y: CGFloat) -> CGFloat? {
        guard isViewLoaded, !transitioning, navigationBar.topItemShowsLargeTitle,
              topViewController?.contentScrollView(for: .top) === scroll else { return nil }
        let rest = -scroll.laidOutAdjustedInset.top, strip = UINavigationBar.largeTitleHeight
        let scrolled = y - rest
        guard scrolled > 0, scrolled < strip else { return nil }
        return scrolled < strip / 2 ? rest : min(rest + strip, scroll.offsetLimits.max.y)
    }

    /// A scroll view in this controller's view scrolled: when it is the top screen's content
    /// and the bar shows its large title, the bar follows (outside a push or pop).
    func contentScrollViewDidScroll(_ scroll: UIScrollView) {
        guard isViewLoaded, !transitioning, !navigationBar.isResizingWithTransition, navigationBar.topItemShowsLargeTitle,
              topViewController?.contentScrollView(for: .top) === scroll else { return }
        layoutBars()
    }
}
