/// Turns full frames into the frames an APNG stores: the first whole, each later one only the
/// rectangle that changed on the canvas it is drawn on, runs of identical frames as one frame
/// shown longer, all in the narrowest colour model that holds every frame.
///
/// A stored frame disposes `NONE`, so the next frame is drawn on it, unless the next frame
/// differs less from the canvas the frame itself was drawn on: then it disposes `PREVIOUS`
/// (the canvas goes back to what it was before the frame) and the next frame is measured
/// against that. This pays where something shows for one frame and goes again (in the Ping
/// transition, frame 4 is 9 % fewer rows against frame 2 than against frame 3); the choice is
/// made by the candidates' quick deflate sizes, and only when the smaller rectangle fits the
/// colour model as it is. (`BACKGROUND`, clearing to transparent, never suits an opaque
/// transition.) A frame whose changed pixels are all opaque and at most half its rectangle is
/// prepared twice, as the rectangle (`SOURCE`) and with its unchanged pixels transparent (`OVER`),
/// and the one whose quick deflate is smaller is stored (`APNGRegionEncoder.Candidate`). OVER
/// needs an alpha channel; opaque frames are stored without one until a frame's OVER form is
/// under half its SOURCE form, which pays for the extra channel of every frame (the frames held
/// are then re-encoded with alpha).
/// The stored frames stay in memory (compressed, the size of the file) until `finish()`: the
/// colour type in the IHDR must hold every frame, and is known only then.
final class APNGFrameOptimizer {
    /// How a stored frame is composited (fcTL's `blend_op`).
    enum Blend: UInt8 { case source = 0, over = 1 }
    /// What the canvas becomes after a stored frame (fcTL's `dispose_op`).
    enum Dispose: UInt8 { case none = 0, previous = 2 }

    /// A frame as stored: its rectangle, blend, disposal, zlib stream and how many input frames
    /// it shows for.
    struct Frame {
        var rect: IntRect
        var blend: Blend
        var dispose = Dispose.none
        var data: [UInt8]
        var ticks: Int
    }

    /// A way to store the next frame: its rectangle, blend and prepared rows.
    private struct Form {
        let rect: IntRect
        let blend: Blend
        let candidate: APNGRegionEncoder.Candidate
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
    /// The last input frame: the canvas after the last stored frame, and the next frame's
    /// canvas when that frame disposes NONE.
    private var previous: Pixmap?
    /// The canvas the last stored frame was drawn on: the next frame's canvas when the last
    /// disposes PREVIOUS (nil while only the first frame is stored, whose PREVIOUS would mean
    /// BACKGROUND).
    private var below: Pixmap?

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
        var form = try self.form(frame, on: previous, changed: changed, mayWiden: true)!
        var dispose = Dispose.none
        if interFrame, region != nil, let below, let other = APNGChangedRegion.between(below, frame),
           other.rect.width * other.rect.height < changed.rect.width * changed.rect.height,
           let alternative = try self.form(frame, on: below, changed: other, mayWiden: false),
           alternative.candidate.estimate < form.candidate.estimate {
            form = alternative
            dispose = .previous
        }
        frames[frames.count - 1].dispose = dispose
        frames.append(Frame(rect: form.rect, blend: form.blend, data: try encoder.compress(form.candidate), ticks: 1))
        // The new frame is drawn on `previous` (NONE) or on `below` (PREVIOUS); either way the
        // frame itself is shown after it. The canvas that is no longer needed takes its pixels.
        if dispose == .none {
            let reused = self.below ?? Pixmap(width: frame.width, height: frame.height)!
            self.below = previous
            reused.copyPixels(from: frame)
            self.previous = reused
        } else {
            previous.copyPixels(from: frame)
        }
    }

    /// How `frame` is stored drawn on `canvas`, where it differs by `changed`: its rectangle as it
    /// is (SOURCE), or with the unchanged pixels transparent (OVER) when every changed pixel is
    /// opaque, at most half the rectangle changed, and that deflates smaller. `mayWiden` lets the
    /// colour model grow (re-encoding the frames held); without it a form the model does not hold
    /// is nil, and OVER is tried only when the model already has alpha.
    private func form(_ frame: Pixmap, on canvas: Pixmap, changed: APNGChangedRegion, mayWiden: Bool) throws(PNGError) -> Form? {
        let rect = changed.rect
        let source = rect == frame.bounds ? frame : APNGRegionImage.source(frame, rect: rect)
        let needed = model.union(APNGColorModel.narrowest(for: source, alpha: false))
        if needed != model {
            guard mayWiden else { return nil }
            try widen(to: needed)
        }
        let chosen = try encoder.candidate(source, model: model)
        if interFrame, changed.changedPixelsAreOpaque, 2 * changed.changedPixelCount <= rect.width * rect.height {
            let withAlpha = model.union(.greyAlpha)
            guard mayWiden || withAlpha == model else { return Form(rect: rect, blend: .source, candidate: chosen) }
            let image = APNGRegionImage.over(frame, previous: canvas, rect: rect)
            var over: APNGRegionEncoder.Candidate
            if withAlpha == model {
                over = try encoder.candidate(image, model: withAlpha)
            } else {
                // Widening must halve the frame to pay, which the unfiltered rows (mostly zeros)
                // decide; the filtered ones are prepared only when it does.
                over = try encoder.candidate(image, model: withAlpha, unfilteredOnly: true)
                if 2 * over.estimate < chosen.estimate { over = try encoder.candidate(image, model: withAlpha) }
            }
            if withAlpha == model ? over.estimate < chosen.estimate : 2 * over.estimate < chosen.estimate {
                try widen(to: withAlpha)
                return Form(rect: rect, blend: .over, candidate: over)
            }
        }
        return Form(rect: rect, blend: .source, candidate: chosen)
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
