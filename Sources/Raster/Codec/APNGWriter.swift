import CPNGSupport

/// Streams frames into an animated PNG (APNG) at `path`, one frame in memory at a time.
///
/// Frames go to a temporary file beside `path` that `finish()` renames into place; a run that
/// fails or abandons the writer (deinit without `finish`) leaves no file. The first frame is the
/// IDAT (the still image non-APNG viewers show); later frames are fdAT chunks. Every frame covers
/// the whole canvas, is shown for 1/fps s, disposes NONE and blends SOURCE; the animation loops.
public final class APNGWriter {
    /// The destination file.
    public let path: String
    /// Canvas size of every frame.
    public let width: Int, height: Int
    /// The number of frames `finish()` expects (written into acTL up front).
    public let frameCount: Int
    /// Frames per second; each frame's delay is 1/fps.
    public let fps: Int
    /// True when the caller promises opaque frames: stored as RGB, else RGBA.
    public let opaque: Bool

    private let file: TemporaryFile
    private let encoder: PNGEncoder
    private let chunk = ByteBuffer(), payload = ByteBuffer()
    private var framesWritten = 0
    /// APNG's sequence number, shared by fcTL and fdAT chunks.
    private var sequence: UInt32 = 0
    private var finished = false

    /// Creates the temporary file and writes the signature, IHDR and acTL.
    public init(path: String, width: Int, height: Int, frameCount: Int, fps: Int,
                compression: PNGCompression = .fast, opaque: Bool = false) throws(PNGError) {
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
        self.path = path
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.fps = fps
        self.opaque = opaque
        encoder = PNGEncoder(compression: compression)
        file = try TemporaryFile(for: path)
        var message = LibPNGMessage()
        var actl = ChunkData()
        actl.append32(UInt32(frameCount))
        actl.append32(0) // num_plays: loop forever
        guard rt_png_write_header(&chunk.raw, UInt32(width), UInt32(height), opaque ? 3 : 4, &message.bytes) == 0,
              actl.write("acTL", to: chunk, message: &message)
        else { throw .encodeFailed(path: path, message: "libpng: \(message.text)") }
        try flush()
    }

    deinit { file.discard() }

    /// Encodes and writes the next frame; it must have the canvas size (and be opaque if promised).
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
        var message = LibPNGMessage()
        var fctl = ChunkData()
        fctl.append32(nextSequence())
        fctl.append32(UInt32(width)); fctl.append32(UInt32(height))
        fctl.append32(0); fctl.append32(0)       // x, y offsets: the full canvas
        fctl.append16(1); fctl.append16(UInt16(fps)) // delay 1/fps s
        fctl.bytes += [0, 0]                       // dispose NONE, blend SOURCE
        guard fctl.write("fcTL", to: chunk, message: &message) else {
            throw .encodeFailed(path: path, message: "libpng: \(message.text)")
        }
        payload.removeAll()
        let isFirst = framesWritten == 0
        if !isFirst, !payload.appendBigEndian(nextSequence()) {
            throw .encodeFailed(path: path, message: "out of memory")
        }
        try encoder.appendImageData(pixmap, channels: opaque ? 3 : 4, to: payload, path: path)
        guard rt_png_write_chunk(&chunk.raw, isFirst ? "IDAT" : "fdAT", payload.raw.bytes, payload.count, &message.bytes) == 0 else {
            throw .encodeFailed(path: path, message: "libpng: \(message.text)")
        }
        try flush()
        framesWritten += 1
    }

    /// Writes IEND and renames the file into place; throws if fewer frames came than declared.
    public func finish() throws(PNGError) {
        guard !finished else { return }
        guard framesWritten == frameCount else {
            file.discard()
            throw .invalidAnimation(path: path, problem: "\(framesWritten) frames written, \(frameCount) declared; no file was left")
        }
        var message = LibPNGMessage()
        guard rt_png_write_chunk(&chunk.raw, "IEND", nil, 0, &message.bytes) == 0 else {
            throw .encodeFailed(path: path, message: "libpng: \(message.text)")
        }
        try flush()
        try file.commit()
        finished = true
    }

    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    /// Moves the encoded chunks to the file, keeping memory to one frame.
    private func flush() throws(PNGError) {
        try file.write(UnsafeRawBufferPointer(chunk.bytes))
        chunk.removeAll()
    }
}

/// The big-endian fields of a small chunk (acTL, fcTL) before libpng frames it.
private struct ChunkData {
    var bytes: [UInt8] = []
    mutating func append32(_ v: UInt32) { bytes += [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)] }
    mutating func append16(_ v: UInt16) { bytes += [UInt8(v >> 8), UInt8(v & 255)] }
    func write(_ type: String, to buffer: ByteBuffer, message: inout LibPNGMessage) -> Bool {
        rt_png_write_chunk(&buffer.raw, type, bytes, bytes.count, &message.bytes) == 0
    }
}
