/// A scene-file view's `"autoresizing"`: which parts of its frame take up a change of its
/// parent's size, named as UIKit names `UIView.AutoresizingMask`'s options.
///
/// The scene file only names the options; the UIKit level (TransitionCatalog's
/// `SceneNode.makeView()`) sets them as the view's `autoresizingMask`, and the `UIKit` module's
/// views resize by them as UIKit does, so the rule (the change shared among the flexible parts
/// in proportion to their sizes) lives in one place.
package struct SceneAutoresizing: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let flexibleLeftMargin = SceneAutoresizing(rawValue: 1 << 0)
    package static let flexibleWidth = SceneAutoresizing(rawValue: 1 << 1)
    package static let flexibleRightMargin = SceneAutoresizing(rawValue: 1 << 2)
    package static let flexibleTopMargin = SceneAutoresizing(rawValue: 1 << 3)
    package static let flexibleHeight = SceneAutoresizing(rawValue: 1 << 4)
    package static let flexibleBottomMargin = SceneAutoresizing(rawValue: 1 << 5)

    /// The file's words, in the order UIKit declares the options (the order errors list them).
    package static let words: [(key: String, value: SceneAutoresizing)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth), ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin), ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
}
