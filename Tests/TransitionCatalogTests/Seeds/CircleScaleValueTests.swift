import Raster
import Transitions
import Testing
import TestSupport
import UIKit
@testable import TransitionCatalog

/// circle-scale (TRANSITIONS.md section 3) on its demo: the mask path at sampled times, no
/// warning about the oval/arc structures, and the dismiss as the present played backwards.
@Suite("Seed transitions: circle-scale", .uikitTurns)
struct CircleScaleValueTests {
    /// The end circle by hand: centre (195, 422), radius the half-diagonal.
    static let endRadius = (195.0 * 195.0 + 422.0 * 422.0).squareRoot()

    /// The mask's path as it shows at `t` in a run of the demo, and whether a mask remains at the end.
    static func maskPath(reverse: Bool, at t: Double) throws -> Path {
        var path: Path?
        try CatalogProbe.run("circle-scale", scene: CatalogRecordingSupport.demo("circle-scale"), reverse: reverse, at: [t]) { _, p in
            let masked = reverse ? p.fromView : p.toView
            path = (masked.layer.mask as? CAShapeLayer)?.presentation()?.path?.path
        }
        return try #require(path)
    }

    /// The on-curve points of a path (move and segment end points).
    static func endPoints(_ p: Path) -> [Point] {
        p.elements.compactMap { e -> Point? in
            switch e {
            case .move(let q), .line(let q), .quad(_, let q), .cubic(_, _, let q): q
            case .close: nil
            }
        }
    }

    @Test("the mask is a circle whose centre and radius move from the start oval to the end circle on easeOut",
          arguments: [0.0, 0.1, 0.25, 0.4, 0.499])
    func presentMaskPath(t: Double) throws {
        let e = CurveReference.easeOut(t / 0.5)
        // Both outlines start at 3 o'clock and run clockwise in quarter turns, so matching points
        // sit at 0°, 90°, 180°, 270° of a circle whose centre and radius interpolate linearly.
        let c0 = Point(x: 220, y: 447), r0 = 25.0, c1 = Point(x: 195, y: 422)
        let centre = Point(x: c0.x + (c1.x - c0.x) * e, y: c0.y + (c1.y - c0.y) * e)
        let radius = r0 + (Self.endRadius - r0) * e
        let expected = [Point(x: centre.x + radius, y: centre.y), Point(x: centre.x, y: centre.y + radius),
                        Point(x: centre.x - radius, y: centre.y), Point(x: centre.x, y: centre.y - radius),
                        Point(x: centre.x + radius, y: centre.y)]
        let points = Self.endPoints(try Self.maskPath(reverse: false, at: t))
        try #require(points.count == expected.count, "\(points)")
        for (p, q) in zip(points, expected) {
            #expect(p.distance(to: q) < 1e-6, "t = \(t): \(p) vs \(q)")
        }
    }

    @Test("dismiss shows at t the mask the present shows at d - t", arguments: [0.05, 0.2, 0.35])
    func dismissMaskIsTimeReverse(t: Double) throws {
        let back = Self.endPoints(try Self.maskPath(reverse: true, at: t))
        let forth = Self.endPoints(try Self.maskPath(reverse: false, at: 0.5 - t))
        try #require(back.count == forth.count)
        for (p, q) in zip(back, forth) { #expect(p.distance(to: q) < 1e-6) }
    }

    @Test("dismiss frames equal present frames at d - t (the same layers, played backwards)", arguments: [3, 15, 24])
    func dismissFramesAreTimeReverse(frame i: Int) throws {
        let present = try CatalogRecordingSupport.record("circle-scale")
        let dismiss = try CatalogRecordingSupport.record("circle-scale", reverse: true)
        let back = try dismiss.recording.frame(i)
        let forth = try present.recording.frame(present.frameCount - 1 - i)
        // The two curves are solved separately (easeIn at t vs 1 − easeOut at d − t): equal to
        // about 1e-12, which can move an edge pixel's coverage by one step at most.
        let diff = try ImageDifference(reference: forth, actual: back)
        #expect(diff.maxChannelDifference <= 1, "frame \(i): \(diff.maxChannelDifference)")
    }

    @Test("the animator closes the arc, so the oval and the arc share one structure: no warning, in both directions")
    func noStructureWarning() throws {
        for reverse in [false, true] {
            let recorded = try CatalogRecordingSupport.record("circle-scale", reverse: reverse)
            #expect(recorded.warnings.isEmpty, "reverse \(reverse): \(recorded.warnings)")
        }
        #expect(Self.endPoints(try Self.maskPath(reverse: false, at: 0)).count == 5)
    }

    @Test("the first present frame shows the presented screen inside the start oval only")
    func firstFrameShowsStartOval() throws {
        let scene = try CatalogRecordingSupport.demo("circle-scale")
        let first = try CatalogRecordingSupport.record("circle-scale").recording.frame(0)
        let presenting = try CatalogRecordingSupport.still(scene.from, size: scene.size, scale: 1)
        let box = try #require(CatalogRecordingSupport.differingBounds(first, presenting))
        // The oval (195, 422, 50, 50) at scale 1, give or take its anti-aliased rim.
        expectApproximatelyEqual(box.0, 195, within: 1, "\(box)"); expectApproximatelyEqual(box.1, 422, within: 1, "\(box)")
        expectApproximatelyEqual(box.2, 245, within: 1, "\(box)"); expectApproximatelyEqual(box.3, 472, within: 1, "\(box)")
    }

    @Test("the mask is removed when the transition completes, and only the presented view remains")
    func maskRemovedAtEnd() throws {
        let (_, p) = try CatalogProbe.run("circle-scale", scene: CatalogRecordingSupport.demo("circle-scale"))
        #expect(p.toView.layer.mask == nil)
        #expect(p.transitionContainer?.subviews.map { $0 === p.toView } == [true])
    }
}
