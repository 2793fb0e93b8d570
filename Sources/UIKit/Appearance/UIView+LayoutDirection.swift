// Right-to-left: UISemanticContentAttribute, UIView.semanticContentAttribute,
// effectiveUserInterfaceLayoutDirection, userInterfaceLayoutDirection(for:) and
// (for:relativeTo:), UIApplication.userInterfaceLayoutDirection. The direction comes from the
// recording (left to right unless asked), through the `layoutDirection` trait; a view's
// semantic content attribute decides for its own content (its subviews' leading and trailing
// constraints, a navigation bar's items, a label's natural alignment, which is then right) and
// does not pass down, as UIKit documents. Not here: UIImage.imageFlippedForRightToLeftLayoutDirection,
// a text view's natural alignment, right-to-left scripts' shaping (the text engine lays out left to right).

/// How a view's content reads regardless of the interface's direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the interface's direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback
    /// Spatial controls (a direction pad): always left to right.
    case spatial
    case forceLeftToRight
    case forceRightToLeft
}

extension UIView {
    /// How this view's content reads (unspecified: as the interface does).
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { traitStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            let before = effectiveUserInterfaceLayoutDirection
            traitState.semanticContentAttribute = newValue
            if newValue == .forceRightToLeft { LayoutDirectionResolution.anyForcedRightToLeft = true }
            guard effectiveUserInterfaceLayoutDirection != before else { return }
            // Constraints between the subviews resolve leading and trailing by this direction.
            setNeedsLayout()
            for s in subviews { s.setNeedsLayout() }
            traitAppearanceDidChange()
        }
    }

    /// The direction this view's content is laid out in: its semantic content attribute, else
    /// its traits' layout direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let fromTraits: UIUserInterfaceLayoutDirection = traitValues.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: fromTraits)
    }

    /// The direction content with `attribute` reads in this interface.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction content with `attribute` reads in an interface laid out in `layoutDirection`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

extension UIApplication {
    /// The interface's direction: the recording's (left to right unless asked).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        RecordingTraits.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
