// The trait value types of UITraitCollection: UIUserInterfaceStyle, UIUserInterfaceSizeClass,
// UITraitEnvironmentLayoutDirection, UIUserInterfaceLevel, UIContentSizeCategory (with its
// ordering and `isAccessibilityCategory`). Not here: UIAccessibilityContrast, UILegibilityWeight,
// UIDisplayGamut, UIUserInterfaceActiveAppearance and iOS 17's custom traits (UITraitDefinition).

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

/// A coarse size for an axis: compact (an iPhone's width in portrait) or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// The layout direction a trait collection carries (unspecified where nothing set it).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// The level of content: the base of the window, or elevated (a sheet, a popover), whose dark
/// backgrounds are lighter.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base, elevated
}

/// The user's preferred text size (Dynamic Type); UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories smallest first (unspecified before all).
    static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    var rank: Int { Self.order.firstIndex(of: self) ?? 0 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rank >= Self.order.firstIndex(of: .accessibilityMedium)! }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.rank < b.rank }
}
