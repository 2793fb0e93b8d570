import CDeflate
import CLibDeflate
import CPNGSupport
import Glibc

/// Encodes an APNG frame's region as the zlib stream of its filtered rows (an IDAT/fdAT
/// payload) in a colour model, and decodes such a stream back (to re-encode a held frame when
/// the model widens).
///
/// Two filterings are prepared: every row unfiltered, and the fast encoder's per-row choice of
/// None, Sub and Up (`PNGRowFilter.filter`). Flat UI (solid fills, anti-aliased edges and text)
/// usually deflates best unfiltered, since LZ77 then finds whole repeated rows and glyphs,
/// while gradients and photos need the filters. Each is deflated quickly (libdeflate level 6,
/// a few ms for a 1170 x 2532 frame) to rank them, and only the smaller is deflated for the
/// file, by libdeflate's near-optimal parser at level 10 (on Ping at scale 3: 4 % smaller than
/// zlib level 9, in about a quarter of zlib 9's time), whose stream is then re-blocked
/// (`rt_deflate_reblock`: 2.1 % smaller again, more than level 12 gains over 10 at three times
/// the time, for about 13 ms a frame). The quick sizes also let `APNGFrameOptimizer` choose between a frame's SOURCE and
/// OVER forms without deflating both for the file. An animation is written once and read many
/// times (READMEs, docs, pull requests), so this effort pays; the frame files' fast path
/// (`PNGEncoder`) is tuned for throughput instead. libdeflate's output depends only on its
/// input and level: the same frames give the same bytes.
final class APNGRegionEncoder {
    /// A region ready to store: its filtered rows (filter byte, then the row) and the size of
    /// their quick deflate, the figure candidates are compared by.
    struct Candidate {
        fileprivate let rows: [UInt8]
        /// Bytes of the quick (level 6) zlib stream of the rows.
        let estimate: Int
    }

    /// libdeflate's level for the stored stream and for ranking candidates.
    static let storedLevel: Int32 = 10, estimateLevel: Int32 = 6

    private let path: String
    private var stored: OpaquePointer?
    private var estimator: OpaquePointer?
    private var straight: [UInt8] = []
    private var scratch: [UInt8] = []
    private var reblocked: [UInt8] = []

    init(path: String) { self.path = path }

    deinit {
        libdeflate_free_compressor(stored)
        libdeflate_free_compressor(estimator)
    }

    /// The payload of `image` stored in `model` (which must hold it), the better filtering chosen.
    func encode(_ image: Pixmap, model: APNGColorModel) throws(PNGError) -> [UInt8] {
        try compress(candidate(image, model: model))
    }

