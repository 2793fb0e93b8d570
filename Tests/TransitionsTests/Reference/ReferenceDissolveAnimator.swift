import Transitions

/// The dissolve the shared reference case 3 was rendered with (its case.json: "from-screen
/// opaque, to-screen drawn over it with alpha e = easeInEaseOut(t/d)", d = 0.5 s).
///
/// The catalog's cross-dissolve is now UIKit's (both views fade, on the system curve), so the
/// reference frames no longer describe it; they still pin the compositing this case exercises
/// (one alpha blend, rounded once), so the case renders its own definition, written here.
struct ReferenceDissolveAnimator: TransitionAnimator {
    static let descriptor = TransitionDescriptor(
        name: "reference-dissolve", summary: "reference case 3's dissolve", defaultDuration: 0.5, curve: "easeInEaseOut",
        forward: .present) { _ in ReferenceDissolveAnimator() }

    func transitionDuration(using context: TransitionContext) -> Double { context.requestedDuration ?? 0.5 }

    func animateTransition(using context: TransitionContext) {
        let toView = context.toView
        toView.frame = context.finalFrame(for: toView)
        context.containerView.addSubview(toView)
        toView.alpha = 0
        View.animate(withDuration: transitionDuration(using: context), options: .curveEaseInOut) {
            toView.alpha = 1
        } completion: { _ in
            context.completeTransition(true)
        }
    }
}
