extension View {
    /// The animation the `View.animate` block running now would add for a change of `property`
    /// (its duration, delay, curve or spring), or nil outside a block: what UIView answers a
    /// layer's action(forKey:) with, as UIKit does inside animation blocks.
    package static func currentBlockAnimation(for property: LayerProperty) -> BasicAnimation? {
        AnimationBlock.current?.makeAnimation(property)
    }
}
