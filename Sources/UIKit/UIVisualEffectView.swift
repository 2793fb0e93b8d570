// Status: UIVisualEffectView(effect:) with a settable `effect` (a change inside UIView.animate
// animates the blur radius, saturation and tint in or out, as blur-in transitions do) and
// `contentView`, drawn as a real blur of what lies behind (the engine's backdrop). Not: the
// private subview classes (a backdrop view holding the blur and its tint, and the content
// view, both plain UIViews; UIKit has a third for the tint), a corner radius on the effect
// view's own layer reaching the blur without `clipsToBounds`, vibrancy blending (see
// UIVibrancyEffect), NSSecureCoding.

/// A view that blurs what lies behind it (UIBlurEffect) or shows its content vibrantly
/// (UIVibrancyEffect); its own subviews go in `contentView`.
///
/// Built much as UIKit builds it: a backdrop subview (the blur and saturation of what lies
/// behind, clipped to the bounds, its background colour the tint laid over the blur) and the
/// content view on top, both the size of the view. Setting `effect` sets their properties, so
/// inside an animation block each animates from what shows at that moment.
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it is drawn over the effect, not blurred.
    open var contentView: UIView { content }

    private let backdrop = UIView(frame: .zero)
    private let content = UIView(frame: .zero)
    private var storedEffect: UIVisualEffect?

    /// A view showing `effect` (nil: nothing, until an effect is set).
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        for v in [backdrop, content] { addSubview(v) }
        backdrop.backgroundColor = nil
        content.backgroundColor = nil
        apply(effect)
    }

    /// A view with no effect (`init(effect: nil)`) at `frame`.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A view with no effect.
    public convenience init() { self.init(effect: nil) }

    /// Views are not decoded from archives here: there are no storyboards.
    public required init?(coder: NSCoder) { return nil }

    /// The effect shown; inside `UIView.animate` a change animates (nil to a blur fades the blur
    /// in, a blur to nil fades it out).
    open var effect: UIVisualEffect? {
        get { storedEffect }
        set { apply(newValue) }
    }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = newValue; fitSubviews() }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = newValue; fitSubviews() }
    }

    /// An adaptive blur shows the new appearance.
    package override func traitAppearanceDidChange() { apply(storedEffect) }

    private func apply(_ effect: UIVisualEffect?) {
        storedEffect = effect.map { $0.copy() as! UIVisualEffect }
        // Adaptive styles resolve in the view's traits.
        let recipe = UITraitCollection.withCurrent(traitCollection) { effect?.recipe ?? .none }
        backdrop.layer.backdropBlurRadius = recipe.blurRadius
        backdrop.layer.backdropSaturation = recipe.saturation
        // The curve fades in and out through its amount; its values stay while it fades out.
        if recipe.luminanceAmount != 0 { backdrop.layer.backdropLuminanceValues = recipe.luminanceValues }
        backdrop.layer.backdropLuminanceAmount = recipe.luminanceAmount
        backdrop.layer.backdropBrightness = recipe.brightness
        // The tint fades in and out in its own colour (a clear colour is black at alpha 0, and
        // animating through it would darken the tint on the way).
        let current = backdrop.backgroundColor ?? .clear
        var target = recipe.tint
        if target.color.alpha == 0 { target = current.withAlphaComponent(0) }
        if current.color.alpha == 0, target.color.alpha > 0 {
            UIView.performWithoutAnimation { backdrop.backgroundColor = target.withAlphaComponent(0) }
        }
        backdrop.backgroundColor = target
        content.alpha = CGFloat(recipe.contentOpacity)
    }

    /// The subviews fill the bounds, as UIKit keeps them.
    private func fitSubviews() {
        let b = CGRect(origin: .zero, size: bounds.size)
        for v in [backdrop, content] { v.frame = b }
    }
}