    /// `image` in `model`, filtered both ways, the one whose quick deflate is smaller kept;
    /// `unfilteredOnly` prepares only the unfiltered rows.
    func candidate(_ image: Pixmap, model: APNGColorModel, unfilteredOnly: Bool = false) throws(PNGError) -> Candidate {
        let channels = model.channels, width = image.width, height = image.height
        let stride = width * channels
        if straight.count < stride * height { straight = [UInt8](repeating: 0, count: stride * height) }
        let source = image.pixels.baseAddress!
        straight.withUnsafeMutableBufferPointer { out in
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                let dst = out.baseAddress!
                let count = width * height
                switch model {
                case .grey:
                    for i in 0..<count { dst[i] = UInt8(truncatingIfNeeded: source[i]) }
                case .greyAlpha:
                    for i in 0..<count {
                        let v = source[i], a = Int(v >> 24)
                        dst[2 * i] = a == 0 ? 0 : table[a << 8 | Int(v & 0xFF)]
                        dst[2 * i + 1] = UInt8(a)
                    }
                case .rgb, .rgba:
                    for y in 0..<height {
                        PNGRowFilter.straighten(source + y * width, width: width, channels: channels,
                                                into: dst + y * stride, table: table.baseAddress!)
                    }
                }
            }
        }
        let size = (stride + 1) * height
        let unfiltered = straight.withUnsafeBufferPointer { rows in
            [UInt8](unsafeUninitializedCapacity: size) { out, initialized in
                for y in 0..<height {
                    out[y * (stride + 1)] = PNGRowFilter.none
                    (out.baseAddress! + y * (stride + 1) + 1).update(from: rows.baseAddress! + y * stride, count: stride)
                }
                initialized = size
            }
        }
        let plain = Candidate(rows: unfiltered, estimate: try deflate(unfiltered, level: Self.estimateLevel).count)
        if unfilteredOnly { return plain }
        let zeros = [UInt8](repeating: 0, count: stride)
        let filteredRows = straight.withUnsafeBufferPointer { rows in
            zeros.withUnsafeBufferPointer { zero in
                [UInt8](unsafeUninitializedCapacity: size) { out, initialized in
                    for y in 0..<height {
                        let row = rows.baseAddress! + y * stride
                        PNGRowFilter.filter(row, above: y == 0 ? zero.baseAddress! : row - stride, count: stride, bpp: channels,
                                            into: out.baseAddress! + y * (stride + 1))
                    }
                    initialized = size
                }
            }
        }
        let filtered = Candidate(rows: filteredRows, estimate: try deflate(filteredRows, level: Self.estimateLevel).count)
        return filtered.estimate < plain.estimate ? filtered : plain
    }

    /// The payload stored for `candidate`: its rows deflated at `storedLevel`, then re-blocked
    /// (`rt_deflate_reblock`: the same parse in better-placed Huffman blocks, about 2 % smaller
    /// on UI frames) when that is shorter.
    func compress(_ candidate: Candidate) throws(PNGError) -> [UInt8] {
        let stream = try deflate(candidate.rows, level: Self.storedLevel)
        let capacity = stream.count + 16
        if reblocked.count < capacity { reblocked = [UInt8](repeating: 0, count: capacity) }
        let length = candidate.rows.withUnsafeBufferPointer { rows in
            stream.withUnsafeBufferPointer { zlib in
                reblocked.withUnsafeMutableBufferPointer { out in
                    rt_deflate_reblock(rows.baseAddress, rows.count, zlib.baseAddress, zlib.count, out.baseAddress, out.count)
                }
            }
        }
        return length == 0 ? stream : Array(reblocked[0..<length])
    }

    /// The zlib stream of `rows` at `level` (a compressor per level, made on first use).
    private func deflate(_ rows: [UInt8], level: Int32) throws(PNGError) -> [UInt8] {
        let compressor: OpaquePointer
        if level == Self.storedLevel {
            if stored == nil { stored = libdeflate_alloc_compressor(level) }
            guard let stored else { throw .encodeFailed(path: path, message: "out of memory for the deflate compressor") }
            compressor = stored
        } else {
            if estimator == nil { estimator = libdeflate_alloc_compressor(level) }
            guard let estimator else { throw .encodeFailed(path: path, message: "out of memory for the deflate compressor") }
            compressor = estimator
        }
        let bound = libdeflate_zlib_compress_bound(compressor, rows.count)
        if scratch.count < bound { scratch = [UInt8](repeating: 0, count: bound) }
        let written = rows.withUnsafeBytes { input in
            scratch.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard written > 0 else { throw .encodeFailed(path: path, message: "deflate produced no stream for \(rows.count) bytes of rows") }
        return Array(scratch[0..<written])
    }

    /// The pixels of a payload this encoder wrote for a `width x height` region in `model`,
    /// decoded (`PNGDecoder`) from a one-image PNG built around it.
    func decode(_ payload: [UInt8], width: Int, height: Int, model: APNGColorModel) throws(PNGError) -> Pixmap {
        let png = ByteBuffer()
        var message = LibPNGMessage()
        guard rt_png_write_header(&png.raw, UInt32(width), UInt32(height), Int32(model.channels), &message.bytes) == 0,
              rt_png_write_chunk(&png.raw, "IDAT", payload, payload.count, &message.bytes) == 0,
              rt_png_write_chunk(&png.raw, "IEND", nil, 0, &message.bytes) == 0
        else { throw .encodeFailed(path: path, message: "libpng: \(message.text)") }
        return try PNGDecoder.decode(png.toArray(), source: path)
    }
}
