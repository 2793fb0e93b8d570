import Testing
@testable import Raster

/// The bytes of an encode depend on the pixels alone, not on what the (reused) encoder did
/// before. Context: ISA-L's deflate, the fast path's first compressor, wrote a different valid
/// stream for the same rows in about 3 % of runs (never reproduced outside this program), so
/// `--jobs 2` renders were not byte-identical although their pixels were; the fast path now uses
/// the package's own deflate encoder (the CDeflate target), deterministic by construction, and
/// CLITests compare whole runs byte for byte.
@Suite("Codec: encoder history does not change the bytes")
struct CodecEncoderHistoryTests {
    /// A frame of flat UI-like content whose details depend on `seed`.
    func frame(seed: UInt64, width: Int = 600, height: Int = 400) -> Pixmap {
        var state = seed
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        let p = Pixmap(width: width, height: height)!
        p.clear(to: Color(white: 0.95).premultiplied)
        for _ in 0..<60 {
            let x = Int(next() % UInt64(width - 40)), y = Int(next() % UInt64(height - 20))
            let c = PremultipliedColor(r: UInt8(next() & 255), g: UInt8(next() & 255), b: UInt8(next() & 255), a: 255)
            for yy in y..<(y + 12) { for xx in x..<(x + Int(next() % 40)) { p[xx, yy] = c } }
        }
        return p
    }

    @Test("the same pixels give the same bytes whatever the encoder encoded before", arguments: PNGCompression.allCases)
    func historyIndependent(compression: PNGCompression) throws {
        let target = frame(seed: 1)
        let fresh = try PNGEncoder(compression: compression).encode(target)
        let used = PNGEncoder(compression: compression)
        for seed in UInt64(2)...6 { _ = try used.encode(frame(seed: seed, width: 1200, height: 900)) }
        _ = try used.encode(target)
        for seed in [7, 1, 8] { _ = try used.encode(frame(seed: UInt64(seed))) }
        #expect(try used.encode(target) == fresh)
    }
}
