import Transitions
@testable import TransitionCatalog

extension Scene {
    /// The UIKit-built twin of an engine demo scene: the same-named demo's UIKit screens (the
    /// showcase pair for `showcase-…` names) with this scene's settings, so a recording of the
    /// twin can be compared with the engine's plan of this scene frame by frame.
    var uikit: UIKitScene {
        guard var twin = UIKitScene.demo(named: name.hasPrefix("showcase") ? "showcase" : name) else {
            preconditionFailure("no UIKit demo named \(name)")
        }
        twin.name = name
        twin.summary = summary
        twin.size = size
        twin.defaultScale = defaultScale
        twin.transition = transition
        twin.reverse = reverse
        twin.triggerIdentifier = triggerIdentifier
        twin.triggerFrame = triggerFrame
        twin.duration = duration
        twin.parameters = parameters
        return twin
    }
}
