/// UIKit's `UIView.AnimationCurve`: the four curves `UIView.animate` options name, with
/// UIKit's raw values.
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3

    /// The Core Animation curve UIKit uses for this option.
    public var timingFunction: TimingFunction {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
