import TestSupport
import CDeflate
import CPNGSupport
import Foundation
import Testing
@testable import Raster

/// fast_deflate.c: every stream inflates (with zlib) back to exactly its input, and the bytes are
/// a pure function of (input, row stride).
@Suite("Codec fast deflate")
struct CodecFastDeflateTests {
    /// Input bytes per deflate block in fast_deflate.c (RT_FD_BLOCK).
    static let blockSize = 256 * 1024

    /// One encoder's zlib stream of `input`; every call also encodes with the baseline paths
    /// (no AVX2) and expects the same bytes, so each test below checks both.
    static func deflate(_ input: [UInt8], stride: Int = 0, with deflater: OpaquePointer? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
        let d = deflater ?? rt_fast_deflater_create()!
        defer { if deflater == nil { rt_fast_deflater_destroy(d) } }
        func encode(avx2: Int32) -> [UInt8] {
            var out = rt_buffer()
            defer { rt_buffer_free(&out) }
            let status = input.withUnsafeBufferPointer { rt_fast_deflate_zlib_with(d, $0.baseAddress, $0.count, stride, &out, avx2) }
            precondition(status == 0, "rt_fast_deflate_zlib failed")
            return Array(UnsafeBufferPointer(start: out.bytes, count: out.count))
        }
        let stream = encode(avx2: 1)
        #expect(stream == encode(avx2: 0), "the AVX2 and baseline encoders agree (\(input.count) bytes, stride \(stride))",
                sourceLocation: sourceLocation)
        return stream
    }

    /// zlib's `uncompress` of `stream`, nil when zlib rejects it or the length differs.
    static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: count + 1)
        var length = output.count
        let status = output.withUnsafeMutableBufferPointer { o in
            stream.withUnsafeBufferPointer { rt_zlib_uncompress($0.baseAddress, $0.count, o.baseAddress, &length) }
        }
        guard status == 0, length == count else { return nil }
        return Array(output.prefix(count))
    }

    /// zlib level 1 (default strategy) size of `input`: the yardstick.
    static func zlibLevel1Size(_ input: [UInt8]) -> Int {
        var out = rt_buffer()
        defer { rt_buffer_free(&out) }
        let status = input.withUnsafeBufferPointer { rt_zlib_compress($0.baseAddress, $0.count, 1, 0, &out) }
        precondition(status == 0)
        return out.count
    }

    static func expectRoundTrip(_ input: [UInt8], stride: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        let stream = deflate(input, stride: stride)
        #expect(inflate(stream, count: input.count) == input, "\(input.count) bytes, stride \(stride)", sourceLocation: sourceLocation)
    }

    static func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(state: seed)
        var bytes = [UInt8](repeating: 0, count: count)
        for i in 0..<count { bytes[i] = UInt8(truncatingIfNeeded: rng.next()) }
        return bytes
    }

    /// The filtered rows (filter byte + bytes per row) the `.fast` encoder deflates for `pixmap`,
    /// and their row stride.
    static func filteredRows(_ pixmap: Pixmap) throws -> (bytes: [UInt8], stride: Int) {
        let channels = pixmap.isOpaque ? 3 : 4
        let buffer = ByteBuffer()
        try PNGEncoder(compression: .fast).appendImageData(pixmap, channels: channels, to: buffer, path: "<test>")
        let stride = pixmap.width * channels + 1
        let rows = try #require(inflate(buffer.toArray(), count: stride * pixmap.height))
        return (rows, stride)
    }

    @Test("empty input and a single byte")
    func tiny() {
        Self.expectRoundTrip([])
        for b: UInt8 in [0, 1, 255] { Self.expectRoundTrip([b]) }
        Self.expectRoundTrip([7, 7, 7, 7, 7], stride: 2)
    }

    @Test("10 MB of zeros round-trips and compresses like a run")
    func zeros() {
        let input = [UInt8](repeating: 0, count: 10_000_000)
        let stream = Self.deflate(input, stride: 3511)
        #expect(Self.inflate(stream, count: input.count) == input)
        #expect(stream.count < 20_000)
    }

    @Test("random bytes stay valid and barely expand (stored blocks)")
    func incompressible() {
        for count in [1, 100, 65_535, 65_536, 1_000_003] {
            let input = Self.randomBytes(count, seed: UInt64(count))
            let stream = Self.deflate(input, stride: 301)
            #expect(Self.inflate(stream, count: count) == input)
            // zlib header + Adler-32, 5 bytes per stored block of at most 65,535 bytes: five per
            // 256 KB deflate block (256 KB is 4 x 65,535 + 4), and one byte of alignment.
            let blocks = (count + Self.blockSize - 1) / Self.blockSize
            #expect(stream.count <= count + 6 + 5 * (count / 65_535 + blocks) + 1)
        }
    }

    @Test("runs of every length 1...300, of zeros and of other bytes, with and without a stride")
    func runs() {
        var input: [UInt8] = []
        for length in 1...300 {
            input += [UInt8](repeating: UInt8(length % 7 == 0 ? 0 : length % 251), count: length)
            input.append(0)
            input += [UInt8](repeating: 0, count: length)
            input.append(UInt8(length & 0xff) | 1)
        }
        for stride in [0, 1, 2, 3, 5, 301, 4681, 32_767, 40_000] { Self.expectRoundTrip(input, stride: stride) }
        for length in 0...300 {
            Self.expectRoundTrip([UInt8](repeating: 9, count: length) + [1], stride: 4)
        }
    }

    @Test("repeated rows of noise are found one row up")
    func repeatedRows() {
        let row = Self.randomBytes(1000, seed: 3)
        var input: [UInt8] = []
        for y in 0..<300 { input += y % 10 == 9 ? Self.randomBytes(1000, seed: UInt64(y)) : row }
        let stream = Self.deflate(input, stride: 1000)
        #expect(Self.inflate(stream, count: input.count) == input)
        // Unmatchable: the first row, the 30 noise rows and the 30 rows after them (their row up
        // is noise); the other 239 rows are matches one row up.
        #expect(stream.count < 61 * 1000 + 2000)
    }

    @Test("sizes around and between block boundaries")
    func blockBoundaries() {
        let ui = (try? Self.filteredRows(CodecTestSupport.uiFrame(width: 400, height: 700)))!
        for count in [Self.blockSize - 1, Self.blockSize, Self.blockSize + 1, 3 * Self.blockSize + 17] {
            var input = [UInt8](repeating: 0, count: count)
            for i in 0..<count { input[i] = ui.bytes[i % ui.bytes.count] }
            // A run across the first boundary and a stretch of noise across the last.
            for i in (Self.blockSize - 300)..<min(count, Self.blockSize + 300) { input[i] = 5 }
            let noise = Self.randomBytes(1000, seed: 11)
            for i in 0..<1000 where count - 1 - i >= 0 { input[count - 1 - i] = noise[i] }
            Self.expectRoundTrip(input, stride: ui.stride)
            Self.expectRoundTrip(input)
        }
    }

    @Test("filtered UI rows round-trip within 1.3 x of zlib level 1", arguments: [(390, 844), (1170, 2532)])
    func uiRows(width: Int, height: Int) throws {
        let frame = CodecTestSupport.uiFrame(width: width, height: height)
        let rows = try Self.filteredRows(frame)
        let stream = Self.deflate(rows.bytes, stride: rows.stride)
        #expect(Self.inflate(stream, count: rows.bytes.count) == rows.bytes)
        let zlib = Self.zlibLevel1Size(rows.bytes)
        #expect(Double(stream.count) <= 1.3 * Double(zlib), "fast \(stream.count) B, zlib level 1 \(zlib) B")
        // The whole PNG decodes (libpng + zlib) to the same pixels.
        let decoded = try PNG.decode(PNG.encode(frame, compression: .fast), source: "ui.png")
        #expect(decoded.hasSamePixels(as: frame))
    }

    @Test("the same input gives the same bytes: twice, from two encoders, on four threads")
    func deterministic() throws {
        let rows = try Self.filteredRows(CodecTestSupport.uiFrame(width: 600, height: 900))
        var input = rows.bytes
        let noise = Self.randomBytes(200_000, seed: 5)
        input.replaceSubrange(100_000..<300_000, with: noise)
        let d = rt_fast_deflater_create()!
        defer { rt_fast_deflater_destroy(d) }
        let first = Self.deflate(input, stride: rows.stride, with: d)
        _ = Self.deflate(Self.randomBytes(70_000, seed: 9), stride: 7, with: d) // other work in between
        #expect(Self.deflate(input, stride: rows.stride, with: d) == first)
        #expect(Self.deflate(input, stride: rows.stride) == first)
        let shared = input, stride = rows.stride
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            results.append(Self.deflate(shared, stride: stride))
        }
        #expect(results.all.count == 4)
        for r in results.all { #expect(r == first) }
        #expect(Self.inflate(first, count: input.count) == input)
    }

    /// 600,000 bytes of segments (1...700 bytes each) of zeros, noise, copies of the byte 1171
    /// back, runs of a small value, and noise of 0...2: runs, row matches and literal stretches of
    /// all lengths, across two block boundaries.
    static func mixedSegments() -> [UInt8] {
        var rng = SplitMix64(state: 2026)
        let count = 600_000, rowStride = 1171
        var bytes = [UInt8](repeating: 0, count: count)
        var i = 0
        while i < count {
            let r = rng.next()
            let end = min(count, i + 1 + Int((r >> 8) % 700))
            for j in i..<end {
                switch r % 5 {
                case 0: bytes[j] = 0
                case 1: bytes[j] = UInt8(truncatingIfNeeded: rng.next())
                case 2: bytes[j] = j >= rowStride ? bytes[j - rowStride] : 0
                case 3: bytes[j] = UInt8((r >> 40) & 3)
                default: bytes[j] = UInt8(rng.next() % 3)
                }
            }
            i = end
        }
        return bytes
    }

    /// FNV-1a, 64-bit.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    /// The encoder's speed work must not move a bit: these lengths and hashes are the streams of
    /// the encoder before it (commit c10827f), on both paths. A deliberate change of the format
    /// or the token choice updates them.
    @Test("the bytes are those of the reference encoder", arguments: [
        (1171, 179_353, 0x4f3b_769e_e642_1ce6 as UInt64), (0, 218_129, 0xbc84_2a19_c141_2723), (4681, 219_438, 0x0a5e_8f35_70c6_90e3),
    ])
    func pinnedBytes(stride: Int, count: Int, hash: UInt64) {
        let input = Self.mixedSegments()
        #expect(Self.fnv1a(input) == 0x3498_69ee_af20_bc6d, "the input generator is unchanged")
        let stream = Self.deflate(input, stride: stride)
        #expect(stream.count == count)
        #expect(Self.fnv1a(stream) == hash)
        #expect(Self.inflate(stream, count: input.count) == input)
    }

    /// Streams collected from several threads.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var streams: [[UInt8]] = []
        func append(_ stream: [UInt8]) { lock.withLock { streams.append(stream) } }
        var all: [[UInt8]] { lock.withLock { streams } }
    }
}
