import TestSupport
import CDeflate
import CPNGSupport
import Testing
@testable import Raster

/// fast_deflate.c's block-at-a-time stream (rt_fast_deflate_begin/feed/finish) against its
/// reference twin, the whole-buffer rt_fast_deflate_zlib_with: the same bytes for every input,
/// stride and instruction set, each block handed over in a fresh window that holds only the
/// history the contract promises.
@Suite("Codec fast deflate, streamed")
struct CodecFastDeflateStreamTests {
    static let block = Int(RT_FAST_DEFLATE_BLOCK)

    /// Both ISA choices (1: AVX2 where the CPU has it, 0: the baseline paths).
    static let isas: [Int32] = [1, 0]

    /// The whole-buffer stream of `input`.
    static func whole(_ input: [UInt8], stride: Int, avx2: Int32) -> [UInt8] {
        let d = rt_fast_deflater_create()!
        defer { rt_fast_deflater_destroy(d) }
        var out = rt_buffer()
        defer { rt_buffer_free(&out) }
        let status = input.withUnsafeBufferPointer { rt_fast_deflate_zlib_with(d, $0.baseAddress, $0.count, stride, &out, avx2) }
        precondition(status == 0, "rt_fast_deflate_zlib_with failed")
        return Array(UnsafeBufferPointer(start: out.bytes, count: out.count))
    }

    /// The streamed form of `input`. Each block is copied into a new window: `history` stream
    /// bytes (rt_fast_deflate_history, minus `shortHistory` for the mutation check), the block,
    /// and in front of the history 64 poison bytes, each the complement of the stream byte it
    /// stands for, so a read further back than the contract allows changes the output.
    static func streamed(_ input: [UInt8], stride: Int, avx2: Int32, shortHistory: Int = 0) -> [UInt8] {
        let d = rt_fast_deflater_create()!
        defer { rt_fast_deflater_destroy(d) }
        var out = rt_buffer()
        defer { rt_buffer_free(&out) }
        var stream = rt_fast_deflate_stream()
        precondition(rt_fast_deflate_begin(&stream, stride, avx2, &out) == 0)
        let history = rt_fast_deflate_history(stride) - shortHistory, poison = 64
        var start = 0
        repeat {
            let end = min(input.count, start + block)
            let kept = min(history, start)
            var window = [UInt8](repeating: 0, count: poison + kept + end - start)
            for i in 0..<poison {
                let at = start - kept - poison + i
                window[i] = at >= 0 ? ~input[at] : 0xA5
            }
            window.replaceSubrange(poison..., with: input[(start - kept)..<end])
            let status = window.withUnsafeBufferPointer { w in
                let at = w.baseAddress! + poison + kept
                return end == input.count ? rt_fast_deflate_finish(&stream, d, at, end - start, &out)
                                          : rt_fast_deflate_feed(&stream, d, at, end - start, &out)
            }
            precondition(status == 0, "the stream refused a block")
            start = end
        } while start < input.count
        return Array(UnsafeBufferPointer(start: out.bytes, count: out.count))
    }

