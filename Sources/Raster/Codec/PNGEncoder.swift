import CPNGSupport
import Glibc

/// Encodes pixmaps to PNG bytes, reusing its buffers frame after frame; use one per thread.
public final class PNGEncoder {
    /// The compression every `encode` uses.
    public let compression: PNGCompression

    private let deflater: OpaquePointer
    /// Straight rows: two rows (current, above) for `.fast`, the whole image for libpng.
    private var rows: UnsafeMutableBufferPointer<UInt8> = .init(start: nil, count: 0)
    /// Filtered rows (`.fast` only), deflated a block at a time as they are written.
    private let rowStream: PNGRowStream
    private let stream = ByteBuffer()
    private let output = ByteBuffer()
    /// When set, each `.fast` encode records `lastStageTimes` (two reads of the thread CPU clock
    /// per encode and two per 256 KB deflate block, a system call of ~0.6 µs each on a VM: off
    /// unless a benchmark asks).
    public var recordsStageTimes = false
    /// How long the last `.fast` encode spent in each stage, when `recordsStageTimes` is set.
    public private(set) var lastStageTimes = StageTimes()

    /// Seconds spent by one encode in the row stage (un-premultiply + filter) and in deflate.
    /// The two interleave (each 256 KB block of rows is deflated as soon as it is filtered), so
    /// `deflate` is the sum of the time inside the deflate calls and `filter` the rest of the encode.
    public struct StageTimes: Sendable {
        /// Un-premultiplying and filtering the rows (and moving the window between blocks).
        public var filter: Double = 0
        /// Compressing the filtered rows into the zlib stream, block by block.
        public var deflate: Double = 0
    }

    /// An encoder for one compression setting.
    public init(compression: PNGCompression = .fast) {
        self.compression = compression
        guard let deflater = rt_deflater_create() else { fatalError("out of memory allocating the deflater") }
        self.deflater = deflater
        rowStream = PNGRowStream(deflater: deflater)
    }

    deinit {
        rt_deflater_destroy(deflater)
        rows.deallocate()
    }

    /// Encodes `pixmap` as an 8-bit RGB PNG when every pixel is opaque, RGBA otherwise.
    public func encode(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        try encode(pixmap, path: "<memory>").toArray()
    }

    /// Encodes into the reused output buffer; `path` only names the image in errors.
    func encode(_ pixmap: Pixmap, path: String) throws(PNGError) -> ByteBuffer {
        output.removeAll()
        var message = LibPNGMessage()
        if compression != .fast {
            let channels = PNGRowFilter.allOpaque(pixmap.pixels.baseAddress!, count: pixmap.pixels.count) ? 3 : 4
            straightenImage(pixmap, channels: channels)
            let level: Int32 = compression == .small ? 9 : 6
            let status = rt_png_encode_reference(&output.raw, rows.baseAddress, UInt32(pixmap.width), UInt32(pixmap.height),
                                                 Int32(channels), level, compression == .small ? 1 : 0, &message.bytes)
            guard status == 0 else { throw .encodeFailed(path: path, message: "libpng: \(message.text)") }
            return output
        }
        stream.removeAll()
        // RGB iff every pixel is opaque, decided during the row pass itself (see filterRows).
        let channels = try appendImageData(pixmap, channels: nil, to: stream, path: path)
        // libpng writes the signature and IHDR (png_write_info); IDAT and IEND are framed here,
        // with a CRC that folds by carry-less multiplication (png_crc.c): the same bytes as
        // libpng's png_write_chunk, without a writer per chunk or zlib's table walk.
        guard rt_png_write_header(&output.raw, UInt32(pixmap.width), UInt32(pixmap.height), Int32(channels), &message.bytes) == 0
        else { throw .encodeFailed(path: path, message: "libpng: \(message.text)") }
        guard rt_png_append_chunk(&output.raw, "IDAT", stream.raw.bytes, stream.count) == 0,
              rt_png_append_chunk(&output.raw, "IEND", nil, 0) == 0
        else { throw .encodeFailed(path: path, message: "out of memory writing the PNG chunks") }
        return output
    }

    /// Appends the zlib stream of the image's filtered rows (an IDAT/fdAT payload) to `buffer`.
    func appendImageData(_ pixmap: Pixmap, channels: Int, to buffer: ByteBuffer, path: String) throws(PNGError) {
        _ = try appendImageData(pixmap, channels: Optional(channels), to: buffer, path: path)
    }

    /// As above; `channels` nil means 3 when every pixel is opaque, else 4 (`.fast` only).
    /// Returns the channels used.
    @discardableResult
    func appendImageData(_ pixmap: Pixmap, channels requested: Int?, to buffer: ByteBuffer, path: String) throws(PNGError) -> Int {
        var message = LibPNGMessage()
        if compression != .fast {
            let channels = requested ?? (PNGRowFilter.allOpaque(pixmap.pixels.baseAddress!, count: pixmap.pixels.count) ? 3 : 4)
            // libpng compresses; its IDAT payloads concatenated are the zlib stream.
            output.removeAll()
            straightenImage(pixmap, channels: channels)
            let level: Int32 = compression == .small ? 9 : 6
            guard rt_png_encode_reference(&output.raw, rows.baseAddress, UInt32(pixmap.width), UInt32(pixmap.height),
                                          Int32(channels), level, compression == .small ? 1 : 0, &message.bytes) == 0
            else { throw .encodeFailed(path: path, message: "libpng: \(message.text)") }
            guard PNGChunks.appendIDATPayloads(of: output.bytes, to: buffer) else {
                throw .encodeFailed(path: path, message: "out of memory collecting image data")
            }
            return channels
        }
        let start = recordsStageTimes ? Self.threadSeconds() : 0
        rowStream.timesDeflate = recordsStageTimes
        rowStream.deflateSeconds = 0
        let streamStart = buffer.count
        var channels = requested ?? 3
        if try !filterRows(pixmap, channels: channels, stopAtTranslucent: requested == nil, to: buffer, path: path) {
            // A pixel that is not opaque: the frame is RGBA after all; its stream so far is dropped
            // and the rows are redone.
            buffer.raw.count = streamStart
            channels = 4
            _ = try filterRows(pixmap, channels: 4, stopAtTranslucent: false, to: buffer, path: path)
        }
        if recordsStageTimes {
            let deflate = rowStream.deflateSeconds
            lastStageTimes = StageTimes(filter: Self.threadSeconds() - start - deflate, deflate: deflate)
        }
        return channels
    }

