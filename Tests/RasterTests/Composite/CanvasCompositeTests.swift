import Testing
@testable import Raster
import TestSupport

/// Canvas fills and image draws against coverage and sampling references.
@Suite("Composite: canvas")
struct CanvasCompositeTests {
    @Test("a solid fill deposits exactly the rasterizer's coverage, rounded to 8 bits")
    func fillMatchesCoverage() throws {
        let target = Pixmap(width: 64, height: 64)!
        let canvas = Canvas(target: target)
        let circle = Path.oval(in: Rect(x: 7.3, y: 9.1, width: 40.5, height: 33.2))
        try canvas.fill(circle, color: Color.white.premultiplied)
        let coverage = try Rasterizer().coverage(of: circle, clip: target.bounds)
        for y in 0..<64 { for x in 0..<64 {
            let expected = UInt8((Double(coverage[y * 64 + x]) * 255).rounded())
            expectApproximatelyEqual(Int(target[x, y].a), Int(expected), within: 1)
        } }
    }

    @Test("an opaque image at a whole-pixel offset is copied exactly, edges included")
    func integerOffsetCopy() throws {
        let image = Pixmap(width: 8, height: 6)!
        for y in 0..<6 { for x in 0..<8 { image[x, y] = PremultipliedColor(r: UInt8(x * 30), g: UInt8(y * 40), b: 7, a: 255) } }
        let target = Pixmap(width: 20, height: 20)!
        try Canvas(target: target).draw(ImageShader(image: image, transform: Transform2D(translationX: 5, y: 3), isOpaque: true))
        for y in 0..<6 { for x in 0..<8 { #expect(target[x + 5, y + 3] == image[x, y]) } }
        #expect(target[4, 3] == .transparent && target[13, 3] == .transparent)
    }

    /// Tolerance 2 levels: the fast filter uses 8-bit weights and rounds after each of its
    /// two lerps (the reference rounds nowhere).
    @Test("bilinear sampling agrees with the floating-point reference within two levels")
    func bilinearAgreesWithReference() throws {
        let image = Pixmap(width: 16, height: 16)!
        var seed: UInt32 = 12345
        for i in 0..<256 {
            seed = seed &* 1103515245 &+ 12345
            let a = UInt8(seed >> 24), v = UInt8((seed >> 16) & 0xFF)
            image.pixels[i] = PremultipliedColor(r: min(v, a), g: a / 2, b: min(v / 3, a), a: a).packed
        }
        let t = Transform2D(scaleX: 3.3, y: 2.7).rotated(by: 0.3).translatedBy(x: 2.2, y: -1.1)
        let sampler = try #require(ImageSampler(ImageShader(image: image, transform: t)))
        let inv = try #require(t.inverted())
        var row = [UInt32](repeating: 0, count: 40)
        for y in 0..<40 {
            row.withUnsafeMutableBufferPointer { sampler.sample(y: y, x: 0, count: 40, into: $0.baseAddress!) }
            for x in 0..<40 {
                let p = inv.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let ref = ImageSamplerReference.bilinear(image, u: p.x - 0.5, v: p.y - 0.5)
                let got = PremultipliedColor(packed: row[x])
                for (g, r) in zip([got.r, got.g, got.b, got.a], ref) { expectApproximatelyEqual(Double(g), r, within: 2) }
            }
        }
    }

    @Test("a strongly minified checkerboard averages to grey instead of aliasing")
    func minificationDoesNotAlias() throws {
        let board = Pixmap(width: 400, height: 400)!
        for y in 0..<400 { for x in 0..<400 { board[x, y] = (x + y) % 2 == 0 ? Color.white.premultiplied : Color.black.premultiplied } }
        let target = Pixmap(width: 40, height: 40)!
        try Canvas(target: target).draw(ImageShader(image: board, transform: Transform2D(scaleX: 0.1, y: 0.1), isOpaque: true))
        for y in 2..<38 { for x in 2..<38 { expectApproximatelyEqual(Int(target[x, y].r), 128, within: 3) } }
    }

    @Test("a mask multiplies the coverage of any draw")
    func maskMultiplies() throws {
        let target = Pixmap(width: 10, height: 1)!
        let mask = Mask(width: 10, height: 1)!
        try mask.setPath(.rect(Rect(x: 0, y: 0, width: 5, height: 1)), transform: .identity, rule: .nonZero, rasterizer: Rasterizer())
        try Canvas(target: target).fill(.rect(Rect(x: 0, y: 0, width: 10, height: 1)), color: Color.white.premultiplied, opacity: 0.5, mask: mask)
        #expect(target[2, 0].a == 128)
        #expect(target[7, 0] == .transparent)
    }
}
