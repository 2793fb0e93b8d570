// Status: UIPageViewController's `init(transitionStyle:navigationOrientation:options:)` with
// `.scroll` (UIPageViewController+Scroll.swift) and `.pageCurl` (UIPageViewController+Curl.swift),
// the options `.spineLocation` and `.interPageSpacing`, `dataSource` (before/after, presentation
// count and index), `delegate` (willTransitionTo, didFinishAnimating), `viewControllers`,
// `setViewControllers(_:direction:animated:completion:)`, `isDoubleSided`, `gestureRecognizers`
// and child containment. A page curl's spine is at the leading edge (`.min`: left, or top for a
// vertical curl) or the trailing one (`.max`: right, or bottom), the page curling from the
// opposite edge. Not here: spine `.mid` (two pages side by side) and double-sided pages (the
// back of a curling page is its own reverse, lightened, not the next page): asking for them,
// or giving setViewControllers a number of pages the spine does not take, is an error the
// recording reports (UIKit raises for the mismatch) and the call does nothing.
// `spineLocationFor` is never asked: recordings do not rotate.

import Foundation

/// Pages through view controllers one at a time, by a paging scroll or a page curl.
open class UIPageViewController: UIViewController {
    /// How a page turns.
    public enum TransitionStyle: Int, Sendable {
        /// The page curls over a cylinder, as a book's page.
        case pageCurl = 0
        /// The pages lie side by side and scroll.
        case scroll = 1
    }

    /// The axis pages follow each other along.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Where a curling page is bound.
    public enum SpineLocation: Int, Sendable {
        /// A scroll has no spine.
        case none = 0
        /// The left (or top) edge: one page at a time.
        case min = 1
        /// The middle: two pages side by side.
        case mid = 2
        /// The right (or bottom) edge.
        case max = 3
    }

    /// Which way `setViewControllers(_:direction:animated:completion:)` turns.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Keys of the options dictionary `init(transitionStyle:navigationOrientation:options:)` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (its raw value, or an NSNumber of it) for a page curl.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages of a scroll (a CGFloat, Double, Int or NSNumber).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// `.none` for a scroll, `.min` unless the options said otherwise for a curl.
    open private(set) var spineLocation: SpineLocation
    /// Points between neighbouring pages of a scroll.
    public let interPageSpacing: CGFloat
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?
    /// The pages shown (one; nil until set).
    open private(set) var viewControllers: [UIViewController]?
    /// Whether a page's back shows the next page. Double-sided pages are not drawn: setting it
    /// true is an error the recording reports (when the view loads), and it stays false.
    open var isDoubleSided: Bool {
        get { false }
        set {
            guard newValue else { return }
            unsupported = "isDoubleSided = true (the back of a curling page is drawn as its own reverse; two-sided pages are not drawn)"
            if isViewLoaded { reportUnsupported() }
        }
    }
    /// What was asked that is not drawn, reported when the view loads (inside the recording).
    private var unsupported: String?

    /// The recognizers that turn pages by hand: a pan and a tap for a page curl; none for a
    /// scroll, whose scroll view's pan does it (as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer] { curlRecognizers }
    var curlRecognizers: [UIGestureRecognizer] = []

    // MARK: Scroll state (UIPageViewController+Scroll.swift)

    var pageScrollView: UIScrollView?
    var scrollCoordinator: PageScrollCoordinator?
    var pageControl: UIPageControl?
    /// The pages next to the current one, as the data source gave them (scroll).
    var pageBefore: UIViewController?
    var pageAfter: UIViewController?
    /// A neighbour whose view the scroll has brought in, not yet settled.
    var revealed: (page: UIViewController, forward: Bool)?
    /// The completion of an animated `setViewControllers` under way.
    var pendingCompletion: ((Bool) -> Void)?
    var programmaticTurn = false
    var recentring = false

    // MARK: Curl state (UIPageViewController+Curl.swift)

