// Status: UIPageViewController's `.scroll` style, laid out as UIKit's _UIQueuingScrollView lays
// it out: a paging scroll view one page plus `interPageSpacing` wide (half the spacing past each
// side of the view), three slots (before, current, after) with the current page in the middle,
// the sides closed by a negative content inset when the data source has no page there; a drag
// pages by the scroll view's own paging and deceleration, an animated `setViewControllers`
// scrolls by `setContentOffset(_:animated: true)` (as _UIQueuingScrollView does), and a page
// control shows the data source's presentation count. Not here: queuing several animated
// turns (a second one while one runs jumps to its end first).

import Foundation

/// The scroll view's delegate: reveals neighbours as the content moves and settles turns.
final class PageScrollCoordinator: NSObject, UIScrollViewDelegate {
    unowned let owner: UIPageViewController
    init(owner: UIPageViewController) { self.owner = owner }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner.pageScrollDidScroll() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner.settleScroll() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner.settleScroll() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner.settleScroll() }
}

extension UIPageViewController {
    var isHorizontal: Bool { navigationOrientation == .horizontal }

    /// One page plus the spacing, along the navigation axis.
    var pageStride: CGFloat {
        guard let view = viewIfLoaded else { return 0 }
        return (isHorizontal ? view.bounds.width : view.bounds.height) + interPageSpacing
    }

    /// The offset that shows slot `index` (0 before, 1 current, 2 after).
    func slotOffset(_ index: Int) -> CGPoint {
        let s = pageStride * CGFloat(index)
        return isHorizontal ? CGPoint(x: s, y: 0) : CGPoint(x: 0, y: s)
    }

