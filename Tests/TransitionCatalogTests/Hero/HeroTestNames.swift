@testable import TransitionCatalog
import UIKit

// The engine (Transitions) also declares a `HeroPreset` (and a type named `TransitionCatalog`,
// which shadows this module's name), so files that import both reach the UIKit-written types
// through these names, resolved here where only TransitionCatalog is imported.
typealias UIKitHeroPreset = HeroPreset
typealias UIKitHeroPresetTransition = HeroPresetTransition
typealias UIKitHeroPresetDelegate = HeroPresetDelegate
