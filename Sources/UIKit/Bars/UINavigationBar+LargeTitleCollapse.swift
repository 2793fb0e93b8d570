// Status: a large title following its screen's scroll (no API of its own: UIKit's bar does it
// for the content scroll view, UINavigationController+LargeTitleCollapse.swift). The strip under
// the standard row is as tall as the content leaves it: it shrinks by the distance scrolled up,
// the large title, anchored to the bar's bottom, moves up with the content and is cut at the
// standard row; once less than 10 pt of the strip is left the standard row's own title fades
// in over 0.15 s (and out again when the strip grows past 10 pt); pulled down past the top the
// strip grows and the title scales up, at most 1.1 times; a drag released half way snaps
// (UINavigationController+LargeTitleCollapse.swift). Not here: the scroll-edge appearance (the
// bar keeps its background at the top), a search field.

extension UINavigationBar {
    /// The strip left under which the standard row shows its own title: 10 pt. Flutter's
    /// CupertinoSliverNavigationBar, matched against iOS 17's Settings on an iPhone 15 simulator
    /// (`_kNavBarShowLargeTitleThreshold`, the large title counts as shown until it is within
    /// 10 pt of collapsed).
    static let inlineTitleThreshold: CGFloat = 10

    /// How long the inline title takes to fade in or out: 0.15 s, a fade in time rather than
    /// with the scroll, as on a device (Flutter's `_kNavBarTitleFadeDuration`, ibid.).
    static let inlineTitleFadeDuration = 0.15

    /// The largest scale of a large title pulled down past the top: 1.1.
    static let largeTitleMaximumStretchScale: CGFloat = 1.1

    /// The height the bar covers scroll views with: its height at rest while the content's scroll
    /// collapses or stretches its large title, else its own (nil).
    var coverHeight: CGFloat? { isResizingWithTransition ? nil : restingHeight }

    /// Whether a strip of this height shows the standard row's title instead of the large one.
    static func showsInlineTitle(strip: CGFloat) -> Bool { strip < inlineTitleThreshold }

    /// The large title's scale in a strip stretched past its rest height: it grows by 3% for
    /// each 44 pt of stretch (its line's rest room: the strip less the bottom gap), at most 1.1
    /// times and never wider than `room`, as Flutter's CupertinoSliverNavigationBar magnifies
    /// iOS's large title (`_RenderLargeTitle._computeTitleScale`). 1 at rest and when collapsing.
    package static func stretchScale(strip: CGFloat, textWidth: CGFloat, room: CGFloat) -> CGFloat {
        guard strip > largeTitleHeight else { return 1 }
        let lineRoom = largeTitleHeight - largeTitleBottomGap
        let grown = 1 + 0.03 * (strip - largeTitleHeight) / lineRoom
        let fits = textWidth > 0 ? max(room / textWidth, 1) : largeTitleMaximumStretchScale
        return min(grown, largeTitleMaximumStretchScale, fits)
    }

    /// Cuts away the part of the large title above `clipTop` (the strip's top, in the bar's
    /// coordinates), where it slides under the standard row; no mask while all of it shows or
    /// when there is nothing to cut (nil: the strip is not collapsing).
    func clipLargeTitle(_ label: UIView, below clipTop: CGFloat?) {
        // The label's own coordinates: its bounds are unscaled; its frame's top may be scaled.
        let scale = label.transform.a == 0 ? 1 : label.transform.a
        let cut = clipTop.map { ($0 - label.frame.minY) / scale } ?? 0
        guard cut > 0.001 else {
            if label.mask != nil { label.mask = nil }
            return
        }
        let w = label.bounds.width, h = label.bounds.height
        let visible = CGRect(x: -w, y: cut, width: 3 * w, height: max(h - cut, 0) + h)
        if let mask = label.mask {
            mask.frame = visible
        } else {
            let mask = UIView(frame: visible)
            mask.backgroundColor = .black
            label.mask = mask
        }
    }

    /// Fades the inline title in or out when the strip crosses `inlineTitleThreshold`.
    func updateInlineTitleVisibility() {
        guard let inline = inlineTitle else { return }
        let shown = Self.showsInlineTitle(strip: largeTitleStrip)
        guard shown != isInlineTitleShown else { return }
        isInlineTitleShown = shown
        UIView.animate(withDuration: Self.inlineTitleFadeDuration, delay: 0, options: [.beginFromCurrentState],
                       animations: { inline.alpha = shown ? 1 : 0 })
    }
}
