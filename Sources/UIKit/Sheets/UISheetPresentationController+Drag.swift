// Covers the swipe on a sheet, driven by a pan trace (`TransitionRecorder.record(root:pan:on:)`
// on the sheet's `presentedView`): the card follows the finger, rubber-banded past the largest
// detent and, when the sheet may not be dismissed, past the smallest one; released, it springs to
// the detent the release's projection lands nearest (a flick goes one further), or dismisses.
// `isModalInPresentation` and the delegate's `presentationControllerShouldDismiss` hold it back;
// the delegate hears ShouldDismiss, WillDismiss, DidDismiss or DidAttemptToDismiss in UIKit's
// order. Not covered: a scroll view inside the sheet handing its pan over, taps on the dimming
// view or the grabber.

import Foundation

/// What one drag of a sheet has decided so far.
struct SheetDragState {
    var start: CGFloat = 0
    /// Whether the drag went past the smallest detent and asked if the sheet may be dismissed.
    var decided = false
    var dismissible = false
    var attemptSent = false
}

extension UISheetPresentationController {
    /// UIKit's `_shouldDismiss` as the sheet asks it: not while the controller presents another,
    /// not when it is modal in presentation, else what the delegate says.
    private func shouldDismiss() -> Bool {
        if presentedViewController.presentedViewController != nil || presentedViewController.isModalInPresentation { return false }
        return delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    /// A quarter of the full height, at most 200 pt: how far the card gives past its smallest
    /// detent when it may not be dismissed (16.0 reading `_rubberBandExtentBeyondMaximumOffset`).
    private var bottomExtent: CGFloat {
        min(max(SheetMetrics.bottomRubberBandFraction * node.fullHeightFrame.height, 0), SheetMetrics.bottomRubberBandExtent)
    }

    private func constrained(_ offset: CGFloat) -> CGFloat {
        guard let top = node.detentOffsets.first, let bottom = node.detentOffsets.last else { return offset }
        if offset < top {
            let safeTop = containerView?.safeAreaInsets.top ?? 0
            let extent = min(max(top - safeTop, 0), SheetMetrics.topRubberBandExtent)
            return top - SheetMetrics.rubberBand(top - offset, extent: extent)
        }
        if offset > bottom, !(drag.decided && drag.dismissible) {
            return bottom + SheetMetrics.rubberBand(offset - bottom, extent: bottomExtent)
        }
        return offset
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let container = containerView, !node.detentOffsets.isEmpty else { return }
        switch pan.state {
        case .began:
            let shown = displayedOffset
            runningAnimator?.stopAnimation(true)
            node.offset = shown
            applyStack()
            drag = SheetDragState(start: shown, decided: isDismissingInteractively, dismissible: isDismissingInteractively)
        case .changed:
            let unconstrained = drag.start + pan.translation(in: container).y
            let bottom = node.detentOffsets.last!
            if unconstrained > bottom, !drag.decided {
                drag.decided = true
                drag.dismissible = shouldDismiss()
                if drag.dismissible { beginInteractiveDismissal() }
            }
            let offset = constrained(unconstrained)
            if drag.decided, !drag.dismissible, !drag.attemptSent, offset - bottom > SheetMetrics.attemptToDismissShare * bottomExtent {
                drag.attemptSent = true
                DispatchQueue.main.async { [weak self] in
                    guard let self else { return }
                    self.delegate?.presentationControllerDidAttemptToDismiss(self)
                }
            }
            node.offset = offset
            applyStack()
        case .ended, .cancelled, .failed:
            let unconstrained = drag.start + pan.translation(in: container).y
            let velocity = pan.state == .ended ? pan.velocity(in: container).y : 0
            endDrag(at: unconstrained, velocity: velocity)
        default:
            break
        }
    }

    /// The dismissal starts when the drag passes the smallest detent; the drag carries it.
    private func beginInteractiveDismissal() {
        isDismissingInteractively = true
        userDismissed = false
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true)
    }

    /// The release is projected with UIKit's deceleration rate (0.99 per ms); the detent nearest
    /// the projection wins, and a flick (1000 pt/s or more) that lands back on the detent nearest
    /// the finger goes one detent further its way, on the faster spring (16.0 reading, the block
    /// of `-draggingEndedInSource:`).
    private func endDrag(at unconstrained: CGFloat, velocity: CGFloat) {
        var regions = node.detentOffsets
        let dismissing = isDismissingInteractively
        if dismissing { regions.append(node.dismissOffset) }
        let effective = abs(velocity) < SheetMetrics.minimumSpeed ? 0 : velocity
        let rate = SheetMetrics.decelerationRate
        let projected = unconstrained + effective * (rate / (1 - rate)) / 1000
        func closest(_ y: CGFloat) -> Int {
            var best = 0
            for i in regions.indices.dropFirst() where abs(regions[i] - y) < abs(regions[best] - y) { best = i }
            return best
        }
        let c = closest(unconstrained), p = closest(projected)
        let fast = abs(velocity) >= SheetMetrics.flickSpeed
        var index = p
        if fast, c == p, (velocity < 0) == (unconstrained < regions[c]) {
            index = min(max(c + (velocity < 0 ? -1 : 1), 0), regions.count - 1)
        }
        let damping = fast ? SheetMetrics.flickSpringDampingRatio : SheetMetrics.springDampingRatio
        let target = regions[index]
        if dismissing, index == regions.count - 1 {
            userDismissed = true
            let context = interactiveDismissal
            animate(toOffset: target, velocity: velocity, dampingRatio: damping) { context?.completeTransition(true) }
            return
        }
        let identifiers = resolvedDetentIdentifiers
        let before = indexOfCurrentDetent
        if index < identifiers.count, index != before { selectedDetentIdentifierFromDrag = identifiers[index] }
        let context = dismissing ? interactiveDismissal : nil
        animate(toOffset: target, velocity: velocity, dampingRatio: damping) {
            if let context {
                context.cancelInteractiveTransition()
                context.completeTransition(false)
            }
        }
        if index != before, let d = delegate as? UISheetPresentationControllerDelegate {
            d.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
}
