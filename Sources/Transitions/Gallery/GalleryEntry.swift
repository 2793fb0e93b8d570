/// One rendered gallery item, as the index page describes it.
struct GalleryEntry {
    let descriptor: TransitionDescriptor
    let operation: TransitionOperation
    /// `<name>-<forward|reverse>`: the APNG is `<baseName>.png`, the sheet `<baseName>-sheet.png`.
    let baseName: String
    let sceneName: String
    let frameCount: Int
    /// The animator's duration and the time the last animation ended, in seconds.
    let transitionDuration: Double
    let totalDuration: Double
    let warnings: [String]
}
