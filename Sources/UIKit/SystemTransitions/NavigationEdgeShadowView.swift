// Status: UIKit's private _UIVerticalEdgeShadowView as the navigation push uses it: the 9-point
// strip along the incoming screen's leading edge, black fading out away from it.

internal import Raster

/// The shadow UINavigationController's push draws just outside the top screen's left edge.
///
/// From decompiled UIKit: _UIParallaxDimmingView wraps the top screen and adds a
/// `_UIVerticalEdgeShadowView` of width 9 on edge 2 (UIRectEdge.left), framed at x = −width,
/// outside the wrapped view; `setBackgroundDimmingAmount` sets that shadow's alpha, so it follows
/// the dimming. The shadow's artwork is not public; ours falls off as (1 − d / 9)² from
/// `edgeOpacity` at the edge (d the distance from the edge in points), a soft edge about as
/// dark as a 5-point drop shadow at half opacity. The strip is an image view stretching a
/// one-pixel-tall gradient, as UIKit's shadow view shows a stretched image.
final class NavigationEdgeShadowView: UIImageView {
    /// The strip's width in points (UIKit's `initWithWidth:9.0`).
    static let width: CGFloat = 9
    /// The shadow's opacity right at the edge (our choice, see above).
    static let edgeOpacity = 0.25
    /// Pixels per point of the gradient image: enough that scale 3 samples it smoothly.
    static let pixelsPerPoint = 4

    /// The opacity `distance` points outside the edge (0 at and beyond `width`).
    static func opacity(atDistance distance: Double) -> Double {
        let width = Double(width)
        guard distance >= 0, distance < width else { return 0 }
        let f = 1 - distance / width
        return edgeOpacity * f * f
    }

    /// The gradient, one pixel tall: its left (outer) end transparent, its right end at the edge.
    static let gradient: UIImage = {
        let n = Int(width) * pixelsPerPoint
        let p = Pixmap(width: n, height: 1)!
        for i in 0..<n {
            let distance = Double(width) - (Double(i) + 0.5) / Double(pixelsPerPoint)
            p[i, 0] = PremultipliedColor(r: 0, g: 0, b: 0, a: UInt8((opacity(atDistance: distance) * 255).rounded()))
        }
        return UIImage(pixmap: p, scale: 1)
    }()

    /// A strip for a screen `height` points tall, framed just left of it (add it to that screen).
    init(height: CGFloat) {
        super.init(image: Self.gradient)
        frame = CGRect(x: -Self.width, y: 0, width: Self.width, height: height)
    }

    required init?(coder: NSCoder) { return nil }
}
