internal import Transitions

// Status: not Apple API. The engine's backdrop (a blurred copy of what lies behind the layer),
// for UIVisualEffectView; Core Animation's CABackdropLayer and its `filters` are private there
// and absent here.
extension CALayer {
    /// The backdrop's blur in points (the Gaussian's σ); inside a view's animation block a
    /// change animates, as the layer's other properties do.
    package var backdropBlurRadius: Double {
        get { base.backdropBlurRadius }
        set { willChange(.backdropBlurRadius); base.backdropBlurRadius = newValue }
    }

    /// The backdrop's saturation (1: unchanged); animates like `backdropBlurRadius`.
    package var backdropSaturation: Double {
        get { base.backdropSaturation }
        set { willChange(.backdropSaturation); base.backdropSaturation = newValue }
    }
}
