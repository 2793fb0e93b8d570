extension Recording {
    /// Where the work budget samples a recording: its start, quarters and end.
    static let workSampleFractions = [0, 0.25, 0.5, 0.75, 1.0]

    /// The largest `RenderWorkEstimate` over the frames nearest the work budget's sample
    /// fractions of the duration, and how many layers draw in that frame: what
    /// `RenderLimits.maximumWorkPerFrame` bounds before the first frame is drawn.
    package func peakWork() -> (pixels: Double, layers: Int) {
        var peak = (pixels: 0.0, layers: 0)
        for fraction in Self.workSampleFractions {
            guard let i = frameIndex(showing: fraction * duration) else { continue }
            let estimate = RenderWorkEstimate(root: frames[i].root, at: frames[i].time, scale: scale, width: pixelWidth, height: pixelHeight)
            if estimate.pixels > peak.pixels { peak = (estimate.pixels, estimate.drawingLayers) }
        }
        return peak
    }
}
