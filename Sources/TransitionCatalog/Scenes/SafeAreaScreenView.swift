import UIKit

/// A demo screen's root view that keeps its content inside the safe area, as an app's screen
/// laid out by hand does: content pinned to the top sits below the status bar (and a shown
/// navigation bar), content pinned to the bottom above the home indicator, centred content in
/// the middle of the safe area, and a header that reaches the top edge grows under the status bar.
///
/// Each subview keeps the frame it was given for a screen without unsafe areas (the demos'
/// designed frames, which a bare screen shows unchanged) and is moved from it when the safe area
/// changes, not on every layout pass: a transition that moves the screen's subviews (a flying
/// text view, a scaled button) is not undone by a layout pass in the middle of the run. Moves
/// set `center` and the bounds' size, so a subview's transform stays as it is.
/// Only the top and bottom insets are applied: the demos are phone screens in portrait.
final class SafeAreaScreenView: UIView {
    /// How a subview follows the safe area.
    enum Pin {
        /// Moves down by the top inset.
        case top
        /// Moves up by the bottom inset.
        case bottom
        /// Stays centred between the insets: moves by half their difference.
        case centre
        /// Keeps its top at the screen's top edge and grows by the top inset (a header whose
        /// colour runs under the status bar while its content stays below it).
        case topEdge
    }

    private var placements: [(view: UIView, designed: CGRect, pin: Pin)] = []
    /// The insets the subviews were last placed for (a bare screen's are zero: nothing moves).
    private var placedInsets = UIEdgeInsets.zero

    /// Adds `view` at its current frame (the frame on a screen without unsafe areas), pinned by `pin`.
    func add(_ view: UIView, pinned pin: Pin) {
        addSubview(view)
        placements.append((view, view.frame, pin))
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = safeAreaInsets
        guard insets != placedInsets else { return }
        placedInsets = insets
        for p in placements {
            let frame = Self.frame(p.designed, pinned: p.pin, insets: insets)
            p.view.bounds.size = frame.size
            p.view.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    /// Where a subview designed at `designed` goes for `insets`.
    static func frame(_ designed: CGRect, pinned pin: Pin, insets: UIEdgeInsets) -> CGRect {
        switch pin {
        case .top: return designed.offsetBy(dx: 0, dy: insets.top)
        case .bottom: return designed.offsetBy(dx: 0, dy: -insets.bottom)
        case .centre: return designed.offsetBy(dx: 0, dy: (insets.top - insets.bottom) / 2)
        case .topEdge: return CGRect(x: designed.minX, y: designed.minY, width: designed.width, height: designed.height + insets.top)
        }
    }
}
