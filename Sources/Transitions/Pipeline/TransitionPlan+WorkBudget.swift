extension TransitionPlan {
    /// The fractions of the total duration whose frames the work budget samples: the start,
    /// three inner points and the end state (a transition's layer tree changes as it runs:
    /// snapshots are added, screens removed), so one heavy moment is seen.
    static let workSampleFractions = [0, 0.25, 0.5, 0.75, 1.0]

    /// The largest `RenderWorkEstimate` over the sampled frames of one fresh run, and how many
    /// layers draw in that frame.
    static func peakWork(of spec: RunSpec, totalDuration: Double, width: Int, height: Int) -> (pixels: Double, layers: Int) {
        let run = TransitionRun(plan: spec)
        var peak = (pixels: 0.0, layers: 0)
        for fraction in workSampleFractions {
            let time = fraction * totalDuration
            if fraction >= 1 { _ = run.runToEnd() } else { run.advance(to: time) }
            let estimate = RenderWorkEstimate(root: run.container.layer, at: time, scale: spec.scale, width: width, height: height)
            if estimate.pixels > peak.pixels { peak = (estimate.pixels, estimate.drawingLayers) }
        }
        return peak
    }
}
