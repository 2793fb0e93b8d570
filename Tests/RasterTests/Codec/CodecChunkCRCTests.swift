import TestSupport
import CPNGSupport
import Testing
@testable import Raster

/// The fast path frames IDAT and IEND itself (`png_crc.c`): its CRC-32 folds by carry-less
/// multiplication where the CPU can, and must equal zlib's table code byte for byte, at every
/// length (the folding takes 64 bytes and more, in steps of 16; the rest goes through zlib)
/// and from any starting value; the chunks must be what libpng writes.
@Suite struct CodecChunkCRCTests {
    @Test func knownAnswers() {
        let check = Array("123456789".utf8)
        #expect(rt_crc32_with(0, check, check.count, 0) == 0xCBF4_3926)
        #expect(rt_crc32_with(0, check, check.count, 1) == 0xCBF4_3926)
        #expect(rt_crc32(0, nil, 0) == 0)
    }

    @Test func foldingEqualsTheTableAtEveryLength() {
        var rng = SplitMix64(state: 0xC3C3)
        let buffer = (0..<(4096 + 64)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        buffer.withUnsafeBufferPointer { b in
            for length in 0...4096 {
                let offset = length % 17, start = UInt32(truncatingIfNeeded: rng.next())
                let table = rt_crc32_with(start, b.baseAddress! + offset, length, 0)
                let folded = rt_crc32_with(start, b.baseAddress! + offset, length, 1)
                if table != folded {
                    Issue.record("length \(length) offset \(offset) start \(start): \(folded) != \(table)")
                    return
                }
            }
        }
        // Large buffers of runs and noise, as frames are.
        for trial in 0..<20 {
            let n = 100_000 + Int(rng.next() % 400_000)
            var data = [UInt8](repeating: 0, count: n)
            for i in 0..<n where (i / 97 + trial) % 3 == 0 { data[i] = UInt8(truncatingIfNeeded: rng.next()) }
            #expect(rt_crc32_with(0, data, n, 1) == rt_crc32_with(0, data, n, 0), "trial \(trial), \(n) bytes")
        }
    }

    @Test func chunksMatchLibpng() throws {
        var rng = SplitMix64(state: 0xC4C4)
        for length in [0, 1, 63, 64, 65, 1000, 70_001] {
            let data = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            var ours = rt_buffer(bytes: nil, count: 0, capacity: 0), theirs = rt_buffer(bytes: nil, count: 0, capacity: 0)
            defer { rt_buffer_free(&ours); rt_buffer_free(&theirs) }
            var message = [CChar](repeating: 0, count: Int(RT_PNG_MESSAGE_CAPACITY))
            #expect(rt_png_append_chunk(&ours, "IDAT", data, length) == 0)
            #expect(rt_png_write_chunk(&theirs, "IDAT", data, length, &message) == 0)
            let a = Array(UnsafeBufferPointer(start: ours.bytes, count: ours.count))
            let b = Array(UnsafeBufferPointer(start: theirs.bytes, count: theirs.count))
            #expect(a == b, "IDAT of \(length) bytes")
        }
        var iend = rt_buffer(bytes: nil, count: 0, capacity: 0)
        defer { rt_buffer_free(&iend) }
        #expect(rt_png_append_chunk(&iend, "IEND", nil, 0) == 0)
        #expect(Array(UnsafeBufferPointer(start: iend.bytes, count: iend.count))
                == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }
}
