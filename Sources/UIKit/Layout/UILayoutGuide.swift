// UILayoutGuide: a rectangle in its owning view that constraints position and read back
// (layoutFrame), with all ten anchors; safeAreaLayoutGuide and layoutMarginsGuide are guides too.

/// An invisible rectangle that takes part in Auto Layout like a view.
open class UILayoutGuide: NSObject {
    /// The view whose coordinates the guide is laid out in (set by `addLayoutGuide`).
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// The frame the last layout pass gave the guide, in the owning view's coordinates.
    open internal(set) var layoutFrame: CGRect = .zero
    /// What the system keeps this guide equal to (nil: the user's constraints place it).
    package enum Role { case user, safeArea, layoutMargins, stackSpacer, topSupport, bottomSupport }
    package var role: Role = .user

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
