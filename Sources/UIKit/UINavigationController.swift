internal import Transitions

/// Tells a navigation controller's delegate about shows and asks it for animators.
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// UINavigationController: a stack of controllers; push and pop animate with the delegate's
/// animator or, without one, the system push. The navigation bar (and the toolbar, when
/// shown) is drawn over the top of the content (Bars/), which lies under it as under iOS's
/// translucent bar; a hidden bar is not in the view tree at all.
open class UINavigationController: UIViewController {
    /// The operations of a navigation transition.
    public enum Operation: Int, Sendable { case none, push, pop }

    /// The stack, root first; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    open weak var delegate: UINavigationControllerDelegate?
    /// The bar across the top (in the view tree only while shown).
    public let navigationBar = UINavigationBar()
    /// The bar along the bottom (hidden unless `isToolbarHidden` is set to false).
    public let toolbar = UIToolbar()
    private var barHidden = false
    private var toolbarHidden = true
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// How long an animated show or hide of the bars takes.
    public static let hideShowBarDuration: CGFloat = 0.2
    /// Holds the top controller's view (UIKit's navigation transition view): the container.
    let transitionView = UIView()
    private(set) var transitioning = false
    /// The swipe back (UINavigationController+InteractivePop.swift).
    package lazy var interactivePop = InteractivePop(self)

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { return nil }

