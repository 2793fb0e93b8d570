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
        fileprivate let rows: RowStorage
        fileprivate let count: Int
        /// Bytes of the quick (level 6) zlib stream of the rows.
        let estimate: Int
    }

    /// Memory for a candidate's rows, reused by later candidates once no candidate holds it: a
    /// 1170 x 2532 frame's rows are megabytes, and fresh ones cost the kernel's zeroing of every
    /// page again (about a tenth of the animation's write time).
    fileprivate final class RowStorage {
        var bytes: [UInt8] = []
    }

    /// libdeflate's level for the stored stream and for ranking candidates.
    static let storedLevel: Int32 = 10, estimateLevel: Int32 = 6

    private let path: String
    private var stored: OpaquePointer?
    private var estimator: OpaquePointer?
    private var straight: [UInt8] = []
    private var scratch: [UInt8] = []
    private var reblocked: [UInt8] = []
    private var storages: [RowStorage] = []

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
        let unfiltered = storage(for: size)
        straight.withUnsafeBufferPointer { rows in
            unfiltered.bytes.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    out[y * (stride + 1)] = PNGRowFilter.none
                    (out.baseAddress! + y * (stride + 1) + 1).update(from: rows.baseAddress! + y * stride, count: stride)
                }
            }
        }
        let plain = Candidate(rows: unfiltered, count: size, estimate: try deflate(unfiltered, count: size, level: Self.estimateLevel))
        if unfilteredOnly { return plain }
        let zeros = [UInt8](repeating: 0, count: stride)
        let filteredRows = storage(for: size)
        straight.withUnsafeBufferPointer { rows in
            zeros.withUnsafeBufferPointer { zero in
                filteredRows.bytes.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = rows.baseAddress! + y * stride
                        PNGRowFilter.filter(row, above: y == 0 ? zero.baseAddress! : row - stride, count: stride, bpp: channels,
                                            into: out.baseAddress! + y * (stride + 1))
                    }
                }
            }
        }
        let filtered = Candidate(rows: filteredRows, count: size,
                                 estimate: try deflate(filteredRows, count: size, level: Self.estimateLevel))
        return filtered.estimate < plain.estimate ? filtered : plain
    }

    /// Row memory of at least `count` bytes that no candidate holds (only this encoder's list
    /// refers to it), or a new one.
    private func storage(for count: Int) -> RowStorage {
        for k in storages.indices where isKnownUniquelyReferenced(&storages[k]) {
            if storages[k].bytes.count < count { storages[k].bytes = [UInt8](repeating: 0, count: count) }
            return storages[k]
        }
        let fresh = RowStorage()
        fresh.bytes = [UInt8](repeating: 0, count: count)
        storages.append(fresh)
        return fresh
    }

    /// The payload stored for `candidate`: its rows deflated at `storedLevel`, then re-blocked
    /// (`rt_deflate_reblock`: the same parse in better-placed Huffman blocks, about 2 % smaller
    /// on UI frames) when that is shorter.
    func compress(_ candidate: Candidate) throws(PNGError) -> [UInt8] {
        let streamLength = try deflate(candidate.rows, count: candidate.count, level: Self.storedLevel)
        let capacity = streamLength + 16
        if reblocked.count < capacity { reblocked = [UInt8](repeating: 0, count: capacity) }
        let length = candidate.rows.bytes.withUnsafeBufferPointer { rows in
            scratch.withUnsafeBufferPointer { zlib in
                reblocked.withUnsafeMutableBufferPointer { out in
                    rt_deflate_reblock(rows.baseAddress, candidate.count, zlib.baseAddress, streamLength, out.baseAddress, out.count)
                }
            }
        }
        return length == 0 ? Array(scratch[0..<streamLength]) : Array(reblocked[0..<length])
    }

    /// The length of the zlib stream of the first `count` bytes of `rows` at `level`, which is
    /// left at the start of `scratch` (a compressor per level, made on first use).
    private func deflate(_ rows: RowStorage, count: Int, level: Int32) throws(PNGError) -> Int {
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
        let bound = libdeflate_zlib_compress_bound(compressor, count)
        if scratch.count < bound { scratch = [UInt8](repeating: 0, count: bound) }
        let written = rows.bytes.withUnsafeBytes { input in
            scratch.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, count, output.baseAddress, output.count)
            }
        }
        guard written > 0 else { throw .encodeFailed(path: path, message: "deflate produced no stream for \(count) bytes of rows") }
        return written
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
