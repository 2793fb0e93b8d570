internal import Transitions

/// The system animation of a transition without a custom animator, drawn by the engine's
/// catalog: the navigation push/pop and the modal transition styles.
final class CatalogAnimator: UIViewControllerAnimatedTransitioning {
    private let descriptor: TransitionDescriptor
    private let operation: TransitionOperation
    private var engineContext: TransitionContext?

    init(named name: String, operation: TransitionOperation) {
        descriptor = TransitionCatalog.named(name)!
        self.operation = operation
    }

    convenience init(modal style: UIModalTransitionStyle, operation: TransitionOperation) {
        let name: String
        switch style {
        case .coverVertical: name = "cover-vertical"
        case .crossDissolve: name = "cross-dissolve"
        case .flipHorizontal: name = "flip-horizontal"
        case .partialCurl: name = "partial-curl"
        }
        self.init(named: name, operation: operation)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { descriptor.defaultDuration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard ctx.viewController(forKey: .from) != nil, let toVC = ctx.viewController(forKey: .to) else {
            return ctx.completeTransition(false)
        }
        // A presentation that keeps the presenting view (`.custom`, `.overFullScreen`) hands out
        // no view for that side: the engine gets a detached stand-in, so the presenting view
        // stays where it is, and the presented side is the presentation's own view.
        let from = ctx.view(forKey: .from)?.base ?? View(frame: ctx.containerView.bounds.raster)
        let to = ctx.view(forKey: .to)?.base ?? View(frame: ctx.containerView.bounds.raster)
        let c = TransitionContext(containerView: ctx.containerView.base, fromView: from, toView: to, operation: operation,
                                  triggerFrame: nil, requestedDuration: nil, screenScale: Double(UIScreen.main.scale))
        if ctx.view(forKey: .to) != nil { c.finalFrames[ObjectIdentifier(to)] = ctx.finalFrame(for: toVC).raster }
        // A cancelled interactive transition (the swipe back released early) ends not completed, as
        // UIKit's own animators end it; the engine's animator completed it, taking the from view
        // out, so that view goes back.
        c.onCompletion = { [weak ctx] done in
            guard let ctx else { return }
            if ctx.transitionWasCancelled, let fromView = ctx.view(forKey: .from), fromView.superview == nil {
                ctx.containerView.addSubview(fromView)
            }
            ctx.completeTransition(done && !ctx.transitionWasCancelled)
        }
        c.isRightToLeft = ctx.containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        engineContext = c
        descriptor.makeAnimator(operation).animateTransition(using: c)
    }
}
