// NSDirectionalEdgeInsets: insets by leading and trailing edge (by the view's layout direction); complete.

/// Insets from each edge, with leading and trailing instead of left and right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
}

extension UIView {
    /// `layoutMargins` by leading and trailing edge (leading is the right edge in a right-to-left view).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins, rtl = LayoutDirectionResolution.isRightToLeft(self)
            return NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom, trailing: rtl ? m.left : m.right)
        }
        set {
            let rtl = LayoutDirectionResolution.isRightToLeft(self)
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading, bottom: newValue.bottom,
                                         right: rtl ? newValue.leading : newValue.trailing)
        }
    }
}