    /// Straightens and filters every row into `rowStream`, which deflates them a block at a time
    /// into `buffer` (the `.fast` row stage and deflate). With `stopAtTranslucent` and 3 channels,
    /// returns false at the first row holding a pixel whose alpha is not 255 (the opacity test
    /// comes free with packing RGB), leaving an unfinished stream in `buffer`; true otherwise.
    /// A translucent frame thus costs the rows before its first translucent pixel twice; the
    /// frames rendered here are opaque.
    private func filterRows(_ pixmap: Pixmap, channels: Int, stopAtTranslucent: Bool, to buffer: ByteBuffer,
                            path: String) throws(PNGError) -> Bool {
        let rowBytes = pixmap.width * channels
        ensure(&rows, count: 2 * rowBytes + 16)
        try rowStream.begin(rowStride: rowBytes + 1, rows: pixmap.height, to: buffer, path: path)
        let current = rows.baseAddress!, above = current + rowBytes
        above.update(repeating: 0, count: rowBytes)
        let source = pixmap.pixels.baseAddress!
        let stream = rowStream
        let opaqueRows = try Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table throws(PNGError) -> Bool in
            var (row, previous) = (current, above)
            for y in 0..<pixmap.height {
                if channels == 3 {
                    // C (png_row_filter.c): straighten and filter fused, the rule `filter` follows.
                    let opaque = rt_png_filter_row_rgb(source + y * pixmap.width, pixmap.width, row, previous,
                                                       stream.nextRow) != 0
                    if stopAtTranslucent && !opaque { return false }
                } else {
                    PNGRowFilter.straighten(source + y * pixmap.width, width: pixmap.width,
                                            channels: channels, into: row, table: table.baseAddress!)
                    PNGRowFilter.filter(row, above: previous, count: rowBytes, bpp: channels, into: stream.nextRow)
                }
                try stream.rowWritten()
                swap(&row, &previous)
            }
            return true
        }
        guard opaqueRows else { return false }
        try rowStream.finish()
        return true
    }

    /// The calling thread's CPU seconds (waiting for a core is not encoding time).
    static func threadSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// Writes the whole image as straight rows into `rows` (the libpng path's input).
    private func straightenImage(_ pixmap: Pixmap, channels: Int) {
        let rowBytes = pixmap.width * channels
        ensure(&rows, count: rowBytes * pixmap.height)
        Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
            for y in 0..<pixmap.height {
                PNGRowFilter.straighten(pixmap.pixels.baseAddress! + y * pixmap.width, width: pixmap.width,
                                        channels: channels, into: rows.baseAddress! + y * rowBytes, table: table.baseAddress!)
            }
        }
    }

    /// Grows a scratch buffer (never shrinks: frames of one run have one size).
    private func ensure(_ buffer: inout UnsafeMutableBufferPointer<UInt8>, count: Int) {
        guard buffer.count < count else { return }
        buffer.deallocate()
        // Rounded up to 4 bytes so a row can be written as UInt32 words.
        buffer = .allocate(capacity: (count + 3) & ~3)
    }
}

extension PNGEncoder {
    /// libpng + zlib at any zlib `level` (0...9) with the None/Sub/Up filters: the reference the
    /// fast path is measured against (the benchmark's "zlib level 1" size yardstick).
    public static func referenceEncode(_ pixmap: Pixmap, zlibLevel level: Int) throws(PNGError) -> [UInt8] {
        let channels = PNGRowFilter.allOpaque(pixmap.pixels.baseAddress!, count: pixmap.pixels.count) ? 3 : 4
        let rowBytes = pixmap.width * channels
        var rows = [UInt8](repeating: 0, count: rowBytes * pixmap.height + 3)
        let output = ByteBuffer()
        var message = LibPNGMessage()
        let status: Int32 = rows.withUnsafeMutableBufferPointer { buffer in
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                for y in 0..<pixmap.height {
                    PNGRowFilter.straighten(pixmap.pixels.baseAddress! + y * pixmap.width, width: pixmap.width,
                                            channels: channels, into: buffer.baseAddress! + y * rowBytes, table: table.baseAddress!)
                }
            }
            return rt_png_encode_reference(&output.raw, buffer.baseAddress, UInt32(pixmap.width), UInt32(pixmap.height),
                                           Int32(channels), Int32(min(max(level, 0), 9)), 0, &message.bytes)
        }
        guard status == 0 else { throw .encodeFailed(path: "<memory>", message: "libpng: \(message.text)") }
        return output.toArray()
    }
}
