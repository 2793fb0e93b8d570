import Raster

/// Draws the frames of a recording into one pixmap it reuses: a plan's frames through a
/// `FrameRenderer` (its own run of the plan), frozen frames through a `LayerRenderer`. One per
/// thread; the pixmap a call returns is valid until the next call.
package final class RecordingFrameRenderer {
    private let recording: Recording
    private let planRenderer: FrameRenderer?
    private let layerRenderer: LayerRenderer?
    private let target: Pixmap
    private let canvas: Canvas

    /// When set, each frame's drawing time is added to it by stage (the benchmark's split).
    package var stageTimes: RenderStageTimes? {
        get { planRenderer?.stageTimes ?? layerRenderer?.stageTimes }
        set {
            planRenderer?.stageTimes = newValue
            layerRenderer?.stageTimes = newValue
        }
    }

    package init(_ recording: Recording) {
        self.recording = recording
        switch recording.source {
        case .plan(let plan, _):
            let renderer = FrameRenderer(plan: plan)
            planRenderer = renderer
            layerRenderer = nil
            target = renderer.target
        case .frozen:
            planRenderer = nil
            // The size was checked when the recording was made.
            layerRenderer = LayerRenderer(width: recording.pixelWidth, height: recording.pixelHeight, scale: recording.scale)!
            target = Pixmap(width: recording.pixelWidth, height: recording.pixelHeight)!
        }
        canvas = Canvas(target: target)
    }

    /// Frame `i`, in the reused pixmap.
    package func render(_ i: Int) throws(RasterError) -> Pixmap {
        switch recording.source {
        case .plan(_, let schedule):
            let renderer = planRenderer!
            if let schedule { return try renderer.render(schedule.frames[i]) }
            return try renderer.renderFrame(i)
        case .frozen(let frames):
            let renderer = layerRenderer!
            let frame = frames[i]
            let bands = FrameBands.bands(
                for: frame.root, at: frame.time, width: target.width, height: target.height,
                budget: RenderLimits.offscreenMemoryPerWorker)
            if bands.count == 1 {
                try renderer.render(frame.root, at: frame.time, into: canvas, background: FrameRenderer.windowBackground)
            } else {
                for band in bands {
                    try renderer.render(frame.root, at: frame.time, into: canvas, background: FrameRenderer.windowBackground, within: band)
                    renderer.releaseOffscreens()
                }
            }
            return target
        }
    }
}
