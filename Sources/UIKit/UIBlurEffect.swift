// Status: UIBlurEffect(style:) for every iOS style (the traditional extraLight/light/dark, the
// adaptive regular/prominent, the system materials and their Light/Dark variants), each a
// Gaussian blur of what lies behind, a saturation and a tint (numbers and their sources in
// docs/uikit.md, "Blur styles"). Adaptive styles take the appearance of the traits current when
// the effect is applied (a UIVisualEffectView's own, again when they change). The materials draw
// Core Material's recipes (a luminance curve, saturation and brightness, no tint). Not: tvOS's
// extraDark (absent); the materials' curve is applied after the blur (a device filters first).

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

        /// Blur radius (points, σ), saturation and tint of the style, and for the materials their
        /// luminance curve and brightness in place of a tint (docs/uikit.md, "Blur styles").
        package var recipe: VisualEffectRecipe {
            func r(_ radius: Double, _ saturation: Double, white: Double, _ alpha: Double) -> VisualEffectRecipe {
                VisualEffectRecipe(blurRadius: radius, saturation: saturation, tint: UIColor(white: white, alpha: alpha), contentOpacity: 1)
            }
            func m(_ radius: Double, _ amount: Double, _ curve: [Double], _ saturation: Double, _ brightness: Double) -> VisualEffectRecipe {
                VisualEffectRecipe(blurRadius: radius, luminanceAmount: amount, luminanceValues: curve, saturation: saturation, brightness: brightness)
            }
            switch resolved {
            // Apple's UIImage+ImageEffects sample (WWDC 2013), the iOS 7 styles these descend from.
            case .extraLight: return r(20, 1.8, white: 0.97, 0.82)
            case .light: return r(30, 1.8, white: 1.0, 0.3)
            case .dark: return r(20, 1.8, white: 0.11, 0.73)
            // The materials: Core Material's recipes (UIKit's _UIBlurEffectCoreMaterialImpl
            // draws each style with the recipe of its name, platformContent…/platformChrome…),
            // blur radius, luminance amount and curve, saturation and brightness as decoded from
            // CoreMaterial.framework's .materialrecipe files; no tint. docs/uikit.md, "Blur styles".
            case .systemUltraThinMaterialLight: return m(22.5, 0.5, [0.45, 0.55, 0.65, 0.68], 1.1, 0.12)
            case .systemThinMaterialLight: return m(30, 0.6, [0.725, 0.825, 0.76, 0.73], 1.35, 0.12)
            case .systemMaterialLight: return m(30, 0.75, [0.9, 0.83, 0.925, 0.815], 1.5, 0.1)
            case .systemThickMaterialLight: return m(45, 0.88, [0.99, 0.95, 0.98, 0.905], 1.5, 0.045)
            case .systemChromeMaterialLight: return m(22.5, 0.75, [0.8, 0.9, 1.1, 0.825], 1.1, 0.1)
            case .systemUltraThinMaterialDark: return m(22.5, 0.5, [0.24, 0.24, 0.3, 0.39], 1.1, 0)
            case .systemThinMaterialDark: return m(30, 0.6, [0.2, 0.21, 0.1, 0.15], 1.35, 0)
            case .systemMaterialDark: return m(30, 0.75, [0.16, 0.26, 0.1, 0.1], 1.5, 0)
            case .systemThickMaterialDark: return m(45, 0.88, [0.14, 0.16, 0.1, 0.03], 1.5, 0)
            case .systemChromeMaterialDark: return m(22.5, 0.75, [0.23, 0.52, 0.27, 0.255], 2.0, -0.1)
            default: return .none
            }
        }
    }
}

/// Swift 4's spelling of `UIBlurEffect.Style`.
public typealias UIBlurEffectStyle = UIBlurEffect.Style
