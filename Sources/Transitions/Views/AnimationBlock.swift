/// The property changes made inside one `View.animate` block, turned into animations at its end.
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
final class AnimationBlock: @unchecked Sendable {
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

extension View {
    /// Runs `body` as inside an animation block that animates nothing: returns each property it
    /// changed (once per layer and property) with the value showing before the change; the new
    /// model values are in place afterwards. How the UIKit module builds keyframe animations.
    package static func recordingChanges(_ body: () -> Void) -> [(layer: Layer, property: LayerProperty, from: AnimatableValue)] {
        let block = AnimationBlock { property in BasicAnimation(keyPath: property.rawValue) }
        AnimationBlock.$current.withValue(block) { body() }
        return block.changes.map { ($0.layer, $0.property, $0.from) }
    }
}
