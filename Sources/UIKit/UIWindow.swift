/// UIWindow: the root of the view tree the recorder draws (over black, as a device's window).
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { root }
        set {
            root?.view.removeFromSuperview()
            root = newValue
            guard let root = newValue else { return }
            root.view.frame = bounds
            addSubview(root.view)
            bringAlongPresentations(of: root)
        }
    }
    private var root: UIViewController?

    /// A root that already presents (recorded once presenting, then again dismissing) keeps
    /// what it shows: each presentation's container moves into this window above its presenter,
    /// and a presenter that a full-screen presentation covers leaves the tree, as on screen.
    private func bringAlongPresentations(of root: UIViewController) {
        var presenter = root
        while let presented = presenter.presentedViewController, let container = Self.container(of: presented) {
            let style = presented.resolvedModalPresentationStyle
            if !(style == .custom || style.isSheet || style == .overFullScreen || style == .overCurrentContext) {
                presenter.view.removeFromSuperview()
            }
            container.frame = bounds
            addSubview(container)
            presenter = presented
        }
    }

    /// The view directly under a window that holds `presented`'s view (its presentation's container).
    private static func container(of presented: UIViewController) -> UIView? {
        var v = presented.viewIfLoaded
        while let s = v?.superview, !(s is UIWindow) { v = s }
        return v?.superview == nil ? nil : v
    }
    open var isKeyWindow = false
    open var windowLevel: CGFloat = 0

    open func makeKeyAndVisible() { isKeyWindow = true; isHidden = false }
    open func makeKey() { isKeyWindow = true }
}
