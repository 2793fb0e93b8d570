// Status: UIVibrancyEffect(blurEffect:) and (blurEffect:style:) with every UIVibrancyEffectStyle.
// Not: vibrancy's blending with the blurred backdrop (plus-lighter / colour-dodge filters): the
// content view is drawn source-over at an opacity per style (docs/uikit.md, "Blur styles").

/// Content drawn so it takes on the blur beneath it (here: at the style's opacity).
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur this vibrancy was made for.
    package let blurEffect: UIBlurEffect
    /// The style, nil for the traditional `init(blurEffect:)`.
    package let vibrancyStyle: UIVibrancyEffectStyle?

    /// Vibrancy for content over `blurEffect` (the traditional, iOS 8 form).
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        vibrancyStyle = nil
        super.init()
    }

    /// Vibrancy of one style (label, fill, separator) for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        vibrancyStyle = style
        super.init()
    }

    package override var recipe: VisualEffectRecipe {
        var r = VisualEffectRecipe.none
        r.contentOpacity = vibrancyStyle?.contentOpacity ?? 1
        return r
    }
}

/// UIVibrancyEffectStyle, with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator

    /// The alpha of the matching semantic colour in Apple's colour tables (label 1, secondary
    /// label 0.6, tertiary 0.3, quaternary 0.18, system fill 0.2, 0.16, 0.12, separator 0.29):
    /// our stand-in for how strongly vibrant content shows.
    package var contentOpacity: Double {
        switch self {
        case .label: 1
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.3
        case .quaternaryLabel: 0.18
        case .fill: 0.2
        case .secondaryFill: 0.16
        case .tertiaryFill: 0.12
        case .separator: 0.29
        }
    }
}
