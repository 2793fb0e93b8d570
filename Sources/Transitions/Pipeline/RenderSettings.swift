import Raster

/// What the caller asks for on top of a scene: transition, direction, trigger, timing, scale
/// and transition parameters (each nil or empty keeps the scene's own). Bounds: `RenderLimits`.
public struct RenderSettings: Sendable {
    /// Overrides the scene's transition (a catalog name).
    public var transition: String?
    /// Run the reverse direction (pop/dismiss).
    public var reverse: Bool?
    /// Overrides the trigger rectangle, in points.
    public var trigger: Rect?
    /// Overrides the transition's duration, in seconds.
    public var duration: Double?
    public var fps: Int
    /// Pixels per point (nil: the scene's default).
    public var scale: Double?
    /// Transition-specific numeric parameters.
    public var parameters: [String: Double]
    /// The most work one frame may ask for, in covered device pixels summed over the layers
    /// (nil: `RenderLimits.maximumWorkPerFrame`).
    public var workLimit: Double?

    public init(transition: String? = nil, reverse: Bool? = nil, trigger: Rect? = nil, duration: Double? = nil,
                fps: Int = 60, scale: Double? = nil, parameters: [String: Double] = [:], workLimit: Double? = nil) {
        self.transition = transition
        self.reverse = reverse
        self.trigger = trigger
        self.duration = duration
        self.fps = fps
        self.scale = scale
        self.parameters = parameters
        self.workLimit = workLimit
    }
}
