/// An animation's value at a time for a value that is no layer property (a custom key of a
/// CALayer subclass): the UIKit module keeps such values itself and samples the animations the
/// engine layer holds under that key path.
extension Animation {
    /// The value at `time` given the value underneath, or nil when the animation is not in effect.
    package func sampledValue(at time: Double, underlying: AnimatableValue) -> AnimatableValue? {
        value(at: time, underlying: underlying)
    }
}
