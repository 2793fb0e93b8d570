import Testing
import Raster
@testable import Transitions

/// A layer's backdrop: a blurred copy of what lies behind it, inside its bounds only, read the
/// same by the shortcut route and its twin, and faded with the layer.
@Suite("Render: backdrop")
struct BackdropRenderTests {
    /// White and black vertical stripes `period` px wide (white first, at x = 0) over the whole canvas, as sublayers of a
    /// canvas-sized root, then `top` above them.
    static func stripes(_ twins: RendererTwins, period: Int, top: Layer) -> Layer {
        let root = twins.canvasRoot()
        root.addSublayer(coloredLayer(Rect(x: 0, y: 0, width: Double(twins.width), height: Double(twins.height)), .black))
        for x in stride(from: 0, to: twins.width, by: 2 * period) {
            root.addSublayer(coloredLayer(Rect(x: Double(x), y: 0, width: Double(period), height: Double(twins.height)), .white))
        }
        root.addSublayer(top)
        return root
    }

    static func backdrop(_ frame: Rect, radius: Double, saturation: Double = 1) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backdropBlurRadius = radius
        l.backdropSaturation = saturation
        return l
    }

    @Test("stripes under a backdrop blur to grey inside its bounds and stay sharp outside", arguments: [3.0, 12.0])
    func blursInsideOnly(radius: Double) throws {
        let twins = RendererTwins(width: 160, height: 120)
        let root = Self.stripes(twins, period: 4, top: Self.backdrop(Rect(x: 40, y: 30, width: 80, height: 60), radius: radius))
        #expect(try twins.agree(on: root), "the shortcut route and the general route agree byte for byte")
        let p = twins.fastCanvas.target
        // Outside: the stripes as drawn.
        #expect(p[1, 10] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        #expect(p[5, 10] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        #expect(p[150, 100].r == 0 || p[150, 100].r == 255)
        // Inside: a 4-px stripe pattern blurred by σ >= 3 px is within a few levels of mid grey.
        for x in stride(from: 50, to: 110, by: 3) {
            let v = Int(p[x, 60].r)
            #expect(abs(v - 128) <= 6, "x \(x): \(v)")
            #expect(p[x, 60].a == 255)
        }
    }

    @Test("a backdrop fades with its layer's opacity, over what lies behind")
    func fadesWithOpacity() throws {
        let twins = RendererTwins(width: 120, height: 80)
        let blur = Self.backdrop(Rect(x: 20, y: 10, width: 80, height: 60), radius: 8)
        blur.opacity = 0.5
        blur.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.2)
        let root = Self.stripes(twins, period: 4, top: blur)
        #expect(try twins.agree(on: root))
        let p = twins.fastCanvas.target
        // A white stripe pixel and a black one: half the blurred grey (plus the faint tint) over each.
        let white = p[58, 40].r, black = p[60, 40].r
        #expect(Int(white) - Int(black) > 100, "the stripes still show through at half opacity: \(white) vs \(black)")
        #expect(white < 250 && black > 40)
    }

    @Test("saturation 0 turns what lies behind grey, with no blur")
    func saturationOnly() throws {
        let twins = RendererTwins(width: 60, height: 40)
        let root = twins.canvasRoot()
        root.addSublayer(coloredLayer(Rect(x: 0, y: 0, width: 60, height: 40), Color(red: 1, green: 0, blue: 0, alpha: 1)))
        root.addSublayer(Self.backdrop(Rect(x: 10, y: 10, width: 20, height: 20), radius: 0, saturation: 0))
        #expect(try twins.agree(on: root))
        let p = twins.fastCanvas.target
        #expect(p[20, 20] == PremultipliedColor(r: 54, g: 54, b: 54, a: 255), "Rec. 709 luma of red: 0.2126 · 255 = 54.2: \(p[20, 20])")
        #expect(p[5, 5] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("a backdrop inside a clipped, rounded container reads the frame behind the container")
    func insideClippingGroup() throws {
        let twins = RendererTwins(width: 160, height: 120)
        let card = Layer()
        card.frame = Rect(x: 30, y: 20, width: 100, height: 80)
        card.cornerRadius = 12
        card.masksToBounds = true
        card.addSublayer(Self.backdrop(Rect(x: 0, y: 0, width: 100, height: 80), radius: 6))
        let root = Self.stripes(twins, period: 4, top: card)
        #expect(try twins.agree(on: root))
        let p = twins.fastCanvas.target
        #expect(abs(Int(p[80, 60].r) - 128) <= 6, "blurred inside the card: \(p[80, 60])")
        // The corner outside the rounding shows the stripes as drawn.
        let corner = p[31, 21].r
        #expect(corner == 0 || corner == 255, "outside the rounded corner: \(corner)")
    }

    @Test("a frame with a backdrop is drawn in one band")
    func oneBand() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        for _ in 0..<6 {
            let l = Layer(); l.bounds = root.bounds; l.masksToBounds = true
            l.addSublayer(Layer())
            root.addSublayer(l)
        }
        #expect(FrameBands.bands(for: root, at: 0, width: 1000, height: 4000, budget: 1000).count > 1)
        root.sublayers[2].backdropBlurRadius = 5
        #expect(FrameBands.bands(for: root, at: 0, width: 1000, height: 4000, budget: 1000).count == 1)
    }
}
