// Covers the system animation of a sheet's presentation and dismissal: the card slides from
// below the screen to its detent (and back) on UIKit's sheet spring, 0.4 s, the cards behind it
// scaling back and the dimming coming with it. A swipe's dismissal is carried by the drag instead.

import Foundation

/// The animator UIKit uses for a page or form sheet when no transitioning delegate gives one.
final class SheetTransitionAnimator: UIViewControllerAnimatedTransitioning {
    private weak var sheet: UISheetPresentationController?
    private let presenting: Bool

    init(sheet: UISheetPresentationController, presenting: Bool) {
        self.sheet = sheet
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SheetMetrics.transitionDuration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let sheet else { return ctx.completeTransition(false) }
        if presenting {
            // The transition set the content's frame to the card's frame in the container: the
            // content fills the card instead.
            sheet.applyStack()
            sheet.animate(toOffset: sheet.selectedOffset, velocity: 0, dampingRatio: SheetMetrics.springDampingRatio) { [weak ctx] in
                ctx?.completeTransition(!(ctx?.transitionWasCancelled ?? false))
            }
            return
        }
        if sheet.isDismissingInteractively {
            sheet.interactiveDismissal = ctx
            return
        }
        sheet.animate(toOffset: sheet.node.dismissOffset, velocity: 0, dampingRatio: SheetMetrics.springDampingRatio) { [weak ctx] in
            ctx?.completeTransition(!(ctx?.transitionWasCancelled ?? false))
        }
    }
}
