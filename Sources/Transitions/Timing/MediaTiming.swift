// Algorithm: CAMediaTiming's mapping from a parent's time tp to a local time, rule by rule.
//
// 1. Elapsed time. e = (tp - beginTime) * speed: how far into its active period the object is,
//    in its own (scaled) seconds. `speed` 2 plays twice as fast; `speed` 0 freezes e at 0.
// 2. Active period. One iteration lasts `duration`, twice that with `autoreverses`; the active
//    period lasts iteration * repeatCount (repeatCount 0 means once, fractions play part of the
//    last iteration, .infinity never ends). The object is active for 0 <= e < active period.
// 3. Before the start (e < 0): no local time (the model value shows) unless the fill mode fills
//    backwards, which shows the frame at e = 0.
// 4. After the end (e >= active period): no local time unless the fill mode fills forwards,
//    which holds the last frame, the one reached just before the end.
// 5. Offset. The active local time is t = e + timeOffset (the header's
//    t = (tp - begin) * speed + offset). An offset does not move the active period, it moves the
//    phase: t wraps around modulo the active period, so an offset animation starts part-way,
//    plays to the end, then wraps around to play the part it skipped (frames A B C D E with an
//    offset at C play C D E A B). A paused object (speed 0) therefore shows the frame at
//    timeOffset, which is how interactive transitions scrub: the container layer gets speed 0
//    and timeOffset = progress * duration (see `layer(pausedAt:)`).
// 6. Repeats and autoreverse fold t into one iteration: i = floor(t / iteration), and within it
//    the second half of an autoreversing iteration runs backwards (2 * duration - within).
//
// What is left out: `repeatDuration`, and negative speeds (they fall out of the formulas, with
// "before" and "after" in parent time swapped, but no case here pins them).

/// The timing of an animation or a layer, as `CAMediaTiming` describes it: when it starts, how
/// fast it runs, how often it repeats and what it shows outside its active period.
public struct MediaTiming: Hashable, Sendable {
    /// The start, in the parent's time (an animation's delay).
    public var beginTime: Double
    /// One iteration's length in seconds; 0 or less means Core Animation's implicit 0.25 s (the
    /// default `CATransaction` duration); `.infinity` for a layer, whose own timing never ends.
    public var duration: Double
    /// Local seconds per parent second: 2 plays twice as fast, 0 pauses.
    public var speed: Double
    /// Seconds added to the active local time; shifts the phase, wrapping around (see the file note).
    public var timeOffset: Double
    /// How many iterations play: 0 means once, fractions are allowed, `.infinity` repeats forever.
    public var repeatCount: Double
    /// Whether each iteration plays forward and then backward.
    public var autoreverses: Bool
    /// What shows outside the active period.
    public var fillMode: FillMode

    /// Core Animation's duration for an animation created with duration 0.
    public static let implicitDuration = 0.25

    /// A timing with Core Animation's defaults except where given.
    public init(beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed) {
        precondition(beginTime.isFinite && speed.isFinite && timeOffset.isFinite,
                     "beginTime, speed and timeOffset must be finite (got \(beginTime), \(speed), \(timeOffset))")
        precondition(!duration.isNaN && repeatCount >= 0, "duration must be a number and repeatCount non-negative")
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// A layer's timing: never ends, runs at `speed`, shifted by `timeOffset`.
    public static func layer(speed: Double = 1, timeOffset: Double = 0) -> MediaTiming {
        MediaTiming(duration: .infinity, speed: speed, timeOffset: timeOffset)
    }

    /// A paused layer showing `progress` (0...1) of animations that last `duration`: speed 0 and
    /// timeOffset = progress * duration, as UIPercentDrivenInteractiveTransition sets the
    /// container's layer.
    public static func layer(pausedAt progress: Double, of duration: Double) -> MediaTiming {
        layer(speed: 0, timeOffset: progress * duration)
    }

    /// The duration of one iteration after applying the 0-means-implicit rule.
    public var effectiveDuration: Double { duration > 0 ? duration : Self.implicitDuration }

    /// The length of the active period in local seconds (rule 2).
    public var activeDuration: Double {
        (autoreverses ? 2 * effectiveDuration : effectiveDuration) * (repeatCount > 0 ? repeatCount : 1)
    }

    /// The local time within one iteration, 0...duration, for the parent time `parentTime`;
    /// nil when the object is not active and its fill mode does not cover that time.
    public func localTime(at parentTime: Double) -> Double? {
        let elapsed = (parentTime - beginTime) * speed
        let active = activeDuration
        if elapsed < 0 {
            return fillMode.fillsBackwards ? folded(wrapped(timeOffset, atEnd: false), atEnd: false) : nil
        }
        if elapsed >= active {
            return fillMode.fillsForwards ? folded(wrapped(active + timeOffset, atEnd: true), atEnd: true) : nil
        }
        return folded(wrapped(elapsed + timeOffset, atEnd: false), atEnd: false)
    }

    /// `localTime(at:)` as a fraction of one iteration, 0...1 (the input of a timing curve);
    /// nil where `localTime` is nil; 0 for a layer's infinite duration.
    public func progress(at parentTime: Double) -> Double? {
        localTime(at: parentTime).map { $0 / effectiveDuration }
    }

    /// Rule 5: the offset time modulo the active period; at the end, a full period rather than 0.
    private func wrapped(_ t: Double, atEnd: Bool) -> Double {
        let active = activeDuration
        guard active.isFinite else { return t }
        var w = t.truncatingRemainder(dividingBy: active)
        if w < 0 { w += active }
        if atEnd && w == 0 { w = active }
        return w
    }

    /// Rule 6: time within the active period folded into one iteration, reversed on the way back.
    private func folded(_ t: Double, atEnd: Bool) -> Double {
        let d = effectiveDuration
        guard d.isFinite else { return t }
        let iteration = autoreverses ? 2 * d : d
        var index = (t / iteration).rounded(.down)
        if atEnd && index > 0 && index * iteration == t { index -= 1 }
        let within = min(max(t - index * iteration, 0), iteration)
        return within > d ? 2 * d - within : within
    }
}
