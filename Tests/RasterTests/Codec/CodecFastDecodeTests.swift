import CPNGSupport
import TestSupport
import Testing
@testable import Raster

/// The decode that skips libpng (`png_fast_decode.c`): every colour type it takes, every
/// filter type, image data split over IDATs and behind ancillary chunks, decodes to the pixels
/// the file was made from (built here, independently of both decoders); and everything it
/// must leave to libpng (tRNS, interlace, 16 bits, a palette image, bad CRCs, a stream that
/// is short, long or trailed by data, an undefined filter) is declined, so libpng's
/// decoding and error messages stay what they were.
@Suite struct CodecFastDecodeTests {
    /// Channels per colour type, in the order PNG numbers them.
    static let colorTypes: [(type: UInt8, channels: Int)] = [(0, 1), (2, 3), (4, 2), (6, 4)]

    /// Random straight samples and the premultiplied RGBA the decode must give for them.
    static func image(width: Int, height: Int, channels: Int, seed: UInt64) -> (samples: [UInt8], rgba: [UInt8]) {
        var rng = SplitMix64(seed: seed)
        // Runs of repeated pixels as well as noise, so every filter meets both.
        var samples: [UInt8] = []
        var pixel = (0..<channels).map { _ in UInt8.random(in: 0...255, using: &rng) }
        for _ in 0..<(width * height) {
            if rng.next() % 3 == 0 {
                pixel = (0..<channels).map { _ in UInt8.random(in: 0...255, using: &rng) }
                // Half the new pixels of an alpha format opaque: runs of opaque and translucent pixels.
                if channels % 2 == 0, rng.next() % 2 == 0 { pixel[channels - 1] = 255 }
            }
            samples += pixel
        }
        // c * a / 255 rounded to nearest (never a tie: 2ca is even, 255 (2k + 1) odd).
        func times(_ c: UInt8, _ a: UInt8) -> UInt8 { UInt8((2 * Int(c) * Int(a) + 255) / 510) }
        var rgba: [UInt8] = []
        for i in 0..<(width * height) {
            let p = Array(samples[(i * channels)..<((i + 1) * channels)])
            switch channels {
            case 1: rgba += [p[0], p[0], p[0], 255]
            case 2: rgba += [times(p[0], p[1]), times(p[0], p[1]), times(p[0], p[1]), p[1]]
            case 3: rgba += p + [255]
            default: rgba += [times(p[0], p[3]), times(p[1], p[3]), times(p[2], p[3]), p[3]]
            }
        }
        return (samples, rgba)
    }

    /// Filters row `y` with PNG filter `type`, written from the specification.
    static func filter(_ samples: [UInt8], y: Int, stride: Int, bpp: Int, type: UInt8) -> [UInt8] {
        func at(_ row: Int, _ i: Int) -> Int { row < 0 || i < 0 ? 0 : Int(samples[row * stride + i]) }
        return [type] + (0..<stride).map { i in
            let x = at(y, i), a = at(y, i - bpp), b = at(y - 1, i), c = at(y - 1, i - bpp)
            let predictor: Int
            switch type {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predictor = 0
            }
            return UInt8(truncatingIfNeeded: x - predictor)
        }
    }

    /// A PNG of `samples` with each row's filter from `filterOf`, its stream split into `pieces`
    /// IDATs, and `before` chunks between IHDR and the image data.
    static func png(width: Int, height: Int, colorType: UInt8, channels: Int, samples: [UInt8], pieces: Int = 1,
                    before: [[UInt8]] = [], filterOf: (Int) -> UInt8 = { UInt8($0 % 5) }) -> [UInt8] {
        let stride = width * channels
        let rows = (0..<height).flatMap { filter(samples, y: $0, stride: stride, bpp: channels, type: filterOf($0)) }
        let stream = CraftedPNG.zlibStored(rows)
        var out = CraftedPNG.signature + CraftedPNG.ihdr(width: UInt32(width), height: UInt32(height), colorType: colorType)
        for chunk in before { out += chunk }
        let step = (stream.count + pieces - 1) / pieces
        for start in Swift.stride(from: 0, to: stream.count, by: step) {
            out += CraftedPNG.chunk("IDAT", Array(stream[start..<min(start + step, stream.count)]))
        }
        return out + CraftedPNG.chunk("IEND", [])
    }

