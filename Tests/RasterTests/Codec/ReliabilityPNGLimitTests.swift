import Glibc
import Testing
@testable import Raster

/// Hostile PNG headers and chunks: refused with a message naming the file and the size, before
/// memory the size of the image is allocated.
@Suite("Reliability: PNG limits")
struct ReliabilityPNGLimitTests {
    /// Peak resident set of this process so far, in bytes.
    static func peakBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    func decodeError(_ bytes: [UInt8], source: String = "crafted.png") -> PNGError? {
        do { _ = try PNG.decode(bytes, source: source); return nil } catch { return error }
    }

    @Test("a header over 16384 px a side is refused as too large, before allocating", arguments: [
        (16385, 1), (1, 16385), (16385, 16385), (20000, 20000), (1_000_000, 1),
    ] as [(UInt32, UInt32)])
    func oversizedSide(width: UInt32, height: UInt32) throws {
        let before = Self.peakBytes()
        let error = try #require(decodeError(CraftedPNG.png(width: width, height: height)))
        #expect(error == .tooLarge(path: "crafted.png", width: Int(width), height: Int(height)))
        #expect(error.description.contains("\(width) x \(height)") && error.description.contains("16384"), "\(error)")
        #expect(Self.peakBytes() - before < 64 << 20, "peak memory grew while refusing \(width) x \(height)")
    }

    @Test("a header past libpng's own user limit or the PNG maximum is refused as malformed", arguments: [
        (1_000_001, 1), (0x7fff_ffff, 0x7fff_ffff), (0, 4), (4, 0), (0x8000_0000, 1),
    ] as [(UInt32, UInt32)])
    func headerLibpngRefuses(width: UInt32, height: UInt32) throws {
        let error = try #require(decodeError(CraftedPNG.png(width: width, height: height)))
        guard case .malformed(let path, let problem, _) = error else {
            Issue.record("expected .malformed for \(width) x \(height), got \(error)"); return
        }
        #expect(path == "crafted.png")
        // libpng words a width of 2^31 as "PNG unsigned integer out of range", which does not
        // mention IHDR, so PNGError files it as corrupt data rather than an invalid header.
        #expect(["the PNG header is invalid", "corrupt PNG data"].contains(problem), "\(error)")
    }

    @Test("the largest accepted side is exactly Pixmap.maximumSide and the pixel ceiling is 2^28")
    func ceilingsAreTheDocumentedOnes() {
        #expect(Pixmap.maximumSide == 16384)
        #expect(Pixmap.maximumPixelCount == 1 << 28)
        #expect(Pixmap(width: 16385, height: 1) == nil)
        #expect(Pixmap(width: 1, height: 16385) == nil)
        #expect(Pixmap(width: 0, height: 1) == nil)
        #expect(Pixmap(width: -5, height: -5) == nil)
        #expect(Pixmap(width: 16384, height: 1) != nil)
    }

    @Test("a crafted 2 x 1 image decodes exactly (the crafting helper is sound)")
    func craftedImageDecodes() throws {
        let rows: [UInt8] = [0, 255, 0, 0, 255, 0, 0, 255, 128]
        let pixmap = try PNG.decode(CraftedPNG.png(width: 2, height: 1, rows: rows), source: "crafted.png")
        #expect(pixmap.width == 2 && pixmap.height == 1)
        #expect(pixmap.pixels[0] == 0xff00_00ff)
        #expect(pixmap.pixels[1] == 0x8080_0000) // blue at alpha 128, premultiplied: b = 128
    }

    @Test("image data shorter than the header declares is a clean error")
    func shortImageData() throws {
        let error = try #require(decodeError(CraftedPNG.png(width: 64, height: 64, rows: [0, 1, 2, 3])))
        guard case .malformed = error else { Issue.record("expected .malformed, got \(error)"); return }
        #expect(error.description.contains("crafted.png"))
    }

    @Test("a zTXt chunk inflating to 64 MB neither crashes nor grows memory by its inflated size")
    func compressedTextBomb() throws {
        let path = ReliabilityFixtures.path("hostile/ztxt_bomb.png")
        let before = Self.peakBytes()
        let result = Result { () throws(PNGError) in try PNG.read(contentsOf: path) }
        #expect(Self.peakBytes() - before < 32 << 20, "peak memory grew by \(Self.peakBytes() - before) bytes")
        if case .success(let pixmap) = result { #expect(pixmap.width == 2 && pixmap.height == 2) }
    }

    /// Found by a hand-crafted hostile-header test and reproduced with the png-decode fuzz
    /// binary: a 24-byte file whose tEXt chunk length field says 0x7fffffff made libpng allocate
    /// and touch 2 GB (libFuzzer: out-of-memory after 10 s) before noticing the data was not
    /// there. Input: fixtures/fuzz/crashes/png-decode-chunk-length-2gb.png.
    @Test("regression: a chunk length claiming 2 GB is refused without allocating it")
    func chunkLengthClaiming2GBIsRefusedWithoutAllocating() throws {
        let path = ReliabilityFixtures.path("crashes/png-decode-chunk-length-2gb.png")
        let before = Self.peakBytes()
        let start = ContinuousClock.now
        let error = try #require(Result { () throws(PNGError) in try PNG.read(contentsOf: path) }.failureValue)
        #expect(error.description.contains(path), "\(error)")
        #expect(Self.peakBytes() - before < 64 << 20, "peak memory grew by \(Self.peakBytes() - before) bytes")
        #expect(ContinuousClock.now - start < .seconds(2))
    }
}

extension Result {
    /// The error of a failure, nil for a success.
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A legal maximum-size header with almost no data used to allocate and zero 1 GB before libpng
/// noticed the missing rows; deflate's 1032:1 ceiling rules such files out before allocating.
@Suite("Reliability: PNG too small for its header")
struct ReliabilityPNGTooSmallTests {
    @Test("a 16384 x 16384 header in a tiny file is refused as truncated, quickly", arguments: [UInt8(0), 6])
    func tinyFileWithHugeHeader(colorType: UInt8) {
        let bytes = CraftedPNG.png(width: 16384, height: 16384, colorType: colorType, rows: [0, 0, 0, 0])
        let clock = ContinuousClock()
        let start = clock.now
        #expect {
            try PNG.decode(bytes, source: "tiny.png")
        } throws: { error in
            let text = "\(error)"
            return text.contains("tiny.png") && text.contains("16384 x 16384") && text.contains("truncated or crafted")
        }
        // Refused before the 1 GB pixel buffer exists (allocating and zeroing it takes seconds).
        #expect(clock.now - start < .seconds(1))
    }

    @Test("a small image whose data is legitimately tiny still decodes")
    func smallImageStillDecodes() throws {
        let bytes = CraftedPNG.png(width: 2, height: 1, colorType: 6, rows: [0, 1, 2, 3, 255, 4, 5, 6, 255])
        let p = try PNG.decode(bytes, source: "small.png")
        #expect(p.width == 2 && p[0, 0] == PremultipliedColor(r: 1, g: 2, b: 3, a: 255))
    }
}
