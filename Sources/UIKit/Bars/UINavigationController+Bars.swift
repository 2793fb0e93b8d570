// Status: where a navigation controller puts its bars: the navigation bar across the top
// (44 pt below the status bar's height, 96 with a large title), the toolbar along the bottom
// (44 pt above the bottom safe area, its background reaching down over it), each in the
// view tree only while shown, showing the stack's items; animated hiding slides a bar off its
// edge over 0.2 s (sideways with the content as a push or pop begins). The bars change with
// the stack when a push or pop starts; the navigation bar's items animate with it
// (UINavigationController+BarTransition.swift).

extension UINavigationController {
    /// The navigation bar's frame: the status bar's height plus 44 pt (and a large title's strip,
    /// 52 pt at rest, as the top screen's scroll leaves it), across the top. Its standard row
    /// starts at the status bar's height, not at the safe area's top (54 and 59 pt on a Dynamic
    /// Island iPhone; see docs/navigation-bars.md). In a tab under iPadOS 18's floating tab bar
    /// the row starts 50 pt lower, below the floating bar, the bar's background reaching up behind it.
    var navigationBarFrame: CGRect {
        let strip = navigationBar.topItemShowsLargeTitle ? largeTitleStrip(for: topViewController) : 0
        return CGRect(x: 0, y: 0, width: view.bounds.width, height: rowTop + UINavigationBar.contentHeight + strip)
    }

    /// Where the bar's standard row starts: the status bar's height, and a floating tab bar's reach.
    private var rowTop: CGFloat {
        UIApplication.shared.statusBarFrame.height + (tabBarController?.floatingBarTopInset ?? 0)
    }

    /// The toolbar's frame: 44 pt above the bottom of the safe area (the home indicator's), across the bottom.
    private var toolbarFrame: CGRect {
        let h = UIToolbar.contentHeight, bottom = view.safeAreaInsets.bottom
        return CGRect(x: 0, y: view.bounds.height - bottom - h, width: view.bounds.width, height: h)
    }

    /// The bars laid over the content, for scroll views' adjusted insets.
    var visibleBars: [(view: UIView, top: Bool)] {
        var bars: [(UIView, Bool)] = []
        if navigationBar.superview != nil, !navigationBar.isHidden { bars.append((navigationBar, true)) }
        if toolbar.superview != nil, !toolbar.isHidden { bars.append((toolbar, false)) }
        return bars
    }

    func layoutBars() {
        let bar = navigationBar
        if bar.superview === view, !bar.isSlidingWithTransition, !bar.isResizingWithTransition {
            let frame = navigationBarFrame
            setLargeTitleStrip()
            if bar.frame != frame {
                bar.frame = frame
                transitionView.refreshSafeAreaInsets(deep: true)
            }
        }
        if toolbar.superview === view {
            toolbar.frame = toolbarFrame
            toolbar.bottomExtension = view.safeAreaInsets.bottom
        }
        // Content lies under a translucent bar; an opaque one (isTranslucent = false) takes its
        // room from the content, as UIKit lays out a controller that does not extend under opaque bars.
        var content = view.bounds
        if navigationBar.superview === view, !navigationBar.isTranslucent {
            content.origin.y = navigationBar.frame.maxY
            content.size.height -= navigationBar.frame.maxY
        }
        if toolbar.superview === view, !toolbar.isTranslucent { content.size.height -= toolbar.frame.height }
        if transitionView.frame != content {
            transitionView.frame = content
            if let top = topViewController?.viewIfLoaded, top.superview === transitionView, transitionView.subviews.count == 1 { top.frame = transitionView.bounds }
        }
        let current = toolbar.items ?? [], wanted = topViewController?.toolbarItems ?? []
        if current.count != wanted.count || zip(current, wanted).contains(where: { $0.0 !== $0.1 }) { toolbar.items = wanted }
    }

    /// Gives the bar the top screen's large-title strip (its items lay out again when it changed).
    func setLargeTitleStrip() {
        // A standard title leaves the strip at rest (and the screen's views are not searched for a scroll view).
        let large = navigationBar.topItemShowsLargeTitle
        let strip = large ? largeTitleStrip(for: topViewController) : UINavigationBar.largeTitleHeight
        navigationBar.restingHeight = large ? rowTop + UINavigationBar.contentHeight + UINavigationBar.largeTitleHeight : nil
        guard strip != navigationBar.largeTitleStrip else { return }
        navigationBar.largeTitleStrip = strip
        navigationBar.setNeedsLayout()
    }

    /// Puts the bars in or out of the view tree (sliding over 0.2 s when animated).
    func updateBars(animated: Bool) {
        guard isViewLoaded else { return }
        place(navigationBar, shown: !isNavigationBarHidden, frame: navigationBarFrame, offscreenY: -navigationBarFrame.height,
              animated: animated) { [weak self] in self?.isNavigationBarHidden ?? true }
        place(toolbar, shown: !isToolbarHidden, frame: toolbarFrame, offscreenY: view.bounds.height,
              animated: animated) { [weak self] in self?.isToolbarHidden ?? true }
        layoutBars()
    }

    private func place(_ bar: UIView, shown: Bool, frame: CGRect, offscreenY: CGFloat, animated: Bool, stillHidden: @escaping () -> Bool) {
        if bar === navigationBar, animated, slideNavigationBarWithTransition(shown: shown, frame: frame) { return }
        let inTree = bar.superview === view
        guard shown != inTree || (shown && bar.frame != frame) else { return }
        var hidden = frame
        hidden.origin.y = offscreenY
        if shown {
            if !inTree { bar.frame = animated ? hidden : frame; view.addSubview(bar) }
            guard animated else { bar.frame = frame; return }
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: { bar.frame = frame })
        } else {
            guard animated else { bar.removeFromSuperview(); return }
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: { bar.frame = hidden },
                           completion: { _ in if stillHidden() { bar.removeFromSuperview() } })
        }
    }

    /// The bars show the items of `stack` (a push or pop starting, or one cancelled); the
    /// tab bar controller hears the stack too, unless it waits for a pop to complete.
    /// `animating`: a push or pop begins, and the bar keeps the top item's views to animate them out.
    /// `tabBarCarrier`: the screen a tab bar hidden or shown by this change rides on (an animated push or pop).
    func showItems(of stack: [UIViewController], tabBarFollows: Bool = true, animating: Bool = false, tabBarCarrier: UIView? = nil) {
        if navigationBar.backTapped == nil { navigationBar.backTapped = { [unowned self] in self.popViewController(animated: true) } }
        if navigationBar.heightMayHaveChanged == nil {
            navigationBar.heightMayHaveChanged = { [unowned self] in if self.isViewLoaded, !self.transitioning { self.layoutBars() } }
        }
        navigationBar.endItemTransition()
        if animating, isViewLoaded, navigationBar.superview === view { navigationBar.outgoingItemViews = navigationBar.takeItemViews() }
        // A push or pop begins: the bar keeps its height for the transition to animate (armBarTransition).
        if animating { navigationBar.isResizingWithTransition = true }
        // The new top's scroll decides its large title's strip (and whether its inline title shows) as its views are made.
        navigationBar.largeTitleStrip = navigationBar.prefersLargeTitles ? largeTitleStrip(for: stack.last) : UINavigationBar.largeTitleHeight
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if isViewLoaded { toolbar.items = stack.last?.toolbarItems }
        if tabBarFollows { tabBarController?.navigationStackChanged(self, to: stack, carrier: tabBarCarrier) }
    }
}