    /// The fast decode's status and RGBA for `bytes`.
    static func fastDecode(_ bytes: [UInt8], width: Int, height: Int) -> (status: Int32, rgba: [UInt8]) {
        var rgba = [UInt8](repeating: 7, count: width * height * 4)
        let status = rt_png_fast_decode(bytes, bytes.count, UInt32(width), UInt32(height), &rgba)
        return (status, rgba)
    }

    @Test(arguments: colorTypes)
    func everyFilterOfEveryColourTypeDecodesToItsPixels(colorType: UInt8, channels: Int) throws {
        let (w, h) = (53, 23)  // three 16-pixel vector steps and a tail
        let (samples, rgba) = Self.image(width: w, height: h, channels: channels, seed: UInt64(colorType) + 11)
        let text = CraftedPNG.chunk("tEXt", Array("Comment\u{0}made here".utf8))
        let palette = CraftedPNG.chunk("PLTE", [0, 0, 0, 255, 255, 255])
        for (pieces, before) in [(1, [] as [[UInt8]]), (3, [text]), (7, channels >= 3 ? [palette, text] : [text])] {
            let bytes = Self.png(width: w, height: h, colorType: colorType, channels: channels, samples: samples,
                                 pieces: pieces, before: before)
            let fast = Self.fastDecode(bytes, width: w, height: h)
            #expect(fast.status == Int32(RT_PNG_FAST_DECODED), "colour type \(colorType), \(pieces) IDATs")
            let wrong = fast.rgba.count == rgba.count ? rgba.indices.first { fast.rgba[$0] != rgba[$0] } : -1
            #expect(wrong == nil, "colour type \(colorType), \(pieces) IDATs: byte \(wrong ?? 0) of the RGBA differs")
        }
        // Through the public decode too, and libpng's path (a tRNS chunk that matches no pixel
        // sends it there) gives the same pixels.
        let plain = Self.png(width: w, height: h, colorType: colorType, channels: channels, samples: samples)
        var viaLibpng: Pixmap?
        if channels == 1 || channels == 3 {
            // A grey level (or grey RGB colour) no pixel has, as the key.
            let pixels = Swift.stride(from: 0, to: samples.count, by: channels).map { Array(samples[$0..<($0 + channels)]) }
            let key = (0...255).first { v in !pixels.contains([UInt8](repeating: UInt8(v), count: channels)) }!
            let unmatched = CraftedPNG.chunk("tRNS", [UInt8](repeating: 0, count: channels).flatMap { _ in [0, UInt8(key)] })
            viaLibpng = try PNG.decode(Array(plain[..<33]) + unmatched + Array(plain[33...]), source: "t")
        }
        let decoded = try PNG.decode(plain, source: "t")
        for i in 0..<(w * h) {
            let expected = UInt32(rgba[4 * i]) | UInt32(rgba[4 * i + 1]) << 8 | UInt32(rgba[4 * i + 2]) << 16 | UInt32(rgba[4 * i + 3]) << 24
            if decoded.pixels[i] != expected || (viaLibpng.map { $0.pixels[i] != expected } ?? false) {
                Issue.record("colour type \(colorType): pixel \(i) is \(decoded.pixels[i]), expected \(expected)")
                break
            }
        }
    }

    @Test func theFilesThisPackageWritesTakeTheFastPath() throws {
        let frame = CodecTestSupport.uiFrame(width: 120, height: 90)
        for compression in [PNGCompression.fast, .small] {
            let bytes = try PNG.encode(frame, compression: compression)
            let fast = Self.fastDecode(bytes, width: 120, height: 90)
            #expect(fast.status == Int32(RT_PNG_FAST_DECODED), "\(compression)")
            #expect(try PNG.decode(bytes, source: "t").hasSamePixels(as: frame))
        }
    }

