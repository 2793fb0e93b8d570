import Raster

/// The mean luma of what a frozen frame shows inside one pixel rectangle: what iOS samples under
/// the home indicator to choose the pill's colour (SpringBoard's luma-tracking pill, whose
/// thresholds the UIKit module's HomeIndicatorView applies). The UIKit recorder asks before it
/// lays the system's drawing over each frame, so the choice follows the frames in order, as a
/// device's tracking follows the screen.
///
/// Only the rectangle is drawn (the renderer clips every layer to it), over the window's black,
/// into a pixmap the size of the frame that is kept for the recording: a strip of a few hundred
/// pixels by fifteen costs a small part of a frame. Luma is Rec. 709's (0.2126, 0.7152, 0.0722)
/// of the mean encoded colour, 0...1.
package final class RegionLuma {
    private let renderer: LayerRenderer
    private let target: Pixmap
    private let canvas: Canvas

    /// nil when the frame's size is refused (see Pixmap's limits).
    package init?(pixelWidth: Int, pixelHeight: Int, scale: Double) {
        guard let renderer = LayerRenderer(width: pixelWidth, height: pixelHeight, scale: scale),
              let target = Pixmap(width: pixelWidth, height: pixelHeight) else { return nil }
        self.renderer = renderer
        self.target = target
        canvas = Canvas(target: target)
    }

    /// The mean luma of `frame` inside `rect` (clipped to the frame); nil when nothing of the
    /// rectangle is on the frame or the frame cannot be drawn (a snapshot that fails draws
    /// nothing here and fails the frame itself later, where it is reported).
    package func meanLuma(of frame: FrozenFrame, in rect: IntRect) -> Double? {
        let r = rect.intersection(target.bounds)
        guard !r.isEmpty else { return nil }
        do {
            try renderer.render(frame.root, at: frame.time, into: canvas, background: RecordingFrameRenderer.windowBackground, within: r)
        } catch { return nil }
        renderer.releaseOffscreens()
        var red = 0, green = 0, blue = 0
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX {
                // Opaque over the window's black: the premultiplied channels are the colour.
                let c = target[x, y]
                red += Int(c.r); green += Int(c.g); blue += Int(c.b)
            }
        }
        let n = Double(r.width * r.height) * 255
        return 0.2126 * Double(red) / n + 0.7152 * Double(green) / n + 0.0722 * Double(blue) / n
    }
}
