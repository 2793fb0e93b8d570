import Testing
@testable import Raster

/// Bytes after a PNG's IEND chunk: where the PNG ends is found by walking the chunk frames,
/// the image decodes from the bytes up to there, and the count is reported for a warning.
@Suite("Codec: bytes after IEND")
struct CodecTrailingBytesTests {
    static func image() throws -> (Pixmap, [UInt8]) {
        let p = Pixmap(width: 7, height: 5)!
        for y in 0..<5 { for x in 0..<7 { p[x, y] = PremultipliedColor(r: UInt8(x * 30), g: UInt8(y * 50), b: 90, a: 255) } }
        return (p, try PNG.encode(p))
    }

    @Test("the end of IEND is the encoded length; trailing bytes decode to the same pixels and are counted")
    func trailingBytes() throws {
        let (pixels, png) = try Self.image()
        #expect(PNGChunks.endOfIEND(png) == png.count)
        let padded = png + [0x00, 0x00, 0x00, 0x0D] + Array("IHDRjunk".utf8)
        #expect(PNGChunks.endOfIEND(padded) == png.count)
        let decoded = try PNGDecoder.decodeImage(padded, source: "x.png")
        #expect(decoded.pixmap.hasSamePixels(as: pixels))
        #expect(decoded.trailingByteCount == 12)
        #expect(decoded.warnings == ["x.png has 12 bytes after the PNG's end (IEND); they were ignored"])
        #expect(try PNGDecoder.decodeImage(png, source: "x.png").warnings.isEmpty)
    }

    @Test("no IEND, a chunk running past the end, or no signature: nil, left to libpng's errors")
    func notFramed() throws {
        let (_, png) = try Self.image()
        #expect(PNGChunks.endOfIEND(Array(png.dropLast(12))) == nil)
        #expect(PNGChunks.endOfIEND(Array(png.dropLast(1))) == nil)
        #expect(PNGChunks.endOfIEND(Array("not a png at all".utf8)) == nil)
        #expect(PNGChunks.endOfIEND([]) == nil)
        #expect(throws: PNGError.self) { try PNGDecoder.decodeImage(Array(png.dropLast(1)), source: "cut.png") }
    }
}
