import Raster

/// How a screen's view follows the safe area and the screen's size, as an app's hand-laid
/// screen places it: a view designed at a frame on a screen without unsafe areas keeps its
/// distance to the edge of the safe area it is pinned to, on each axis on its own.
///
/// A view is designed on a screen of one size (a demo's at the screen it is built for, a scene
/// file's at the file's `size`) and shown on a screen that may differ (a device's, held either
/// way): a pin keeps the view's margin to its edge from the designed screen, measured from the
/// safe area's edge instead of the screen's. With the designed size and no insets every pin
/// leaves the frame as it is, so a bare screen shows the designed frames unchanged.
///
/// The demo screens (TransitionCatalog's `SafeAreaScreenView`) and scene files' `"pin"`
/// (docs/scene-format.md) use this one type; the words are the scene file's.
package struct SafeAreaPin: Hashable, Sendable {
    /// How the view follows the safe area up and down.
    package enum Vertical: String, CaseIterable, Sendable {
        /// Does not move or grow vertically (a view without a pin).
        case fixed
        /// Keeps its distance to the top: moves down by the top inset.
        case top
        /// Keeps its distance to the bottom: moves with the bottom edge, up by the bottom inset.
        case bottom
        /// Stays centred between the insets: moves by half the height's change and half the
        /// insets' difference.
        case centre
        /// Keeps its top at the screen's top edge and grows by the top inset: a header whose
        /// colour runs under the status bar while its content, pinned `top`, stays below it.
        case topEdge
        /// Keeps its bottom at the screen's bottom edge and grows up by the bottom inset: a
        /// footer whose colour runs under the home indicator while its subviews stay above it.
        case bottomEdge
    }

    /// How the view follows the safe area left and right (screens are laid out left to right).
    package enum Horizontal: String, CaseIterable, Sendable {
        /// Does not move or grow horizontally (a view without a pin).
        case fixed
        /// Keeps its distance to the left: moves right by the left inset.
        case left
        /// Keeps its distance to the right: moves with the right edge, left by the right inset.
        case right
        /// Stays centred between the insets.
        case centre
        /// Keeps both margins, measured from the safe area's sides: grows with the screen's
        /// width and shrinks by both insets (a card or a line of text across the screen).
        case fill
        /// Keeps both margins to the screen's edges, ignoring the insets: a background or a
        /// header's colour that runs under the sensor housing in landscape.
        case edges
    }

    package var vertical: Vertical
    package var horizontal: Horizontal

    package init(_ vertical: Vertical, _ horizontal: Horizontal) {
        self.vertical = vertical
        self.horizontal = horizontal
    }

    /// Where a view designed at `designed` on a screen of `designedSize` goes on a screen of
    /// `size` whose safe area is inset by `insets`.
    package func frame(_ designed: Rect, designedSize: Size, size: Size, insets: EdgeInsets) -> Rect {
        let x = Self.place(designed.minX, designed.width, change: size.width - designedSize.width,
                           before: insets.left, after: insets.right, horizontal.rule)
        let y = Self.place(designed.minY, designed.height, change: size.height - designedSize.height,
                           before: insets.top, after: insets.bottom, vertical.rule)
        return Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }

    /// One axis: the origin and length of a view at `origin`, `length` long, on a screen
    /// `change` longer than designed, with insets `before` and `after` it.
    private static func place(_ origin: Double, _ length: Double, change: Double, before: Double, after: Double,
                              _ rule: AxisRule) -> (origin: Double, length: Double) {
        switch rule {
        case .fixed: (origin, length)
        case .leading: (origin + before, length)
        case .trailing: (origin + change - after, length)
        case .centre: (origin + change / 2 + (before - after) / 2, length)
        case .fill: (origin + before, length + change - before - after)
        case .leadingEdge: (origin, length + before)
        case .trailingEdge: (origin + change - after, length + after)
        case .edges: (origin, length + change)
        }
    }

    /// The rules both axes share, named along the axis (leading: top or left).
    fileprivate enum AxisRule {
        case fixed, leading, trailing, centre, fill, leadingEdge, trailingEdge, edges
    }
}

extension SafeAreaPin.Vertical {
    fileprivate var rule: SafeAreaPin.AxisRule {
        switch self {
        case .fixed: .fixed
        case .top: .leading
        case .bottom: .trailing
        case .centre: .centre
        case .topEdge: .leadingEdge
        case .bottomEdge: .trailingEdge
        }
    }
}

extension SafeAreaPin.Horizontal {
    fileprivate var rule: SafeAreaPin.AxisRule {
        switch self {
        case .fixed: .fixed
        case .left: .leading
        case .right: .trailing
        case .centre: .centre
        case .fill: .fill
        case .edges: .edges
        }
    }
}
