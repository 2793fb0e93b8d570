import CPNGSupport

/// Writes frames into an animated PNG (APNG) at `path`.
///
/// The file appears only when `finish()` succeeds (a temporary file beside `path`, renamed into
/// place); a run that fails or abandons the writer (deinit without `finish`) leaves no file. The
/// first frame is the IDAT (the still image non-APNG viewers show); later frames are fdAT chunks.
/// With `interFrame` (the default) each later frame stores only the rectangle that changed,
/// identical frames become one longer frame and frames are stored in the narrowest colour type
/// (`APNGFrameOptimizer`); the last frame is shown `hold` seconds longer before the animation
/// loops. Decoded, every frame is the pixels that were appended. Memory is two frames' pixels and
/// the compressed frames (the size of the file).
public final class APNGWriter {
    /// The destination file.
    public let path: String
    /// Canvas size of every frame.
    public let width: Int, height: Int
    /// The number of frames the caller appends before `finish()`.
    public let frameCount: Int
    /// Frames per second; each frame's delay is 1/fps.
    public let fps: Int
    /// True when the caller promises opaque frames (refused otherwise).
    public let opaque: Bool
    /// Extra seconds the last frame stays before the animation loops.
    public let hold: Double
    /// The longest hold accepted, in seconds.
    public static let maximumHold = 600.0
    /// The number of frames stored (identical neighbours merged), known after `finish()`.
    public private(set) var storedFrameCount = 0

    private let optimizer: APNGFrameOptimizer
    private var framesWritten = 0
    private var finished = false
    private var file: TemporaryFile?

    /// Checks the parameters and creates the temporary file. `interFrame: false` stores every
    /// frame whole (blend SOURCE, nothing merged). Frames are stored with libdeflate's
    /// near-optimal parser (`APNGRegionEncoder`), whatever the frame files' PNG compression.
    public init(path: String, width: Int, height: Int, frameCount: Int, fps: Int,
                opaque: Bool = false, hold: Double = 0,
                interFrame: Bool = true) throws(PNGError) {
        guard width > 0, height > 0, width <= Pixmap.maximumSide, height <= Pixmap.maximumSide,
              width * height <= Pixmap.maximumPixelCount else {
            throw .invalidAnimation(path: path, problem: "frame size \(width) x \(height) is outside 1...\(Pixmap.maximumSide) px a side")
        }
        guard frameCount >= 1, frameCount <= Int(Int32.max) else {
            throw .invalidAnimation(path: path, problem: "frame count \(frameCount) must be at least 1")
        }
        guard fps >= 1, fps <= Int(UInt16.max) else {
            throw .invalidAnimation(path: path, problem: "fps \(fps) must be in 1...65535")
        }
        guard hold.isFinite, (0...Self.maximumHold).contains(hold) else {
            throw .invalidAnimation(path: path, problem: "hold \(hold) s is outside 0...\(Int(Self.maximumHold)) s")
        }
        self.path = path
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.fps = fps
        self.opaque = opaque
        self.hold = hold
        optimizer = APNGFrameOptimizer(interFrame: interFrame, alpha: !opaque, path: path)
        file = try TemporaryFile(for: path)
    }

    deinit { file?.discard() }

    /// Takes the next frame; it must have the canvas size (and be opaque if promised).
    public func append(_ pixmap: Pixmap) throws(PNGError) {
        guard !finished else { throw .invalidAnimation(path: path, problem: "append after finish") }
        guard pixmap.width == width, pixmap.height == height else {
            throw .invalidAnimation(path: path, problem: "frame \(framesWritten) is \(pixmap.width) x \(pixmap.height), the animation is \(width) x \(height)")
        }
        guard framesWritten < frameCount else {
            throw .invalidAnimation(path: path, problem: "more than the \(frameCount) frames declared")
        }
        guard !opaque || pixmap.isOpaque else {
            throw .invalidAnimation(path: path, problem: "frame \(framesWritten) has transparent pixels but the writer was created with opaque: true")
        }
        do {
            try optimizer.add(pixmap)
        } catch {
            file?.discard()
            throw error
        }
        framesWritten += 1
    }

    /// Writes the file and renames it into place; throws if fewer frames came than declared.
    public func finish() throws(PNGError) {
        guard !finished, let file else { return }
        guard framesWritten == frameCount else {
            file.discard()
            throw .invalidAnimation(path: path, problem: "\(framesWritten) frames written, \(frameCount) declared; no file was left")
        }
        let out = ByteBuffer()
        var message = LibPNGMessage()
        let frames = optimizer.frames
        var actl = ChunkData()
        actl.append32(UInt32(frames.count))
        actl.append32(0) // num_plays: loop forever
        guard rt_png_write_header(&out.raw, UInt32(width), UInt32(height), Int32(optimizer.model.channels), &message.bytes) == 0,
              actl.write("acTL", to: out, message: &message)
        else { throw .encodeFailed(path: path, message: "libpng: \(message.text)") }
        var sequence: UInt32 = 0
        for (k, frame) in frames.enumerated() {
            let delay = APNGFrameDelay(frames: frame.ticks, fps: fps, hold: k == frames.count - 1 ? hold : 0)
            var fctl = ChunkData()
            fctl.append32(sequence)
            fctl.append32(UInt32(frame.rect.width)); fctl.append32(UInt32(frame.rect.height))
            fctl.append32(UInt32(frame.rect.x)); fctl.append32(UInt32(frame.rect.y))
            fctl.append16(delay.numerator); fctl.append16(delay.denominator)
            fctl.bytes += [frame.dispose.rawValue, frame.blend.rawValue]
            sequence += 1
            var data = ChunkData()
            if k > 0 {
                data.append32(sequence)
                sequence += 1
            }
            data.bytes += frame.data
            guard fctl.write("fcTL", to: out, message: &message),
                  data.write(k == 0 ? "IDAT" : "fdAT", to: out, message: &message)
            else { throw .encodeFailed(path: path, message: "libpng: \(message.text)") }
        }
        guard rt_png_write_chunk(&out.raw, "IEND", nil, 0, &message.bytes) == 0 else {
            throw .encodeFailed(path: path, message: "libpng: \(message.text)")
        }
        try file.write(UnsafeRawBufferPointer(out.bytes))
        try file.commit()
        storedFrameCount = frames.count
        finished = true
        self.file = nil
    }
}

/// The big-endian fields of a chunk (acTL, fcTL, fdAT) before libpng frames it.
private struct ChunkData {
    var bytes: [UInt8] = []
    mutating func append32(_ v: UInt32) { bytes += [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)] }
    mutating func append16(_ v: UInt16) { bytes += [UInt8(v >> 8), UInt8(v & 255)] }
    func write(_ type: String, to buffer: ByteBuffer, message: inout LibPNGMessage) -> Bool {
        rt_png_write_chunk(&buffer.raw, type, bytes, bytes.count, &message.bytes) == 0
    }
}
