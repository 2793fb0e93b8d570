import TestSupport
import Foundation
import Raster
import Testing
@testable import Transitions

@Suite("Curl: the page's outline is anti-aliased by exact coverage")
struct PageEdgeCoverageTests {
    /// Edges at angles through a pixel, and the centre's distances from them.
    static let angles: [Double] = [0, 7, 20, 33, 45, 62, 90]
    static let distances: [Double] = [-0.9, -0.55, -0.3, -0.1, 0, 0.05, 0.2, 0.45, 0.7]

    @Test("the half-plane's area is what a 64 x 64 supersampling of the pixel counts", arguments: angles, distances)
    func halfPlaneMatchesSupersampling(degrees: Double, g: Double) {
        let a = degrees * .pi / 180
        let gx = cos(a), gy = sin(a)
        // The reference: the centres of 64 x 64 subpixels, counted where the edge's function,
        // g at the centre and changing by (gx, gy) per pixel, is positive.
        var inside = 0
        for j in 0..<64 {
            for i in 0..<64 where g + gx * ((Double(i) + 0.5) / 64 - 0.5) + gy * ((Double(j) + 0.5) / 64 - 0.5) > 0 { inside += 1 }
        }
        // A subpixel the edge crosses counts whole or not at all: an edge crosses at most 2 x 64
        // of them, so the count is within 128 / 4096 of the area.
        expectApproximatelyEqual(PageEdgeCoverage.halfPlane(g, abs(gx), abs(gy)), Double(inside) / 4096, within: 128.0 / 4096)
    }

    /// A 200 x 200 page at scale 1, its front black and its back (double-sided) white, curled to
    /// rest about an axis through (100, 100) tilted 10 degrees (normal n = (sin 10, cos 10) =
    /// (0.17365, 0.98481)), radius 10: past half a turn (d > 10 pi = 31.416) the page lies back
    /// over itself, reflected across the line s = 5 pi parallel to the axis, so the flap's white
    /// right edge crosses the black page below at 20 degrees from vertical (the reflection of a
    /// vertical line across a line tilted 10 degrees turns it by twice that).
    ///
    /// Where (hand arithmetic, d = (x − 100) n.x + (y − 100) n.y, shown at P + (10 pi − 2 d) n):
    /// the page's edge point (200, 150) has d = 17.365 + 49.240 = 66.605 and shows at
    /// (200, 150) − 101.79 n = (182.324, 49.752). Row 41's centre line y = 41.5 meets the
    /// mirrored edge 8.252 above that, at x = 182.324 − 8.252 tan 20 = 179.320. Pixel 179's
    /// centre (179.5) lies 0.180 right of it, outside the flap: 0.180 cos 20 = 0.169 across it.
    /// The pixel spreads the edge's distance over ±(cos 20 + sin 20) / 2 = ±0.641 with the flat
    /// part ±(cos 20 − sin 20) / 2 = ±0.299, so 0.169 is on the flat part: the flap covers
    /// 0.5 − 0.169 / cos 20 = 0.320 of it, and the pixel is white at 0.32 over black:
    /// 0.320 x 255 = 81.6. Row 40 (y = 40.5, the edge at x = 178.956): pixel 178's centre lies
    /// 0.456 x cos 20 = 0.429 inside, on the rounded part: 1 − (0.641 − 0.429)² / (2 cos 20 sin 20)
    /// = 0.930, that is 237.1; pixel 179's centre 0.544 x cos 20 = 0.511 outside:
    /// (0.641 − 0.511)² / (2 cos 20 sin 20) = 0.026, that is 6.7.
    ///
    /// The old coverage took the distance along the normal, 1 / n.x = 5.76 times the distance
    /// across this edge, so its ramp was a sixth of a pixel wide: 0 (black) at row 41's pixel 179.
    @Test("a pixel on the flap's side edge, which runs nearly along the normal, is a partial mix")
    func flapSideEdgeIsAntiAliased() throws {
        let page = Rect(x: 0, y: 0, width: 200, height: 200)
        let geometry = try #require(PageCurlGeometry(page: page, radius: 10, angle: 10 * .pi / 180, restingFraction: 0.5))
        let front = try #require(Pixmap(width: 200, height: 200)), back = try #require(Pixmap(width: 200, height: 200))
        front.clear(to: PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        back.clear(to: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        let canvas = Canvas(target: try #require(Pixmap(width: 200, height: 200)))
        PageCurlPainter(geometry: geometry, image: front, back: back)
            .paint(progress: 1, into: canvas, transform: .identity, opacity: 1)
        let image = canvas.target
        // Grey on the edge (white and black mixed by the coverage), 1 either side for rounding.
        for (x, y, expected) in [(179, 41, 81.6), (178, 40, 237.1), (179, 40, 6.7)] {
            let c = image[x, y]
            #expect(abs(Double(c.r) - expected) <= 1.5 && c.g == c.r && c.b == c.r && c.a == 255, "(\(x), \(y)): \(c), expected \(expected)")
        }
        // Whole pixels either side: the flap (white) two pixels in, the page (black) two out.
        #expect(image[177, 41] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        #expect(image[181, 41] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }
}
