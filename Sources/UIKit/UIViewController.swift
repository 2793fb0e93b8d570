/// UIViewController: owns a view, hears the appearance and layout calls, and presents others.
open class UIViewController: UIResponder, UIContentContainer {
    private var loadedView: UIView?
    /// The title (the navigation item and tab bar item show it when they have none of their own).
    open var title: String? {
        didSet { storedNavigationItem?.bar?.setNeedsLayout(); storedTabBarItem?.bar?.setNeedsLayout() }
    }
    open private(set) weak var parent: UIViewController?
    open private(set) var children: [UIViewController] = []
    /// The controller this one presented (and that covers it), if any.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, if any.
    open internal(set) weak var presentingViewController: UIViewController?
    /// `.automatic` by default, as on iOS 13+: a page sheet (Sheets/UIViewController+Sheet.swift).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether the user may not dismiss the controller by swiping its sheet down.
    open var isModalInPresentation = false
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open var definesPresentationContext = false
    /// Setting it tells the container: the parent, or else the presentation controller.
    open var preferredContentSize: CGSize {
        get { contentSize }
        set {
            guard newValue != contentSize else { return }
            contentSize = newValue
            (parent as UIContentContainer? ?? presentationController)?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    private var contentSize: CGSize = .zero
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// The view's size is about to change (a device recording's rotation): passed on to the
    /// children, as UIKit's does (overrides call super).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for c in children { c.viewWillTransition(to: self.size(forChildContentContainer: c, withParentContainerSize: size), with: coordinator) }
    }
    /// Called when the controller's traits changed (Appearance/UITraitEnvironment.swift).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether a presented controller that is not full-screen takes over the status bar's
    /// appearance (stored: no status bar is drawn yet).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// True while this controller is being presented (from `present` until the transition completes).
    open var isBeingPresented: Bool { activeTransition.map { $0.kind == .present && $0.toVC === self } ?? false }
    /// True while this controller is being dismissed.
    open var isBeingDismissed: Bool { activeTransition.map { $0.kind == .dismiss && $0.fromVC === self } ?? false }
    /// True while this controller is being pushed onto (or added to) its parent.
    open var isMovingToParent: Bool { activeTransition.map { $0.kind == .push && $0.toVC === self } ?? false }
    /// True while this controller is being popped from its parent.
    open var isMovingFromParent: Bool { activeTransition.map { $0.kind == .pop && $0.fromVC === self } ?? false }
    /// The presentation controller of a `.custom` presentation, while presented.
    open internal(set) var presentationController: UIPresentationController?
    /// The transition this controller takes part in, while it runs.
    package weak var activeTransition: ControllerTransition?
    private var appearing: Bool?

    /// A nib name is kept, as UIKit keeps it, but no nib is ever loaded: where UIKit would load
    /// it (the view's first load, `loadView` not overridden) the recording fails, naming the
    /// nib and the controller (UIViewController+Nib.swift).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
        predictTraits()
    }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// Controllers are not decoded from storyboards here.
    public required init?(coder: NSCoder) { return nil }
    private let storedNibName: String?
    private let storedNibBundle: Bundle?
    /// The nib the controller was made with (nil: its view is built in code).
    open var nibName: String? { storedNibName }
    /// The bundle the nib was to be found in.
    open var nibBundle: Bundle? { storedNibBundle }
    /// The nib `loadView` refused (nil when none was asked for).
    var refusedNib: String?

    // MARK: The view

    /// The view, loaded (loadView, then viewDidLoad) on first access.
    open var view: UIView! {
        get { loadViewIfNeeded(); return loadedView }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }
    open var viewIfLoaded: UIView? { loadedView }
    /// The next responder: the superview of the view, else the presenting controller.
    open override var next: UIResponder? { loadedView?.superview ?? presentingViewController }
    open var isViewLoaded: Bool { loadedView != nil }
    /// A plain view the size of the screen; with a nib name, the view UIKit would have loaded
    /// from the nib is refused (UIViewController+Nib.swift) and a plain view stands in for it.
    open func loadView() {
        refuseNib()
        view = UIView(frame: UIScreen.main.bounds)
    }
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    // MARK: Lifecycle (overridden by apps)

