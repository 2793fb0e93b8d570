// Status: UIKit's private hand-over of a transition's alongside animations to the animator's
// first block animation (`+[UIView _setAlongsideAnimations:]`): blocks armed here run inside the
// next `UIView.animate` block (plain or spring), so they take that block's duration and curve and,
// during an interactive transition, are driven with it. Not public API: the navigation bar uses it.

extension UIView {
    /// Blocks waiting for the next block animation (run once, inside its closure).
    private static var armedAlongside: [() -> Void] = []

    /// Arms `animations` to run inside the next `UIView.animate` block's closure.
    static func armAlongside(_ animations: @escaping () -> Void) { armedAlongside.append(animations) }

    /// Takes the armed blocks back (nil: a block animation ran them already).
    static func disarmAlongside() -> [() -> Void]? {
        guard !armedAlongside.isEmpty else { return nil }
        defer { armedAlongside = [] }
        return armedAlongside
    }

    /// Runs the armed blocks (called inside a block animation's closure).
    static func runArmedAlongside() {
        guard let blocks = disarmAlongside() else { return }
        for b in blocks { b() }
    }
}
