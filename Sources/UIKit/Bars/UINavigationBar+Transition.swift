// Status: the navigation bar's own animation during a push or pop (what iOS's bar does; no
// public API of its own): the old title slides left to where the back button's title will be
// and fades while the new back button's title comes from the old title's place, fading in; the
// new title slides in from the right and fades in; the chevron fades in or out where only one
// side has a back button (and stays put where both do); bar button items cross-fade in place.
// A pop is the same motion backwards. It runs inside the transition's animation
// (UINavigationController+BarTransition.swift), so it takes the content's duration and curve
// and, during an interactive pop, follows the gesture. Large titles: the old screen's large
// title shrinks (34 pt to 17) into the new back button's title, which grows out of it, fading
// as the standard titles do; a new large title comes in from the right with its screen (the
// bar's whole width, opaque, as it is part of the screen on a device); the bar's height
// follows the curve between 44 and 96 pt. Right to left every sideways motion is mirrored.
// Not here: prompts.

/// The views showing one navigation item on the bar.
struct NavigationBarItemViews {
    var chevron: UIView?
    var backLabel: UIView?
    var title: UIView?
    var largeTitle: UIView?
    /// The standard-row title of a large-title item (shown once the large title has scrolled away).
    var inlineTitle: UIView?
    var buttons: [UIView]
    var all: [UIView] { [chevron, backLabel, title, largeTitle, inlineTitle].compactMap { $0 } + buttons }
}

extension UINavigationBar {
    /// How far right of its place the incoming title starts on a push (and where it leaves to
    /// on a pop): half the bar's width. Ours, by eye from screen recordings of iOS 17's push
    /// (the title comes in from about the right quarter of the bar and covers the rest while
    /// the content slides); UIKit's own figure was not found.
    static func titleSlide(width: CGFloat) -> CGFloat { (width / 2).rounded() }

    /// A view's frame (untransformed, centred where the view is), alpha and scale at one end of the motion.
    struct ItemPose: Equatable {
        var frame: CGRect
        var alpha: CGFloat
        var scale: CGFloat = 1
    }

    /// The large title's scale when it has become the back button's title: 17 pt over 34.
    static let largeToBackScale: CGFloat = 17 / largeTitleFontSize

    /// Where every view of both items is at the start of a push (the lower item shown, the
    /// upper one's views waiting) and at its end (the upper shown); a pop runs end to start.
    /// `lower` and `upper` are each laid out at rest.
    /// Right to left (`rightToLeft`), the frames are the mirrored bar's and every slide goes the other way.
    static func pushPoses(lower: NavigationBarItemViews, upper: NavigationBarItemViews, width: CGFloat, rightToLeft: Bool = false)
        -> (start: [(view: UIView, pose: ItemPose)], end: [(view: UIView, pose: ItemPose)]) {
        var start: [(UIView, ItemPose)] = [], end: [(UIView, ItemPose)] = []
        func move(_ v: UIView?, from: (dx: CGFloat, alpha: CGFloat), to: (dx: CGFloat, alpha: CGFloat)) {
            guard let v else { return }
            let rest = v.frame
            start.append((v, ItemPose(frame: rest.offsetBy(dx: from.dx, dy: 0), alpha: from.alpha)))
            end.append((v, ItemPose(frame: rest.offsetBy(dx: to.dx, dy: 0), alpha: to.alpha)))
        }
        /// Where `v`, scaled by `scale` about its centre, has its leading edge and its vertical centre on `target`'s.
        func pose(_ v: UIView, onto target: CGRect, scale: CGFloat, alpha: CGFloat) -> ItemPose {
            let rest = v.frame, w = rest.width * scale
            let midX = rightToLeft ? target.maxX - w / 2 : target.minX + w / 2
            return ItemPose(frame: rest.offsetBy(dx: midX - rest.midX, dy: target.midY - rest.midY), alpha: alpha, scale: scale)
        }
        // Leftwards on a push, left to right; rightwards right to left.
        let sign: CGFloat = rightToLeft ? -1 : 1
        let slide = sign * titleSlide(width: width)
        // The old title travels to the new back button's title (its leading edge to that title's
        // leading edge), the new back title travels the same way from the old title's place:
        // iOS's "the title becomes the back button". Without one of them, each slides by `slide`.
        let toBack: CGFloat
        if let t = lower.title, let b = upper.backLabel {
            toBack = rightToLeft ? b.frame.maxX - t.frame.maxX : b.frame.minX - t.frame.minX
        } else {
            toBack = -slide
        }
        move(lower.title, from: (0, 1), to: (toBack, 0))
        // The old back button's title leaves with the old title (ours: it moves as far).
        move(lower.backLabel, from: (0, 1), to: (toBack, 0))
        if let large = lower.largeTitle, let b = upper.backLabel {
            // The old large title shrinks into the back button's title, which grows out of it.
            start.append((large, ItemPose(frame: large.frame, alpha: 1)))
            end.append((large, pose(large, onto: b.frame, scale: largeToBackScale, alpha: 0)))
            start.append((b, pose(b, onto: large.frame, scale: 1 / largeToBackScale, alpha: 0)))
            end.append((b, ItemPose(frame: b.frame, alpha: 1)))
        } else {
            move(lower.largeTitle, from: (0, 1), to: (-sign * width, 1))
            move(upper.backLabel, from: (-toBack, 0), to: (0, 1))
        }
        move(upper.title, from: (slide, 0), to: (0, 1))
        // A new large title is part of its screen: it comes in with it, the whole width.
        move(upper.largeTitle, from: (sign * width, 1), to: (0, 1))
        // One chevron when both items have a back button (it stays put); else it fades.
        let shared = lower.chevron != nil && upper.chevron != nil
        move(lower.chevron, from: (0, shared ? 0 : 1), to: (0, 0))
        move(upper.chevron, from: (0, shared ? 1 : 0), to: (0, 1))
        // A large-title item's inline title fades in place from (or to) the alpha its scroll gave it (ours).
        move(lower.inlineTitle, from: (0, lower.inlineTitle?.alpha ?? 0), to: (0, 0))
        move(upper.inlineTitle, from: (0, 0), to: (0, upper.inlineTitle?.alpha ?? 0))
        for b in lower.buttons { move(b, from: (0, 1), to: (0, 0)) }
        for b in upper.buttons { move(b, from: (0, 0), to: (0, 1)) }
        return (start, end)
    }

    /// Animates from the views taken at the start (`outgoingItemViews`) to the views now shown:
    /// called inside the transition's animation block, whose duration and curve it takes.
    /// `chromeFrom`: the bounds the bar's height animates from (its frame was just set, in the block, to the new height).
    func animateItemTransition(push: Bool, chromeFrom: CGRect? = nil) {
        guard outgoingItemViews != nil || chromeFrom != nil else { return }
        UIView.performWithoutAnimation { layoutIfNeeded() }
        if let old = chromeFrom {
            UIView.performWithoutAnimation { layoutChrome(in: old) }
            layoutChrome(in: bounds)
        }
        guard let outgoing = outgoingItemViews else { return }
        let shown = shownItemViews
        let poses = Self.pushPoses(lower: push ? outgoing : shown, upper: push ? shown : outgoing, width: bounds.width, rightToLeft: isRightToLeft)
        let (from, to) = push ? (poses.start, poses.end) : (poses.end, poses.start)
        let scaled = Set((from + to).filter { $0.pose.scale != 1 }.map { ObjectIdentifier($0.view) })
        func apply(_ v: UIView, _ p: ItemPose) {
            v.alpha = p.alpha
            guard scaled.contains(ObjectIdentifier(v)) else { v.frame = p.frame; return }
            // A scaled view moves by its centre (its frame is not defined under a transform).
            v.center = CGPoint(x: p.frame.midX, y: p.frame.midY)
            v.transform = CGAffineTransform(scaleX: p.scale, y: p.scale)
        }
        UIView.performWithoutAnimation {
            for (v, p) in from { apply(v, p) }
        }
        for (v, p) in to { apply(v, p) }
    }

    /// The transition ended: the views it took leave the bar.
    func endItemTransition() {
        for v in outgoingItemViews?.all ?? [] { v.removeFromSuperview() }
        outgoingItemViews = nil
    }
}
