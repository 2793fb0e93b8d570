/// The property changes made inside one block animation (UIView.animate), turned into
/// animations at its end.
///
/// UIKit's behaviour: each property set inside the block animates from the value it showed at
/// that moment (its presentation value) to the new model value, with the block's duration,
/// delay and curve; a delayed animation holds its start value during the delay (fill
/// backwards). A property set to the model value it already had adds nothing: UIKit's block
/// animations are additive (iOS 8+), so one from the old to the same new model value changes
/// nothing on screen and an animation already running on it goes on (DeckTransition sets the
/// presented frame again in a 0.1 s block while the 0.3 s presentation runs). The completion
/// fires when the last of them ends. Confined to the thread running
/// the block (`@unchecked Sendable` only so it can be a task-local value).
///
/// Views' setters call `record(_:_:)` before they change their layer; the UIKit module's block
/// forms and the engine's `View.animate` open blocks with `run(duration:delay:curve:...)`.
package final class AnimationBlock: @unchecked Sendable {
    struct Change {
        let layer: Layer
        let property: LayerProperty
        let from: AnimatableValue
        /// The model value before the change.
        let model: AnimatableValue?
    }

    @TaskLocal static var current: AnimationBlock?

    let makeAnimation: (LayerProperty) -> BasicAnimation
    private(set) var changes: [Change] = []
    /// Whether a block nested in this one's closure set an animatable property.
    var hasNestedChanges = false

    init(makeAnimation: @escaping (LayerProperty) -> BasicAnimation) { self.makeAnimation = makeAnimation }

    /// Remembers the value `layer` shows now for `property`, when a block is open (so the
    /// change about to be made animates from it). A view's setters call it before they write.
    package static func record(_ layer: Layer, _ property: LayerProperty) { current?.record(layer, property) }

    /// True while a block's closure runs (changes made now animate).
    package static var isOpen: Bool { current != nil }

    /// The animation the block running now would add for a change of `property` (its duration,
    /// delay, curve or spring), or nil outside a block: what a view answers its layer's
    /// action(forKey:) with, as UIKit does inside animation blocks.
    package static func currentAnimation(for property: LayerProperty) -> BasicAnimation? { current?.makeAnimation(property) }

    /// Runs `animations` as a block paced by `curve` (a Bézier curve or UIKit's system curve).
    package static func run(duration: Double, delay: Double, curve: TimingCurve,
                            animations: () -> Void, completion: ((Bool) -> Void)?) {
        run(animations: animations, completion: completion, duration: duration, delay: delay) { property in
            let a = BasicAnimation(keyPath: property.rawValue)
            a.duration = max(duration, 1e-9)
            a.timingCurve = curve
            a.beginTime = currentMediaTime() + max(delay, 0)
            if delay > 0 { a.fillMode = .backwards }
            return a
        }
    }

    /// Runs `animations` as a spring block (UIView.animate(usingSpringWithDamping:...)).
    package static func runSpring(duration: Double, delay: Double, dampingRatio: Double, initialVelocity velocity: Double,
                                  animations: () -> Void, completion: ((Bool) -> Void)?) {
        let spring = Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        run(animations: animations, completion: completion, duration: duration, delay: delay) { property in
            let a = SpringAnimation(keyPath: property.rawValue)
            a.mass = spring.mass; a.stiffness = spring.stiffness; a.damping = spring.damping
            a.initialVelocity = spring.initialVelocity
            a.duration = max(duration, 1e-9)
            a.beginTime = currentMediaTime() + max(delay, 0)
            if delay > 0 { a.fillMode = .backwards }
            return a
        }
    }

    /// Changes made in `changes` without animating, even inside an enclosing block.
    package static func withoutAnimation(_ changes: () -> Void) {
        $current.withValue(nil) { changes() }
    }

    /// Runs `body` as inside an animation block that animates nothing: returns each property it
    /// changed (once per layer and property) with the value showing before the change; the new
    /// model values are in place afterwards. How the UIKit module builds keyframe animations.
    package static func recordingChanges(_ body: () -> Void) -> [(layer: Layer, property: LayerProperty, from: AnimatableValue)] {
        let block = AnimationBlock { property in BasicAnimation(keyPath: property.rawValue) }
        $current.withValue(block) { body() }
        return block.changes.map { ($0.layer, $0.property, $0.from) }
    }

    private static func run(animations: () -> Void, completion: ((Bool) -> Void)?, duration: Double, delay: Double,
                            make: @escaping (LayerProperty) -> BasicAnimation) {
        let block = AnimationBlock(makeAnimation: make)
        let enclosing = current
        $current.withValue(block) { animations() }
        let now = currentMediaTime()
        // A block that set no animatable property (nor had a nested block that did) made no
        // animation whose end UIKit could wait for: its completion runs at once, on the next
        // turn of the clock, whatever the duration (Presentr's flip chains its second half off
        // such a block). One that set a property to the value it had still waits: UIKit adds an
        // additive animation of no visible change for it.
        let setNothing = block.changes.isEmpty && !block.hasNestedChanges
        if !setNothing { enclosing?.hasNestedChanges = true }
        let end = setNothing ? now : max(block.commit(now: now), currentMediaTime() + max(delay, 0) + max(duration, 0))
        if let completion {
            if let clock = Timeline.current { clock.schedule(at: end) { completion(true) } } else { completion(true) }
        }
    }

    /// Called by view setters before they change the model: remembers the value showing now.
    func record(_ layer: Layer, _ property: LayerProperty) {
        guard !changes.contains(where: { $0.layer === layer && $0.property == property }) else { return }
        let now = Timeline.current?.now ?? 0
        if let v = layer.presentationValue(property, at: now) {
            changes.append(Change(layer: layer, property: property, from: v, model: layer.modelValue(property)))
        }
    }

    /// Adds one animation per change whose value really changed; returns the latest end time.
    func commit(now: Double) -> Double {
        var end = now
        for c in changes {
            guard let to = c.layer.modelValue(c.property), to != c.from, to != c.model else { continue }
            let a = makeAnimation(c.property)
            a.fromValue = c.from
            a.toValue = to
            c.layer.add(a, forKey: c.property.rawValue)
            if a.endTime.isFinite { end = max(end, a.endTime) }
        }
        return end
    }
}
