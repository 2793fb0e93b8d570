// Status: UIVisualEffect as UIKit has it (the immutable base of the blur and vibrancy effects,
// NSCopying). Not: NSSecureCoding (no archives here).

/// The base class of the effects a `UIVisualEffectView` shows.
open class UIVisualEffect: NSObject, NSCopying {
    public override init() { super.init() }

    /// Effects are immutable: a copy is the effect itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// What the effect draws: a backdrop blur with saturation and tint, or content opacity.
    package var recipe: VisualEffectRecipe { .none }
}

/// The numbers one effect draws with (see docs/uikit.md, "Blur styles", for their sources).
package struct VisualEffectRecipe: Equatable {
    /// The backdrop's blur in points (the Gaussian's σ); 0 for none.
    package var blurRadius: Double
    /// The backdrop's saturation (1: unchanged).
    package var saturation: Double
    /// The colour laid over the blurred backdrop (source-over), clear for none.
    package var tint: UIColor
    /// The opacity of the content view's drawing (vibrancy's stand-in), 1 for a blur.
    package var contentOpacity: Double
    /// The luminance curve's control values v0...v3 (a system material's luminanceCurveMap).
    package var luminanceValues: [Double] = [0, 1 / 3, 2 / 3, 1]
    /// How far the backdrop moves towards that curve, applied before the saturation (0: none).
    package var luminanceAmount: Double = 0
    /// Added to the backdrop's colour after the saturation (a material's colorBrightness; 0: none).
    package var brightness: Double = 0

    package init(blurRadius: Double, saturation: Double, tint: UIColor, contentOpacity: Double) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
        self.contentOpacity = contentOpacity
    }

    /// A system material's recipe: Core Material's blur, luminance curve, saturation and
    /// brightness, with no tint (docs/uikit.md, "Blur styles").
    package init(blurRadius: Double, luminanceAmount: Double, luminanceValues: [Double], saturation: Double, brightness: Double) {
        self.init(blurRadius: blurRadius, saturation: saturation, tint: .clear, contentOpacity: 1)
        self.luminanceAmount = luminanceAmount
        self.luminanceValues = luminanceValues
        self.brightness = brightness
    }

    package static let none = VisualEffectRecipe(blurRadius: 0, saturation: 1, tint: .clear, contentOpacity: 1)

    package static func == (a: Self, b: Self) -> Bool {
        a.blurRadius == b.blurRadius && a.saturation == b.saturation && a.tint.color == b.tint.color && a.contentOpacity == b.contentOpacity
            && a.luminanceValues == b.luminanceValues && a.luminanceAmount == b.luminanceAmount && a.brightness == b.brightness
    }
}
