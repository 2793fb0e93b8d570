/// Why a recording failed: each message names what went wrong and how to fix it.
public enum RecordingError: Error, Equatable, CustomStringConvertible {
    /// The recorder's own settings are out of range.
    case invalidSettings(String)
    /// The action returned without starting a transition, an animation or any scheduled work:
    /// nothing would change over time.
    case noTransitionStarted
    /// A transition's animator never called `completeTransition` within the virtual-time limit.
    case completionNeverCalled(transition: String, limit: Double)
    /// Animations were still running at the virtual-time limit (a repeating animation).
    case animationsNeverEnded(limit: Double)
    /// The recording would have more frames than allowed.
    case frameLimit(Int)
    /// The recording would have `count` frames, more than `limit`.
    case tooManyFrames(count: Int, limit: Int)
    /// A pan trace's sample times do not increase.
    case panTimesNotIncreasing(index: Int, time: Double, previous: Double)
    /// A pan trace is empty or has a non-finite value.
    case invalidPan(String)
    /// The view given for a pan has no gesture recognizer to deliver it to.
    case noGestureRecognizer(view: String)
    /// UIKit-shaped calls that cannot throw reported problems (unknown key paths, wrong value kinds…).
    case uikitErrors([String])
    /// A frame could not be drawn or written.
    case output(String)

    public var description: String {
        switch self {
        case .invalidSettings(let s): "recorder: \(s)"
        case .noTransitionStarted:
            "the action started no transition and animated nothing: call pushViewController, popViewController, present or dismiss with animated: true on a controller in the window"
        case .completionNeverCalled(let t, let limit):
            "the \(t) never called completeTransition within \(format(limit)) s of virtual time: call transitionContext.completeTransition(_:) when its animations end"
        case .animationsNeverEnded(let limit):
            "animations were still running after \(format(limit)) s of virtual time (a repeating animation?): give every animation an end"
        case .frameLimit(let n): "the recording would exceed \(n) frames: lower fps or shorten the animations"
        case .tooManyFrames(let count, let limit): "the recording would have \(count) frames, more than \(limit): lower fps or shorten the animations"
        case .panTimesNotIncreasing(let i, let t, let p):
            "pan sample \(i) has t = \(format(t)), not after sample \(i - 1) at t = \(format(p)): sample times must increase"
        case .invalidPan(let s): "pan trace: \(s)"
        case .noGestureRecognizer(let v): "the pan was given to \(v), which has no gesture recognizer: add one with addGestureRecognizer or pass the view that has it"
        case .uikitErrors(let list): list.count == 1 ? list[0] : "\(list.count) errors:\n" + list.map { "  " + $0 }.joined(separator: "\n")
        case .output(let s): s
        }
    }
}

private func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
