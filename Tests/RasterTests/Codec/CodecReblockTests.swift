import TestSupport
import CDeflate
import CLibDeflate
import CPNGSupport
import Testing

/// rt_deflate_reblock (reblock.c, block_cuts.c, token_decoder.c): a re-blocked stream inflates
/// (with zlib) to exactly the bytes it was given, is shorter than the stream it came from, and is a
/// pure function of it; a stream that is not a zlib stream of those bytes is refused (0), never
/// turned into another one.
@Suite("Codec re-blocking")
struct CodecReblockTests {
    /// The re-blocked stream, or nil when rt_deflate_reblock keeps the original (returns 0).
    static func reblock(_ raw: [UInt8], _ stream: [UInt8]) -> [UInt8]? {
        var out = [UInt8](repeating: 0xA5, count: stream.count + 16)
        let length = raw.withUnsafeBufferPointer { r in
            stream.withUnsafeBufferPointer { s in
                out.withUnsafeMutableBufferPointer { o in
                    rt_deflate_reblock(r.baseAddress, r.count, s.baseAddress, s.count, o.baseAddress, o.count)
                }
            }
        }
        return length == 0 ? nil : Array(out.prefix(length))
    }

    /// libdeflate's zlib stream of `raw` at `level` (0: stored blocks only).
    static func libdeflate(_ raw: [UInt8], level: Int32) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(level)!
        defer { libdeflate_free_compressor(compressor) }
        var out = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, raw.count))
        let n = raw.withUnsafeBytes { r in
            out.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, r.baseAddress, r.count, $0.baseAddress, $0.count) }
        }
        precondition(n > 0)
        return Array(out.prefix(n))
    }

    /// zlib's stream of `raw` at `level` with `strategy` (4: Z_FIXED, fixed Huffman codes only).
    static func zlib(_ raw: [UInt8], level: Int32, strategy: Int32) -> [UInt8] {
        var out = rt_buffer()
        defer { rt_buffer_free(&out) }
        precondition(raw.withUnsafeBufferPointer { rt_zlib_compress($0.baseAddress, $0.count, level, strategy, &out) } == 0)
        return Array(UnsafeBufferPointer(start: out.bytes, count: out.count))
    }

    static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? { CodecFastDeflateTests.inflate(stream, count: count) }

    /// Grey rows of a flat UI screen: bands of background, "glyph" rows (short dark runs on
    /// light), a soft-edged disc and noise, each band with different statistics, so that where the
    /// blocks are cut matters.
    static func bandedScreen(width: Int = 600, height: Int = 900) -> [UInt8] {
        var rng = SplitMix64(state: 0x5eed)
        var rows = [UInt8](repeating: 0, count: (width + 1) * height)
        for y in 0..<height {
            let row = y * (width + 1) + 1
            for x in 0..<width {
                let value: UInt8
                switch y / 150 {
                case 0, 3: value = 242
                case 1: value = (x / 7 + y / 11) % 5 == 0 ? UInt8(40 + (x % 3) * 20) : 250
                case 2:
                    let dx = Double(x - 300), dy = Double(y - 375), d = (dx * dx + dy * dy).squareRoot() - 70
                    value = d < 0 ? 30 : d > 1.5 ? 242 : UInt8(30 + d / 1.5 * 212)
                case 4: value = UInt8(truncatingIfNeeded: 96 + Int(rng.next() % 9))
                default: value = UInt8(255 - (x * 255 / width))
                }
                rows[row + x] = value
            }
        }
        return rows
    }

    @Test("a libdeflate level 10 stream of UI rows: shorter, same bytes, deterministic")
    func uiRows() throws {
        let raw = Self.bandedScreen()
        let stream = Self.libdeflate(raw, level: 10)
        let reblocked = try #require(Self.reblock(raw, stream), "re-blocking gains on banded rows")
        #expect(reblocked.count < stream.count)
        #expect(Self.inflate(reblocked, count: raw.count) == raw)
        #expect(Self.reblock(raw, stream) == reblocked, "the same stream gives the same bytes")
        // A re-blocked stream is already cut well: doing it again gains nothing, or a little.
        if let again = Self.reblock(raw, reblocked) {
            #expect(again.count < reblocked.count)
            #expect(Self.inflate(again, count: raw.count) == raw)
        }
    }

    @Test("stored blocks are read, and their literals given Huffman codes when that is shorter")
    func storedInput() throws {
        let text = Array(String(repeating: "the quick brown fox jumps over the lazy dog; ", count: 40).utf8)
        let stream = Self.libdeflate(text, level: 0)
        #expect(stream[2] & 0b110 == 0, "libdeflate level 0 writes stored blocks")
        let reblocked = try #require(Self.reblock(text, stream))
        #expect(reblocked.count < stream.count - text.count / 4, "a code for 30 distinct letters beats 8 bits each")
        #expect(Self.inflate(reblocked, count: text.count) == text)
    }

    @Test("a short literal block is written with the fixed codes")
    func fixedOutput() throws {
        let text = Array("fixed Huffman codes cost nothing to describe".utf8)
        let stream = Self.libdeflate(text, level: 0)
        let reblocked = try #require(Self.reblock(text, stream))
        #expect(reblocked[2] & 0b111 == 0b011, "BFINAL = 1, BTYPE = 01 (fixed codes)")
        #expect(Self.inflate(reblocked, count: text.count) == text)
    }

    @Test("fixed codes for bytes 144 to 255 (9 bits each, after the 8-bit codes of 280 to 287)")
    func fixedOutputHighLiterals() throws {
        // UTF-8 text: a few bytes 0xC3, 0xA8-0xAF among letters, so fixed codes still beat stored.
        let bytes = Array("un café crème, à côté".utf8)
        #expect(bytes.contains { $0 >= 144 })
        let reblocked = try #require(Self.reblock(bytes, Self.libdeflate(bytes, level: 0)))
        #expect(reblocked[2] & 0b111 == 0b011, "BFINAL = 1, BTYPE = 01 (fixed codes)")
        #expect(Self.inflate(reblocked, count: bytes.count) == bytes)
    }

    @Test("fixed-code input, and noise split off into a stored block")
    func fixedInputAndStoredOutput() throws {
        var rng = SplitMix64(state: 7)
        let noise = (0..<4000).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let raw = noise + [UInt8](repeating: 9, count: 60_000)
        let stream = Self.zlib(raw, level: 9, strategy: 4)
        let reblocked = try #require(Self.reblock(raw, stream), "fixed codes spend 9 bits on half the noise's bytes")
        // Fixed codes spend about 8.5 bits on a random byte; stored, 8 bits and 5 bytes a block.
        #expect(stream.count > noise.count + noise.count / 20)
        #expect(reblocked.count <= noise.count + 100, "the noise stored, the run a few bytes")
        #expect(Self.inflate(reblocked, count: raw.count) == raw)
    }

    @Test("nothing to gain: random bytes already stored, and the empty stream")
    func noGain() {
        var rng = SplitMix64(state: 3)
        let noise = (0..<5000).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        #expect(Self.reblock(noise, Self.libdeflate(noise, level: 6)) == nil)
        #expect(Self.reblock([], Self.libdeflate([], level: 10)) == nil)
    }

    @Test("a stream of other bytes, a truncated one or a bad header is refused")
    func refusals() {
        let raw = Self.bandedScreen()
        let stream = Self.libdeflate(raw, level: 10)
        #expect(Self.reblock(raw, stream) != nil, "the stream itself is taken")
        var other = raw
        other[raw.count / 2] &+= 1
        #expect(Self.reblock(other, stream) == nil, "one byte differs from what the stream decodes to")
        #expect(Self.reblock(Array(raw.dropLast()), stream) == nil, "the stream decodes to one byte more")
        #expect(Self.reblock(raw, Array(stream.prefix(stream.count / 2))) == nil, "truncated")
        var dictionary = stream
        dictionary[1] |= 0x20
        #expect(Self.reblock(raw, dictionary) == nil, "FDICT set")
        var method = stream
        method[0] = 0x79
        #expect(Self.reblock(raw, method) == nil, "not deflate")
    }

    @Test("flipped bits: refused, or a stream that still inflates to the bytes")
    func flippedBits() {
        let raw = Self.bandedScreen()
        let stream = Self.libdeflate(raw, level: 10)
        var rng = SplitMix64(state: 11)
        var refused = 0
        for _ in 0..<100 {
            var broken = stream
            let bit = Int(rng.next() % UInt64(8 * (stream.count - 6))) + 16
            broken[bit / 8] ^= UInt8(1 << (bit % 8))
            if let out = Self.reblock(raw, broken) {
                #expect(Self.inflate(out, count: raw.count) == raw, "flipped bit \(bit)")
            } else {
                refused += 1
            }
        }
        #expect(refused > 80, "almost every flipped bit breaks the stream (\(refused) of 100 refused)")
    }
}
