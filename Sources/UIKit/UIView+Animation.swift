// Status: UIView.animate in all four forms (spring included), AnimationOptions' curves (curve 7,
// the system curve, too) and nesting flags, performWithoutAnimation, areAnimationsEnabled,
// inheritedAnimationDuration; .repeat and .autoreverse are errors.
package import Transitions

extension UIView {
    /// The options of block animations: curves are applied; the interaction and layout flags
    /// are accepted (there is no touch handling or layout animation to change); repeating and
    /// the transition styles are used where UIKit uses them, and reported where it would matter.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve bits as what paces the engine's animations: the four named curves, and
        /// UIKit's system curve for bits 7 (`AnimationOptions(rawValue: 7 << 16)`), the curve of
        /// the keyboard and of UIKit's own transitions, which has no name in the API (`SystemCurve`).
        /// Every form that takes these options (blocks, keyframes, view transitions, running
        /// property animators) reads its curve here, so curve 7 means the same in all of them.
        package var timingCurve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .bezier(.easeIn)
            case 2: .bezier(.easeOut)
            case 3: .linear
            case UInt(SystemCurve.rawValue): .system
            default: .easeInEaseOut
            }
        }
        /// The transition bits (0: none).
        package var transitionStyle: UInt { (rawValue >> 20) & 0xF }

        /// Reports options the engine cannot honour (never silently ignored).
        package func reportUnsupported(in call: String) {
            if contains(.repeat) || contains(.autoreverse) {
                RecordingLog.error("\(call): the .repeat and .autoreverse options are not supported; add a CABasicAnimation with repeatCount/autoreverses instead")
            }
        }
    }

    /// UIView.animate(withDuration:delay:options:animations:completion:).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        options.reportUnsupported(in: "UIView.animate")
        guard areAnimationsEnabled else { return changeAtOnce(animations, completion: completion) }
        // A block started inside another's closure takes that block's duration and curve unless
        // its options override them (UIView.AnimationOptions.overrideInheritedDuration/Curve).
        let d = options.contains(.overrideInheritedDuration) ? duration : inheritedDurations.last ?? duration
        let own = options.timingCurve
        let curve = options.contains(.overrideInheritedCurve) ? own : (inheritedCurves.last ?? nil) ?? own
        let block = { inheriting(d, curve: curve) { animations(); runArmedAlongside() } }
        AnimationBlock.run(duration: d, delay: delay, curve: curve, animations: block, completion: completion)
    }

    /// UIView.animate(withDuration:animations:completion:).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// UIView.animate(withDuration:animations:).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring form (damping ratio 0...1, initial velocity in units of the distance per second).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        options.reportUnsupported(in: "UIView.animate(usingSpringWithDamping:)")
        guard areAnimationsEnabled else { return changeAtOnce(animations, completion: completion) }
        AnimationBlock.runSpring(duration: duration, delay: delay, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
                                 animations: { inheriting(duration) { animations(); runArmedAlongside() } }, completion: completion)
    }

    /// Changes made in `actionsWithoutAnimation` do not animate, even inside a block;
    /// `areAnimationsEnabled` is false meanwhile.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        withoutAnimationDepth += 1
        defer { withoutAnimationDepth -= 1 }
        AnimationBlock.withoutAnimation(actionsWithoutAnimation)
    }

    /// Whether block animations animate: true unless `setAnimationsEnabled(false)` was called,
    /// and false inside `performWithoutAnimation`. While false, a block's changes take effect at
    /// once and its completion runs with `true`, as UIKit does.
    public class var areAnimationsEnabled: Bool { animationsEnabled && withoutAnimationDepth == 0 }

    /// Turns block animations off (or on again) for the rest of the recording.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// The duration of the innermost block animation whose closure is running (0 outside one).
    public class var inheritedAnimationDuration: TimeInterval { inheritedDurations.last ?? 0 }

    // UIKit code runs on one thread (the recorder's); these follow its block nesting.
    private static var animationsEnabled = true
    private static var withoutAnimationDepth = 0
    private static var inheritedDurations: [TimeInterval] = []
    /// The curve blocks nested in the running one take (nil in a spring block: they keep their own).
    private static var inheritedCurves: [TimingCurve?] = []

    /// Runs a block's closure with `duration` (and `curve`) as what nested blocks inherit.
    private static func inheriting(_ duration: TimeInterval, curve: TimingCurve? = nil, _ animations: () -> Void) {
        inheritedDurations.append(duration)
        inheritedCurves.append(curve)
        defer { inheritedDurations.removeLast(); inheritedCurves.removeLast() }
        animations()
    }

    /// A block while animations are disabled: the changes at once, the completion soon after.
    private static func changeAtOnce(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        AnimationBlock.withoutAnimation(animations)
        guard let completion else { return }
        if let clock = Timeline.current { clock.schedule(at: clock.now) { completion(true) } } else { completion(true) }
    }
}

/// Swift 4's spelling of `UIView.AnimationOptions`.
public typealias UIViewAnimationOptions = UIView.AnimationOptions
