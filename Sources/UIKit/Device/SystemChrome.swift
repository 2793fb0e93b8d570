package import Transitions

// Covers what the system shows around an app on a device, as a recording sees it: the status
// bar's appearance (the style and hidden state of the controller UIKit asks: the root, a
// full-screen presented controller or one that captures the status bar, then
// `childForStatusBarStyle`/`childForStatusBarHidden`, a navigation controller's top controller
// when its bar is hidden (else its bar's style), a tab bar controller's selected one), re-read
// when that controller changes (the style as a transition starts, animated with it:
// SystemChrome+TransitionStyle.swift; the hidden state once an arriving controller has arrived,
// a leaving one's as it starts to leave) or `setNeedsStatusBarAppearanceUpdate()` is called; the
// window's safe area (hiding the status bar gives its height back where no hardware is there); and, when
// asked, the drawn status bar, home indicator and rounded screen corners above everything; the
// home indicator hidden while the deciding controller (the same top controller, then
// `childForHomeIndicatorAutoHidden`) prefers it auto-hidden: at once, where a device lets it
// fade a few seconds after the last touch (a recording has no touches to wait for). Not covered:
// `UIApplication.statusBarStyle` (view-controller-based appearance only), dark mode's `.default`.

/// The system UI of a recording on a device.
package final class SystemChrome {
    package let screen: DeviceScreen
    package let drawsSystemUI: Bool
    package let masksCorners: Bool
    /// The status bar and home indicator, in the window's (interface) coordinates.
    package let overlay: UIView
    private var statusBar: StatusBarView?
    /// The drawn home indicator (SystemChrome+HomeIndicator.swift gives it the content's luma).
    private(set) var homeIndicator: HomeIndicatorView?
    /// The corners, in the screen's physical coordinates.
    package private(set) var corners: ScreenCornersView?

    package private(set) var statusBarStyle: UIStatusBarStyle = .default
    package private(set) var statusBarHidden = false
    /// Whether the home indicator is auto-hidden (`prefersHomeIndicatorAutoHidden`).
    package private(set) var homeIndicatorHidden = false
    /// The controller whose style shows (SystemChrome+TransitionStyle.swift changes it with a transition).
    weak var styleController: UIViewController?
    private weak var hiddenController: UIViewController?
    private weak var homeIndicatorController: UIViewController?
    private var needsAppearanceUpdate = true
    private weak var window: UIWindow?
    /// The window given the device's safe area.
    var attachedWindow: UIWindow? { window }
    /// The orientation the recording started in: the frames' physical screen.
    let physicalOrientation: UIInterfaceOrientation

    package init(screen: DeviceScreen, drawsSystemUI: Bool, masksCorners: Bool) {
        self.screen = screen
        self.drawsSystemUI = drawsSystemUI
        self.masksCorners = masksCorners
        physicalOrientation = screen.orientation
        overlay = UIView(frame: screen.bounds)
        overlay.isUserInteractionEnabled = false
        if masksCorners, screen.device.screenCornerRadius > 0 {
            corners = ScreenCornersView(screen: screen.bounds.size, radius: screen.device.screenCornerRadius)
        }
        rebuildOverlay()
    }

    /// The status bar's frame in the screen (zero while hidden or where the device hides it).
    package var statusBarFrame: CGRect {
        let h = screen.device.statusBarHeight(in: screen.orientation)
        return statusBarHidden || h == 0 ? .zero : CGRect(x: 0, y: 0, width: screen.bounds.width, height: h)
    }

    /// The window's safe area now.
    package var safeAreaInsets: UIEdgeInsets {
        screen.device.safeAreaInsets(in: screen.orientation, statusBarHidden: statusBarHidden || statusBarFrame == .zero)
    }

    /// Gives `window` the device's safe area.
    package func attach(to window: UIWindow) {
        self.window = window
        window.screenSafeAreaInsets = safeAreaInsets
    }

    /// Asks for the status bar's appearance again (`setNeedsStatusBarAppearanceUpdate()`).
    package func setNeedsAppearanceUpdate() { needsAppearanceUpdate = true }

    /// Re-reads the status bar's appearance if its controllers changed or an update was asked
    /// for, and applies it (safe area, drawn items). Called before each frame.
    package func update() {
        guard let window, let root = window.rootViewController else { return }
        let top = Self.presentedTop(from: root)
        let styleVC = Self.styleController(under: top)
        let hiddenVC = Self.descend(top) { $0.childForStatusBarHidden ?? Self.defaultHiddenChild($0) }
        // UIKit documents no container default for the home indicator: only the override hands it on.
        let homeVC = Self.descend(top) { $0.childForHomeIndicatorAutoHidden }
        guard needsAppearanceUpdate || styleVC !== styleController || hiddenVC !== hiddenController
            || homeVC !== homeIndicatorController else { return }
        // An arriving controller (being presented or pushed) takes the status bar when it has
        // arrived; a leaving one gives it up when it starts to leave.
        if styleController != nil, Self.isArriving(styleVC) || Self.isArriving(hiddenVC) || Self.isArriving(homeVC) { return }
        needsAppearanceUpdate = false
        hiddenController = hiddenVC
        homeIndicatorController = homeVC
        homeIndicatorHidden = homeVC.prefersHomeIndicatorAutoHidden
        homeIndicator?.isHidden = homeIndicatorHidden
        applyStyle(of: styleVC)
        let hidden = hiddenVC.prefersStatusBarHidden
        let safeAreaChanges = hidden != statusBarHidden
        statusBarHidden = hidden
        if let statusBar { hiddenVC.preferredStatusBarUpdateAnimation.apply(hidden: hidden, to: statusBar) }
        if safeAreaChanges { window.screenSafeAreaInsets = safeAreaInsets }
    }

    /// The controller deciding the style now (the arriving one while a transition runs).
    func currentStyleController() -> UIViewController? {
        guard let root = window?.rootViewController else { return nil }
        return Self.styleController(under: Self.presentedTop(from: root))
    }

    /// The controller under `top` whose style shows: `childForStatusBarStyle`, else a container's default child.
    private static func styleController(under top: UIViewController) -> UIViewController {
        descend(top) { $0.childForStatusBarStyle ?? defaultStyleChild($0) }
    }

    /// Takes `styleVC`'s style: the drawn items change inside the
    /// animation block open now, if any, so they animate with it.
    func applyStyle(of styleVC: UIViewController) {
        styleController = styleVC
        let style = Self.style(of: styleVC)
        statusBarStyle = style
        statusBar?.setStyle(style)
    }

    /// The screen turned: the safe area, the overlay's layout and the corners follow.
    package func screenTurned() {
        overlay.frame = screen.bounds
        rebuildOverlay()
        window?.screenSafeAreaInsets = safeAreaInsets
    }

    private func rebuildOverlay() {
        for v in overlay.subviews { v.removeFromSuperview() }
        let oldIndicator = homeIndicator
        statusBar = nil
        homeIndicator = nil
        guard drawsSystemUI else { return }
        if let layout = StatusBarLayout.of(screen.device, in: screen.orientation) {
            let bar = StatusBarView(layout: layout)
            // A new bar shows the style at once, even when the screen turns inside a block.
            AnimationBlock.withoutAnimation { bar.setStyle(statusBarStyle) }
            bar.isHidden = statusBarHidden
            overlay.addSubview(bar)
            statusBar = bar
        }
        if let indicator = screen.device.homeIndicator {
            let bar = HomeIndicatorView(frame: HomeIndicatorView.frame(of: indicator, screen: screen.bounds.size, orientation: screen.orientation))
            AnimationBlock.withoutAnimation { if let oldIndicator { bar.continueTracking(from: oldIndicator) } }
            bar.isHidden = homeIndicatorHidden
            overlay.addSubview(bar)
            homeIndicator = bar
        }
    }

    /// The layers a frame draws above the window: the overlay (when it shows anything) and
    /// the corners; each drawn (its views' bitmaps made) before it is frozen.
    package var frameLayers: (overlay: Layer?, corners: Layer?) {
        var overlayLayer: Layer?
        if !overlay.subviews.isEmpty {
            Self.display(overlay)
            overlayLayer = overlay.layer.base
        }
        return (overlayLayer, corners?.layer.base)
    }

    private static func display(_ view: UIView) {
        view.layer.displayIfNeeded()
        for s in view.subviews { display(s) }
    }

    // MARK: Which controller decides

    /// The root, or the topmost presented controller that takes over the status bar (a
    /// full-screen presentation, or one that sets `modalPresentationCapturesStatusBarAppearance`),
    /// not counting one being dismissed.
    static func presentedTop(from root: UIViewController) -> UIViewController {
        var top = root
        while let p = top.presentedViewController, !p.isBeingDismissed,
              p.modalPresentationStyle == .fullScreen || p.modalPresentationCapturesStatusBarAppearance {
            top = p
        }
        return top
    }

    private static func isArriving(_ c: UIViewController) -> Bool {
        var v: UIViewController? = c
        while let x = v {
            if x.isBeingPresented || x.isMovingToParent { return true }
            v = x.parent
        }
        return false
    }

    private static func descend(_ start: UIViewController, _ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var c = start
        var seen = 0
        while let next = child(c), next !== c, seen < 64 { c = next; seen += 1 }
        return c
    }

    /// UIKit's containers: a navigation controller hands the style to its top controller only
    /// while its bar is hidden (else the bar's style decides); a tab bar controller to the selected one.
    private static func defaultStyleChild(_ c: UIViewController) -> UIViewController? {
        if let nav = c as? UINavigationController {
            guard nav.isNavigationBarHidden, let top = nav.topViewController else { return nil }
            // Our stack keeps a popped controller until its pop completes; UIKit's
            // topViewController is the one it goes back to as soon as the pop starts.
            if top.isMovingFromParent, let back = top.activeTransition?.viewController(forKey: .to) { return back }
            return top
        }
        if let tabs = c as? UITabBarController { return tabs.selectedViewController }
        return nil
    }

    private static func defaultHiddenChild(_ c: UIViewController) -> UIViewController? {
        if let nav = c as? UINavigationController { return nav.topViewController }
        if let tabs = c as? UITabBarController { return tabs.selectedViewController }
        return nil
    }

    private static func style(of c: UIViewController) -> UIStatusBarStyle {
        let preferred: UIStatusBarStyle
        if let nav = c as? UINavigationController, !nav.isNavigationBarHidden, c.childForStatusBarStyle == nil {
            preferred = nav.navigationBar.barStyle == .black ? .lightContent : .default
        } else {
            preferred = c.preferredStatusBarStyle
        }
        // `.default` means "readable on this appearance": light content in dark mode (iOS 13+).
        if preferred == .default, c.traitCollection.userInterfaceStyle == .dark { return .lightContent }
        return preferred
    }
}
