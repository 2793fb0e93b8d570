// Covers Dynamic Type's fonts: `UIFont.TextStyle` (the eleven styles and iOS 17's two extra
// large titles), `UIFont.preferredFont(forTextStyle:)` and `(forTextStyle:compatibleWith:)`,
// `UIFontMetrics` (`default`, `init(forTextStyle:)`, `scaledFont(for:)`,
// `scaledFont(for:maximumPointSize:)`, `scaledValue(for:)`) and
// `UIImage.SymbolConfiguration(textStyle:)`. The sizes and weights are Apple's Dynamic Type
// table (the Human Interface Guidelines' "Typography": Large, the default, is body 17 pt) for
// every content size category, read from the trait collection given or the current one (Large
// when it is unspecified). A label's and a text view's `adjustsFontForContentSizeCategory` is
// kept: a recording's category is fixed, so there is no change to follow. Not here: the table's
// leading (line heights are the font's).

extension UIFont {
    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
    }

    /// The system font of `style` at the current trait collection's content size category.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font of `style` at `traitCollection`'s content size category (the current
    /// trait collection's when nil; Large when the category is unspecified).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let entry = DynamicTypeTable.entry(style)
        let category = DynamicTypeTable.category(traitCollection)
        return .systemFont(ofSize: entry.size(at: category), weight: entry.weight)
    }
}

/// Scales custom fonts and values as a text style scales between content size categories.
open class UIFontMetrics: NSObject {
    let style: UIFont.TextStyle

    /// The metrics of `.body`.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle style: UIFont.TextStyle) { self.style = style }

    /// `font` at the current category, scaled as the style's size is from Large.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// The same, no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(scaledValue(for: font.pointSize, compatibleWith: nil), maximumPointSize))
    }

    /// `value` scaled as the style's size is from Large to the current category.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let entry = DynamicTypeTable.entry(style)
        return value * entry.size(at: DynamicTypeTable.category(traitCollection)) / entry.size(at: .large)
    }
}

extension UIImage.SymbolConfiguration {
    /// The size of `textStyle`'s font at the current category.
    public convenience init(textStyle: UIFont.TextStyle) {
        self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: .unspecified)
    }

    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
        self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: scale)
    }
}

/// Apple's Dynamic Type sizes: each style's point size in the twelve categories, extra small
/// through accessibility extra extra extra large, and its weight.
enum DynamicTypeTable {
    struct Entry {
        let sizes: [CGFloat]
        let weight: UIFont.Weight

        /// The size at `category`: `sizes` follows UIContentSizeCategory's order after unspecified
        /// (an unspecified or unknown category reads as Large).
        func size(at category: UIContentSizeCategory) -> CGFloat { sizes[category.rank > 0 ? category.rank - 1 : 3] }
    }

    static let entries: [UIFont.TextStyle: Entry] = [
        .largeTitle: Entry(sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], weight: .regular),
        .title1: Entry(sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], weight: .regular),
        .title2: Entry(sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], weight: .regular),
        .title3: Entry(sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], weight: .regular),
        .headline: Entry(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], weight: .semibold),
        .body: Entry(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], weight: .regular),
        .callout: Entry(sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], weight: .regular),
        .subheadline: Entry(sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48], weight: .regular),
        .footnote: Entry(sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], weight: .regular),
        .caption1: Entry(sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], weight: .regular),
        .caption2: Entry(sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41], weight: .regular),
        // iOS 17's visionOS-born styles: one size, bold (they do not scale in the table).
        .extraLargeTitle: Entry(sizes: Array(repeating: 36, count: 12), weight: .bold),
        .extraLargeTitle2: Entry(sizes: Array(repeating: 28, count: 12), weight: .bold),
    ]

    /// The entry of `style`; an unknown style is body's, as a custom style name is on iOS.
    static func entry(_ style: UIFont.TextStyle) -> Entry { entries[style] ?? entries[.body]! }

    /// The category of `traits` (the current ones when nil); Large when unspecified.
    static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        let c = (traits ?? UITraitCollection.current).preferredContentSizeCategory
        return c.rank > 0 ? c : .large
    }
}
