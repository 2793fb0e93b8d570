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

    /// The luminance curve's control values (v0...v3) of the backdrop; not animated.
    package var backdropLuminanceValues: [Double] {
        get { base.backdropLuminanceValues }
        set { base.backdropLuminanceValues = newValue }
    }

    /// How far the backdrop moves towards its luminance curve (0: not at all); animates.
    package var backdropLuminanceAmount: Double {
        get { base.backdropLuminanceAmount }
        set { willChange(.backdropLuminanceAmount); base.backdropLuminanceAmount = newValue }
    }

    /// Added to the backdrop's colour after its saturation (0: none); animates.
    package var backdropBrightness: Double {
        get { base.backdropBrightness }
        set { willChange(.backdropBrightness); base.backdropBrightness = newValue }
    }
}
