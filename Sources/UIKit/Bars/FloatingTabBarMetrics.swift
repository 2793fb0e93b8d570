// Status: the numbers of iPadOS 18's floating tab bar (no API of its own: UIKit's
// _UIFloatingTabBarPlatformMetrics for the pad idiom and _UITabContainerView's placement), read
// from decompiled UIKitCore (iOS 18, the search tool's code corpus; docs/navigation-bars.md,
// "Tab bar on a pad", lists the methods). Not: the sidebar, the paging arrows, edit mode, badges.

internal import Raster

/// The floating tab bar's sizes, fonts and colours.
enum FloatingTabBarMetrics {
    /// Between the capsule's edge and the items, on every side
    /// (`setBackgroundInsets:` 4, 4, 4, 4).
    static let backgroundInset: CGFloat = 4
    /// Around a title inside its item: 6 above and below, 16 on each side (`setTitleMargins:` 6, 16, 6, 16).
    static let titleMarginVertical: CGFloat = 6
    static let titleMarginHorizontal: CGFloat = 16
    /// The widest an item grows (`setMaximumContentWidth:` 224).
    static let maximumItemWidth: CGFloat = 224
    /// The widest the row of items grows before UIKit pages it: 600 pt, and at most 0.65 of the
    /// width inside the content margins (`setMaximumWidth:` 600; `_maximumContainerSizeForPagination`).
    static let maximumWidth: CGFloat = 600
    static let maximumWidthShare: CGFloat = 0.65
    /// The bar's top below the container's safe area (`_floatingTabBarTopOffset`: 4 without the
    /// navigation bar extension).
    static let topOffset: CGFloat = 4
    /// How far the bar pushes the content's safe area down, from the container's safe area
    /// (`_floatingTabBarFittingHeight` 50, `edgeInsetsForChildViewController:`'s top).
    static let fittingHeight: CGFloat = 50

    /// An unselected title: the body style (17 pt) at a heavier weight (`setContentFont:` with
    /// `_preferredFontForTextStyle:weight:`; the decompiled text leaves the weight constant
    /// unnamed, medium is our reading of screenshots). Items are measured with this font.
    static var contentFont: UIFont { .systemFont(ofSize: 17, weight: .medium) }
    /// The selected title: the headline style, 17 pt semibold (`setSelectedContentFont:`).
    static var selectedContentFont: UIFont { .systemFont(ofSize: 17, weight: .semibold) }

    /// The tint composited over the system material: 6 % of a dark blue in light mode, of a pale
    /// blue in dark (`effectCompositingColor:` with a dynamic colour whose light value is
    /// (0, 0, 0.25, 0.06) and dark (0.75, 0.75, 1, 0.06); the dynamic block returns its first
    /// capture for userInterfaceStyle 2, dark).
    static let backgroundTint = UIColor.system(light: Color(red: 0, green: 0, blue: 0.25, alpha: 0.06),
                                               dark: Color(red: 0.75, green: 0.75, blue: 1, alpha: 0.06))
    /// The selected item's pill: systemBackground in light mode, systemFill in dark
    /// (`setSelectionBackgroundColor:`, the same dynamic helper).
    static let selectionBackground = UIColor(dynamicProvider: { t in
        (t.userInterfaceStyle == .dark ? UIColor.systemFill : UIColor.systemBackground).resolvedColor(with: t)
    })
    /// The pill's shadow: black at 0.08, radius 16, 2 pt down (`setSelectionShadow:`).
    static let selectionShadowOpacity: Float = 0.08
    static let selectionShadowRadius: CGFloat = 16
    static let selectionShadowOffset = CGSize(width: 0, height: 2)

    /// A title's colour: light mode's palette is the tint for the selected title and labelColor
    /// for the others; dark mode's white and secondaryLabelColor (the two
    /// `_UIFloatingTabBarContentPalette`s; which palette serves which appearance is our reading:
    /// white would not show on light mode's white pill).
    static func titleColour(selected: Bool, tint: UIColor) -> UIColor {
        UIColor(dynamicProvider: { t in
            let dark = t.userInterfaceStyle == .dark
            let c: UIColor = selected ? (dark ? .white : tint) : (dark ? .secondaryLabel : .label)
            return c.resolvedColor(with: t)
        })
    }
}
