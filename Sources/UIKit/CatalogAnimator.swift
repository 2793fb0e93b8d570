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
        guard let from = ctx.viewController(forKey: .from)?.view, let to = ctx.viewController(forKey: .to)?.view else {
            return ctx.completeTransition(false)
        }
        let c = TransitionContext(containerView: ctx.containerView.base, fromView: from.base, toView: to.base, operation: operation,
                                  triggerFrame: nil, requestedDuration: nil, screenScale: Double(UIScreen.main.scale))
        c.onCompletion = { [weak ctx] done in ctx?.completeTransition(done) }
        engineContext = c
        descriptor.makeAnimator(operation).animateTransition(using: c)
    }
}
