// Covers the geometry of a stack of sheets: where each sheet rests, how far the cards behind it
// scale back, their corner radii, the dimming and the grabber's alpha, all as functions of each
// sheet's offset (the y of its top edge), as UIKit's `_UISheetLayoutInfo` computes them. Not
// covered: compact heights (landscape), the keyboard, hosted (remote) sheets, reduce motion.
// Each formula names its source (SheetMetrics.swift lists the sources).

import Foundation

/// One card of a sheet stack: a sheet, or the window's root view, which UIKit presents with a
/// full-screen sheet of its own and so scales back behind the first sheet by the same rule.
final class SheetNode {
    weak var parent: SheetNode?
    weak var child: SheetNode?
    let isRoot: Bool
    /// The view the depth transform goes on (the sheet's own view, or the root view).
    weak var view: UIView?
    /// The window the stack is in (its bounds are every container's).
    weak var window: UIWindow?
    var presented = true
    /// The y of the sheet's top edge in the container (unused for the root).
    var offset: CGFloat = 0
    /// The active detents' offsets, the largest detent (smallest offset) first, and the index of
    /// the one the sheet is dimmed from (nil: never dimmed).
    var detentOffsets: [CGFloat] = []
    var dimmingIndex: Int?
    /// nil: UIKit's automatic radius (SheetMetrics.cornerRadius).
    var preferredCornerRadius: CGFloat?
    var wantsGrabber = false
    /// A floating card (an iPad form sheet): its frame at rest; nil for an edge-attached sheet.
    var floatingSize: CGSize?
    /// The root view's frame in the window before it was stacked.
    var rootFrame: CGRect = .zero

    init(isRoot: Bool) { self.isRoot = isRoot }

    private var bounds: CGRect { window?.bounds ?? UIScreen.main.bounds }
    private var safe: UIEdgeInsets { window?.safeAreaInsets ?? .zero }

    /// A phone with a home button keeps no bottom safe area (16.0 reading: `-[UIDevice _hasHomeButton]`).
    private var hasHomeButton: Bool { !(safe.bottom > 0) }

    /// The safe area plus, on top, `topOffset` once on a phone without a home button and twice
    /// otherwise (16.0 reading, the margins C function of an edge-attached sheet).
    var margins: UIEdgeInsets {
        var m = safe
        let phone = UIDevice.current.userInterfaceIdiom == .phone
        m.top += (phone && !hasHomeButton ? 1 : 2) * SheetMetrics.topOffset
        return m
    }

    /// Centred, the container's width less the side margins, from the top margin to the bottom
    /// edge (layout info `_stackAlignmentFrame`, edge-attached); a floating card is centred.
    var stackAlignmentFrame: CGRect {
        let b = bounds, m = margins
        if let size = floatingSize {
            let w = min(size.width, b.width - m.left - m.right), h = min(size.height, b.height - m.top - m.bottom)
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        }
        return CGRect(x: m.left, y: m.top, width: b.width - m.left - m.right, height: b.height - m.top)
    }

    var fullHeightFrame: CGRect { isRoot ? rootFrame : stackAlignmentFrame }

    /// The full-height frame at the current offset (layout info `_untransformedFrame`).
    var untransformedFrame: CGRect {
        var f = fullHeightFrame
        if !isRoot { f.origin.y = offset }
        return f
    }

    /// The full height less the bottom safe area (layout info `maximumDetentValue`; measured:
    /// 749 on an iPhone 14 Pro, 627 on an iPhone SE 3).
    var maximumDetentValue: CGFloat {
        floatingSize != nil ? fullHeightFrame.height : fullHeightFrame.height - safe.bottom
    }

    func offset(forDetentValue value: CGFloat) -> CGFloat {
        if floatingSize != nil { return stackAlignmentFrame.minY + maximumDetentValue - min(value, maximumDetentValue) }
        return bounds.maxY - safe.bottom - min(value, maximumDetentValue)
    }

    /// Below the container: where a sheet comes from and goes to.
    var dismissOffset: CGFloat { bounds.maxY }
    var currentOffset: CGFloat { isRoot ? rootFrame.minY : offset }
    var activeDetentOffsets: [CGFloat] { isRoot ? [rootFrame.minY] : detentOffsets }
    var activeDimmingIndex: Int? { isRoot ? 0 : dimmingIndex }

    private func clamp01(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }

    /// How far the sheet is from its next detent down toward the full height (1 at the full
    /// height), or 0 when its largest detent is not the full height (16.0 reading `_percentFullHeight`).
    var percentFullHeight: CGFloat {
        let full = stackAlignmentFrame.minY
        let detents = activeDetentOffsets
        guard let first = detents.first, first == full || isRoot else { return 0 }
        let next = detents.count > 1 ? detents[1] : dismissOffset
        if full == next { return 1 }
        return clamp01((currentOffset - next) / (full - next))
    }

    /// 0 at the dismiss offset, 1 at the smallest detent (layout info `_percentPresented`).
    var percentPresented: CGFloat {
        let smallest = activeDetentOffsets.last ?? fullHeightFrame.minY
        if smallest == dismissOffset { return 1 }
        return clamp01((currentOffset - dismissOffset) / (smallest - dismissOffset))
    }

    /// A child stacks on this card when their alignment frames are the same (16.0 reading `_stacksWithChild`).
    var stacksWithChild: Bool { child.map { $0.stackAlignmentFrame == stackAlignmentFrame } ?? false }