    /// The stack's tab in a tab bar controller: until it is given one of its own, a navigation
    /// controller shows its root controller's item (titled by the root's `title`), as UIKit's
    /// does, so `UINavigationController(rootViewController: vc)` in a tab bar shows vc's tab.
    open override var tabBarItem: UITabBarItem! {
        get {
            guard !hasOwnTabBarItem, let root = stack.first else { return super.tabBarItem }
            return root.tabBarItem
        }
        set { super.tabBarItem = newValue }
    }

    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        barHidden = hidden
        updateBars(animated: animated)
    }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHidden = hidden
        updateBars(animated: animated)
    }

    open override func loadView() {
        refuseNib()
        view = UIView(frame: UIScreen.main.bounds)
        transitionView.frame = view.bounds
        view.addSubview(transitionView)
        view.addGestureRecognizer(interactivePop.recognizer)
        if let top = topViewController { top.view.frame = transitionView.bounds; transitionView.addSubview(top.view) }
        updateBars(animated: false)
    }

    package override var appearanceChildren: [UIViewController] { transitioning ? [] : topViewController.map { [$0] } ?? [] }

    package override func layoutChildViews() {
        transitionView.frame = view.bounds
        if !transitioning, let top = topViewController?.view, top.superview === transitionView { top.frame = transitionView.bounds }
        layoutBars()
    }

    /// Replaces the stack; animated, a new top is pushed (or popped to, when it was in the stack)
    /// with the delegate's animator or the system push, and the stack changes when that completes.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        guard animated, isViewLoaded, let from = topViewController, let to = controllers.last, from !== to else {
            return replaceStack(with: controllers)
        }
        guard !transitioning else {
            RecordingLog.error("setViewControllers(_:animated: true) while another navigation transition runs; wait for its completion")
            return
        }
        let added = controllers.filter { c in !stack.contains { $0 === c } }
        for c in added { addChild(c) }
        let op: Operation = added.contains { $0 === to } ? .push : .pop
        run(op, from: from, to: to, animated: true) { [unowned self] done in
            if done { self.replaceStack(with: controllers) } else { for c in added { c.removeFromParent() } }
        }
    }

    private func replaceStack(with controllers: [UIViewController]) {
        for c in viewControllers where !controllers.contains(where: { $0 === c }) { c.removeFromParent(); c.viewIfLoaded?.removeFromSuperview() }
        stack = controllers
        for c in controllers { addChild(c); c.didMove(toParent: self) }
        if isViewLoaded, let top = topViewController {
            for v in transitionView.subviews where v !== top.view { v.removeFromSuperview() }
            top.view.frame = transitionView.bounds
            if top.view.superview !== transitionView { transitionView.addSubview(top.view) }
        }
        showItems(of: viewControllers)
    }

    open func pushViewController(_ vc: UIViewController, animated: Bool) {
        guard let from = topViewController else { return setViewControllers([vc], animated: false) }
        guard !transitioning else {
            RecordingLog.error("pushViewController(\(type(of: vc))) while another navigation transition runs; wait for its completion")
            return
        }
        stack.append(vc)
        addChild(vc)
        // UIKit loads the pushed view before its bar changes: what viewDidLoad sets on the
        // navigation item (title, largeTitleDisplayMode, bar buttons) is what the bar animates to.
        if isViewLoaded { vc.loadViewIfNeeded() }
        showItems(of: viewControllers, animating: animated && isViewLoaded, tabBarCarrier: animated ? from.viewIfLoaded : nil)
        run(.push, from: from, to: vc, animated: animated) { [unowned self] done in
            if done { vc.didMove(toParent: self) } else { self.stack.removeLast(); vc.removeFromParent(); self.showItems(of: self.viewControllers) }
        }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let from = topViewController else { return nil }
        popTo(viewControllers[viewControllers.count - 2], animated: animated)
        return from
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first, viewControllers.count > 1 else { return nil }
        return popTo(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ vc: UIViewController, animated: Bool) -> [UIViewController]? { popTo(vc, animated: animated) }

    @discardableResult
    private func popTo(_ target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let from = topViewController, let i = viewControllers.firstIndex(where: { $0 === target }), from !== target else { return nil }
        guard !transitioning else {
            RecordingLog.error("popViewController while another navigation transition runs; wait for its completion")
            return nil
        }
        let popped = Array(viewControllers[(i + 1)...])
        showItems(of: Array(viewControllers[...i]), tabBarFollows: false, animating: animated && isViewLoaded)
        // A pop back to a screen with the tab bar brings the bar in on that screen.
        if animated, isViewLoaded { tabBarController?.navigationStackChanged(self, to: Array(viewControllers[...i]), carrier: target.view) }
        run(.pop, from: from, to: target, animated: animated) { [unowned self] done in
            if done {
                self.stack.removeLast(popped.count)
                for p in popped { p.willMove(toParent: nil); p.removeFromParent() }
            }
            self.showItems(of: self.viewControllers)
        }
        return popped
    }

    private func run(_ op: Operation, from: UIViewController, to: UIViewController, animated: Bool, then: @escaping (Bool) -> Void) {
        _ = view
        delegate?.navigationController(self, willShow: to, animated: animated)
        let custom = animated ? delegate?.navigationController(self, animationControllerFor: op, from: from, to: to) : nil
        let animator = custom ?? NavigationParallaxTransition(push: op == .push)
        let interaction = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? interactivePop.interaction(forCustomAnimator: custom != nil)
            ?? (custom == nil && animated ? SystemTransitionOverrides.current?.interaction : nil)
        transitioning = true
        let t = ControllerTransition(kind: op == .push ? .push : .pop, from: from, to: to, container: transitionView, animator: animator,
                                     interaction: interaction, animated: animated, presentation: nil, style: .fullScreen)
        // The outgoing screen keeps the safe area it had while the bars change for the incoming
        // one: the transition holds it from its creation (ControllerTransition.swift).
        t.finish = { [unowned self] done in
            self.transitioning = false
            self.barTransitionEnded()
            then(done)
            if done { self.delegate?.navigationController(self, didShow: to, animated: animated) }
        }
        if animated { armBarTransition(op, to: to) }
        let clocksBefore = UIKitSession.current?.clocks.count ?? 0
        t.start()
        if animated { barTransitionStarted(t, systemAnimator: custom == nil, clocksBefore: clocksBefore, to: to) }
    }
}

/// Swift 4's spelling of `UINavigationController.Operation`.
public typealias UINavigationControllerOperation = UINavigationController.Operation
