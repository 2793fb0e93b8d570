// Status: UIBlurEffect(style:) for every iOS style (the traditional extraLight/light/dark, the
// adaptive regular/prominent, the system materials and their Light/Dark variants), each a
// Gaussian blur of what lies behind, a saturation and a tint (numbers and their sources in
// docs/uikit.md, "Blur styles"). Adaptive styles take the appearance of the traits current when
// the effect is applied (a UIVisualEffectView's own, again when they change). Not: tvOS's
// extraDark (absent); the materials' blend-mode layer (colour dodge or overlay beneath the tint)
// is not drawn.

/// A blur of the content behind a `UIVisualEffectView`.
open class UIBlurEffect: UIVisualEffect {
    /// The style this effect was made with.
    package let style: Style

    /// The blur effect of one style.
    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    package override var recipe: VisualEffectRecipe { style.recipe }

    /// UIBlurEffect.Style, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20

        /// The style an adaptive one shows in the current traits' appearance.
        package var resolved: Style {
            if UITraitCollection.current.userInterfaceStyle == .dark {
                switch self {
                case .regular, .prominent: return .dark
                case .systemUltraThinMaterial: return .systemUltraThinMaterialDark
                case .systemThinMaterial: return .systemThinMaterialDark
                case .systemMaterial: return .systemMaterialDark
                case .systemThickMaterial: return .systemThickMaterialDark
                case .systemChromeMaterial: return .systemChromeMaterialDark
                default: return self
                }
            }
            return switch self {
            case .regular: .light
            case .prominent: .extraLight
            case .systemUltraThinMaterial: .systemUltraThinMaterialLight
            case .systemThinMaterial: .systemThinMaterialLight
            case .systemMaterial: .systemMaterialLight
            case .systemThickMaterial: .systemThickMaterialLight
            case .systemChromeMaterial: .systemChromeMaterialLight
            default: self
            }
        }

        /// Blur radius (points, σ), saturation and tint of the style (docs/uikit.md, "Blur styles").
        package var recipe: VisualEffectRecipe {
            func r(_ radius: Double, _ saturation: Double, white: Double, _ alpha: Double) -> VisualEffectRecipe {
                VisualEffectRecipe(blurRadius: radius, saturation: saturation, tint: UIColor(white: white, alpha: alpha), contentOpacity: 1)
            }
            switch resolved {
            // Apple's UIImage+ImageEffects sample (WWDC 2013), the iOS 7 styles these descend from.
            case .extraLight: return r(20, 1.8, white: 0.97, 0.82)
            case .light: return r(30, 1.8, white: 1.0, 0.3)
            case .dark: return r(20, 1.8, white: 0.11, 0.73)
            // The materials' tints: Apple's iOS 18 design resources, as the Haze library quotes them.
            case .systemUltraThinMaterialLight: return r(30, 1.8, white: 0xBF / 255.0, 0.44)
            case .systemThinMaterialLight: return r(30, 1.8, white: 0xA6 / 255.0, 0.70)
            case .systemMaterialLight: return r(30, 1.8, white: 0xB3 / 255.0, 0.82)
            case .systemThickMaterialLight: return r(30, 1.8, white: 0x99 / 255.0, 0.97)
            case .systemUltraThinMaterialDark: return r(30, 1.8, white: 0x25 / 255.0, 0.55)
            case .systemThinMaterialDark: return r(30, 1.8, white: 0x25 / 255.0, 0.70)
            case .systemMaterialDark: return r(30, 1.8, white: 0x25 / 255.0, 0.82)
            case .systemThickMaterialDark: return r(30, 1.8, white: 0x25 / 255.0, 0.90)
            // Chrome has no published numbers: our estimate, between thin and regular.
            case .systemChromeMaterialLight: return r(30, 1.8, white: 0xB3 / 255.0, 0.75)
            case .systemChromeMaterialDark: return r(30, 1.8, white: 0x25 / 255.0, 0.75)
            default: return .none
            }
        }
    }
}

/// Swift 4's spelling of `UIBlurEffect.Style`.
public typealias UIBlurEffectStyle = UIBlurEffect.Style