    open func viewDidLoad() {}
    /// Called when the app receives a memory warning; a recording never has one, so nothing calls it.
    open func didReceiveMemoryWarning() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called when the view's safe area insets changed (UIView+SafeArea.swift).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called with a segue before it performs (UIStoryboardSegue.swift).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Asked before a triggered segue; `performSegue(withIdentifier:sender:)` does not ask, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    /// The controller whose `preferredStatusBarStyle` applies instead of this one's (Device/SystemChrome.swift).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The controller whose `prefersStatusBarHidden` applies instead of this one's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// How the status bar hides and shows when `prefersStatusBarHidden` changes (UIStatusBarAnimation.swift).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Asks the status bar of a device recording to read its appearance again; inside an
    /// animation block at once, so the change animates with the block, as UIKit does.
    open func setNeedsStatusBarAppearanceUpdate() {
        guard let chrome = DeviceScreen.current?.chrome else { return }
        chrome.setNeedsAppearanceUpdate()
        if UIStatusBarAnimation.isInsideAnimationBlock { chrome.update() }
    }
    /// Whether the home indicator may hide: a device recording's hides while the deciding controller says so (Device/SystemChrome.swift).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The controller whose `prefersHomeIndicatorAutoHidden` applies instead of this one's.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks the home indicator of a device recording to read `prefersHomeIndicatorAutoHidden` again.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() { DeviceScreen.current?.chrome?.setNeedsAppearanceUpdate() }
    /// The orientations the interface may take while this controller decides: UIKit's defaults,
    /// all on a pad and all but upside down on a phone. A device recording refuses another (Device/SystemChrome+Orientation.swift).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// Calls viewWillAppear / viewWillDisappear (and forwards to the visible child of a container).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearing = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for c in appearanceChildren { c.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Calls viewDidAppear / viewDidDisappear for the transition begun last.
    open func endAppearanceTransition() {
        guard let isAppearing = appearing else { return }
        appearing = nil
        if isAppearing { viewDidAppear(true) } else { viewDidDisappear(true) }
        for c in appearanceChildren { c.endAppearanceTransition() }
    }

    /// The children that appear and disappear with this controller (a container's visible one).
    package var appearanceChildren: [UIViewController] { [] }
    /// Containers size their children's views here, before the app's layout calls.
    package func layoutChildViews() {}

    // MARK: Containment

    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
        child.willMove(toParent: self)
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Bars (drawn by Bars/)

    /// What a navigation bar shows while this controller is on top (made on first use).
    open var navigationItem: UINavigationItem {
        if let i = storedNavigationItem { return i }
        let i = UINavigationItem()
        i.owner = self
        storedNavigationItem = i
        return i
    }
    private var storedNavigationItem: UINavigationItem?
    /// This controller's tab in a tab bar controller (made on first use, titled by `title`).
    open var tabBarItem: UITabBarItem! {
        get {
            if let i = storedTabBarItem { return i }
            let i = UITabBarItem()
            i.owner = self
            storedTabBarItem = i
            return i
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?
    /// Whether this controller has a tab bar item of its own yet (a navigation controller
    /// without one shows its root's).
    var hasOwnTabBarItem: Bool { storedTabBarItem != nil }
    /// Whether a tab bar controller's bar hides while this controller is on a navigation stack.
    open var hidesBottomBarWhenPushed = false
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// The nearest navigation controller up the parent chain.
    open var navigationController: UINavigationController? {
        var p = parent
        while let c = p { if let n = c as? UINavigationController { return n }; p = c.parent }
        return nil
    }

    /// The coordinator of the transition this controller takes part in, while it runs.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransition ?? parent?.transitionCoordinator ?? presentingViewController?.activeTransition
    }
}
