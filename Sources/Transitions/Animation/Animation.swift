/// An explicit animation of one layer property, shaped like CAAnimation/CAPropertyAnimation.
///
/// Reference type as in Core Animation: code configures it, then `Layer.add(_:forKey:)` copies
/// it. Timing follows CAMediaTiming: a `beginTime` of 0 means "when added"; `duration` 0 means
/// the default 0.25 s; without a timing curve the pace is linear; after the end the model
/// value shows again unless `fillMode` holds it and `isRemovedOnCompletion` is false.
public class Animation {
    public var keyPath: String
    public var beginTime: Double = 0
    public var duration: Double = 0
    /// The pacing: a Bézier timing function or UIKit's system curve; nil means linear.
    public var timingCurve: TimingCurve?
    /// The Bézier timing function (CAAnimation.timingFunction); nil when the curve is the
    /// system curve or none is set. Setting it replaces `timingCurve`.
    public var timingFunction: TimingFunction? {
        get { if case .bezier(let f)? = timingCurve { f } else { nil } }
        set { timingCurve = newValue.map(TimingCurve.bezier) }
    }
    public var fillMode: FillMode = .removed
    public var isRemovedOnCompletion = true
    public var speed: Double = 1
    public var timeOffset: Double = 0
    public var repeatCount: Double = 0
    public var autoreverses = false
    /// Called when the animation ends (`animationDidStop(_:finished:)`), at its end time.
    public var completion: ((Bool) -> Void)?

    /// Core Animation's duration when none is set.
    public static let defaultDuration = 0.25

    public init(keyPath: String) { self.keyPath = keyPath }

    /// The duration actually used (0 means the default).
    public var effectiveDuration: Double { duration > 0 ? duration : Self.defaultDuration }

    /// The CAMediaTiming of this animation. Core Animation removes a finished animation
    /// unless `isRemovedOnCompletion` is false, so a forwards fill only holds in that case.
    var timing: MediaTiming {
        var fill = fillMode
        if isRemovedOnCompletion && fill.fillsForwards { fill = fill.fillsBackwards ? .backwards : .removed }
        return MediaTiming(beginTime: beginTime, duration: effectiveDuration, speed: speed, timeOffset: timeOffset,
                           repeatCount: repeatCount, autoreverses: autoreverses, fillMode: fill)
    }

    /// When the animation ends on the run's clock (its completion time); infinity when it
    /// never does (paused or repeating forever).
    public var endTime: Double {
        guard speed > 0 else { return .infinity }
        return beginTime + timing.activeDuration / speed
    }

    /// The animated value at `time` on the run's clock, given the value underneath (the model
    /// value with earlier animations applied), or nil when the animation is not in effect.
    func value(at time: Double, underlying: AnimatableValue) -> AnimatableValue? {
        guard let progress = timing.progress(at: time) else { return nil }
        return interpolate(progress: progress, underlying: underlying)
    }

    /// Subclasses map a linear progress in 0...1 of one pass to a value.
    func interpolate(progress: Double, underlying: AnimatableValue) -> AnimatableValue? { nil }

    /// The paced fraction for `progress` (the timing curve applied).
    func paced(_ progress: Double) -> Double {
        (timingCurve ?? .linear).value(at: progress)
    }

    /// A copy, as `add(_:forKey:)` takes it.
    func copy() -> Animation { fatalError("subclasses copy themselves") }

    func copyTiming(to other: Animation) {
        other.beginTime = beginTime; other.duration = duration; other.timingCurve = timingCurve
        other.fillMode = fillMode; other.isRemovedOnCompletion = isRemovedOnCompletion; other.speed = speed
        other.timeOffset = timeOffset; other.repeatCount = repeatCount; other.autoreverses = autoreverses
        other.completion = completion
    }

    /// A description of what is wrong with the timing values, or nil when they are usable.
    var timingProblem: String? {
        if !duration.isFinite || duration < 0 { return "duration \(duration) of the '\(keyPath)' animation must be a finite number >= 0" }
        if !beginTime.isFinite { return "beginTime \(beginTime) of the '\(keyPath)' animation must be finite" }
        if !speed.isFinite { return "speed \(speed) of the '\(keyPath)' animation must be finite" }
        if !timeOffset.isFinite { return "timeOffset \(timeOffset) of the '\(keyPath)' animation must be finite" }
        if !repeatCount.isFinite && repeatCount != .infinity || repeatCount < 0 { return "repeatCount \(repeatCount) of the '\(keyPath)' animation must be >= 0" }
        return nil
    }
}
