import TestSupport
import CDeflate
import CPNGSupport
import Testing
@testable import Raster

/// PNGEncoder's `.fast` path filters rows into a one-block window and deflates each block as it
/// fills (PNGRowStream). Its reference twin is the route it replaced: filter every row (with the
/// scalar reference row filter) into one buffer, then rt_fast_deflate_zlib over all of it. The bytes must
/// be the same, including when a translucent pixel late in the frame restarts it as RGBA after
/// several blocks went out.
@Suite("Codec PNG row stream")
struct CodecPNGRowStreamTests {
    /// The zlib stream of `pixmap`'s rows the old way: all filtered first, then deflated at once.
    static func referenceStream(_ pixmap: Pixmap, channels: Int) -> [UInt8] {
        let rowBytes = pixmap.width * channels, stride = rowBytes + 1
        var filtered = [UInt8](repeating: 0, count: pixmap.height * stride)
        var row = [UInt8](repeating: 0, count: rowBytes + 4), above = row
        filtered.withUnsafeMutableBufferPointer { out in
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                for y in 0..<pixmap.height {
                    row.withUnsafeMutableBufferPointer { r in
                        PNGRowFilter.straighten(pixmap.pixels.baseAddress! + y * pixmap.width, width: pixmap.width,
                                                channels: channels, into: r.baseAddress!, table: table.baseAddress!)
                    }
                    let filteredRow = PNGRowFilterReference.filtered(Array(row.prefix(rowBytes)), above: Array(above.prefix(rowBytes)),
                                                                     bpp: channels)
                    (out.baseAddress! + y * stride).update(from: filteredRow, count: filteredRow.count)
                    swap(&row, &above)
                }
            }
        }
        let d = rt_fast_deflater_create()!
        defer { rt_fast_deflater_destroy(d) }
        var stream = rt_buffer()
        defer { rt_buffer_free(&stream) }
        let status = filtered.withUnsafeBufferPointer { rt_fast_deflate_zlib(d, $0.baseAddress, $0.count, stride, &stream) }
        precondition(status == 0)
        return Array(UnsafeBufferPointer(start: stream.bytes, count: stream.count))
    }

    /// The whole `.fast` PNG the old way: libpng's signature + IHDR, one IDAT, IEND.
    static func referencePNG(_ pixmap: Pixmap) -> [UInt8] {
        let channels = pixmap.isOpaque ? 3 : 4
        let stream = referenceStream(pixmap, channels: channels)
        var png = rt_buffer()
        defer { rt_buffer_free(&png) }
        var message = LibPNGMessage()
        precondition(rt_png_write_header(&png, UInt32(pixmap.width), UInt32(pixmap.height), Int32(channels), &message.bytes) == 0)
        precondition(stream.withUnsafeBufferPointer { rt_png_append_chunk(&png, "IDAT", $0.baseAddress, $0.count) } == 0)
        precondition(rt_png_append_chunk(&png, "IEND", nil, 0) == 0)
        return Array(UnsafeBufferPointer(start: png.bytes, count: png.count))
    }

    enum Alpha: String, CaseIterable {
        case opaque, translucent, translucentLastRow, translucentLastPixel
    }

    /// A UI-like frame, made translucent as `alpha` says (valid premultiplied values, which
    /// round-trip exactly through straight RGBA).
    static func frame(width: Int, height: Int, alpha: Alpha) -> Pixmap {
        let p = CodecTestSupport.uiFrame(width: width, height: height)
        let glass = PremultipliedColor(r: 40, g: 60, b: 100, a: 128).packed
        switch alpha {
        case .opaque: break
        case .translucent:
            var rng = SplitMix64(state: 9)
            for i in stride(from: 0, to: p.pixels.count, by: 7) {
                let a = UInt8(rng.next() % 256)
                p.pixels[i] = PremultipliedColor(r: a / 3, g: a / 2, b: a, a: a).packed
            }
        case .translucentLastRow:
            for x in 0..<width { p.pixels[(height - 1) * width + x] = glass }
        case .translucentLastPixel:
            p.pixels[p.pixels.count - 1] = glass
        }
        return p
    }

    /// Sizes: 1 x 1; RGBA rows just under and over deflate's farthest distance (4w + 1 = 32,765 /
    /// 32,769, past which only runs are matched); the widest pixmap (rows of 49,153 / 65,537
    /// bytes); frames whose rows cross many blocks, on a row boundary or not. (Rows longer than a
    /// block exceed Pixmap.maximumSide; the window test below covers them.)
    static let sizes: [(Int, Int)] = [
        (1, 1), (1, 700), (8191, 40), (8192, 40), (16_384, 20), (1170, 300), (333, 997),
    ]

    @Test("the streamed .fast PNG equals filter-everything-then-deflate and decodes to the same pixels",
          arguments: sizes.flatMap { size in Alpha.allCases.map { (size.0, size.1, $0) } })
    func sameBytes(width: Int, height: Int, alpha: Alpha) throws {
        let pixmap = Self.frame(width: width, height: height, alpha: alpha)
        let png = try PNG.encode(pixmap, compression: .fast)
        let same = png == Self.referencePNG(pixmap) // a Bool: a failure must not diff megabytes
        #expect(same, "\(width) x \(height), \(alpha)")
        #expect(CodecTestSupport.colorType(png) == (alpha == .opaque ? 2 : 6))
        #expect(try PNG.decode(png, source: "stream.png").hasSamePixels(as: pixmap))
    }

    @Test("appendImageData with channels given (the APNG route) appends the reference stream after what the buffer held",
          arguments: [(1170, 300, Alpha.opaque), (1170, 300, .translucentLastRow), (333, 997, .translucent), (16_384, 20, .opaque)])
    func appendsAfterPrefix(width: Int, height: Int, alpha: Alpha) throws {
        let pixmap = Self.frame(width: width, height: height, alpha: alpha)
        let encoder = PNGEncoder(compression: .fast)
        let prefix: [UInt8] = [0, 0, 0, 7, 0x66, 0x64, 0x41, 0x54] // as an fdAT's sequence number would be
        for channels in alpha == .opaque ? [3, 4] : [4] {
            let buffer = ByteBuffer()
            _ = prefix.withUnsafeBytes { buffer.append($0) }
            try encoder.appendImageData(pixmap, channels: channels, to: buffer, path: "<test>")
            let same = buffer.toArray() == prefix + Self.referenceStream(pixmap, channels: channels)
            #expect(same, "\(width) x \(height), \(alpha), \(channels) channels")
        }
    }

    @Test("a translucent pixel after several blocks restarts the stream where this image began")
    func restartTruncatesToThisImage() throws {
        // 1170 x 300 RGB is 1.05 MB of rows: four blocks are deflated before the last row says RGBA.
        let pixmap = Self.frame(width: 1170, height: 300, alpha: .translucentLastRow)
        let encoder = PNGEncoder(compression: .fast)
        let buffer = ByteBuffer()
        let prefix: [UInt8] = [1, 2, 3]
        _ = prefix.withUnsafeBytes { buffer.append($0) }
        let channels = try encoder.appendImageData(pixmap, channels: nil, to: buffer, path: "<test>")
        #expect(channels == 4)
        let same = buffer.toArray() == prefix + Self.referenceStream(pixmap, channels: 4)
        #expect(same)
        // The same encoder then writes an opaque frame as before (no state left from the restart).
        let opaque = Self.frame(width: 1170, height: 300, alpha: .opaque)
        let again = try encoder.encode(opaque)
        #expect(again == Self.referencePNG(opaque))
    }

    @Test("the window gives the whole-buffer bytes for any row length, rows longer than a block too", arguments: [
        (1, 600_000), (2, 300_001), (3511, 300), (32_768, 20), (100_000, 7), (262_143, 3), (262_144, 3), (262_145, 3), (600_001, 2),
    ])
    func windowAnyStride(stride: Int, rows: Int) throws {
        let deflater = try #require(rt_deflater_create())
        defer { rt_deflater_destroy(deflater) }
        let stream = PNGRowStream(deflater: deflater)
        // UI-like bytes, and repeated noisy rows (whose every block start reads the history).
        for bytes in [CodecFastDeflateStreamTests.uiLike(stride * rows, row: stride, seed: UInt64(stride)),
                      CodecFastDeflateStreamTests.repeatedRows(stride: stride, rows: rows)] {
            let buffer = ByteBuffer()
            try stream.begin(rowStride: stride, rows: rows, to: buffer, path: "<test>")
            for y in 0..<rows {
                bytes.withUnsafeBufferPointer { stream.nextRow.update(from: $0.baseAddress! + y * stride, count: stride) }
                try stream.rowWritten()
            }
            try stream.finish()
            let same = buffer.toArray() == CodecFastDeflateStreamTests.whole(bytes, stride: stride, avx2: 1)
            #expect(same, "rows of \(stride) bytes")
        }
    }

    @Test("stage times are recorded for the interleaved filter and deflate")
    func stageTimes() throws {
        let encoder = PNGEncoder(compression: .fast)
        encoder.recordsStageTimes = true
        _ = try encoder.encode(Self.frame(width: 1170, height: 300, alpha: .opaque))
        #expect(encoder.lastStageTimes.filter > 0)
        #expect(encoder.lastStageTimes.deflate > 0)
    }
}
