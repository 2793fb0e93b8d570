// UITraitCollection: an immutable set of traits (userInterfaceStyle, horizontal and vertical size
// class, displayScale, layoutDirection, preferredContentSizeCategory, userInterfaceIdiom,
// userInterfaceLevel), its single-trait initialisers, init(traitsFrom:), containsTraits(in:),
// hasDifferentColorAppearance(comparedTo:), `current` and performAsCurrent(_:). Outside a view's
// drawing, layout or trait callback, `current` is the screen's traits: the recording's appearance
// and layout direction (light, left to right unless asked), the screen's scale, the idiom and
// size classes of its size. Not here: accessibilityContrast, legibilityWeight, displayGamut,
// forceTouchCapability, iOS 17's trait definitions (modifyingTraits, registerForTraitChanges).
import Foundation

/// A view's (controller's, window's) traits: appearance, size classes, scale, direction.
open class UITraitCollection: NSObject, @unchecked Sendable {
    package let values: TraitValues

    package init(values: TraitValues) { self.values = values }

    /// A collection with every trait unspecified.
    public override init() { values = TraitValues() }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var v = TraitValues(); v.userInterfaceStyle = userInterfaceStyle; self.init(values: v)
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        var v = TraitValues(); v.horizontalSizeClass = horizontalSizeClass; self.init(values: v)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        var v = TraitValues(); v.verticalSizeClass = verticalSizeClass; self.init(values: v)
    }
    public convenience init(displayScale: CGFloat) {
        var v = TraitValues(); v.displayScale = displayScale; self.init(values: v)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        var v = TraitValues(); v.layoutDirection = layoutDirection; self.init(values: v)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        var v = TraitValues(); v.preferredContentSizeCategory = preferredContentSizeCategory; self.init(values: v)
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        var v = TraitValues(); v.userInterfaceIdiom = userInterfaceIdiom; self.init(values: v)
    }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        var v = TraitValues(); v.userInterfaceLevel = userInterfaceLevel; self.init(values: v)
    }
    /// The traits of `traitCollections` combined: where several specify a trait, the last wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var v = TraitValues()
        for t in traitCollections { v = v.overlaid(with: t.values) }
        self.init(values: v)
    }

    open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Points to pixels (0: unspecified).
    open var displayScale: CGFloat { values.displayScale }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    open var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let other = trait?.values else { return true }
        return values.overlaid(with: other) == values
    }

    /// Whether a dynamic colour may resolve differently: the style or the level differs (nil: yes).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return values.userInterfaceStyle != other.values.userInterfaceStyle || values.userInterfaceLevel != other.values.userInterfaceLevel
    }

    /// The traits dynamic colours resolve against when nothing names a collection: set by UIKit
    /// around a view's draw(_:), layoutSubviews() and traitCollectionDidChange(_:), else the
    /// screen's. Per thread, as UIKit's.
    open class var current: UITraitCollection {
        get { (Thread.current.threadDictionary[currentKey] as? UITraitCollection) ?? UITraitCollection(values: .screen) }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }
    private static let currentKey = "render-transition.UITraitCollection.current"

    /// Runs `actions` with this collection as `current`, then restores the previous one.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try Self.withCurrent(self, actions)
    }

    /// `body` with `traits` as `current` (what the module wraps drawing and layout in).
    package static func withCurrent<T>(_ traits: UITraitCollection, _ body: () throws -> T) rethrows -> T {
        let d = Thread.current.threadDictionary
        let previous = d[currentKey]
        d[currentKey] = traits
        defer { d[currentKey] = previous }
        return try body()
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UITraitCollection)?.values == values }
    open override var hash: Int { values.hashValue }
    open override var description: String {
        "<UITraitCollection: UserInterfaceStyle = \(values.userInterfaceStyle), HorizontalSizeClass = \(values.horizontalSizeClass), "
            + "VerticalSizeClass = \(values.verticalSizeClass), DisplayScale = \(values.displayScale), "
            + "LayoutDirection = \(values.layoutDirection), UserInterfaceIdiom = \(values.userInterfaceIdiom), "
            + "UserInterfaceLevel = \(values.userInterfaceLevel), PreferredContentSizeCategory = \(values.preferredContentSizeCategory.rawValue)>"
    }
}

/// The values of a trait collection (unspecified where not set), compared by value.
package struct TraitValues: Hashable, Sendable {
    package var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    package var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    package var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    package var displayScale: CGFloat = 0
    package var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    package var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    package var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    package var userInterfaceLevel: UIUserInterfaceLevel = .unspecified

    package init() {}

    /// These values with every trait `top` specifies taken from it.
    package func overlaid(with top: TraitValues) -> TraitValues {
        var v = self
        if top.userInterfaceStyle != .unspecified { v.userInterfaceStyle = top.userInterfaceStyle }
        if top.horizontalSizeClass != .unspecified { v.horizontalSizeClass = top.horizontalSizeClass }
        if top.verticalSizeClass != .unspecified { v.verticalSizeClass = top.verticalSizeClass }
        if top.displayScale != 0 { v.displayScale = top.displayScale }
        if top.layoutDirection != .unspecified { v.layoutDirection = top.layoutDirection }
        if top.preferredContentSizeCategory != .unspecified { v.preferredContentSizeCategory = top.preferredContentSizeCategory }
        if top.userInterfaceIdiom != .unspecified { v.userInterfaceIdiom = top.userInterfaceIdiom }
        if top.userInterfaceLevel != .unspecified { v.userInterfaceLevel = top.userInterfaceLevel }
        return v
    }

    /// The screen's traits: the recording's appearance and direction, the screen's scale, and
    /// the idiom and size classes of its size (an iPhone: compact width; in landscape, compact
    /// height, and regular width from 896 points, as the Plus and Max phones; a pad: regular both).
    package static var screen: TraitValues {
        let s = RecordingTraits.current, bounds = UIScreen.main.bounds
        var v = TraitValues()
        v.userInterfaceStyle = s.userInterfaceStyle
        v.layoutDirection = s.layoutDirection
        v.preferredContentSizeCategory = s.preferredContentSizeCategory
        v.userInterfaceLevel = .base
        v.displayScale = UIScreen.main.scale
        let pad = bounds.width >= 600 && bounds.height >= 600
        v.userInterfaceIdiom = pad ? .pad : .phone
        let landscape = bounds.width > bounds.height
        v.horizontalSizeClass = pad || (landscape && bounds.width >= 896) ? .regular : .compact
        v.verticalSizeClass = pad || !landscape ? .regular : .compact
        return v
    }
}

/// What a recording asks of the whole screen (the device's settings): its appearance, layout
/// direction and text size. Set by the recorder for the length of a recording.
package struct RecordingTraits: Sendable {
    package var userInterfaceStyle: UIUserInterfaceStyle = .light
    package var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    package var preferredContentSizeCategory: UIContentSizeCategory = .large

    package init(userInterfaceStyle: UIUserInterfaceStyle = .light, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight) {
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
    }

    @TaskLocal package static var current = RecordingTraits()
}
