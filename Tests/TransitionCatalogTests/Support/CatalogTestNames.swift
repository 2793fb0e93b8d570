@testable import TransitionCatalog
import UIKit

// The engine (Transitions) also declares the demo screens' namespaces (and a type named
// `TransitionCatalog`, which shadows this module's name), so files that import both reach the
// UIKit-built ones through these names, resolved here where only TransitionCatalog is imported.
typealias UIKitPingScreens = PingScreens
typealias UIKitButtonScreens = ButtonScreens
typealias UIKitDiffusionScreens = DiffusionScreens
typealias UIKitModalScreens = ModalScreens
