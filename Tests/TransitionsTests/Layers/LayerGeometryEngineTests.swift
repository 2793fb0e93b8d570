import Testing
import Raster
@testable import Transitions

/// Anchor points, transforms and positions land pixels where Core Animation puts them.
@Suite("Engine: layer geometry")
struct LayerGeometryEngineTests {
    @Test("position is where the anchor point lands")
    func anchorPointPlacement() throws {
        let root = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        let l = Layer()
        l.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        l.anchorPoint = Point(x: 0, y: 0)
        l.position = Point(x: 30, y: 40)
        l.backgroundColor = .black
        root.addSublayer(l)
        let p = try renderLayer(root, width: 100, height: 100)
        // Covers x 30..<50, y 40..<50 exactly (whole pixels: no anti-aliasing).
        #expect(p[30, 40] == Color.black.premultiplied)
        #expect(p[49, 49] == Color.black.premultiplied)
        #expect(p[29, 40] == Color.white.premultiplied)
        #expect(p[50, 45] == Color.white.premultiplied)
        #expect(p[35, 50] == Color.white.premultiplied)
    }

    @Test("a rotation applies about the anchor point")
    func rotationAboutAnchor() throws {
        let root = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        let l = Layer()
        l.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        l.anchorPoint = Point(x: 0, y: 0)
        l.position = Point(x: 50, y: 50)
        // +90° on a y-down screen turns +x toward +y: the 20 x 10 layer hangs down-left of (50, 50).
        l.transform = Transform3D(Transform2D(rotationAngle: .pi / 2))
        l.backgroundColor = .black
        root.addSublayer(l)
        let p = try renderLayer(root, width: 100, height: 100)
        // Hand-computed: corners (0,0)->(50,50), (20,0)->(50,70), (0,10)->(40,50): covers x 40..<50, y 50..<70.
        #expect(p[45, 60] == Color.black.premultiplied)
        #expect(p[41, 51] == Color.black.premultiplied)
        #expect(p[48, 68] == Color.black.premultiplied)
        #expect(p[55, 60] == Color.white.premultiplied)
        #expect(p[45, 45] == Color.white.premultiplied)
        #expect(p[45, 72] == Color.white.premultiplied)
    }

    @Test("a scale about the default centre anchor keeps the centre")
    func scaleAboutCentre() throws {
        let root = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        let l = coloredLayer(Rect(x: 40, y: 40, width: 20, height: 20), .black)
        l.transform = Transform3D(Transform2D(scaleX: 2, y: 2))
        root.addSublayer(l)
        let p = try renderLayer(root, width: 100, height: 100)
        // 20 x 20 around (50, 50) scaled 2x: 30..<70 both ways.
        #expect(p[30, 30] == Color.black.premultiplied)
        #expect(p[69, 69] == Color.black.premultiplied)
        #expect(p[29, 50] == Color.white.premultiplied)
        #expect(p[70, 50] == Color.white.premultiplied)
    }

    @Test("sublayer positions are in the parent's bounds, which its transform moves")
    func nestedComposition() throws {
        let root = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        let parent = Layer()
        parent.frame = Rect(x: 10, y: 20, width: 40, height: 40)
        parent.transform = Transform3D(Transform2D(translationX: 30, y: 0))
        let child = coloredLayer(Rect(x: 5, y: 5, width: 10, height: 10), .black)
        parent.addSublayer(child)
        root.addSublayer(parent)
        let p = try renderLayer(root, width: 100, height: 100)
        // Child at parent (5,5) -> root (10+5+30, 20+5) = (45, 25), 10 x 10.
        #expect(p[45, 25] == Color.black.premultiplied)
        #expect(p[54, 34] == Color.black.premultiplied)
        #expect(p[44, 30] == Color.white.premultiplied)
        #expect(p[55, 30] == Color.white.premultiplied)
    }

    @Test("a layer turned past 90 degrees with isDoubleSided false is not drawn")
    func backFaceHidden() throws {
        let root = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        let l = coloredLayer(Rect(x: 20, y: 20, width: 60, height: 60), .black)
        l.isDoubleSided = false
        l.transform = Transform3D.rotation(angle: .pi * 0.75, x: 0, y: 1, z: 0)
        root.addSublayer(l)
        #expect(try renderLayer(root, width: 100, height: 100)[50, 50] == Color.white.premultiplied)
        l.isDoubleSided = true
        #expect(try renderLayer(root, width: 100, height: 100)[50, 50] == Color.black.premultiplied)
    }
}
