// Status: UIPageViewController's `init(transitionStyle:navigationOrientation:options:)` with
// `.scroll` (UIPageViewController+Scroll.swift) and `.pageCurl` (UIPageViewController+Curl.swift,
// +Spread.swift), the options `.spineLocation` and `.interPageSpacing`, `dataSource` (before/after,
// presentation count and index), `delegate` (willTransitionTo, didFinishAnimating,
// spineLocationFor), `viewControllers`, `setViewControllers(_:direction:animated:completion:)`,
// `isDoubleSided`, `gestureRecognizers` and child containment. A page curl's spine is at the
// leading edge (`.min`: left, or top for a vertical curl), the trailing one (`.max`: right, or
// bottom) or the middle (`.mid`: two pages side by side, always double-sided); a double-sided
// page shows the next controller's view on its back. `spineLocationFor` is asked when the view
// appears and when the interface turns (UIPageViewController+SpineLocation.swift). Giving
// setViewControllers a number of pages the spine or the turn does not take, or setting
// `isDoubleSided` false at a `.mid` spine, is an error the recording reports (UIKit raises) and
// the call does nothing.

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
    /// The pages shown: one, or the left and right (top and bottom) pages at a `.mid` spine; nil until set.
    open private(set) var viewControllers: [UIViewController]?
    /// Whether a curling page's back shows a page of its own (the next controller's view, as
    /// `setViewControllers` and the data source give it) instead of its front showing through.
    /// Always true at a `.mid` spine: setting it false there is an error the recording reports
    /// (UIKit raises) and it stays true. A scroll has no backs: it stays false.
    open var isDoubleSided: Bool {
        get { doubleSided }
        set {
            guard transitionStyle == .pageCurl, newValue != doubleSided else { return }
            // A delegate asked for the spine may turn it off before returning another spine.
            if !newValue, spineLocation == .mid, !stashingForSpine {
                RecordingLog.error("UIPageViewController.isDoubleSided: if 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'; leave it true, or have the delegate's spineLocationFor return .min or .max first")
                return
            }
            doubleSided = newValue
        }
    }
    private var doubleSided = false

    // MARK: Spine state (UIPageViewController+SpineLocation.swift)

    /// True while the delegate is asked for the spine: `setViewControllers` then only keeps
    /// the pages for the new spine (`stashedPages`), as UIKit stashes them.
    var stashingForSpine = false
    var stashedPages: [UIViewController]?

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
            // UIKit takes .none for a curl as .min; a .mid spine makes the pages double-sided.
            spineLocation = asked == .none ? .min : asked
            doubleSided = asked == .mid
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

    /// How many pages a spine shows: two side by side at `.mid`, else one.
    static func pageCount(for spine: SpineLocation) -> Int { spine == .mid ? 2 : 1 }

    /// Sets the spine (`.mid` makes the pages double-sided, as UIKit's `_setSpineLocation:`).
    func setSpine(_ spine: SpineLocation) {
        spineLocation = spine
        if spine == .mid { doubleSided = true }
    }

    // MARK: The view

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        switch transitionStyle {
        case .scroll: installScrollView()
        case .pageCurl: installCurlPage()
        }
    }

    /// A page curl asks the delegate for the spine as the view appears, as UIKit does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if transitionStyle == .pageCurl { spineLocationWillAppear() }
    }

    /// A page curl asks the delegate for the spine when the interface turns.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        if transitionStyle == .pageCurl { spineLocationWillTurn(with: coordinator) }
    }

    package override var appearanceChildren: [UIViewController] {
        revealed == nil && curlTurn == nil ? viewControllers ?? [] : []
    }

    package override func layoutChildViews() {
        switch transitionStyle {
        case .scroll: layoutScrollPages()
        case .pageCurl: if curlTurn == nil { layoutCurlPages() }
        }
    }

    // MARK: Setting pages

    /// Shows `viewControllers`: one page, or the left and right pages at a `.mid` spine. An
    /// animated set turns to them in `direction` (a scroll over the scroll view's animated
    /// offset, or a curl) and then takes one more page when the pages are double-sided at a
    /// one-page spine: the back of the page that turns (UIKit's table: "the front of the page
    /// to be displayed and the back of the previously-displayed page"). `completion` hears
    /// whether the turn finished. The delegate is not told: it hears only turns made by hand.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        // Inside the delegate's spineLocationFor the pages wait for the new spine (UIKit calls no completion).
        if stashingForSpine { stashedPages = viewControllers; return }
        let pages = viewControllers ?? []
        let shownCount = Self.pageCount(for: spineLocation)
        // A curl turns only from a valid set of pages; else the set is made at once (UIKit's test).
        let turns = animated && transitionStyle == .pageCurl && self.viewControllers?.count == shownCount
        let required = transitionStyle == .scroll ? 1 : turns ? (doubleSided ? 2 : 1) : shownCount
        guard pages.count == required else {
            // UIKit raises NSInvalidArgumentException with these messages.
            let what = transitionStyle == .pageCurl && !turns ? "the number of provided view controllers (\(pages.count)) doesn't match the number required (\(required)) for the requested spine location (\(spineLocation.name))"
                : "the number of view controllers provided (\(pages.count)) doesn't match the number required (\(required)) for the requested transition"
            RecordingLog.error("UIPageViewController.setViewControllers: \(what); pass \(required)")
            completion?(false)
            return
        }
        let shown = Array(pages.prefix(shownCount))
        guard isViewLoaded, let current = self.viewControllers, !Self.same(current, shown), animated else {
            replacePages(with: shown)
            completion?(true)
            return
        }
        switch transitionStyle {
        case .scroll: scroll(from: current[0], to: shown[0], forward: direction == .forward, completion: completion)
        case .pageCurl: curl(from: current, to: pages, forward: direction == .forward, completion: completion)
        }
    }

    /// Whether two page lists hold the same controllers in the same order.
    static func same(_ a: [UIViewController], _ b: [UIViewController]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    /// Puts `page` in place at once: the old page leaves as a child, the new one joins.
    func replacePage(with page: UIViewController) { replacePages(with: [page]) }

    /// Puts `pages` in place at once: old pages not among them leave as children, new ones
    /// join. `appearance` false: no appearance calls (the view's own appearance brings them).
    func replacePages(with pages: [UIViewController], appearance: Bool = true) {
        let old = viewControllers ?? []
        guard !Self.same(old, pages) else { return }
        let visible = appearance && viewIfLoaded?.window != nil
        for page in old where !pages.contains(where: { $0 === page }) {
            if visible { page.beginAppearanceTransition(false, animated: false) }
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
            if visible { page.endAppearanceTransition() }
        }
        let joining = pages.filter { page in !old.contains(where: { $0 === page }) }
        for page in joining { addChild(page) }
        viewControllers = pages
        if isViewLoaded {
            for page in joining where visible { page.beginAppearanceTransition(true, animated: false) }
            switch transitionStyle {
            case .scroll: placeCurrentPage(askingBoth: true)
            case .pageCurl: installCurlPage()
            }
            for page in joining where visible { page.endAppearanceTransition() }
        }
        for page in joining { page.didMove(toParent: self) }
    }

    /// Adds `page` as a child that is appearing (a turn brings it in).
    func adoptIncoming(_ page: UIViewController) { adoptIncoming([page], outgoing: viewControllers ?? []) }

    /// Adds `incoming` as children that are appearing while `outgoing` disappear (a turn begins).
    func adoptIncoming(_ incoming: [UIViewController], outgoing: [UIViewController]) {
        for page in incoming { addChild(page) }
        guard viewIfLoaded?.window != nil else { return }
        for page in incoming { page.beginAppearanceTransition(true, animated: true) }
        for page in outgoing { page.beginAppearanceTransition(false, animated: true) }
    }

    /// A turn from `old` to `new` ended: the winner stays, the other leaves.
    func finishTurn(from old: UIViewController, to new: UIViewController, completed: Bool) {
        finishTurn(from: [old], to: [new], completed: completed)
    }

    /// A turn from the pages `old` to `new` ended: the winners stay, the others leave.
    func finishTurn(from old: [UIViewController], to new: [UIViewController], completed: Bool) {
        let visible = viewIfLoaded?.window != nil
        let winners = completed ? new : old, losers = completed ? old : new
        if visible, !completed {
            // The incoming pages appeared in part and go again; the current ones come back.
            for page in new { page.beginAppearanceTransition(false, animated: true) }
            for page in old { page.beginAppearanceTransition(true, animated: true) }
        }
        for page in losers where !winners.contains(where: { $0 === page }) {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
        if completed {
            viewControllers = new
            for page in new where !old.contains(where: { $0 === page }) { page.didMove(toParent: self) }
        }
        if visible { for page in old + new { page.endAppearanceTransition() } }
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
    /// The spine for the interface orientation: asked when the view appears and when the
    /// interface turns; the pages for it may be given with `setViewControllers` while asked.
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
