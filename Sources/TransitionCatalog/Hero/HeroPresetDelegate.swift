import UIKit

/// Answers a navigation controller's pushes and a presentation with a `HeroPreset`, and pops
/// and dismissals with its reverse (Hero's auto-reverse: a push-left is undone by a pull-right).
///
/// Keep a strong reference: UIKit holds delegates weakly. Set it as a navigation controller's
/// `delegate`, or as a presented controller's `transitioningDelegate` (with
/// `modalPresentationStyle = .fullScreen`, so the presenting screen is in the container).
public final class HeroPresetDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {
    /// The preset played on push and present.
    public let preset: HeroPreset
    /// The duration of both directions (Hero's own duration of each preset when nil).
    public let duration: TimeInterval?

    /// A delegate playing `preset` forward and `preset.reversed` back.
    public init(preset: HeroPreset, duration: TimeInterval? = nil) {
        self.preset = preset
        self.duration = duration
        super.init()
    }

    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: HeroPresetTransition(preset: preset, duration: duration)
        case .pop: HeroPresetTransition(preset: preset.reversed, duration: duration)
        default: nil
        }
    }

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        HeroPresetTransition(preset: preset, duration: duration)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        HeroPresetTransition(preset: preset.reversed, duration: duration)
    }
}