    var curlTurn: CurlTurn?

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spacing = options?[.interPageSpacing].flatMap(Self.number) ?? 0
        interPageSpacing = spacing.isFinite ? max(0, CGFloat(spacing)) : 0
        if style == .scroll {
            spineLocation = .none
        } else {
            let raw = options?[.spineLocation].flatMap { ($0 as? SpineLocation)?.rawValue ?? Self.number($0).map { Int($0) } }
            let asked = raw.flatMap(SpineLocation.init(rawValue:)) ?? .min
            // UIKit takes .none for a curl as .min; .mid is not drawn here.
            spineLocation = asked == .max ? .max : .min
            requestedSpine = asked
            if asked == .mid { unsupported = "a page curl with spine location .mid (two pages side by side); use .min or .max" }
        }
        super.init(nibName: nil, bundle: nil)
        if style == .pageCurl { makeCurlRecognizers() }
    }

    public required init?(coder: NSCoder) { return nil }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// Reports what was asked that is not drawn (the recording fails with it).
    private func reportUnsupported() {
        guard let what = unsupported else { return }
        RecordingLog.error("UIPageViewController: \(what) is not supported here (docs/page-view-controller.md)")
    }

    /// How many view controllers `setViewControllers` takes: one a page (two side by side at a
    /// `.mid` spine, or front and back when double-sided, as UIKit counts them).
    var requiredPageCount: Int { requestedSpine == .mid ? 2 : 1 }
    /// The spine the options asked for (`.mid` is reported as not drawn, and the curl uses `.min`).
    private var requestedSpine = SpineLocation.none

    // MARK: The view

    open override func loadView() {
        reportUnsupported()
        view = UIView(frame: UIScreen.main.bounds)
        switch transitionStyle {
        case .scroll: installScrollView()
        case .pageCurl: installCurlPage()
        }
    }

    package override var appearanceChildren: [UIViewController] {
        revealed == nil && curlTurn == nil ? viewControllers ?? [] : []
    }

    package override func layoutChildViews() {
        switch transitionStyle {
        case .scroll: layoutScrollPages()
        case .pageCurl: if curlTurn == nil, let page = viewControllers?.first?.viewIfLoaded, page.superview === view { page.frame = view.bounds }
        }
    }

    // MARK: Setting pages

    /// Shows `viewControllers` (one page); animated, the page turns to it in `direction` (a
    /// scroll over the scroll view's animated offset, a curl), and `completion` hears whether it
    /// finished. The delegate is not told: it hears only turns made by hand, as in UIKit.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let pages = viewControllers, pages.count == requiredPageCount, let page = pages.first else {
            // UIKit raises NSInvalidArgumentException with this message.
            RecordingLog.error("UIPageViewController.setViewControllers: the number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number required (\(requiredPageCount)) for the requested spine location (\(spineLocation.name)); pass \(requiredPageCount)")
            completion?(false)
            return
        }
        guard isViewLoaded, let current = self.viewControllers?.first, current !== page, animated else {
            replacePage(with: page)
            completion?(true)
            return
        }
        switch transitionStyle {
        case .scroll: scroll(from: current, to: page, forward: direction == .forward, completion: completion)
        case .pageCurl: curl(from: current, to: page, forward: direction == .forward, completion: completion)
        }
    }

    /// Puts `page` in place at once: the old page leaves as a child, the new one joins.
    func replacePage(with page: UIViewController) {
        let old = viewControllers?.first
        guard old !== page else { return }
        let visible = viewIfLoaded?.window != nil
        if let old {
            if visible { old.beginAppearanceTransition(false, animated: false) }
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            if visible { old.endAppearanceTransition() }
        }
        addChild(page)
        viewControllers = [page]
        if isViewLoaded {
            if visible { page.beginAppearanceTransition(true, animated: false) }
            switch transitionStyle {
            case .scroll: placeCurrentPage(askingBoth: true)
            case .pageCurl: installCurlPage()
            }
            if visible { page.endAppearanceTransition() }
        }
        page.didMove(toParent: self)
    }

    /// Adds `page` as a child that is appearing (a turn brings it in).
    func adoptIncoming(_ page: UIViewController) {
        addChild(page)
        if viewIfLoaded?.window != nil {
            page.beginAppearanceTransition(true, animated: true)
            viewControllers?.first?.beginAppearanceTransition(false, animated: true)
        }
    }

    /// A turn from `old` to `new` ended: the winner stays, the other leaves.
    func finishTurn(from old: UIViewController, to new: UIViewController, completed: Bool) {
        let visible = viewIfLoaded?.window != nil
        let leaving = completed ? old : new
        if visible, !completed {
            // The incoming page appeared in part and goes again; the current one comes back.
            new.beginAppearanceTransition(false, animated: true)
            old.beginAppearanceTransition(true, animated: true)
        }
        leaving.willMove(toParent: nil)
        leaving.viewIfLoaded?.removeFromSuperview()
        leaving.removeFromParent()
        if completed {
            viewControllers = [new]
            new.didMove(toParent: self)
        }
        if visible { old.endAppearanceTransition(); new.endAppearanceTransition() }
    }
}

/// Gives a page view controller the pages next to the one it shows.
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots a scroll's page control shows (optional: none unless both this and
    /// `presentationIndex(for:)` are implemented; 0, the default, shows none).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot that is lit at first.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears the page turns made by hand (every method optional).
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A turn by hand begins toward `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn by hand ended; `completed` is false when the page went back.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine for a new interface orientation (never asked here: recordings do not rotate).
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}

/// Swift 4's spellings.
extension UIPageViewController.SpineLocation {
    /// UIKit's constant name, as its messages say it.
    var name: String {
        switch self {
        case .none: "UIPageViewControllerSpineLocationNone"
        case .min: "UIPageViewControllerSpineLocationMin"
        case .mid: "UIPageViewControllerSpineLocationMid"
        case .max: "UIPageViewControllerSpineLocationMax"
        }
    }
}

public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController.NavigationOrientation
public typealias UIPageViewControllerSpineLocation = UIPageViewController.SpineLocation
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection
