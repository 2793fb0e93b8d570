internal import Raster
package import Transitions

/// Where an animator ended.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }
/// An animator's state.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// What interactive transitions drive: an animation that can start, pause, scrub and reverse.
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes further animation blocks.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// Which of a timing curve provider's parameters an animator uses.
public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// A timing curve for a property animator: the animator reads `timingCurveType` and then the
/// cubic or spring parameters it names (so a provider of one's own is honoured, as by UIKit).
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (named or by control points).
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    package let timing: TimingFunction
    public init(animationCurve curve: UIView.AnimationCurve) { timing = curve.timing }
    public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
        timing = TimingFunction(controlPoints: Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
    }
    public override init() { timing = .easeInEaseOut }
    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve: a damping ratio (the duration is the animator's), or mass, stiffness and damping.
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    package let dampingRatio: Double?
    package let physics: (mass: Double, stiffness: Double, damping: Double)?
    package let initialVelocity: CGVector
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        dampingRatio = Double(ratio); physics = nil; initialVelocity = velocity
    }
    public init(dampingRatio ratio: CGFloat) { dampingRatio = Double(ratio); physics = nil; initialVelocity = .zero }
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil; physics = (Double(mass), Double(stiffness), Double(damping)); initialVelocity = velocity
    }
    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

/// UIViewPropertyAnimator: view property changes animated over a duration with a curve or a
/// spring, which can be started, paused, scrubbed (`fractionComplete`), reversed and continued,
/// all on the recording's virtual clock (what `interruptibleAnimator(using:)` hands UIKit).
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    private let timing: UITimingCurveProvider
    private var blocks: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var clock: InteractiveClock?
    private var entries: [(layer: Layer, property: LayerProperty, key: String, from: AnimatableValue)] = []
    open private(set) var state: UIViewAnimatingState = .inactive
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    private var pendingFraction: Double = 0
    nonisolated(unsafe) private static var serial = 0

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timing = parameters
        super.init()
    }
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: p1, controlPoint2: p2))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running (UIView.animate's modern twin).
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let a = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)))
        a.customCurve = options.timingCurve
        a.addAnimations(animations)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }
    /// The curve of a running animator's options (curve 7 included), which wins over its timing parameters.
    private var customCurve: TimingCurve?

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state == .inactive else {
            RecordingLog.error("UIViewPropertyAnimator.addAnimations after the animator started is not supported; add every block before starting it")
            return
        }
        blocks.append((animation, min(max(Double(delayFactor), 0), 1)))
    }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    open var isRunning: Bool { state == .active && !(clock?.isHeld ?? true) }
    open var isReversed: Bool {
        get { reversed }
        set {
            let old = reversed
            reversed = newValue
            if isRunning, old != newValue { runToEnd(speed: 1) }
        }
    }
    private var reversed = false
    open var fractionComplete: CGFloat {
        get { CGFloat(clock.map { $0.tau(at: CACurrentMediaTime()) / $0.duration } ?? pendingFraction) }
        set {
            let f = min(max(Double(newValue), 0), 1)
            if let clock { clock.hold(at: f * clock.duration) } else { pendingFraction = f }
        }
    }

    open func startAnimation() {
        activate()
        runToEnd(speed: 1)
    }
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard delay > 0, let timeline = Timeline.current else { return startAnimation() }
        timeline.schedule(at: timeline.now + delay) { [self] in startAnimation() }
    }
    open func pauseAnimation() {
        activate()
        if let clock, !clock.isHeld { clock.hold(at: clock.tau(at: CACurrentMediaTime())) }
    }
    /// Resumes with the remaining time scaled by `durationFactor` (timing parameters other than the original are not modelled).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if parameters != nil { RecordingLog.warning("UIViewPropertyAnimator.continueAnimation: new timing parameters are not modelled; the original curve continues") }
        activate()
        runToEnd(speed: durationFactor > 0 ? 1 / Double(durationFactor) : 1)
    }
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        // The properties keep what shows now, as UIKit leaves them.
        let now = CACurrentMediaTime()
        clock?.apply(at: now)
        for e in entries {
            if let v = e.layer.presentationValue(e.property, at: now) { e.layer.setModelValue(v, for: e.property) }
            e.layer.removeAnimation(forKey: e.key)
        }
        entries = []
        clock?.hold(at: clock?.tau(at: now) ?? 0)
        state = .stopped
        if !withoutFinishing { finishAnimation(at: .current) }
    }
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            RecordingLog.error("UIViewPropertyAnimator.finishAnimation(at:) needs the animator stopped first (stopAnimation(false))")
            return
        }
        state = .inactive
        for c in completions { c(finalPosition) }
    }

    /// Runs the blocks once, capturing their changes as animations on the animator's clock.
    private func activate() {
        guard state == .inactive, clock == nil else { return }
        state = .active
        let d = max(duration, 1e-9)
        clock = InteractiveClock(duration: d) {
            for (block, delayFactor) in blocks {
                for change in AnimationBlock.recordingChanges(block) {
                    guard let to = change.layer.modelValue(change.property), to != change.from else { continue }
                    let a = makeAnimation(change.property.rawValue, from: change.from, to: to)
                    a.duration = d * (1 - delayFactor)
                    a.beginTime = CACurrentMediaTime() + d * delayFactor
                    a.fillMode = .both
                    a.isRemovedOnCompletion = false
                    Self.serial += 1
                    let key = "propertyAnimator-\(Self.serial)-\(change.property.rawValue)"
                    change.layer.add(a, forKey: key)
                    entries.append((change.layer, change.property, key, change.from))
                }
            }
        }
        clock?.hold(at: pendingFraction * d)
    }

    private func makeAnimation(_ keyPath: String, from: AnimatableValue, to: AnimatableValue) -> Transitions.Animation {
        let type = timing.timingCurveType
        if type == .spring || type == .composed, timing.springTimingParameters == nil {
            RecordingLog.error("UIViewPropertyAnimator: \(Swift.type(of: timing)).timingCurveType is .\(type) but springTimingParameters is nil")
        }
        if type == .builtin || type == .cubic || type == .composed, timing.cubicTimingParameters == nil {
            RecordingLog.error("UIViewPropertyAnimator: \(Swift.type(of: timing)).timingCurveType is .\(type) but cubicTimingParameters is nil")
        }
        if type == .composed, let spring = timing.springTimingParameters.map(engineSpring), let cubic = timing.cubicTimingParameters?.timing {
            return composedAnimation(keyPath, from: from, to: to, spring: spring, cubic: cubic)
        }
        if type == .spring, let spring = timing.springTimingParameters.map(engineSpring) {
            let a = SpringAnimation(keyPath: keyPath)
            a.mass = spring.mass; a.stiffness = spring.stiffness; a.damping = spring.damping; a.initialVelocity = spring.initialVelocity
            a.fromValue = from
            a.toValue = to
            return a
        }
        let a = BasicAnimation(keyPath: keyPath)
        a.timingCurve = customCurve ?? .bezier(timing.cubicTimingParameters?.timing ?? .easeInEaseOut)
        a.fromValue = from
        a.toValue = to
        return a
    }

    /// The spring a spring provider describes, over this animator's duration when given by damping ratio.
    private func engineSpring(_ p: UISpringTimingParameters) -> Spring {
        if let ratio = p.dampingRatio { return Spring(duration: duration, dampingRatio: ratio, initialVelocity: Double(p.initialVelocity.dx)) }
        let m = p.physics ?? (1, 100, 10)
        return Spring(mass: m.mass, stiffness: m.stiffness, damping: m.damping, initialVelocity: Double(p.initialVelocity.dx))
    }

    /// `.composed`: the cubic curve first, then the spring (UIKit's words: it "starts with the
    /// curve defined by cubicTimingParameters and modifies it using the spring"): at progress u the
    /// value is the spring's at time duration x cubic(u). Sampled as a linear keyframe animation,
    /// 240 keyframes a second (a frame at 60 fps falls within 1/4 frame of a keyframe).
    private func composedAnimation(_ keyPath: String, from: AnimatableValue, to: AnimatableValue, spring: Spring, cubic: TimingFunction) -> Transitions.Animation {
        let n = max(8, Int((duration * 240).rounded(.up)))
        let a = KeyframeAnimation(keyPath: keyPath)
        a.keyTimes = (0...n).map { Double($0) / Double(n) }
        a.values = (0...n).map { i in
            let u = Double(i) / Double(n)
            let f = i == n ? 1 : spring.value(at: cubic.value(at: u) * duration)
            return from.interpolated(to: to, fraction: f)
        }
        return a
    }

    /// Runs the clock to the end in the current direction, then finishes there.
    private func runToEnd(speed: Double) {
        guard let clock else { return }
        let forward = !isReversed
        clock.run(forward: forward, speed: speed, curve: .linear) { [self] in
            guard state == .active else { return }
            if pausesOnCompletion { return }
            // Settle the model where the animator ended, then take the animations off.
            for e in entries {
                if !forward { e.layer.setModelValue(e.from, for: e.property) }
                e.layer.removeAnimation(forKey: e.key)
            }
            entries = []
            state = .inactive
            self.clock = nil
            for c in completions { c(forward ? .end : .start) }
        }
    }
}
