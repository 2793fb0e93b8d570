import XCTest
import QuartzCore
import Raster
import Transitions

/// magnificationFilter and minificationFilter choose how a layer's contents are sampled.
final class CALayerContentsFilterTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    /// A 2 × 2 image: red on the left column, blue on the right.
    private func halves() -> CGImage {
        let p = Pixmap(width: 2, height: 2)!
        for y in 0..<2 { p[0, y] = red; p[1, y] = blue }
        return CGImage(pixmap: p)
    }

    private func draw(_ layer: CALayer, width: Int, height: Int) throws -> Pixmap {
        let target = Pixmap(width: width, height: height)!
        try LayerRenderer(width: width, height: height, scale: 1)!.render(layer.base, at: 0, into: Canvas(target: target), background: .black)
        return target
    }

    func testNearestMagnificationKeepsHardPixelEdges() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.contents = halves()
        // Linear: the column beside the middle blends red into blue.
        let linear = try draw(layer, width: 20, height: 20)
        XCTAssertNotEqual(linear[9, 10], red)
        XCTAssertGreaterThan(linear[9, 10].b, 0)
        layer.magnificationFilter = .nearest
        XCTAssertEqual(layer.magnificationFilter, .nearest)
        let nearest = try draw(layer, width: 20, height: 20)
        XCTAssertEqual(nearest[9, 10], red)
        XCTAssertEqual(nearest[10, 10], blue)
        XCTAssertEqual(nearest[0, 0], red)
        XCTAssertEqual(nearest[19, 19], blue)
    }

    func testTheMinificationFilterAppliesOnlyWhenShrinking() throws {
        // A 40 × 2 image of alternating columns drawn into 4 × 2: linear averages, nearest picks.
        let p = Pixmap(width: 40, height: 2)!
        for y in 0..<2 { for x in 0..<40 { p[x, y] = x % 2 == 0 ? red : blue } }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        layer.contents = CGImage(pixmap: p)
        layer.magnificationFilter = .nearest   // not used: the draw shrinks
        let linear = try draw(layer, width: 4, height: 2)
        XCTAssertGreaterThan(linear[1, 0].r, 60)
        XCTAssertGreaterThan(linear[1, 0].b, 60)
        layer.minificationFilter = .nearest
        let nearest = try draw(layer, width: 4, height: 2)
        XCTAssertTrue(nearest[1, 0] == red || nearest[1, 0] == blue, "\(nearest[1, 0])")
        layer.minificationFilter = .trilinear
        XCTAssertEqual(layer.minificationFilter, .trilinear)
        XCTAssertEqual(try draw(layer, width: 4, height: 2)[1, 0], linear[1, 0])
    }

    func testTheBiasReadsBackAndANonZeroOneIsReported() {
        let layer = CALayer()
        let log = RecordingLog()
        RecordingLog.$current.withValue(log) { layer.minificationFilterBias = 0.5 }
        XCTAssertEqual(layer.minificationFilterBias, 0.5)
        XCTAssertEqual(log.warnings.count, 1)
    }
}