    func slotFrame(_ index: Int) -> CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let s = pageStride * CGFloat(index) + interPageSpacing / 2
        return isHorizontal ? CGRect(x: s, y: 0, width: view.bounds.width, height: view.bounds.height)
            : CGRect(x: 0, y: s, width: view.bounds.width, height: view.bounds.height)
    }

    func installScrollView() {
        let scroll = UIScrollView(frame: .zero)
        scroll.isPagingEnabled = true
        scroll.showsHorizontalScrollIndicator = false
        scroll.showsVerticalScrollIndicator = false
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.scrollsToTop = false
        if isHorizontal { scroll.alwaysBounceHorizontal = true } else { scroll.alwaysBounceVertical = true }
        let coordinator = PageScrollCoordinator(owner: self)
        scroll.delegate = coordinator
        scrollCoordinator = coordinator
        pageScrollView = scroll
        view.addSubview(scroll)
        layoutScrollFrame()
        if viewControllers?.first != nil { placeCurrentPage(askingBoth: true) }
    }

    /// The scroll view's frame and content size for the view's bounds.
    func layoutScrollFrame() {
        guard let scroll = pageScrollView, let view = viewIfLoaded else { return }
        let b = view.bounds, half = interPageSpacing / 2
        let frame = isHorizontal ? CGRect(x: b.minX - half, y: b.minY, width: b.width + interPageSpacing, height: b.height)
            : CGRect(x: b.minX, y: b.minY - half, width: b.width, height: b.height + interPageSpacing)
        // Only a change: setting the frame mid-scroll would disturb the offset.
        if scroll.frame != frame { scroll.frame = frame }
        let size = isHorizontal ? CGSize(width: pageStride * 3, height: b.height) : CGSize(width: b.width, height: pageStride * 3)
        if scroll.contentSize != size {
            scroll.contentSize = size
            // A new page size moves every slot: the current page and the offset follow at once.
            if revealed == nil, !scroll.isDragging, !scroll.isDecelerating, pendingCompletion == nil {
                viewControllers?.first?.viewIfLoaded.map { if $0.superview === scroll { $0.frame = slotFrame(1) } }
                updateInsets()
                recentre()
            }
        }
        layoutPageControl()
    }

    func layoutScrollPages() {
        guard let scroll = pageScrollView else { return }
        let stride = pageStride
        layoutScrollFrame()
        guard revealed == nil, !scroll.isDragging, !scroll.isDecelerating, pendingCompletion == nil else { return }
        if let page = viewControllers?.first?.viewIfLoaded, page.superview === scroll { page.frame = slotFrame(1) }
        let middle = slotOffset(1)
        if stride > 0, scroll.contentOffset != middle { recentre() }
    }

    /// Sets the offset to the middle slot without it counting as a scroll.
    func recentre() {
        recentring = true
        pageScrollView?.contentOffset = slotOffset(1)
        recentring = false
    }

    /// The current page in the middle slot; the data source is asked for the neighbours it
    /// does not know (both after a page set in code, as _UIQueuingScrollView's inset update
    /// asks, before first), and the sides close where it has none.
    func placeCurrentPage(askingBoth: Bool) {
        guard let scroll = pageScrollView, let page = viewControllers?.first else { return }
        page.view.frame = slotFrame(1)
        if page.view.superview !== scroll { scroll.addSubview(page.view) }
        if askingBoth {
            pageBefore = dataSource?.pageViewController(self, viewControllerBefore: page)
            pageAfter = dataSource?.pageViewController(self, viewControllerAfter: page)
        }
        updateInsets()
        recentre()
        updatePageControl(initial: askingBoth)
    }

    /// A side with no page is closed: the inset takes its slot away.
    func updateInsets() {
        guard let scroll = pageScrollView else { return }
        let closedBefore = pageBefore == nil ? -pageStride : 0, closedAfter = pageAfter == nil ? -pageStride : 0
        scroll.contentInset = isHorizontal ? UIEdgeInsets(top: 0, left: closedBefore, bottom: 0, right: closedAfter)
            : UIEdgeInsets(top: closedBefore, left: 0, bottom: closedAfter, right: 0)
    }

    /// The content moved: the neighbour coming into view joins (its view in its slot), and a
    /// drag tells the delegate it is turning toward it.
    func pageScrollDidScroll() {
        guard !recentring, let scroll = pageScrollView, let current = viewControllers?.first else { return }
        let offset = isHorizontal ? scroll.contentOffset.x : scroll.contentOffset.y
        let middle = isHorizontal ? slotOffset(1).x : slotOffset(1).y
        guard abs(offset - middle) > 1e-9 else { return }
        let forward = offset > middle
        if let r = revealed, r.forward == forward { return }
        guard let page = forward ? pageAfter : pageBefore else { return }
        if let r = revealed { finishTurn(from: current, to: r.page, completed: false) }
        revealed = (page, forward)
        adoptIncoming(page)
        page.view.frame = slotFrame(forward ? 2 : 0)
        scroll.addSubview(page.view)
        if !programmaticTurn { delegate?.pageViewController(self, willTransitionTo: [page]) }
    }

    /// The scroll came to rest: on a side slot the turn completed, on the middle it did not.
    func settleScroll() {
        guard let scroll = pageScrollView, let current = viewControllers?.first else { return }
        let offset = isHorizontal ? scroll.contentOffset.x : scroll.contentOffset.y
        let stride = pageStride
        let byHand = !programmaticTurn
        let completion = pendingCompletion
        pendingCompletion = nil
        programmaticTurn = false
        guard let r = revealed else {
            recentre()
            completion?(true)
            return
        }
        let landed = stride > 0 ? Int((offset / stride).rounded()) : 1
        let completed = landed == (r.forward ? 2 : 0)
        revealed = nil
        finishTurn(from: current, to: r.page, completed: completed)
        if completed {
            // The page turned from stays known on its side; the far side is asked for.
            if r.forward {
                pageBefore = byHand ? current : dataSource?.pageViewController(self, viewControllerBefore: r.page)
                pageAfter = dataSource?.pageViewController(self, viewControllerAfter: r.page)
            } else {
                pageBefore = dataSource?.pageViewController(self, viewControllerBefore: r.page)
                pageAfter = byHand ? current : dataSource?.pageViewController(self, viewControllerAfter: r.page)
            }
            placeCurrentPage(askingBoth: false)
            if let control = pageControl, control.numberOfPages > 0 {
                control.currentPage = min(max(control.currentPage + (r.forward ? 1 : -1), 0), control.numberOfPages - 1)
            }
        } else {
            updateInsets()
            recentre()
        }
        if byHand {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completed)
        }
        completion?(completed)
    }

    /// An animated page set: the new page goes in the slot on the side it comes from and the
    /// scroll view animates its offset there.
    func scroll(from current: UIViewController, to page: UIViewController, forward: Bool, completion: ((Bool) -> Void)?) {
        guard let scroll = pageScrollView else { return replacePage(with: page) }
        if pendingCompletion != nil || revealed != nil {
            // A turn is under way: it ends where it is headed first.
            scroll.setContentOffset(scroll.contentOffset, animated: false)
            settleScroll()
        }
        guard let current = viewControllers?.first, current !== page else { completion?(true); return }
        programmaticTurn = true
        pendingCompletion = completion
        if forward { pageAfter = page } else { pageBefore = page }
        updateInsets()
        revealed = (page, forward)
        adoptIncoming(page)
        page.view.frame = slotFrame(forward ? 2 : 0)
        scroll.addSubview(page.view)
        scroll.setContentOffset(slotOffset(forward ? 2 : 0), animated: true)
    }

    // MARK: Page control

    /// A page control under the pages when the data source gives a presentation count.
    func updatePageControl(initial: Bool) {
        guard let source = dataSource, transitionStyle == .scroll, isViewLoaded else { return }
        let count = source.presentationCount(for: self)
        guard count > 0 else { pageControl?.removeFromSuperview(); pageControl = nil; return }
        let control = pageControl ?? UIPageControl(frame: .zero)
        if pageControl == nil {
            pageControl = control
            view.addSubview(control)
        }
        control.numberOfPages = count
        if initial { control.currentPage = min(max(source.presentationIndex(for: self), 0), count - 1) }
        layoutPageControl()
    }

    /// The control lies over the bottom strip of the pages, `UIPageControl.stripHeight` high
    /// (our placement: where UIKit's content view puts it is not in the decompiled code read).
    func layoutPageControl() {
        guard let control = pageControl, let view = viewIfLoaded else { return }
        let h = UIPageControl.stripHeight
        control.frame = CGRect(x: view.bounds.minX, y: view.bounds.maxY - h, width: view.bounds.width, height: h)
        view.bringSubviewToFront(control)
    }
}
