// Covers UISwipeGestureRecognizer: `direction`, `numberOfTouchesRequired`, recognised once at the
// end of a trace. UIKit does not publish its thresholds: here a swipe is recognised when the
// touch ends at least `minimumDistance` (50 pt, our choice) from where it began in one of the
// allowed directions, that direction's movement being larger than the movement across it;
// anything else fails, and the targets hear nothing.

/// A discrete swipe: the targets are called once, when a trace ends as a swipe in `direction`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go (several may be allowed at once).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    /// How far the touch must travel, in points.
    package static let minimumDistance: CGFloat = 50
    private var start: CGPoint?

    /// The trace's samples arrive as began, changed…, ended; only the end can recognise a swipe.
    package override func sendActions() {
        switch state {
        case .began:
            start = windowLocation
        case .ended:
            guard let start, recognised(from: start, to: windowLocation) else { state = .failed; return }
            super.sendActions()
        default:
            return
        }
    }

    private func recognised(from a: CGPoint, to b: CGPoint) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        let horizontal = abs(dx) > abs(dy)
        let moved: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        return direction.contains(moved) && max(abs(dx), abs(dy)) >= Self.minimumDistance
    }
}
