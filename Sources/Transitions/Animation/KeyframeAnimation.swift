/// CAKeyframeAnimation: a property through a list of values at key times.
///
/// `keyTimes` (0...1, non-decreasing, one per value) default to evenly spaced. Calculation
/// modes: `linear` interpolates between neighbours, each segment paced by its entry in
/// `timingFunctions` (or the animation's timing function over the whole); `discrete` jumps
/// from value to value (n values take n equal slots when keyTimes are absent); `cubic` is not
/// modelled and falls back to linear (documented, never an error).
public final class KeyframeAnimation: Animation {
    public enum CalculationMode: String, Sendable { case linear, discrete, paced, cubic }

    public var values: [AnimatableValue] = []
    public var keyTimes: [Double]?
    public var timingFunctions: [TimingFunction]?
    public var calculationMode: CalculationMode = .linear

    public override init(keyPath: String) { super.init(keyPath: keyPath) }

    /// A description of what is wrong with the key times, or nil when they are usable.
    public var keyTimesProblem: String? {
        guard let k = keyTimes else { return nil }
        if k.count != values.count { return "keyTimes has \(k.count) entries but values has \(values.count)" }
        for (i, t) in k.enumerated() {
            if !t.isFinite || t < 0 || t > 1 { return "keyTimes[\(i)] = \(t) is outside 0...1" }
            if i > 0, t < k[i - 1] { return "keyTimes[\(i)] = \(t) is smaller than keyTimes[\(i - 1)] = \(k[i - 1]); key times must not decrease" }
        }
        return nil
    }

    override func interpolate(progress: Double, underlying: AnimatableValue) -> AnimatableValue? {
        guard !values.isEmpty else { return nil }
        if values.count == 1 { return values[0] }
        let times = (keyTimesProblem == nil ? keyTimes : nil) ?? defaultKeyTimes
        if calculationMode == .discrete {
            // Value i holds from times[i] until times[i + 1].
            var index = 0
            for (i, t) in times.enumerated() where progress >= t { index = i }
            return values[min(index, values.count - 1)]
        }
        let p = timingFunctions == nil ? paced(progress) : progress
        var segment = times.count - 2
        for i in 0..<(times.count - 1) where p <= times[i + 1] { segment = i; break }
        let t0 = times[segment], t1 = times[segment + 1]
        var f = t1 > t0 ? (p - t0) / (t1 - t0) : 1
        f = min(max(f, 0), 1)
        if let fns = timingFunctions, segment < fns.count { f = fns[segment].value(at: f) }
        return values[segment].interpolated(to: values[segment + 1], fraction: f)
    }

    private var defaultKeyTimes: [Double] {
        let n = values.count
        if calculationMode == .discrete { return (0..<n).map { Double($0) / Double(n) } }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    override func copy() -> Animation {
        let c = KeyframeAnimation(keyPath: keyPath)
        copyTiming(to: c)
        c.values = values; c.keyTimes = keyTimes; c.timingFunctions = timingFunctions; c.calculationMode = calculationMode
        return c
    }
}
