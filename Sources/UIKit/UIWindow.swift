/// UIWindow: the root of the view tree the recorder draws (over black, as a device's window).
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            addSubview(root.view)
        }
    }
    open var isKeyWindow = false
    open var windowLevel: CGFloat = 0

    open func makeKeyAndVisible() { isKeyWindow = true; isHidden = false }
    open func makeKey() { isKeyWindow = true }
}
