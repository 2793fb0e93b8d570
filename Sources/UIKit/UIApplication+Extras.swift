import Foundation

// Covers what transition code reads from UIApplication beyond its windows: `applicationState`
// (always active), `statusBarOrientation` (portrait), `statusBarStyle`/`isStatusBarHidden`
// (stored: the recorder draws no status bar), `begin/endIgnoringInteractionEvents` (taps sent
// with `UIWindow.sendTap(at:)` are dropped meanwhile), and the names of the app's and the
// keyboard's notifications with the keyboard's userInfo keys (posted by nobody here: a recording
// has no app life cycle and no keyboard, as a device whose app stays in front with no text field
// focused). Absent: `open(_:)`, `canOpenURL(_:)`, scenes, the delegate, background tasks.

extension UIApplication {
    /// The states of an app.
    public enum State: Int, Sendable { case active, inactive, background }

    /// Always `.active`: the recording's app is in front.
    public var applicationState: UIApplication.State { .active }

    /// The device recording's orientation; `.portrait` otherwise.
    public var statusBarOrientation: UIInterfaceOrientation { DeviceScreen.current?.orientation ?? .portrait }

    /// The status bar style (stored; no status bar is drawn).
    public var statusBarStyle: UIStatusBarStyle {
        get { UIApplication.style }
        set { UIApplication.style = newValue }
    }
    /// Sets the status bar style (stored; no status bar is drawn).
    public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }

    /// Whether the status bar is hidden (stored; it is never drawn, so `statusBarFrame` stays zero).
    public var isStatusBarHidden: Bool {
        get { UIApplication.hidden }
        set { UIApplication.hidden = newValue }
    }

    /// Stops delivering taps until the matching `endIgnoringInteractionEvents()`.
    public func beginIgnoringInteractionEvents() { UIApplication.ignoring += 1 }
    /// Balances `beginIgnoringInteractionEvents()`.
    public func endIgnoringInteractionEvents() { UIApplication.ignoring = max(UIApplication.ignoring - 1, 0) }
    /// Whether taps are being ignored.
    public var isIgnoringInteractionEvents: Bool { UIApplication.ignoring > 0 }

    nonisolated(unsafe) private static var style: UIStatusBarStyle = .default
    nonisolated(unsafe) private static var hidden = false
    nonisolated(unsafe) private static var ignoring = 0

    public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let willChangeStatusBarFrameNotification = NSNotification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    public static let didChangeStatusBarFrameNotification = NSNotification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    public static let willChangeStatusBarOrientationNotification = NSNotification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    public static let didChangeStatusBarOrientationNotification = NSNotification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
}

extension UIResponder {
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

// Swift 4's spellings of the same names.
extension NSNotification.Name {
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
    public static let UIApplicationDidChangeStatusBarFrame = UIApplication.didChangeStatusBarFrameNotification
    public static let UIApplicationDidChangeStatusBarOrientation = UIApplication.didChangeStatusBarOrientationNotification
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
}
/// Swift 4's spelling of `UIResponder.keyboardFrameEndUserInfoKey`.
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
/// Swift 4's spelling of `UIResponder.keyboardAnimationDurationUserInfoKey`.
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey

/// The orientation of the app's interface.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
