/// The bounds every render is held to, whoever asks for it (a Swift caller, a scene file, the
/// command line): they keep memory and time finite before anything is allocated.
public enum RenderLimits {
    /// The frame rates accepted.
    public static let fps = 1...1000
    /// The pixel scales (pixels per point) accepted.
    public static let scale = 1.0...4.0
    /// The most frames one render may have.
    public static let maximumFrameCount = 100_000
    /// The longest duration accepted, in seconds.
    public static let maximumDuration = 3600.0
}