    /// The root scales back only when its container is the screen's height (metrics
    /// `shouldScaleDownBehindDescendantsForContainer:withBounds:`); a sheet always does.
    var scalesDownBehindDescendants: Bool {
        !isRoot || bounds.height == UIScreen.main.bounds.height
    }

    var proposedDepthLevel: CGFloat {
        guard stacksWithChild, scalesDownBehindDescendants, let child else { return 0 }
        return child.proposedDepthLevel + child.percentFullHeight
    }

    /// How many sheets at their full height are above this card (16.0 reading `_depthLevel`).
    var depthLevel: CGFloat {
        guard presented else { return 0 }
        if percentFullHeight == 0, let parent, parent.stacksWithChild { return parent.depthLevel }
        return proposedDepthLevel
    }

    /// The root while no sheet covers it: 1 (16.0 reading `_percentFullScreen`).
    var percentFullScreen: CGFloat { isRoot ? clamp01(1 - depthLevel) : 0 }

    var fullHeightUntransformedFrameForDepthLevel: CGRect {
        if let parent, parent.stacksWithChild, parent.depthLevel == depthLevel { return parent.fullHeightUntransformedFrameForDepthLevel }
        return fullHeightFrame
    }

    /// The scale-back of a card behind full-height sheets (16.0 reading: the transform C
    /// function of `_transform`): k = 2 (1 − 2^−min(depth, 1)), scale 1 − 2 · margin · k / width,
    /// lifted so the card's top edge sits `topOffset` · k above the sheet's top at depth 1 and at
    /// the stack's top at depth 2.
    var transform: CGAffineTransform {
        let depth = depthLevel
        guard depth > 0 else { return .identity }
        let a = untransformedFrame, b = fullHeightUntransformedFrameForDepthLevel
        let margin = SheetMetrics.contentMargin(width: a.width)
        let k = 2 * (1 - pow(2, -min(depth, SheetMetrics.maximumDepth - 1)))
        let scale = b.width == 0 ? 1 : 1 - 2 * margin * k / b.width
        let sum = a.height * (1 - scale) / 2 + (a.minY - b.minY) * (1 - scale)
            + SheetMetrics.topOffset * k * clamp01(SheetMetrics.maximumDepth - depth)
            + clamp01(depth) * (b.minY - stackAlignmentFrame.minY)
        return CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: 0, y: -sum))
    }

    /// The top corners' radius (layout info `_cornerRadii`, with the display's corners 0: the
    /// recorder draws a bare rectangle): the own radius, moving to the mean of the child's and
    /// 10 as the card goes behind a child, to the display's as the root comes back to full
    /// screen, and from 10 at the dismiss offset.
    var topCornerRadius: CGFloat {
        let display: CGFloat = 0
        let own = isRoot ? SheetMetrics.cornerRadius : (preferredCornerRadius ?? SheetMetrics.cornerRadius)
        let childOwn = child.map { $0.preferredCornerRadius ?? SheetMetrics.cornerRadius } ?? own
        let childRadius = 0.5 * childOwn + 0.5 * SheetMetrics.cornerRadius
        let dd = clamp01(depthLevel)
        let base = (1 - dd) * own + dd * childRadius
        let full = percentFullScreen, presented = percentPresented
        let value = full == 1 ? display : (1 - full) * base + full * display
        return (1 - presented) * SheetMetrics.cornerRadius + presented * value
    }

    /// The bottom corners: the display's (0) on an edge-attached sheet in front, the top's once
    /// behind another, and always on a floating card (layout info `_cornerRadii`).
    var roundsBottomCorners: Bool { depthLevel > 0 || floatingSize != nil }

    /// The dimming a sheet gives from its own offset, or its child's when that is more
    /// (16.0 reading `_percentDimmedFromOffset`).
    var percentDimmedFromOffset: CGFloat {
        let detents = activeDetentOffsets
        var own: CGFloat = 0
        if let index = activeDimmingIndex, index < detents.count {
            let dimmed = detents[index]
            let next = index + 1 < detents.count ? detents[index + 1] : dismissOffset
            own = dimmed == next ? 1 : clamp01((currentOffset - next) / (dimmed - next))
        }
        return max(own, child?.percentDimmedFromOffset ?? 0)
    }

    /// The dimming over the whole container: none when the sheet stacks on its parent, whose
    /// card is dimmed instead (16.0 reading `_percentDimmed`).
    var percentDimmed: CGFloat {
        if let parent, parent.stacksWithChild { return 0 }
        if let parent, parent.percentFullScreen == 1 { return 0 }
        return percentDimmedFromOffset
    }

    /// The dimming over the parent's card (16.0 reading `_confinedPercentDimmed`).
    var confinedPercentDimmed: CGFloat {
        guard let parent else { return 0 }
        let p = percentDimmedFromOffset
        if parent.stacksWithChild {
            if parent.percentFullScreen != 1 || parent.scalesDownBehindDescendants {
                return SheetMetrics.confinedDimmingShare * p
                    + (stacksWithChild ? SheetMetrics.confinedGrandchildShare * (child?.percentDimmedFromOffset ?? 0) : 0)
            }
            return p
        }
        return parent.percentFullScreen == 1 ? p : 0
    }

    /// The grabber fades as a child covers the sheet (16.0 reading `_grabberAlpha`).
    var grabberAlpha: CGFloat {
        guard wantsGrabber else { return 0 }
        return (child.map { 1 - $0.percentDimmedFromOffset } ?? 1) * (1 - percentFullScreen)
    }
}
