// Status: UIView.animateKeyframes and addKeyframe with the linear and discrete calculation modes
// and the options' curve bits (curve 7 included) over the whole; paced and cubic modes, .repeat
// and .autoreverse are errors.
internal import Transitions

extension UIView {
    /// The options of keyframe animations. The overall timing curve comes from the
    /// `UIView.AnimationOptions` curve bits of the raw value, as on iOS, where the type names no
    /// curve but UIKit reads those bits (its default is ease-in-ease-out, applied over the whole
    /// animation; pass `.curveLinear`'s raw value for none, `7 << 16` for the system curve).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The keyframes `addKeyframe` registers while an `animateKeyframes` block runs.
    private final class KeyframeCollector {
        nonisolated(unsafe) static var stack: [KeyframeCollector] = []
        var keyframes: [(start: Double, duration: Double, changes: () -> Void)] = []
    }

    /// UIView.animateKeyframes(withDuration:delay:options:animations:completion:): changes made in
    /// each `addKeyframe` animate in its slice of the duration (linear between keyframes), changes
    /// made directly in `animations` over the whole of it; one keyframe animation per property.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        if options.contains(.repeat) || options.contains(.autoreverse) {
            RecordingLog.error("UIView.animateKeyframes: the .repeat and .autoreverse options are not supported")
        }
        let mode = (options.rawValue >> 10) & 0x7
        if mode > 1 { RecordingLog.error("UIView.animateKeyframes: only calculationModeLinear and calculationModeDiscrete are supported") }
        let collector = KeyframeCollector()
        KeyframeCollector.stack.append(collector)
        var direct: [(layer: Layer, property: LayerProperty, from: AnimatableValue)] = []
        direct = AnimationBlock.recordingChanges(animations)
        KeyframeCollector.stack.removeLast()

        // Each property's values at key times, in keyframe order of start.
        struct Track { let layer: Layer; let property: LayerProperty; var times: [Double]; var values: [AnimatableValue] }
        var tracks: [Track] = []
        func note(_ change: (layer: Layer, property: LayerProperty, from: AnimatableValue), start: Double, end: Double) {
            guard let to = change.layer.modelValue(change.property) else { return }
            if let i = tracks.firstIndex(where: { $0.layer === change.layer && $0.property == change.property }) {
                tracks[i].times += [start, end]
                tracks[i].values += [change.from, to]
            } else {
                tracks.append(Track(layer: change.layer, property: change.property, times: [0, start, end], values: [change.from, change.from, to]))
            }
        }
        // Direct changes: the model already holds their end values; they span the whole duration.
        for c in direct { note(c, start: 0, end: 1) }
        for k in collector.keyframes.sorted(by: { $0.start < $1.start }) {
            let start = min(max(k.start, 0), 1), end = min(max(k.start + k.duration, start), 1)
            for c in AnimationBlock.recordingChanges(k.changes) { note(c, start: start, end: end) }
        }

        let now = CACurrentMediaTime()
        let begin = now + max(delay, 0)
        // The whole animation is paced by the options' curve; the keyframes' slices are linear in it.
        let curve = UIView.AnimationOptions(rawValue: options.rawValue & (0xF << 16)).timingCurve
        for var t in tracks {
            // A track ends holding its last value.
            if t.times.last! < 1 { t.times.append(1); t.values.append(t.values.last!) }
            let a = KeyframeAnimation(keyPath: t.property.rawValue)
            a.values = t.values
            a.keyTimes = t.times
            a.calculationMode = mode == 1 ? .discrete : .linear
            a.duration = max(duration, 1e-9)
            a.timingCurve = curve
            a.beginTime = begin
            if delay > 0 { a.fillMode = .backwards }
            t.layer.add(a, forKey: t.property.rawValue)
        }
        if let completion {
            if let clock = Timeline.current { clock.schedule(at: begin + max(duration, 0)) { completion(true) } } else { completion(true) }
        }
    }

    /// Registers changes that animate from `frameStartTime` for `frameDuration` (fractions of the
    /// enclosing `animateKeyframes` duration); outside one it is an error.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let collector = KeyframeCollector.stack.last else {
            RecordingLog.error("UIView.addKeyframe called outside an animateKeyframes animations block")
            return
        }
        collector.keyframes.append((frameStartTime, frameDuration, animations))
    }
}

/// Swift 4's spelling of `UIView.KeyframeAnimationOptions`.
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
