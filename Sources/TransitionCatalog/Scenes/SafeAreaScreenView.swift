import UIKit
internal import Raster
internal import Transitions

/// A screen's root view that keeps its content inside the safe area, as an app's screen laid
/// out by hand does: content pinned to the top sits below the status bar (and a shown
/// navigation bar), content pinned to the bottom above the home indicator, centred content in
/// the middle of the safe area, content pinned left and right inside the sensor housing's side
/// in landscape, and a header or background that reaches an edge grows under it (`SafeAreaPin`).
///
/// Each pinned subview keeps the frame it was given on the screen the view was designed for
/// (its size at `init`, without unsafe areas: the demos' designed frames, or a scene file's at
/// the file's size), which a bare screen of that size shows unchanged, and is moved from it
/// when the safe area or the size of the screen it is shown on (its window's) changes, not on
/// every layout pass: a transition that
/// moves the screen's subviews (a flying text view, a scaled button) is not undone by a layout
/// pass in the middle of the run. Moves set `center` and the bounds' size, so a subview's
/// transform stays as it is; subviews of a pinned view follow its size by their autoresizing masks.
final class SafeAreaScreenView: UIView {
    private var placements: [(view: UIView, designed: CGRect, pin: SafeAreaPin, fitsHeight: Bool)] = []
    /// The screen size the designed frames are for.
    private let designedSize: CGSize
    /// The insets and size the subviews were last placed for (at first the designed screen's: nothing moves).
    private var placed: (insets: UIEdgeInsets, size: CGSize)

    /// A root designed for a screen of `frame`'s size.
    override init(frame: CGRect) {
        designedSize = frame.size
        placed = (.zero, frame.size)
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    /// Adds `view` at its current frame (the frame on the designed screen without unsafe areas),
    /// following the safe area as `vertical` and `horizontal` say.
    func add(_ view: UIView, pinned vertical: SafeAreaPin.Vertical, _ horizontal: SafeAreaPin.Horizontal) {
        add(view, pinned: SafeAreaPin(vertical, horizontal))
    }

    /// Adds `view` at its current frame, following the safe area as `pin` says; with
    /// `fitsHeight` its height is refitted (`sizeThatFits`) at each width the pin gives it, as
    /// a text view sized to its text is where a screen's code sizes it for the screen's width.
    func add(_ view: UIView, pinned pin: SafeAreaPin, fitsHeight: Bool = false) {
        addSubview(view)
        placements.append((view, view.frame, pin, fitsHeight))
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The screen the view is shown on: its window's (a sheet shorter than the screen keeps the
        // screen's layout, as it always has), else its own bounds (laid out before it is shown).
        let insets = safeAreaInsets, size = window?.bounds.size ?? bounds.size
        guard insets != placed.insets || size != placed.size else { return }
        placed = (insets, size)
        for p in placements {
            var frame = CGRect(p.pin.frame(p.designed.raster, designedSize: Size(width: designedSize.width, height: designedSize.height),
                                           size: Size(width: size.width, height: size.height),
                                           insets: EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)))
            // A pin's origin never depends on the length, so a refitted view keeps its top.
            if p.fitsHeight { frame.size.height = p.view.sizeThatFits(CGSize(width: frame.width, height: .greatestFiniteMagnitude)).height }
            p.view.bounds.size = frame.size
            p.view.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }
}
