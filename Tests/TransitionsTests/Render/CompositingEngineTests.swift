import Testing
import Raster
@testable import Transitions
import TestSupport

/// Group opacity, masks, and vector geometry vs resampled contents.
@Suite("Engine: compositing")
struct CompositingEngineTests {
    /// Two overlapping opaque squares (red, then blue on top) in a parent over white.
    func overlapping(groupOpacity: Double, childOpacity: Double) throws -> Pixmap {
        let root = coloredLayer(Rect(x: 0, y: 0, width: 60, height: 40), .white)
        let group = Layer()
        group.frame = root.bounds
        group.opacity = groupOpacity
        let a = coloredLayer(Rect(x: 0, y: 0, width: 40, height: 40), .red)
        let b = coloredLayer(Rect(x: 20, y: 0, width: 40, height: 40), .blue)
        a.opacity = childOpacity
        b.opacity = childOpacity
        group.addSublayer(a)
        group.addSublayer(b)
        root.addSublayer(group)
        return try renderLayer(root, width: 60, height: 40)
    }

    @Test("group opacity composites the subtree once; per-layer opacity lets the lower layer show")
    func groupOpacityDiffersFromPerLayer() throws {
        let grouped = try overlapping(groupOpacity: 0.5, childOpacity: 1)
        let perLayer = try overlapping(groupOpacity: 1, childOpacity: 0.5)
        // Opacity 0.5 is the byte 128, so the layer below keeps 127/255 of itself.
        func over(_ s: Int, _ d: Int) -> UInt8 { UInt8(BlendReference.mul255(s, 128) + BlendReference.mul255(d, 127)) }
        // Overlap pixel, group: the subtree is opaque blue, composited once over white.
        let g = grouped[30, 20]
        #expect(g == PremultipliedColor(r: over(0, 255), g: over(0, 255), b: over(255, 255), a: 255))
        // Per layer: red at ½ over white, then blue at ½ over that.
        let red = (r: Int(over(255, 255)), g: Int(over(0, 255)), b: Int(over(0, 255)))
        let q = perLayer[30, 20]
        #expect(q == PremultipliedColor(r: over(0, red.r), g: over(0, red.g), b: over(255, red.b), a: 255))
        #expect(g != q)
        // Outside the overlap both agree: red at ½ over white.
        #expect(grouped[10, 20] == perLayer[10, 20])
        #expect(grouped[10, 20] == PremultipliedColor(r: UInt8(red.r), g: UInt8(red.g), b: UInt8(red.b), a: 255))
    }

    @Test("a shape-layer mask shows the subtree only inside its path")
    func shapeMask() throws {
        let root = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        let masked = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .black)
        let m = ShapeLayer()
        m.path = .rect(Rect(x: 10, y: 10, width: 30, height: 30))
        masked.mask = m
        root.addSublayer(masked)
        let p = try renderLayer(root, width: 100, height: 100)
        #expect(p[20, 20] == Color.black.premultiplied)
        #expect(p[50, 50] == Color.white.premultiplied)
        #expect(p[9, 20] == Color.white.premultiplied)
    }

    @Test("a rounded rectangle scaled 10x stays crisp; a contents bitmap scaled 10x goes soft")
    func vectorCrispContentsSoft() throws {
        // Vector: a 10 x 10 rounded rect scaled 10x about its centre.
        let root = coloredLayer(Rect(x: 0, y: 0, width: 200, height: 200), .white)
        let shape = coloredLayer(Rect(x: 95, y: 95, width: 10, height: 10), .black)
        shape.cornerRadius = 2
        shape.transform = Transform3D(Transform2D(scaleX: 10, y: 10))
        root.addSublayer(shape)
        let crisp = try renderLayer(root, width: 200, height: 200)
        #expect(edgeWidth(crisp, row: 100, from: 30, to: 70) <= 2)

        // Contents: a 10 x 10 bitmap, black square on white, shown in the same geometry.
        let bitmap = Pixmap(width: 10, height: 10)!
        bitmap.clear(to: Color.white.premultiplied)
        for y in 2..<8 { for x in 2..<8 { bitmap[x, y] = Color.black.premultiplied } }
        let root2 = coloredLayer(Rect(x: 0, y: 0, width: 200, height: 200), .white)
        let image = Layer()
        image.frame = Rect(x: 95, y: 95, width: 10, height: 10)
        image.contents = bitmap
        image.transform = Transform3D(Transform2D(scaleX: 10, y: 10))
        root2.addSublayer(image)
        let soft = try renderLayer(root2, width: 200, height: 200)
        // The bilinear ramp between a black and a white texel spans one texel = 10 px.
        #expect(edgeWidth(soft, row: 100, from: 30, to: 90) >= 6)
    }

    @Test("a masksToBounds corner radius clips sublayers to the rounded outline")
    func clipsToRoundedBounds() throws {
        let root = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        let clip = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .clear)
        clip.cornerRadius = 40
        clip.masksToBounds = true
        clip.addSublayer(coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .black))
        root.addSublayer(clip)
        let p = try renderLayer(root, width: 100, height: 100)
        #expect(p[1, 1] == Color.white.premultiplied)
        #expect(p[50, 50] == Color.black.premultiplied)
        #expect(p[50, 1] == Color.black.premultiplied)
    }
}
