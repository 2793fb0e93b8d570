// Status: UITabBarController's viewControllers, selectedIndex/selectedViewController, its
// drawn tabBar, and the delegate: shouldSelect/didSelect for a user's tap on the bar, and the
// animation and interaction controllers that run when the selection changes (set in code or
// tapped), as a navigation controller's delegate's do for a push; without an animator the
// switch is immediate. A navigation controller inside a tab hides the bar while a controller
// with hidesBottomBarWhenPushed is on its stack: an animated push that hides it carries the bar
// away on the screen it leaves (the bar becomes part of that screen, under the incoming one,
// as on a device), and the pop back brings it in on the screen it returns to; without
// animation it goes at the push and comes back when the pop completes. On a pad in a
// regular-width size class the bar is iPadOS 18's floating bar instead: across the top, 4 pt
// below the safe area, the content's safe area 50 pt lower (a navigation bar in a tab sits
// below it), and it stays while a pushed controller has hidesBottomBarWhenPushed (iPadOS 18
// ignores it there). `isTabBarHidden` (iOS 18) hides either bar; `mode` takes .automatic and
// .tabBar, which both show the bar. Not here: the More tab, customizableViewControllers, tab
// reordering, iOS 18's tabs (UITab) and sidebar (.tabSidebar), setTabBarHidden(_:animated:).

internal import Transitions

/// Asked whether a tab may be selected, told when one is, and asked for the switch's animators.
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// Tabs of controllers, one shown at a time, chosen from the tab bar along the bottom.
open class UITabBarController: UIViewController {
    /// How a pad shows the tabs (iOS 18): UIKit's raw values; only the tab bar is here.
    public enum Mode: Int, Sendable {
        /// The system's choice: the tab bar here (a sidebar needs iOS 18's UITab tabs).
        case automatic = 0
        /// The tab bar: the floating bar on a pad in a regular-width size class.
        case tabBar = 1
    }