    static func random(_ count: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(state: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    }

    /// UI-like bytes: rows of `row` bytes that mostly repeat the row above, runs of zeros and of
    /// one value, and a stretch of noise here and there (what filtered UI rows look like).
    static func uiLike(_ count: Int, row: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(state: seed)
        var bytes = [UInt8](repeating: 0, count: count)
        var i = 0
        while i < count {
            let r = rng.next()
            let end = min(count, i + 1 + Int((r >> 8) % 900))
            for j in i..<end {
                switch r % 4 {
                case 0: bytes[j] = 0
                case 1: bytes[j] = j >= row ? bytes[j - row] : 1
                case 2: bytes[j] = UInt8((r >> 40) & 7)
                default: bytes[j] = UInt8(truncatingIfNeeded: rng.next() % 5)
                }
            }
            i = end
        }
        return bytes
    }

    /// Rows of noise, each a copy of the one above but for one byte: matches one row up at
    /// nearly every position, so every block's first bytes depend on the history before it.
    static func repeatedRows(stride: Int, rows: Int) -> [UInt8] {
        var row = random(stride, seed: 3)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(stride * rows)
        for y in 0..<rows {
            row[y % stride] &+= 1
            bytes += row
        }
        return bytes
    }

    /// The kinds of input, each `count` bytes long with rows of `row` bytes.
    static func inputs(_ count: Int, row: Int) -> [(name: String, bytes: [UInt8])] {
        [("random", random(count, seed: UInt64(count))),
         ("ui-like", uiLike(count, row: max(row, 1), seed: 17)),
         ("zeros", [UInt8](repeating: 0, count: count))]
    }

    static func expectSame(_ input: [UInt8], _ name: String, stride: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for avx2 in isas {
            let reference = whole(input, stride: stride, avx2: avx2)
            // A Bool, not the arrays: a failure would otherwise diff megabytes element by element.
            let same = streamed(input, stride: stride, avx2: avx2) == reference
            #expect(same, "\(name), \(input.count) bytes, stride \(stride), avx2 \(avx2)", sourceLocation: sourceLocation)
        }
    }

    @Test("streamed bytes equal the whole-buffer bytes at and around block boundaries", arguments: [
        0, 1, 2, 4, 301, 3511, 4096, 32_767, 32_768, 40_000,
    ])
    func blockBoundaries(stride: Int) {
        let b = Self.block
        let lengths = [0, 1, 5, b - 1, b, b + 1, 2 * b, 3 * b + 17]
        for (name, bytes) in Self.inputs(lengths.max()!, row: stride) {
            for count in lengths { Self.expectSame(Array(bytes.prefix(count)), name, stride: stride) }
        }
    }

    @Test("a block ending exactly on a row and one ending mid-row", arguments: [(1024, 5 * 256), (3511, 600), (8192, 100)])
    func rowAlignment(stride: Int, rows: Int) {
        // 262,144 is a multiple of 1024 and 8192 (blocks end on a row), not of 3511 (mid-row).
        let input = Self.uiLike(stride * rows, row: stride, seed: UInt64(stride))
        Self.expectSame(input, "ui-like rows", stride: stride)
        Self.expectSame(Self.repeatedRows(stride: stride, rows: rows), "repeated rows", stride: stride)
    }

    @Test("the pinned mixed segments stream the same", arguments: [0, 1171, 4681])
    func mixedSegments(stride: Int) {
        Self.expectSame(CodecFastDeflateTests.mixedSegments(), "mixed segments", stride: stride)
    }

    @Test("a window one byte short of the promised history changes the bytes (the poison above bites)")
    func shortHistoryIsCaught() {
        let input = Self.repeatedRows(stride: 1024, rows: 600)
        for avx2 in Self.isas {
            let same = Self.streamed(input, stride: 1024, avx2: avx2, shortHistory: 1) == Self.whole(input, stride: 1024, avx2: avx2)
            #expect(!same, "avx2 \(avx2)")
        }
    }

    @Test("a block of the wrong length is refused, not silently written")
    func wrongLengths() {
        let d = rt_fast_deflater_create()!
        defer { rt_fast_deflater_destroy(d) }
        var out = rt_buffer()
        defer { rt_buffer_free(&out) }
        var stream = rt_fast_deflate_stream()
        let bytes = [UInt8](repeating: 0, count: Self.block + 1)
        #expect(rt_fast_deflate_begin(&stream, 100, 1, &out) == 0)
        bytes.withUnsafeBufferPointer { b in
            #expect(rt_fast_deflate_feed(&stream, d, b.baseAddress, Self.block - 1, &out) == -2)
            #expect(rt_fast_deflate_finish(&stream, d, b.baseAddress, Self.block + 1, &out) == -2)
            #expect(rt_fast_deflate_feed(&stream, d, b.baseAddress, Self.block, &out) == 0)
            #expect(rt_fast_deflate_finish(&stream, d, b.baseAddress! + Self.block, 0, &out) == -2)
        }
    }

    /// Adler-32 by definition, one byte at a time from a running value.
    static func adler32(_ adler: UInt32, _ bytes: ArraySlice<UInt8>) -> UInt32 {
        var a = adler & 0xffff, b = adler >> 16
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    @Test("Adler-32 continues across any split the same in its scalar, SSE2 and AVX2 forms")
    func adlerContinues() {
        // All 0xff is the largest sum per byte, where lanes would overflow first.
        for input in [Self.random(100_003, seed: 8), [UInt8](repeating: 255, count: 100_003)] {
            let expected = Self.adler32(1, input[...])
            for split in [0, 1, 31, 32, 63, 64, 5552, 65_536, 99_999, 100_003] {
                for form: Int32 in [0, 1, 2] {
                    let head = input.withUnsafeBufferPointer { rt_fast_adler32_with(1, $0.baseAddress, split, form) }
                    #expect(head == Self.adler32(1, input[..<split]), "form \(form), \(split) bytes")
                    let whole = input.withUnsafeBufferPointer {
                        rt_fast_adler32_with(head, $0.baseAddress! + split, input.count - split, form)
                    }
                    #expect(whole == expected, "form \(form), split at \(split)")
                }
            }
        }
    }
}
