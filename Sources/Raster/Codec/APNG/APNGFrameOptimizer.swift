/// Turns full frames into the frames an APNG stores: the first whole, each later one only the
/// rectangle that changed since the frame before, runs of identical frames as one frame shown
/// longer, all in the narrowest colour model that holds every frame.
///
/// Every stored frame disposes `NONE`, so the canvas a frame is drawn on is exactly the previous
/// input frame and the changed rectangle is measured against it. (`BACKGROUND` and `PREVIOUS`
/// pay only for content that shows for one frame and goes away again, which a transition does
/// not have.) A frame whose changed pixels are all opaque and at most half its rectangle is
/// prepared twice, as the rectangle (`SOURCE`) and with its unchanged pixels transparent (`OVER`),
/// and the one whose quick deflate is smaller is stored (`APNGRegionEncoder.Candidate`). OVER needs an alpha channel; opaque frames are stored without one
/// until a frame's OVER form is under half its SOURCE form, which pays for the extra channel
/// of every frame (the frames held are then re-encoded with alpha).
/// The stored frames stay in memory (compressed, the size of the file) until `finish()`: the
/// colour type in the IHDR must hold every frame, and is known only then.
final class APNGFrameOptimizer {
    /// How a stored frame is composited (fcTL's `blend_op`).
    enum Blend: UInt8 { case source = 0, over = 1 }

    /// A frame as stored: its rectangle, blend, zlib stream and how many input frames it shows for.
    struct Frame {
        var rect: IntRect
        var blend: Blend
        var data: [UInt8]
        var ticks: Int
    }

    /// The most input frames one stored frame may stand for (fcTL's 16-bit delay numerator).
    static let maximumTicks = Int(UInt16.max)

    /// The colour model of every frame stored so far.
    private(set) var model: APNGColorModel
    /// The frames stored so far, in order.
    private(set) var frames: [Frame] = []
    /// When false every frame is stored whole (blend SOURCE) and nothing is merged.
    let interFrame: Bool
    private let encoder: APNGRegionEncoder
    /// The last input frame (the canvas the next frame is drawn on).
    private var previous: Pixmap?

    /// `alpha` starts the model with an alpha channel (frames that are not opaque).
    init(interFrame: Bool, alpha: Bool, path: String) {
        self.interFrame = interFrame
        model = alpha ? .greyAlpha : .grey
        encoder = APNGRegionEncoder(path: path)
    }

    /// Takes the next input frame.
    func add(_ frame: Pixmap) throws(PNGError) {
        guard let previous else {
            try widen(to: model.union(APNGColorModel.narrowest(for: frame, alpha: false)))
            frames.append(Frame(rect: frame.bounds, blend: .source, data: try encoder.encode(frame, model: model), ticks: 1))
            previous = frame.copy()
            return
        }
        let region = interFrame ? APNGChangedRegion.between(previous, frame)
                                : APNGChangedRegion(rect: frame.bounds, changedPixelsAreOpaque: false)
        if region == nil, frames[frames.count - 1].ticks < Self.maximumTicks {
            frames[frames.count - 1].ticks += 1
            return
        }
        // An unchanged frame past the longest delay becomes a one-pixel SOURCE frame of the same pixel.
        let changed = region ?? APNGChangedRegion(rect: IntRect(x: 0, y: 0, width: 1, height: 1), changedPixelsAreOpaque: false)
        let source = changed.rect == frame.bounds ? frame : APNGRegionImage.source(frame, rect: changed.rect)
        try widen(to: model.union(APNGColorModel.narrowest(for: source, alpha: false)))
        var chosen = try encoder.candidate(source, model: model), blend = Blend.source
        if interFrame, changed.changedPixelsAreOpaque, 2 * changed.changedPixelCount <= changed.rect.width * changed.rect.height {
            let withAlpha = model.union(.greyAlpha)
            let over = try encoder.candidate(APNGRegionImage.over(frame, previous: previous, rect: changed.rect), model: withAlpha)
            if withAlpha == model ? over.estimate < chosen.estimate : 2 * over.estimate < chosen.estimate {
                try widen(to: withAlpha)
                chosen = over
                blend = .over
            }
        }
        frames.append(Frame(rect: changed.rect, blend: blend, data: try encoder.compress(chosen), ticks: 1))
        previous.copyPixels(from: frame)
    }

    /// Re-encodes the frames held so far in a wider model (a frame that did not fit the old one).
    private func widen(to wider: APNGColorModel) throws(PNGError) {
        guard wider != model else { return }
        let old = model
        model = wider
        for k in frames.indices {
            let pixels = try encoder.decode(frames[k].data, width: frames[k].rect.width, height: frames[k].rect.height, model: old)
            frames[k].data = try encoder.encode(pixels, model: wider)
        }
    }
}
