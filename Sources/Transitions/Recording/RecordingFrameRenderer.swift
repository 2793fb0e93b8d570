import Raster

/// Draws the frozen frames of a recording into one pixmap it reuses. One per thread; the
/// pixmap a call returns is valid until the next call.
package final class RecordingFrameRenderer {
    /// What shows where no view draws (UIWindow's black).
    package static let windowBackground = Color.black
    private let recording: Recording
    private let renderer: LayerRenderer
    private let target: Pixmap
    private let canvas: Canvas

    /// When set, each frame's drawing time is added to it by stage (the benchmark's split).
    package var stageTimes: RenderStageTimes? {
        get { renderer.stageTimes }
        set { renderer.stageTimes = newValue }
    }

    package init(_ recording: Recording) {
        self.recording = recording
        // The size was checked when the recording was made.
        renderer = LayerRenderer(width: recording.pixelWidth, height: recording.pixelHeight, scale: recording.scale)!
        target = Pixmap(width: recording.pixelWidth, height: recording.pixelHeight)!
        canvas = Canvas(target: target)
    }

    /// Frame `i`, in the reused pixmap.
    package func render(_ i: Int) throws(RasterError) -> Pixmap {
        let frame = recording.frames[i]
        let bands = FrameBands.bands(
            for: frame.root, at: frame.time, width: target.width, height: target.height,
            budget: RenderLimits.offscreenMemoryPerWorker)
        if bands.count == 1 {
            try renderer.render(frame.root, at: frame.time, into: canvas, background: Self.windowBackground)
        } else {
            for band in bands {
                try renderer.render(frame.root, at: frame.time, into: canvas, background: Self.windowBackground, within: band)
                renderer.releaseOffscreens()
            }
        }
        return target
    }
}
