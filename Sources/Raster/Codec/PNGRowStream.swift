import CDeflate
import CPNGSupport
import Glibc

/// Filtered PNG rows on their way into the `.fast` zlib stream: a window just over one deflate
/// block long, each block deflated as soon as the rows fill it.
///
/// Why: filtering a whole frame first wrote 8.9 MB (1170 x 2532 RGB) of rows out to memory, and
/// deflate and Adler-32 each read them back; with two workers encoding at once that traffic made a
/// frame ~10 % dearer. Here a block is deflated while its rows are still in L2, and the encoder
/// holds ~260 KB instead of a frame's worth.
///
/// The bytes are those of deflating all the rows at once: fast_deflate.c starts a block every
/// `RT_FAST_DEFLATE_BLOCK` input bytes either way and reads back at most one row stride, which the
/// window keeps in front of the block (CodecRowStreamTests compares the two routes).
///
/// Window layout: `[up to a stride of the previous block][the block ...][the row that ran past it]`.
final class PNGRowStream {
    private let deflater: OpaquePointer
    private var window: UnsafeMutableBufferPointer<UInt8> = .init(start: nil, count: 0)
    private var buffer: ByteBuffer?
    private var path = ""
    private var stride = 0, total = 0
    /// Bytes written into the window, where the current block starts in it, and the stream's bytes
    /// before that block (all deflated).
    private var filled = 0, blockStart = 0, consumed = 0
    /// When set, each block's deflate adds its thread CPU time to `deflateSeconds` (two clock reads
    /// a block, ~0.6 µs each on a VM, against ~30 µs of deflate for 256 KB of UI rows).
    var timesDeflate = false
    /// Thread CPU seconds spent deflating while `timesDeflate` was set; the owner resets it.
    var deflateSeconds = 0.0

    /// A stream writing through `deflater` (`rt_deflater`, owned by the caller, who keeps it alive).
    init(deflater: OpaquePointer) {
        self.deflater = deflater
    }

    deinit { window.deallocate() }

    /// Starts a zlib stream in `buffer` for `rows` rows of `rowStride` bytes (filter byte included).
    func begin(rowStride: Int, rows: Int, to buffer: ByteBuffer, path: String) throws(PNGError) {
        let block = Int(RT_FAST_DEFLATE_BLOCK)
        // A stride in front, a block, and a row that ran past it; rounded up as rows are written in words.
        let capacity = (2 * rowStride + block + 3) & ~3
        if window.count < capacity {
            window.deallocate()
            window = .allocate(capacity: capacity)
        }
        (self.buffer, self.path, stride, total) = (buffer, path, rowStride, rowStride * rows)
        (filled, blockStart, consumed) = (0, 0, 0)
        var message = LibPNGMessage()
        guard rt_deflater_begin_rows(deflater, rowStride, &buffer.raw, &message.bytes) == 0
        else { throw .encodeFailed(path: path, message: message.text) }
    }

    /// Where the next filtered row goes (`rowStride` bytes); then call `rowWritten`.
    var nextRow: UnsafeMutablePointer<UInt8> { window.baseAddress! + filled }

    /// Takes the row written at `nextRow` and deflates each block it completes, but not the
    /// stream's last block (`finish` writes that one, marked final).
    func rowWritten() throws(PNGError) {
        filled += stride
        assert(filled <= window.count, "a row past the window")
        let block = Int(RT_FAST_DEFLATE_BLOCK)
        while filled - blockStart >= block && consumed + block < total {
            try deflate(length: block, final: false)
            consumed += block
            // Keep the next block's rows and the stride before it, which its back references
            // read (rt_fast_deflate_history: never more than the stride, at least 1 byte).
            let keepFrom = blockStart + block - min(stride, consumed)
            let base = window.baseAddress!
            memmove(base, base + keepFrom, filled - keepFrom) // the ranges overlap for rows over a third of a block
            filled -= keepFrom
            blockStart = block + blockStart - keepFrom
        }
    }

    /// Deflates the last block and writes the stream's trailer; every row must have been written.
    func finish() throws(PNGError) {
        precondition(consumed + filled - blockStart == total, "finish before every row was written")
        try deflate(length: filled - blockStart, final: true)
        buffer = nil
    }

    private func deflate(length: Int, final: Bool) throws(PNGError) {
        guard let buffer else { preconditionFailure("a row stream used without begin") }
        let start = timesDeflate ? PNGEncoder.threadSeconds() : 0
        var message = LibPNGMessage()
        let block = window.baseAddress! + blockStart
        let status = final ? rt_deflater_finish_rows(deflater, block, length, &buffer.raw, &message.bytes)
                           : rt_deflater_feed_rows(deflater, block, length, &buffer.raw, &message.bytes)
        guard status == 0 else { throw .encodeFailed(path: path, message: message.text) }
        if timesDeflate { deflateSeconds += PNGEncoder.threadSeconds() - start }
    }
}