    @Test func whatLibpngMustDecideIsDeclined() {
        let (w, h) = (9, 5)
        let (samples, _) = Self.image(width: w, height: h, channels: 3, seed: 5)
        let good = Self.png(width: w, height: h, colorType: 2, channels: 3, samples: samples, pieces: 2)
        #expect(Self.fastDecode(good, width: w, height: h).status == Int32(RT_PNG_FAST_DECODED))

        func declined(_ bytes: [UInt8], _ why: String, width: Int = 9, height: Int = 5) {
            let fast = Self.fastDecode(bytes, width: width, height: height)
            #expect(fast.status == Int32(RT_PNG_FAST_DECLINED), "\(why)")
            #expect(fast.rgba.allSatisfy { $0 == 7 }, "\(why): pixels written")
        }
        let ihdrEnd = 8 + 25
        let trns = CraftedPNG.chunk("tRNS", [0, 1, 0, 2, 0, 3])
        declined(Array(good[..<ihdrEnd]) + trns + Array(good[ihdrEnd...]), "tRNS")
        declined(Self.png(width: w, height: h, colorType: 2, channels: 3, samples: samples, before: [CraftedPNG.chunk("sBIT", [8, 8, 8]), CraftedPNG.chunk("ZZZZ", [1])]), "unknown critical chunk")
        var interlaced = good
        interlaced[8 + 8 + 12] = 1
        declined(Self.refreshIHDR(interlaced), "interlaced")
        var sixteen = good
        sixteen[8 + 8 + 8] = 16
        declined(Self.refreshIHDR(sixteen), "16-bit")
        var paletted = good
        paletted[8 + 8 + 9] = 3
        declined(Self.refreshIHDR(paletted), "palette image")
        var badCRC = good
        badCRC[good.count - 12 - 1] ^= 1  // the last IDAT's CRC
        declined(badCRC, "a bad IDAT CRC")
        declined(Self.png(width: w, height: h, colorType: 2, channels: 3, samples: samples, filterOf: { $0 == 3 ? 5 : 0 }), "filter type 5")
        let shorter = Self.png(width: w, height: h - 1, colorType: 2, channels: 3, samples: Array(samples.dropLast(w * 3)))
        declined(Self.relabel(shorter, height: UInt32(h)), "too few rows for the header")
        let longer = Self.png(width: w, height: h + 1, colorType: 2, channels: 3, samples: samples + Array(samples.prefix(w * 3)))
        declined(Self.relabel(longer, height: UInt32(h)), "more data than the header's rows")
        let trailing = CraftedPNG.signature + CraftedPNG.ihdr(width: UInt32(w), height: UInt32(h), colorType: 2)
            + CraftedPNG.chunk("IDAT", CraftedPNG.zlibStored((0..<h).flatMap { Self.filter(samples, y: $0, stride: w * 3, bpp: 3, type: 0) }) + [0, 0])
            + CraftedPNG.chunk("IEND", [])
        declined(trailing, "bytes after the zlib stream")
        declined(Array(good.dropLast(12)), "no IEND")
        declined(Self.png(width: w, height: h, colorType: 2, channels: 3, samples: samples, pieces: 2).split(), "image data in two runs")
    }

    /// `png` with its IHDR's CRC recomputed after an edit.
    static func refreshIHDR(_ png: [UInt8]) -> [UInt8] {
        var out = png
        let crc = CraftedPNG.bigEndian(CraftedPNG.crc32(Array(png[12..<29])))
        out.replaceSubrange(29..<33, with: crc)
        return out
    }

    /// `png` with its IHDR declaring `height`.
    static func relabel(_ png: [UInt8], height: UInt32) -> [UInt8] {
        var out = png
        out.replaceSubrange(20..<24, with: CraftedPNG.bigEndian(height))
        return refreshIHDR(out)
    }
}

private extension Array where Element == UInt8 {
    /// This PNG with a tEXt chunk between its first and second IDAT.
    func split() -> [UInt8] {
        let first = 8 + 25
        let idatLength = Int(self[first]) << 24 | Int(self[first + 1]) << 16 | Int(self[first + 2]) << 8 | Int(self[first + 3])
        let end = first + 12 + idatLength
        return Array(self[..<end]) + CraftedPNG.chunk("tEXt", Array("a\u{0}b".utf8)) + Array(self[end...])
    }
}
