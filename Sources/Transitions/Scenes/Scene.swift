import Raster

/// Two screens and the transition between them: what one render shows.
public struct Scene: Sendable {
    public var name: String
    public var summary: String
    /// The container (screen) size in points.
    public var size: Size
    /// Pixels per point when the user does not say.
    public var defaultScale: Double
    public var from: Screen
    public var to: Screen
    /// The catalog name of the scene's transition.
    public var transition: String
    /// Run the transition's reverse (pop/dismiss) instead of its forward direction.
    public var reverse: Bool
    /// The identifier of the trigger view in the from-screen (e.g. "button"), if any.
    public var triggerIdentifier: String?
    /// A fixed trigger rectangle in points (wins over `triggerIdentifier`).
    public var triggerFrame: Rect?
    /// Overrides: duration in seconds and transition-specific parameters.
    public var duration: Double?
    public var parameters: [String: Double]
    /// The files the scene was read from (a scene file and its images, or two screenshots), so a
    /// writer can refuse an output that would overwrite one of them; empty for scenes built in code.
    public var inputFiles: [String] = []
    /// What a reader should be told about the inputs that did not stop the load (a PNG with
    /// bytes after its end), one line each; empty for scenes built in code.
    public var warnings: [String] = []

    public init(name: String, summary: String, size: Size, defaultScale: Double = 3, from: Screen, to: Screen,
                transition: String, reverse: Bool = false, triggerIdentifier: String? = nil, triggerFrame: Rect? = nil,
                duration: Double? = nil, parameters: [String: Double] = [:]) {
        self.name = name
        self.summary = summary
        self.size = size
        self.defaultScale = defaultScale
        self.from = from
        self.to = to
        self.transition = transition
        self.reverse = reverse
        self.triggerIdentifier = triggerIdentifier
        self.triggerFrame = triggerFrame
        self.duration = duration
        self.parameters = parameters
    }

    /// The same scene with its two screens swapped: the state a pop or dismiss starts from.
    public var swapped: Scene {
        var s = self
        s.from = to
        s.to = from
        return s
    }
}
