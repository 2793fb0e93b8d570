import Raster

/// One rendered gallery item, as the index pages describe it.
struct GalleryEntry {
    let transition: GalleryTransition
    /// push, pop, present or dismiss.
    let operation: String
    /// The appearance the item was recorded in.
    let appearance: GalleryAppearance
    /// `<name>-<forward|reverse>` and `-dark` for dark: the APNG is `<baseName>.png`, the sheet
    /// `<baseName>-sheet.<png|webp>`.
    let baseName: String
    let sceneName: String
    let frameCount: Int
    let fps: Int
    /// The animator's duration and the time the last animation ended, in seconds.
    let transitionDuration: Double
    let totalDuration: Double
    let warnings: [String]
    /// The animation files written (APNG, WebP, GIF, MP4), by file name.
    let animations: [String]
    /// The contact sheet's file name.
    let sheetFile: String
    /// The contact sheet's cells: which frame each shows and where it is in the sheet (the
    /// HTML page shows a frame by showing its cell, the sheet being the sprite).
    let sheetCells: [(frame: Int, time: Double, rect: IntRect)]
    /// The sheet's size in pixels.
    let sheetWidth: Int, sheetHeight: Int
}
