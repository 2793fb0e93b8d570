/// How an animation paces its progress: a cubic Bézier timing function, as
/// CAMediaTimingFunction describes one, or UIKit's system curve (curve 7), which is a spring
/// and has no Bézier form.
public enum TimingCurve: Hashable, Sendable {
    /// A cubic Bézier curve (linear, easeIn, … or custom control points).
    case bezier(TimingFunction)
    /// UIKit's system curve: `SystemCurve`, stretched to the animation's duration.
    case system

    /// The paced fraction for input `t` (clamped to 0...1).
    public func value(at t: Double) -> Double {
        switch self {
        case .bezier(let f): f.value(at: t)
        case .system: SystemCurve.value(at: t)
        }
    }

    /// Constant speed.
    public static let linear = TimingCurve.bezier(.linear)
    /// Slow start and end, UIKit's default block curve.
    public static let easeInEaseOut = TimingCurve.bezier(.easeInEaseOut)
}
