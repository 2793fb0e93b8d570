import Raster

/// The drop shadow Hero's presets give a screen sliding over another (its `shadowState`).
///
/// Black, radius 5 pt, offset zero; the opacity is animated by the motion. The outline is a
/// strip along the edge that faces the rest of the screen rather than the whole bounds: the
/// blur reaches 3σ = 1.5 × radius beyond an edge, so a strip 4 × radius wide casts exactly the
/// shadow the bounds would on the visible side (the rest lies under the opaque view) while
/// the blur touches only the pixels near that edge.
package struct HeroShadow: Hashable, Sendable {
    /// The blur radius in points (CALayer.shadowRadius).
    package var radius: Double
    /// The shadow colour (opacity comes from the motion).
    package var color: Color

    /// A shadow of `radius` points.
    package init(radius: Double = 5, color: Color = .black) {
        self.radius = radius
        self.color = color
    }

    /// Hero's shadow: black, radius 5.
    package static let hero = HeroShadow()

    /// The strip of `bounds` along the edge opposite to `direction` (where the view is coming
    /// from or going to: a view arriving from the right shows its left edge).
    package func outline(bounds b: Rect, direction d: Point) -> Path {
        let w = min(4 * radius, b.width), h = min(4 * radius, b.height)
        if abs(d.x) >= abs(d.y) {
            return .rect(Rect(x: d.x >= 0 ? b.minX : b.maxX - w, y: b.minY, width: w, height: b.height))
        }
        return .rect(Rect(x: b.minX, y: d.y >= 0 ? b.minY : b.maxY - h, width: b.width, height: h))
    }

    /// Sets colour, radius, zero offset and outline on `layer` (opacity is left to the caller).
    func apply(to layer: Layer, bounds: Rect, direction: Point) {
        layer.shadowColor = color
        layer.shadowRadius = radius
        layer.shadowOffset = .zero
        layer.shadowPath = outline(bounds: bounds, direction: direction)
    }
}
