import Transitions

/// A transition as the gallery's pages describe it: what the caller's catalog says of it.
public struct GalleryTransition: Sendable {
    /// The command-line name (e.g. `circle-mask`), also the start of its files' names.
    public var name: String
    public var summary: String
    /// The default duration in seconds; with `durationPart`, that part's (Ping's mask), the
    /// whole run lasting `durationPart.total`.
    public var defaultDuration: Double
    public var durationPart: (name: String, total: Double)?
    /// The timing curve(s) and where they come from.
    public var curve: String
    /// Where the transition's numbers come from; empty when nothing is said.
    public var sources: String
    public var needsTrigger: Bool
    /// The two directions' names: push and pop, or present and dismiss.
    public var forward: String
    public var reverse: String

    public init(name: String, summary: String, defaultDuration: Double, durationPart: (name: String, total: Double)? = nil,
                curve: String, sources: String = "", needsTrigger: Bool = false, forward: String, reverse: String) {
        self.name = name
        self.summary = summary
        self.defaultDuration = defaultDuration
        self.durationPart = durationPart
        self.curve = curve
        self.sources = sources
        self.needsTrigger = needsTrigger
        self.forward = forward
        self.reverse = reverse
    }
}

/// One direction of a gallery transition, recorded: the frames the gallery writes and what its
/// pages say of the run.
public struct GalleryRecording: Sendable {
    /// push, pop, present or dismiss.
    public var operation: String
    /// The scene the transition ran between (e.g. `showcase`).
    public var sceneName: String
    /// The animator's duration in seconds.
    public var transitionDuration: Double
    public var recording: Recording
    /// What recording the run warned about.
    public var warnings: [String]

    public init(operation: String, sceneName: String, transitionDuration: Double, recording: Recording, warnings: [String]) {
        self.operation = operation
        self.sceneName = sceneName
        self.transitionDuration = transitionDuration
        self.recording = recording
        self.warnings = warnings
    }

    /// When the last animation ended: the last frame's time.
    public var totalDuration: Double { recording.duration }
}
