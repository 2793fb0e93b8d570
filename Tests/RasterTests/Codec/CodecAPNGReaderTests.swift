import Foundation
import Testing
@testable import Raster
import TestSupport

/// `APNGReader` (the library's, used by animated goldens) against the tests' own decoder written
/// from the specification, on files the writer makes with every dispose and blend it uses.
@Suite("Codec APNG reader")
struct CodecAPNGReaderTests {
    @Test("merged frames, changed rectangles blended OVER, a flash disposed PREVIOUS: the reader shows what the spec decoder shows")
    func agreesWithTheSpecificationDecoder() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        var random = SplitMix64(seed: 7)
        let a = Pixmap(width: 48, height: 32)!
        for i in 0..<a.pixels.count { a.pixels[i] = PremultipliedColor(r: UInt8.random(in: 0...255, using: &random), g: 90, b: 200, a: 255).packed }
        let flash = a.copy(), b = a.copy(), c = a.copy()
        for y in 0..<32 { for x in 0..<48 { flash[x, y] = PremultipliedColor(r: 255, g: 255, b: 255, a: 255) } }
        for y in 4..<9 { for x in 3..<11 { b[x, y] = PremultipliedColor(r: 0, g: 0, b: 0, a: 255) } }
        c.copyPixels(from: b)
        for y in 25..<30 { for x in 40..<46 { c[x, y] = PremultipliedColor(r: 10, g: 200, b: 10, a: 255) } }
        let input = [a, a.copy(), flash, b, c, c.copy()]
        let file = try CodecAPNGOptimizerTests.write(input, fps: 20, hold: 0.5, to: "\(dir)/r.png")
        let reference = try APNGTestDecoder(file)
        let frames = try APNGReader.decode(file, source: "r.png")
        #expect(frames.count == reference.frames.count)
        for (k, (ours, theirs)) in zip(frames, reference.frames).enumerated() {
            #expect(ours.image.hasSamePixels(as: theirs.canvas), "frame \(k)")
            #expect(ours.delay == theirs.delaySeconds, "frame \(k)")
        }
        // The shown frames, expanded by their delays, are the input (the last held 0.5 s longer).
        #expect(frames.map(\.delay) == [0.1, 0.05, 0.05, 0.6])
        #expect(frames[0].image.hasSamePixels(as: a) && frames[1].image.hasSamePixels(as: flash))
        #expect(frames[2].image.hasSamePixels(as: b) && frames[3].image.hasSamePixels(as: c))
    }

    @Test("a still PNG is one frame; damaged files are errors naming the file, never a crash")
    func stillsAndDamagedFiles() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        let still = Pixmap(width: 4, height: 3)!
        still.clear(to: PremultipliedColor(r: 1, g: 2, b: 3, a: 255))
        let png = try PNG.encode(still)
        let one = try APNGReader.decode(png, source: "s.png")
        #expect(one.count == 1 && one[0].image.hasSamePixels(as: still) && one[0].delay == 0)

        let other = Pixmap(width: 4, height: 3)!
        other.clear(to: PremultipliedColor(r: 9, g: 8, b: 7, a: 255))
        let moving = [still, other]
        let file = try CodecAPNGOptimizerTests.write(moving, fps: 10, hold: 0, to: "\(dir)/m.png")
        for cut in [8, 30, file.count / 2, file.count - 13] {
            #expect(throws: PNGError.self, "cut at \(cut)") { _ = try APNGReader.decode(Array(file[0..<cut]) + [0, 0, 0, 0], source: "m.png") }
        }
        // An fcTL whose rectangle leaves the canvas.
        var widened = file
        let fctl = try #require((0..<(file.count - 4)).first { file[$0..<($0 + 4)].elementsEqual(Array("fcTL".utf8)) })
        widened[fctl + 8] = 0xFF
        let crc = CRC32.checksum(Array(widened[fctl..<(fctl + 4 + 26)]))
        for k in 0..<4 { widened[fctl + 30 + k] = UInt8(crc >> (24 - 8 * k) & 0xFF) }
        #expect { _ = try APNGReader.decode(widened, source: "m.png") } throws: { "\($0)".contains("fcTL 0 is malformed or its rectangle leaves the canvas") }
        // A byte changed inside a chunk fails its CRC.
        var damaged = file
        damaged[fctl + 20] ^= 1
        #expect { _ = try APNGReader.decode(damaged, source: "m.png") } throws: { "\($0)".contains("fails its CRC") }
        #expect(throws: PNGError.self) { _ = try APNGReader.decode(Array("not a png".utf8), source: "x.png") }
    }
}
