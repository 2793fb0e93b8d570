import Raster

/// Draws the frames of a plan, one at a time, into a pixmap it reuses (one per thread).
package final class FrameRenderer {
    package let plan: TransitionPlan
    /// The frame buffer every call draws into and returns (valid until the next call).
    package let target: Pixmap
    private let renderer: LayerRenderer
    private let canvas: Canvas
    /// The run of the last `render(at:)`, advanced for a later frame (see `ForwardRun`).
    private var forward = ForwardRun()
    /// What shows where no view draws (UIWindow's black).
    package static let windowBackground = Color.black
    /// When set, each frame's time is added to it by stage (run setup and the kinds of drawing).
    package var stageTimes: RenderStageTimes? {
        get { renderer.stageTimes }
        set { renderer.stageTimes = newValue }
    }

    package init(plan: TransitionPlan) {
        self.plan = plan
        target = Pixmap(width: plan.pixelWidth, height: plan.pixelHeight)!
        renderer = LayerRenderer(width: plan.pixelWidth, height: plan.pixelHeight, scale: plan.scale)!
        canvas = Canvas(target: target)
    }

    /// Frame `i` of the plan (0 ..< frameCount).
    package func renderFrame(_ i: Int) throws(RasterError) -> Pixmap {
        try render(at: plan.time(ofFrame: i))
    }

    /// One frame of an interactive render.
    package func render(_ frame: InteractiveSchedule.Frame) throws(RasterError) -> Pixmap {
        switch frame {
        case .progress(let p): try render(progress: p)
        case .finished: try render(at: plan.totalDuration)
        case .cancelled: try renderCancelled()
        }
    }

    /// The transition as it shows `time` seconds after it started, completions included.
    package func render(at time: Double) throws(RasterError) -> Pixmap {
        let t = stageTimes.start
        let run = forward.run(at: time, of: plan)
        stageTimes?.add(.runSetup, since: t)
        try draw(run, at: time)
        return target
    }

    /// The transition paused at `progress` of its duration, as an interactive transition's
    /// update(progress) shows it (layers paused with timeOffset; no completion has fired).
    package func render(progress: Double) throws(RasterError) -> Pixmap {
        let run = plan.makeRun()
        let t = min(max(progress, 0), 1) * plan.transitionDuration
        try draw(run, at: t)
        return target
    }

    /// The state after a cancelled interactive transition: the from-screen alone.
    package func renderCancelled() throws(RasterError) -> Pixmap {
        let run = plan.makeRun()
        run.cancel()
        try draw(run, at: 0)
        return target
    }

    /// The most memory the offscreens of one frame may hold, in bytes; a tree nesting more
    /// groups than fit at full height is drawn in bands of rows (see `FrameBands`).
    package var offscreenBudget = RenderLimits.offscreenMemoryPerWorker

    private func draw(_ run: TransitionRun, at time: Double) throws(RasterError) {
        let root = run.container.layer
        let bands = FrameBands.bands(for: root, at: time, width: plan.pixelWidth, height: plan.pixelHeight, budget: offscreenBudget)
        guard bands.count > 1 else {
            try renderer.render(root, at: time, into: canvas, background: Self.windowBackground)
            return
        }
        for band in bands {
            try renderer.render(root, at: time, into: canvas, background: Self.windowBackground, within: band)
            renderer.releaseOffscreens()
        }
    }
}
