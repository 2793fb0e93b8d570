import Foundation

// Covers the scene API transition code reads to find its window and the status bar:
// `UIApplication.connectedScenes`, `UIScene.activationState`, `UIWindowScene.windows`/`keyWindow`/
// `screen`/`interfaceOrientation`/`statusBarManager`, `UIStatusBarManager` (the device
// recording's status bar frame, else zero), `UIWindow.windowScene`. Inside a recording there is one
// scene holding the recorder's window; outside one, none. Absent: scene delegates, sessions,
// `UIWindow(windowScene:)`, activation requests.

/// A scene of the app: the one the recording's window is in.
open class UIScene: UIResponder {
    /// How far the scene is in front.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

    /// Always `.foregroundActive` (the recording's scene is in front).
    open var activationState: ActivationState { .foregroundActive }
    open var title: String!

    public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")

    package override init() { super.init() }
}

/// The scene of the recording's window.
open class UIWindowScene: UIScene {
    private weak var window: UIWindow?

    package init(window: UIWindow) {
        self.window = window
        super.init()
    }

    open var windows: [UIWindow] { window.map { [$0] } ?? [] }
    open var keyWindow: UIWindow? { window }
    open var screen: UIScreen { UIScreen.main }
    /// The device recording's orientation; `.portrait` otherwise.
    open var interfaceOrientation: UIInterfaceOrientation { DeviceScreen.current?.orientation ?? .portrait }
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager.shared }
}

/// The status bar as a scene reports it: none is drawn, so its frame is zero.
open class UIStatusBarManager: NSObject {
    static let shared = UIStatusBarManager()
    open var statusBarFrame: CGRect { UIApplication.shared.statusBarFrame }
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }
}

extension UIApplication {
    /// The recording's scene (none outside a recording).
    public var connectedScenes: Set<UIScene> {
        guard let window = keyWindow, let scene = window.windowScene else { return [] }
        return [scene]
    }
}

extension UIWindow {
    /// The scene of the recorder's window (nil for other windows).
    public var windowScene: UIWindowScene? {
        guard self === UIKitSession.current?.window else { return nil }
        if let scene = objc_getAssociatedObject(self, &UIWindow.sceneKey) as? UIWindowScene { return scene }
        let scene = UIWindowScene(window: self)
        objc_setAssociatedObject(self, &UIWindow.sceneKey, scene, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return scene
    }
    nonisolated(unsafe) private static var sceneKey: UInt8 = 0
}
