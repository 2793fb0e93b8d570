/// UIApplication, as far as transition code reads it: the app's windows, which inside a
/// recording are the one window the recorder draws. There is no app life cycle (no delegate,
/// no `open(_:)`, no scenes): code using those does not compile.
open class UIApplication: UIResponder {
    /// The one application object.
    public static let shared = UIApplication()

    private override init() { super.init() }

    /// The recorder's window inside a recording, nil outside one.
    open var keyWindow: UIWindow? { UIKitSession.current?.window }

    /// The recorder's window inside a recording, none outside one.
    open var windows: [UIWindow] { keyWindow.map { [$0] } ?? [] }

    /// The device's status bar on a device recording (zero while hidden); `.zero` otherwise (as
    /// on a device whose status bar is hidden), so layout that makes room for it makes none.
    open var statusBarFrame: CGRect { DeviceScreen.current?.chrome?.statusBarFrame ?? .zero }
}
