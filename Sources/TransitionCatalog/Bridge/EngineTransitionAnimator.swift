import UIKit
internal import Transitions

/// Interim: a transition still written in the engine's dialect (UIKit's system styles, the
/// partial curl, Hero's presets), played as a UIKit animator on the views UIKit hands it. The
/// entries using it move to UIKit code one family at a time; the seed transitions already have.
final class EngineTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let descriptor: TransitionDescriptor
    private let setup: CatalogSetup
    /// The engine context of the running transition (kept alive until it completes).
    private var engineContext: TransitionContext?

    init(_ name: String, setup: CatalogSetup) {
        descriptor = TransitionCatalog.named(name)!
        self.setup = setup
    }

    private var operation: TransitionOperation { descriptor.operation(reverse: !setup.isForward) }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        setup.requestedDuration ?? descriptor.defaultDuration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard ctx.viewController(forKey: .from) != nil, let toVC = ctx.viewController(forKey: .to) else {
            return ctx.completeTransition(false)
        }
        // A presentation that keeps the presenting view hands out no view for that side: the
        // engine gets a detached stand-in, so the presenting view stays where it is.
        let from = ctx.view(forKey: .from)?.base ?? View(frame: ctx.containerView.bounds.raster)
        let to = ctx.view(forKey: .to)?.base ?? View(frame: ctx.containerView.bounds.raster)
        let c = TransitionContext(containerView: ctx.containerView.base, fromView: from, toView: to, operation: operation,
                                  triggerFrame: setup.trigger.map(\.raster), requestedDuration: setup.requestedDuration,
                                  screenScale: Double(UIScreen.main.scale), parameters: setup.parameters)
        if ctx.view(forKey: .to) != nil { c.finalFrames[ObjectIdentifier(to)] = ctx.finalFrame(for: toVC).raster }
        c.onCompletion = { [weak ctx] done in ctx?.completeTransition(done) }
        c.isRightToLeft = ctx.containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        engineContext = c
        descriptor.makeAnimator(operation).animateTransition(using: c)
        for w in c.warnings { setup.warn(w) }
    }
}
