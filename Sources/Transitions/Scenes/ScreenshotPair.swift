import Raster

/// Two screenshots ready to be shown as a scene's screens (`ScreenshotScene.prepare`): each
/// screen is its image 1:1 at `scale` over its colour, and the to-screen may carry the text
/// region the Ping reveal flies in (cut out of `to`, whose hole is already filled).
package struct ScreenshotPair: @unchecked Sendable {
    /// The screen in points: the images' size over the scale.
    package var size: Size
    package var scale: Double
    package var fromName: String
    package var from: Pixmap
    /// The from-screen's colour: `--background`, else its most common corner pixel.
    package var fromColor: Color
    package var fromOpaque: Bool
    package var toName: String
    /// The to-screenshot, with the text region's hole filled when there is one.
    package var to: Pixmap
    package var toColor: Color
    package var toOpaque: Bool
    /// The text region's pixels and its frame in points.
    package var text: (image: Pixmap, frame: Rect)?
}
