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

        /// The curve bits as the engine's timing function.
        package var timing: TimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
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
        View.animate(withDuration: duration, delay: delay, timing: options.timing, animations: animations, completion: completion)
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
        View.animate(withDuration: duration, delay: delay, usingSpringWithDamping: Double(dampingRatio),
                     initialSpringVelocity: Double(velocity), options: [], animations: animations, completion: completion)
    }

    /// Changes made in `actionsWithoutAnimation` do not animate, even inside a block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        View.performWithoutAnimation(actionsWithoutAnimation)
    }

    /// True inside an animation block.
    public class var areAnimationsEnabled: Bool { true }
    public class var inheritedAnimationDuration: TimeInterval { 0 }
}

/// Swift 4's spelling of `UIView.AnimationOptions`.
public typealias UIViewAnimationOptions = UIView.AnimationOptions
