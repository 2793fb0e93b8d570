/// An animation of one component of a property (`position.x`, `transform.scale`,
/// `bounds.size.width`…), as Core Animation's key-path animations are.
///
/// The inner animation interpolates the component alone; at every moment the component is read
/// from the value underneath, animated, and written back into it, so the other components
/// (and animations of them added earlier) show through. The wrapper carries the inner
/// animation's timing, so the layer schedules its end and completion as for any animation.
package final class ComponentAnimation: Animation {
    /// Animates the component's value.
    package let inner: Animation
    /// Reads the component from a whole value (nil when the value is of another kind).
    package let read: @Sendable (AnimatableValue) -> AnimatableValue?
    /// Writes a component value into a whole value.
    package let write: @Sendable (AnimatableValue, AnimatableValue) -> AnimatableValue?

    /// `property` is the parent key the animation affects (e.g. "transform").
    package init(property: LayerProperty, inner: Animation,
                 read: @escaping @Sendable (AnimatableValue) -> AnimatableValue?,
                 write: @escaping @Sendable (AnimatableValue, AnimatableValue) -> AnimatableValue?) {
        self.inner = inner
        self.read = read
        self.write = write
        super.init(keyPath: property.rawValue)
        inner.copyTiming(to: self)
    }

    override func value(at time: Double, underlying: AnimatableValue) -> AnimatableValue? {
        // The wrapper's timing is the one callers set (a group moves its begin time): the inner
        // animation follows it. Completions stay with the wrapper, which the layer schedules.
        copyTiming(to: inner)
        inner.completion = nil
        guard let part = read(underlying), let v = inner.value(at: time, underlying: part) else { return nil }
        return write(underlying, v)
    }

    override func copy() -> Animation {
        let innerCopy = inner.copy()
        copyTiming(to: innerCopy)
        innerCopy.completion = nil
        return ComponentAnimation(property: LayerProperty(rawValue: keyPath)!, inner: innerCopy, read: read, write: write).withTiming(of: self)
    }

    private func withTiming(of other: Animation) -> ComponentAnimation {
        other.copyTiming(to: self)
        return self
    }
}
