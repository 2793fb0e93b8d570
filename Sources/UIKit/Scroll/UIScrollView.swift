// Status: UIScrollView's content geometry (contentOffset as the bounds origin, contentSize,
// contentInset, adjustedContentInset by contentInsetAdjustmentBehavior from the bars that
// cover it), setContentOffset/scrollRectToVisible animated on the virtual clock, the delegate,
// and dragging through `panGestureRecognizer` with paging, bouncing and deceleration
// (UIScrollView+Dragging.swift). Indicators are flags only (not drawn: UIKit shows them only
// while scrolling). The top screen's content scroll view drives its navigation bar's large
// title (Bars/UINavigationController+LargeTitleCollapse.swift). Not here: zooming,
// refreshControl, keyboardDismissMode, scroll-to-top.

internal import Transitions

/// A view whose bounds origin (the content offset) moves its content: subviews draw shifted.
open class UIScrollView: UIView {
    open weak var delegate: UIScrollViewDelegate?
    /// The size of the content the offset moves over.
    open var contentSize: CGSize = .zero
    /// Extra room around the content, added to what the bars cover (`adjustedContentInset`).
    open var contentInset: UIEdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// A drag that starts mostly along one axis scrolls only along it.
    open var isDirectionalLockEnabled = false
    /// Stored; indicators are not drawn (UIKit shows them only while a scroll is under way).
    open var showsVerticalScrollIndicator = true
    /// Stored; indicators are not drawn.
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (reads the vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Stored; there is no status bar to tap.
    open var scrollsToTop = true
    open var decelerationRate: DecelerationRate = .normal
    /// Stored: touches reach content only as traces delivered to a view, so it changes nothing.
    open var delaysContentTouches = true
    /// Stored: touches reach content only as traces delivered to a view, so it changes nothing.
    open var canCancelContentTouches = true
    /// The pan that drags the content (a recording delivers a trace to it).
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer!
    open internal(set) var isTracking = false
    open internal(set) var isDragging = false
    open internal(set) var isDecelerating = false
    /// The offset animation or deceleration under way.
    var scrollAnimation: ScrollAnimation?
    /// The offset the drag started from.
    var dragStart: CGPoint = .zero
    /// The axis a directional lock holds the drag to (nil: not decided, or no lock).
    var lockedAxis: (horizontal: Bool, vertical: Bool)?
    /// The adjusted insets the offset was last laid out against (the offset's top rest is
    /// −top): a navigation bar measures how far its large title's screen has scrolled from it.
    private(set) var laidOutAdjustedInset: UIEdgeInsets = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        let pan = UIPanGestureRecognizer(target: self, action: Selector(UIScrollView.handlePan))
        panGestureRecognizer = pan
        addGestureRecognizer(pan)
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    /// Whether the pan drags the content.
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    // MARK: Offset

    /// Setting the bounds' origin scrolls (the delegate hears it, the content lays out again).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if newValue.origin != old { didScroll() }
        }
    }

    /// The point of the content shown at the top left of the bounds: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Moves the offset at once, or over 0.3 s (ease in-out) on the virtual clock, calling
    /// `scrollViewDidScroll` at each step and `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scrollAnimation?.cancel()
        scrollAnimation = nil
        isDecelerating = false
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let from = self.contentOffset, duration = Self.offsetAnimationDuration
        let curve = TimingFunction.easeInEaseOut
        let a = ScrollAnimation(self, duration: duration, offset: { t in
            // The last step lands on the target exactly (the curve's value at 1 may miss it by an ulp).
            guard t < duration else { return contentOffset }
            let f = curve.value(at: t / duration)
            return CGPoint(x: from.x + (contentOffset.x - from.x) * f, y: from.y + (contentOffset.y - from.y) * f)
        }, completion: { [weak self] in
            guard let self else { return }
            self.scrollAnimation = nil
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        })
        scrollAnimation = a
        a.start()
    }

    /// How long `setContentOffset(_:animated: true)` takes (UIKit does not document it).
    static let offsetAnimationDuration = 0.3

    /// Scrolls the least distance that shows `rect` (in content coordinates), within the limits.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var o = contentOffset
        let visible = CGRect(origin: o, size: bounds.size).inset(by: adjustedContentInset)
        if rect.maxX > visible.maxX { o.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (o.x - contentOffset.x) { o.x = rect.minX - adjustedContentInset.left }
        if rect.maxY > visible.maxY { o.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (o.y - contentOffset.y) { o.y = rect.minY - adjustedContentInset.top }
        let target = clamped(o)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Where a drag's deceleration goes before the delegate sees it (collection views ask their layout).
    func proposedTargetOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Sets the offset without stopping an animation (what the animation's steps call).
    func applyScrollOffset(_ offset: CGPoint) { contentOffset = offset }

    private func didScroll() {
        setNeedsLayout()
        // The bar first (ours: UIKit's order is not documented), so the delegate sees the bar it will draw with.
        enclosingNavigationController?.contentScrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    /// Where a drag's deceleration ends instead of `y` when the navigation bar's large title
    /// would rest half collapsed there (nil: no snap).
    func largeTitleSnapTarget(forRestingAt y: CGFloat) -> CGFloat? {
        enclosingNavigationController?.largeTitleSnapTarget(for: self, restingAt: y)
    }

    /// The navigation controller whose view holds this scroll view (its bar may collapse a large title as it scrolls).
    private var enclosingNavigationController: UINavigationController? {
        var v = superview
        while let view = v {
            if let nav = view.owningController as? UINavigationController { return nav }
            v = view.superview
        }
        return nil
    }

    // MARK: Insets

    /// `contentInset` plus the part of the view the navigation bar, toolbar and tab bar of the
    /// enclosing controllers cover, on the edges `contentInsetAdjustmentBehavior` picks.
    open var adjustedContentInset: UIEdgeInsets {
        let bars = barCoveredInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (vertical, horizontal) = (true, true)
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        }
        return UIEdgeInsets(top: contentInset.top + (vertical ? bars.top : 0), left: contentInset.left + (horizontal ? bars.left : 0),
                            bottom: contentInset.bottom + (vertical ? bars.bottom : 0), right: contentInset.right + (horizontal ? bars.right : 0))
    }

    /// Subclasses hear that `adjustedContentInset` changed (before the delegate).
    open func adjustedContentInsetDidChange() {}

    /// The content fills more than the bounds across (or always bounces across).
    var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width }
    /// The content fills more than the bounds down (or always bounces down).
    var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height }

    /// The smallest and largest offsets that keep the content (with its insets) in view.
    var offsetLimits: (min: CGPoint, max: CGPoint) {
        let i = adjustedContentInset
        let minX = -i.left, minY = -i.top
        let maxX = max(minX, contentSize.width + i.right - bounds.width)
        let maxY = max(minY, contentSize.height + i.bottom - bounds.height)
        return (CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: maxY))
    }

    func clamped(_ p: CGPoint) -> CGPoint {
        let l = offsetLimits
        return CGPoint(x: min(max(p.x, l.min.x), l.max.x), y: min(max(p.y, l.min.y), l.max.y))
    }

    /// A change of the adjusted insets keeps content that was at the top at the top (as UIKit
    /// does when a bar appears above a scroll view), then tells the subclass and the delegate.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let adjusted = adjustedContentInset
        guard adjusted != laidOutAdjustedInset else { return }
        let old = laidOutAdjustedInset
        laidOutAdjustedInset = adjusted
        if !isDragging, !isDecelerating, abs(contentOffset.y + old.top) < 0.001 { contentOffset.y = -adjusted.top }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    // MARK: Types

    /// How much the speed falls each millisecond once a drag ends.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default: 0.998 of the speed is left after each millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which edges `adjustedContentInset` adds the bars' cover to.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Top and bottom always; the sides when the content scrolls across.
        case automatic
        /// Only the axes along which the content scrolls.
        case scrollableAxes
        case never
        case always
    }

    /// The indicators' colour style (stored; indicators are not drawn).
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
}

/// Swift 4's spelling of `UIScrollView.ContentInsetAdjustmentBehavior`.
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior
/// Swift 4's spelling of `UIScrollView.IndicatorStyle`.
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle
