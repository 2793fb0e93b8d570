// Status: the navigation bar's own animation during a push or pop (what iOS's bar does; no
// public API of its own): the old title slides left to where the back button's title will be
// and fades while the new back button's title comes from the old title's place, fading in; the
// new title slides in from the right and fades in; the chevron fades in or out where only one
// side has a back button (and stays put where both do); bar button items cross-fade in place.
// A pop is the same motion backwards. It runs inside the transition's animation
// (UINavigationController+BarTransition.swift), so it takes the content's duration and curve
// and, during an interactive pop, follows the gesture. Not here: large titles, prompts.

/// The views showing one navigation item on the bar.
struct NavigationBarItemViews {
    var chevron: UIView?
    var backLabel: UIView?
    var title: UIView?
    var buttons: [UIView]
    var all: [UIView] { [chevron, backLabel, title].compactMap { $0 } + buttons }
}

extension UINavigationBar {
    /// How far right of its place the incoming title starts on a push (and where it leaves to
    /// on a pop): half the bar's width. Ours, by eye from screen recordings of iOS 17's push
    /// (the title comes in from about the right quarter of the bar and covers the rest while
    /// the content slides); UIKit's own figure was not found.
    static func titleSlide(width: CGFloat) -> CGFloat { (width / 2).rounded() }

    /// A view's frame and alpha at one end of the motion.
    struct ItemPose: Equatable {
        var frame: CGRect
        var alpha: CGFloat
    }

    /// Where every view of both items is at the start of a push (the lower item shown, the
    /// upper one's views waiting) and at its end (the upper shown); a pop runs end to start.
    /// `lower` and `upper` are each laid out at rest.
    static func pushPoses(lower: NavigationBarItemViews, upper: NavigationBarItemViews, width: CGFloat)
        -> (start: [(view: UIView, pose: ItemPose)], end: [(view: UIView, pose: ItemPose)]) {
        var start: [(UIView, ItemPose)] = [], end: [(UIView, ItemPose)] = []
        func move(_ v: UIView?, from: (dx: CGFloat, alpha: CGFloat), to: (dx: CGFloat, alpha: CGFloat)) {
            guard let v else { return }
            let rest = v.frame
            start.append((v, ItemPose(frame: rest.offsetBy(dx: from.dx, dy: 0), alpha: from.alpha)))
            end.append((v, ItemPose(frame: rest.offsetBy(dx: to.dx, dy: 0), alpha: to.alpha)))
        }
        let slide = titleSlide(width: width)
        // The old title travels to the new back button's title (its left edge to that title's
        // left edge), the new back title travels the same way from the old title's place:
        // iOS's "the title becomes the back button". Without one of them, each slides by `slide`.
        let toBack: CGFloat
        if let t = lower.title, let b = upper.backLabel { toBack = b.frame.minX - t.frame.minX } else { toBack = -slide }
        move(lower.title, from: (0, 1), to: (toBack, 0))
        // The old back button's title leaves with the old title (ours: it moves as far).
        move(lower.backLabel, from: (0, 1), to: (toBack, 0))
        move(upper.backLabel, from: (-toBack, 0), to: (0, 1))
        move(upper.title, from: (slide, 0), to: (0, 1))
        // One chevron when both items have a back button (it stays put); else it fades.
        let shared = lower.chevron != nil && upper.chevron != nil
        move(lower.chevron, from: (0, shared ? 0 : 1), to: (0, 0))
        move(upper.chevron, from: (0, shared ? 1 : 0), to: (0, 1))
        for b in lower.buttons { move(b, from: (0, 1), to: (0, 0)) }
        for b in upper.buttons { move(b, from: (0, 0), to: (0, 1)) }
        return (start, end)
    }

    /// Animates from the views taken at the start (`outgoingItemViews`) to the views now shown:
    /// called inside the transition's animation block, whose duration and curve it takes.
    func animateItemTransition(push: Bool) {
        guard let outgoing = outgoingItemViews else { return }
        UIView.performWithoutAnimation { layoutIfNeeded() }
        let shown = shownItemViews
        let poses = Self.pushPoses(lower: push ? outgoing : shown, upper: push ? shown : outgoing, width: bounds.width)
        let (from, to) = push ? (poses.start, poses.end) : (poses.end, poses.start)
        UIView.performWithoutAnimation {
            for (v, p) in from { v.frame = p.frame; v.alpha = p.alpha }
        }
        for (v, p) in to { v.frame = p.frame; v.alpha = p.alpha }
    }

    /// The transition ended: the views it took leave the bar.
    func endItemTransition() {
        for v in outgoingItemViews?.all ?? [] { v.removeFromSuperview() }
        outgoingItemViews = nil
    }
}
