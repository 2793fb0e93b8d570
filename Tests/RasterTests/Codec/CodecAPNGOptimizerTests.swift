import Foundation
import Testing
@testable import Raster
import TestSupport

@Suite("Codec APNG optimiser")
struct CodecAPNGOptimizerTests {
    static func solid(_ width: Int, _ height: Int, _ color: PremultipliedColor) -> Pixmap {
        let p = Pixmap(width: width, height: height)!
        p.clear(to: color)
        return p
    }

    static func grey(_ v: UInt8) -> PremultipliedColor { PremultipliedColor(r: v, g: v, b: v, a: 255) }

    /// Writes `frames` and returns the file's bytes.
    static func write(_ frames: [Pixmap], fps: Int, hold: Double, to path: String, opaque: Bool = true,
                      interFrame: Bool = true) throws -> [UInt8] {
        let writer = try APNGWriter(path: path, width: frames[0].width, height: frames[0].height, frameCount: frames.count,
                                    fps: fps, opaque: opaque, hold: hold, interFrame: interFrame)
        for f in frames { try writer.append(f) }
        try writer.finish()
        #expect(writer.storedFrameCount == (try APNGTestDecoder(PNG.readFile(path))).frames.count)
        return try PNG.readFile(path)
    }

    @Test("identical frames merge into one longer frame and the last frame holds; every tick decodes to its frame")
    func mergeAndHold() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        let a = Self.solid(40, 30, Self.grey(250)), b = a.copy(), c = a.copy()
        for y in 5..<9 { for x in 10..<14 { b[x, y] = Self.grey(0) } }
        c.copyPixels(from: b)
        for y in 20..<22 { for x in 30..<33 { c[x, y] = Self.grey(90) } }
        let input = [a, a.copy(), b, b.copy(), b.copy(), c]
        let file = try Self.write(input, fps: 10, hold: 1, to: "\(dir)/m.png")
        let decoded = try APNGTestDecoder(file)
        #expect(decoded.declaredFrames == 3 && decoded.frames.count == 3)
        #expect(decoded.frames.map(\.delaySeconds) == [0.2, 0.3, 1.1])
        // The decoded ticks are the input frames followed by the held last frame (10 ticks = 1 s).
        let ticks = decoded.ticks(fps: 10)
        #expect(ticks.count == input.count + 10)
        for (i, expected) in (input + Array(repeating: c, count: 10)).enumerated() {
            #expect(ticks[i].hasSamePixels(as: expected), "tick \(i)")
        }
        // Only the changed squares are stored, and the frames are grey (colour type 0).
        #expect(decoded.colorType == 0)
        #expect(decoded.frames[1].rect == IntRect(x: 10, y: 5, width: 4, height: 4))
        #expect(decoded.frames[2].rect == IntRect(x: 30, y: 20, width: 3, height: 2))
        try CodecAPNGTests.checkWithAPNGDis("\(dir)/m.png", in: dir, expected: [a, b, c], delays: ["2/10", "3/10", "11/10"])
    }

    @Test("hold 0 leaves the last delay at its frames; a hold that is not whole ticks is written in milliseconds")
    func holdDelays() {
        #expect(APNGFrameDelay(frames: 1, fps: 60, hold: 0) == APNGFrameDelay(frames: 1, fps: 60))
        #expect(APNGFrameDelay(frames: 1, fps: 60, hold: 0).numerator == 1)
        #expect(APNGFrameDelay(frames: 3, fps: 60, hold: 1).numerator == 63 && APNGFrameDelay(frames: 3, fps: 60, hold: 1).denominator == 60)
        let odd = APNGFrameDelay(frames: 1, fps: 30, hold: 0.0125)
        #expect(odd.denominator == 1000 && odd.numerator == 46) // 33.3 + 12.5 ms
        let long = APNGFrameDelay(frames: 65000, fps: 1000, hold: 10)
        expectApproximatelyEqual(long.seconds, 75, within: 0.01)
    }

    @Test("a coloured frame after grey ones widens the whole file to RGB, pixels unchanged")
    func widening() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        let a = Self.solid(24, 16, Self.grey(200)), b = a.copy(), c = b.copy()
        for x in 0..<24 { b[x, 3] = Self.grey(UInt8(x * 10)) }
        c[5, 10] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        let file = try Self.write([a, b, c], fps: 30, hold: 0, to: "\(dir)/w.png")
        let decoded = try APNGTestDecoder(file)
        #expect(decoded.colorType == 2)
        for (i, f) in [a, b, c].enumerated() { #expect(decoded.frames[i].canvas.hasSamePixels(as: f), "frame \(i)") }
        try CodecAPNGTests.checkWithAPNGDis("\(dir)/w.png", in: dir, expected: [a, b, c], delays: ["1/30", "1/30", "1/30"])
    }

    @Test("changes at two corners of a noisy picture blend OVER with the pixels between them transparent")
    func overBlend() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let a = Pixmap(width: 96, height: 64)!
        for i in 0..<a.pixels.count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let v = UInt8(truncatingIfNeeded: state >> 33)
            a.pixels[i] = PremultipliedColor(r: v, g: v &+ 40, b: 255 - v, a: 255).packed
        }
        let b = a.copy()
        for y in 0..<3 { for x in 0..<3 { b[x, y] = Self.grey(0); b[93 + x, 61 + y] = Self.grey(255) } }
        let file = try Self.write([a, b], fps: 30, hold: 0, to: "\(dir)/o.png")
        let decoded = try APNGTestDecoder(file)
        #expect(decoded.colorType == 6)
        #expect(decoded.frames[1].rect == IntRect(x: 0, y: 0, width: 96, height: 64) && decoded.frames[1].blend == 1)
        #expect(decoded.frames[1].canvas.hasSamePixels(as: b) && decoded.frames[0].canvas.hasSamePixels(as: a))
        // The OVER frame is a fraction of the noisy first frame.
        let sizes = CodecAPNGTests.chunks(file).filter { $0.type == "IDAT" || $0.type == "fdAT" }.map(\.data.count)
        #expect(sizes[1] * 10 < sizes[0])
        try CodecAPNGTests.checkWithAPNGDis("\(dir)/o.png", in: dir, expected: [a, b], delays: ["1/30", "1/30"])
    }

    @Test("a mark that shows for one frame: that frame disposes PREVIOUS and the next stores only what stays")
    func disposePrevious() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        // A textured grey picture, so a larger rectangle costs more to store.
        let a = Pixmap(width: 80, height: 60)!
        for y in 0..<60 { for x in 0..<80 { a[x, y] = Self.grey(UInt8(truncatingIfNeeded: (x * 37 + y * 91) % 200 + 30)) } }
        // b: a square at the top left, and a flash at the bottom right for this frame only;
        // c: the square grown by a column, the flash gone.
        let b = a.copy(), c = a.copy()
        for y in 4..<10 { for x in 4..<10 { b[x, y] = Self.grey(0); c[x, y] = Self.grey(0) } }
        for y in 4..<10 { c[10, y] = Self.grey(0) }
        for y in 50..<56 { for x in 70..<76 { b[x, y] = Self.grey(255) } }
        let file = try Self.write([a, b, c], fps: 30, hold: 0, to: "\(dir)/p.png")
        let decoded = try APNGTestDecoder(file)
        #expect(decoded.frames.map(\.dispose) == [0, 2, 0])
        // Against b, c differs from the square to the flash (72 x 52); against a, only the square.
        #expect(decoded.frames[2].rect == IntRect(x: 4, y: 4, width: 7, height: 6))
        for (i, f) in [a, b, c].enumerated() { #expect(decoded.frames[i].canvas.hasSamePixels(as: f), "frame \(i)") }
        try CodecAPNGTests.checkWithAPNGDis("\(dir)/p.png", in: dir, expected: [a, b, c], delays: ["1/30", "1/30", "1/30"])
    }

    @Test("whole-frame APNGs never dispose PREVIOUS")
    func wholeFramesDisposeNone() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        let a = Self.solid(30, 20, Self.grey(100)), b = a.copy(), c = a.copy()
        for x in 0..<30 { b[x, 19] = Self.grey(0) }
        c[0, 0] = Self.grey(0)
        let decoded = try APNGTestDecoder(Self.write([a, b, c], fps: 30, hold: 0, to: "\(dir)/whole.png", interFrame: false))
        #expect(decoded.frames.map(\.dispose) == [0, 0, 0])
        #expect(decoded.frames.allSatisfy { $0.rect == IntRect(x: 0, y: 0, width: 30, height: 20) })
        for (i, f) in [a, b, c].enumerated() { #expect(decoded.frames[i].canvas.hasSamePixels(as: f), "frame \(i)") }
    }

    @Test("the changed region is the bounding box of the changed pixels, nil for identical frames")
    func changedRegion() {
        let a = Self.solid(50, 40, Self.grey(10)), b = a.copy()
        #expect(APNGChangedRegion.between(a, b) == nil)
        b[3, 7] = Self.grey(11); b[44, 30] = PremultipliedColor(r: 5, g: 5, b: 5, a: 128)
        let r = APNGChangedRegion.between(a, b)!
        #expect(r.rect == IntRect(x: 3, y: 7, width: 42, height: 24) && r.changedPixelCount == 2 && !r.changedPixelsAreOpaque)
    }
}
