extension Recording {
    /// The largest `RenderWorkEstimate` over the frames nearest the work budget's sample
    /// fractions of the duration (the plan's `workSampleFractions`), and how many layers draw in
    /// that frame: what `RenderLimits.maximumWorkPerFrame` bounds before the first frame is drawn.
    package func peakWork() -> (pixels: Double, layers: Int) {
        var peak = (pixels: 0.0, layers: 0)
        for fraction in TransitionPlan.workSampleFractions {
            guard let i = frameIndex(showing: fraction * duration) else { continue }
            let estimate: RenderWorkEstimate
            switch source {
            case .frozen(let frames):
                estimate = RenderWorkEstimate(root: frames[i].root, at: frames[i].time, scale: scale, width: pixelWidth, height: pixelHeight)
            case .plan(let plan, _):
                return (plan.estimatedWorkPerFrame, 0)
            }
            if estimate.pixels > peak.pixels { peak = (estimate.pixels, estimate.drawingLayers) }
        }
        return peak
    }
}