    open weak var delegate: UITabBarControllerDelegate?
    /// iOS 18's mode; both modes here show the tab bar, so the setting is kept and changes nothing drawn.
    open var mode: Mode = .automatic
    private var tabBarHiddenByApp = false
    private var controllers: [UIViewController]?
    private var selected = 0
    private let bar = UITabBar()
    /// Holds the selected controller's view: the container of a switch's transition.
    private let transitionView = UIView()
    /// The view holding the selected controller's view (its safe area leaves out the tab bar).
    var contentView: UIView { transitionView }
    private var transitioning = false
    /// Whether a navigation controller in the selected tab has hidden the bar (hidesBottomBarWhenPushed).
    private var barHiddenByPush = false
    /// The screen the bar rides on during a push or pop that hides or shows it, if any.
    private weak var barCarrier: UIView?

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        bar.userSelected = { [unowned self] i in self.userSelect(i) }
    }
    public required init?(coder: NSCoder) { return nil }

    /// The tab bar (its items are the controllers' tabBarItems).
    open var tabBar: UITabBar { bar }

    /// Hides the tab bar (iOS 18), the floating one or the bottom one; the content's safe area
    /// then leaves it out.
    open var isTabBarHidden: Bool {
        get { tabBarHiddenByApp }
        set {
            tabBarHiddenByApp = newValue
            updateBar()
            if isViewLoaded { view.setNeedsLayout() }
        }
    }

    /// Whether the bar is iPadOS 18's floating one: a pad's idiom in a regular-width size class
    /// (_UITabContainerView's canShowFloatingUI asks the horizontal size class; the floating
    /// metrics are the pad idiom's). A phone's bar stays at the bottom whatever its width.
    package var showsFloatingBar: Bool {
        let t = traitCollection
        return t.userInterfaceIdiom == .pad && t.horizontalSizeClass == .regular
    }

    /// How far the floating bar pushes a tab's navigation bar down (50 pt, UIKit's fitting
    /// height), while it shows; 0 for the bottom bar.
    package var floatingBarTopInset: CGFloat { bar.isFloating && isTabBarShown ? FloatingTabBarMetrics.fittingHeight : 0 }

    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for c in controllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === c }) {
            c.removeFromParent()
            c.viewIfLoaded?.removeFromSuperview()
        }
        controllers = viewControllers
        for c in viewControllers ?? [] { addChild(c); c.didMove(toParent: self) }
        selected = min(selected, max((viewControllers?.count ?? 0) - 1, 0))
        bar.items = viewControllers?.map { $0.tabBarItem }
        bar.selectedItem = selectedViewController?.tabBarItem
        if isViewLoaded { showSelected() }
    }

    /// The index of the selected controller (NSNotFound with none); setting it switches tabs.
    open var selectedIndex: Int {
        get { (controllers?.isEmpty ?? true) ? NSNotFound : selected }
        set { select(newValue, byUser: false) }
    }

    open var selectedViewController: UIViewController? {
        get { controllers.flatMap { $0.indices.contains(selected) ? $0[selected] : nil } }
        set {
            guard let vc = newValue, let i = controllers?.firstIndex(where: { $0 === vc }) else {
                RecordingLog.error("UITabBarController.selectedViewController: the controller is not one of viewControllers")
                return
            }
            select(i, byUser: false)
        }
    }

    open override func loadView() {
        refuseNib()
        view = UIView(frame: UIScreen.main.bounds)
        transitionView.frame = view.bounds
        view.addSubview(transitionView)
        showSelected()
    }

    package override var appearanceChildren: [UIViewController] { transitioning ? [] : selectedViewController.map { [$0] } ?? [] }

    /// The bar's frame: along the bottom, 49 pt tall plus the bottom safe area (the home
    /// indicator's, which the bar's background covers under its items: 83 pt on an iPhone 16).
    /// The floating bar: across the top, 4 pt below the safe area, as tall as its capsule
    /// (_UITabContainerView's _updateFloatingTabBarFrame).
    private var barFrame: CGRect {
        if bar.isFloating {
            return CGRect(x: 0, y: view.safeAreaInsets.top + FloatingTabBarMetrics.topOffset, width: view.bounds.width, height: UITabBar.floatingHeight)
        }
        let h = UITabBar.contentHeight + view.safeAreaInsets.bottom
        return CGRect(x: 0, y: view.bounds.height - h, width: view.bounds.width, height: h)
    }

    package override func layoutChildViews() {
        let restyled = adoptBarStyle()
        if barCarrier == nil { bar.frame = barFrame }
        // Content lies under a translucent bar; an opaque one (isTranslucent = false) takes its
        // room. The floating bar floats over the content whatever isTranslucent says.
        var content = view.bounds
        if isTabBarShown, !bar.isTranslucent, !bar.isFloating { content.size.height -= bar.frame.height }
        transitionView.frame = content
        if !transitioning, let v = selectedViewController?.viewIfLoaded, v.superview === transitionView { v.frame = transitionView.bounds }
        // The content's safe area (and a tab's navigation bar) follow the bar that now shows.
        if restyled {
            transitionView.refreshSafeAreaInsets(deep: true)
            selectedViewController?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the bar shows (it is in the tree only then, so a hidden bar draws nothing).
    package var isTabBarShown: Bool { bar.superview != nil && !bar.isHidden }

    private func showSelected() {
        for v in transitionView.subviews where v !== selectedViewController?.viewIfLoaded { v.removeFromSuperview() }
        if let top = selectedViewController {
            top.view.frame = transitionView.bounds
            if top.view.superview !== transitionView { transitionView.addSubview(top.view) }
        }
        updateBar()
    }

    /// Switches the bar between the floating and the bottom one as the size class says; the
    /// floating bar ignores hidesBottomBarWhenPushed.
    /// Returns whether it switched.
    private func adoptBarStyle() -> Bool {
        let floating = showsFloatingBar
        guard floating != bar.isFloating, barCarrier == nil else { return false }
        bar.setFloating(floating)
        barHiddenByPush = floating ? false : selectedViewController.map(Self.hidesBar(in:)) ?? false
        updateBar()
        return true
    }

    private func updateBar() {
        guard isViewLoaded, barCarrier == nil else { return }
        if barHiddenByPush || tabBarHiddenByApp {
            bar.removeFromSuperview()
        } else if bar.superview !== view {
            bar.frame = barFrame
            view.addSubview(bar)
        }
    }

    /// A user's tap on tab i: the delegate may refuse it, and hears it once made.
    private func userSelect(_ i: Int) { select(i, byUser: true) }

    private func select(_ index: Int, byUser: Bool) {
        guard let controllers, controllers.indices.contains(index) else {
            RecordingLog.error("UITabBarController.selectedIndex \(index) is outside the \(self.controllers?.count ?? 0) view controllers")
            return
        }
        let to = controllers[index]
        if byUser, let d = delegate, !d.tabBarController(self, shouldSelect: to) { return }
        guard index != selected else {
            if byUser { delegate?.tabBarController(self, didSelect: to) }
            return
        }
        guard isViewLoaded, let from = selectedViewController else {
            selected = index
            bar.selectedItem = to.tabBarItem
            return
        }
        guard !transitioning else {
            RecordingLog.error("UITabBarController: a new selection while the switch to \(type(of: from)) runs; wait for its completion")
            return
        }
        let previous = selected
        selected = index
        bar.selectedItem = to.tabBarItem
        barHiddenByPush = !bar.isFloating && Self.hidesBar(in: to)
        updateBar()
        let custom = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let interaction = custom.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        transitioning = true
        let t = ControllerTransition(kind: .select, from: from, to: to, container: transitionView, animator: custom ?? ImmediateSwitch(),
                                     interaction: interaction, animated: custom != nil, presentation: nil, style: .fullScreen)
        t.finish = { [unowned self] done in
            self.transitioning = false
            if !done {
                self.selected = previous
                self.bar.selectedItem = from.tabBarItem
                self.barHiddenByPush = !self.bar.isFloating && Self.hidesBar(in: from)
                self.updateBar()
            }
        }
        t.start()
        if byUser { delegate?.tabBarController(self, didSelect: to) }
    }

    /// A navigation stack in the tab holds a controller that hides the bottom bar.
    private static func hidesBar(in vc: UIViewController) -> Bool {
        guard let nav = vc as? UINavigationController else { return false }
        return nav.viewControllers.contains { $0.hidesBottomBarWhenPushed }
    }

    /// A navigation controller in the selected tab changed its stack: the bar hides while a
    /// controller on it has hidesBottomBarWhenPushed. `carrier`: the screen of an animated push
    /// or pop that the bar rides on when the change hides or shows it (the screen leaving on a
    /// push, the one coming back on a pop).
    package func navigationStackChanged(_ nav: UINavigationController, to stack: [UIViewController], carrier: UIView? = nil) {
        guard let tab = selectedViewController, nav === tab || nav.isDescendant(of: tab) else { return }
        // iPadOS 18's floating bar stays while a pushed controller asks to hide the bottom bar.
        let hides = !bar.isFloating && stack.contains { $0.hidesBottomBarWhenPushed }
        if let carrier, isViewLoaded, barCarrier == nil, hides != barHiddenByPush {
            attachBar(to: carrier, in: nav)
        }
        barHiddenByPush = hides
        updateBar()
    }

    /// Puts the bar on `carrier` where it is on the screen while the carrier is at rest in the
    /// navigation controller's content (it then moves, and is covered, as the carrier is).
    private func attachBar(to carrier: UIView, in nav: UINavigationController) {
        let rest = view.convert(barFrame, to: nav.transitionView)
        barCarrier = carrier
        carrier.addSubview(bar)
        bar.frame = rest
    }

    /// The push or pop the bar rode on ended: it leaves the carrier for its place (or none, hidden).
    package func navigationTransitionEnded() {
        guard barCarrier != nil else { return }
        barCarrier = nil
        bar.removeFromSuperview()
        bar.frame = barFrame
        updateBar()
    }
}

extension UIViewController {
    /// The nearest tab bar controller up the parent chain.
    public var tabBarController: UITabBarController? {
        var p = parent
        while let c = p { if let t = c as? UITabBarController { return t }; p = c.parent }
        return nil
    }

    /// Whether `ancestor` is up this controller's parent chain.
    func isDescendant(of ancestor: UIViewController) -> Bool {
        var p = parent
        while let c = p { if c === ancestor { return true }; p = c.parent }
        return false
    }
}

/// The animator of a switch without one from the delegate: the new view shows at once.
private final class ImmediateSwitch: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { transitionContext.completeTransition(true) }
}
