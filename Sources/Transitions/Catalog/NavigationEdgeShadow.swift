import Raster

/// The shadow UINavigationController's push draws along the incoming screen's left edge: a
/// 9-point strip just outside that edge, black fading out away from it.
///
/// From decompiled UIKit: _UIParallaxDimmingView wraps the top screen and adds a
/// `_UIVerticalEdgeShadowView` of width 9 on edge 2 (UIRectEdge.left), framed at x = −width,
/// outside the wrapped view; `setBackgroundDimmingAmount` sets that shadow's alpha, so it follows
/// the dimming: 0 → 1 while a push brings the screen in, 1 → 0 while a pop takes it away (the
/// keyboard's copy of the shadow in _UINavigationParallaxTransition is animated the same way).
/// The shadow's artwork is not public; ours falls off as (1 − d / 9)² from `edgeOpacity` at
/// the edge (d the distance from the edge in points), a soft edge about as dark as a 5-point
/// drop shadow at half opacity.
package enum NavigationEdgeShadow {
    /// The strip's width in points (UIKit's `initWithWidth:9.0`).
    package static let width = 9.0
    /// The shadow's opacity right at the edge, at full dimming amount (our choice, see above).
    package static let edgeOpacity = 0.25
    /// Pixels per point of the gradient image: enough that scale 3 samples it smoothly.
    static let pixelsPerPoint = 4

    /// The opacity `distance` points outside the edge (0 at and beyond `width`).
    package static func opacity(atDistance distance: Double) -> Double {
        guard distance >= 0, distance < width else { return 0 }
        let f = 1 - distance / width
        return edgeOpacity * f * f
    }

    /// The gradient as an image one pixel tall: left (outer) end transparent, right end at the edge.
    static let image: Pixmap = {
        let n = Int(width) * pixelsPerPoint
        let p = Pixmap(width: n, height: 1)!
        for i in 0..<n {
            let distance = width - (Double(i) + 0.5) / Double(pixelsPerPoint)
            p[i, 0] = PremultipliedColor(r: 0, g: 0, b: 0, a: UInt8((opacity(atDistance: distance) * 255).rounded()))
        }
        return p
    }()

    /// A view holding the strip, framed just left of a view of height `height` (add it to that view).
    package static func makeView(height: Double) -> View {
        ImageView(frame: Rect(x: -width, y: 0, width: width, height: height), image: image)
    }
}
