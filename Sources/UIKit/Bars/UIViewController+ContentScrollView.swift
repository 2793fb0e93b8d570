// Status: iOS 15's setContentScrollView(_:for:) and contentScrollView(for:), for the top edge
// (the scroll view a navigation bar's large title follows); the bottom edge is stored and read
// back but drives nothing (there is no tab bar or toolbar scroll-edge appearance here). Without
// one set, the scroll view found as UIKit finds it: the controller's view when it scrolls, else
// the first scroll view (depth first, back to front) whose top is at the view's top. Declared in
// an extension, so a subclass's override of contentScrollView(for:) does not compile (set the
// scroll view instead).

extension UIViewController {
    /// Names the scroll view whose scroll the bars at `edge` follow (nil: the one UIKit finds).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { navigationItem.topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
    }

    /// The scroll view the bars at `edge` follow: the one set, else the one found in the view.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if edge.contains(.top), let set = navigationItem.topContentScrollView { return set }
        if edge.contains(.bottom), let set = bottomContentScrollView { return set }
        guard let view = viewIfLoaded else { return nil }
        return Self.topScrollView(in: view, root: view)
    }

    /// The bottom edge's scroll view, kept with the item (read back, drives nothing).
    private var bottomContentScrollView: UIScrollView? {
        get { navigationItem.bottomContentScrollView }
        set { navigationItem.bottomContentScrollView = newValue }
    }

    /// `view` when it scrolls, else the first scroll view below it whose top is at `root`'s top.
    private static func topScrollView(in view: UIView, root: UIView) -> UIScrollView? {
        if let scroll = view as? UIScrollView, view === root || view.convert(view.bounds, to: root).minY <= 0.5 { return scroll }
        for s in view.subviews where !s.isHidden {
            if let found = topScrollView(in: s, root: root) { return found }
        }
        return nil
    }
}
