import Foundation
import Raster
import Transitions
import Testing
import TestSupport
import UIKit
@testable import TransitionCatalog

/// rectangle-offset (TRANSITIONS.md section 4) on its demo: the two transforms at sampled times,
/// the white container, the dismiss as the reverse motion. (Its frames against the shared Skia
/// reference are ReferenceComparisonTests' case 2-rectangle-offset, every frame.)
@Suite("Seed transitions: rectangle-offset", .uikitTurns)
struct RectangleOffsetValueTests {
    static let w = 390.0, h = 844.0

    /// The presentation translation of `v` now; expects no scale, rotation or shear.
    static func translation(_ v: UIView) -> (x: Double, y: Double, plain: Bool) {
        let m = v.layer.presentation()?.transform ?? CATransform3DIdentity
        return (Double(m.m41), Double(m.m42), m.m11 == 1 && m.m22 == 1 && m.m12 == 0 && m.m21 == 0)
    }

    struct Moment {
        var to = (x: Double.nan, y: Double.nan, plain: false), from = (x: Double.nan, y: Double.nan, plain: false)
        var containerIsWhite = false, toOnTop = false, fromOnTop = false
    }

    static func moment(reverse: Bool, at t: Double) throws -> Moment {
        var m = Moment()
        try CatalogProbe.run("rectangle-offset", scene: CatalogRecordingSupport.demo("rectangle-offset"), reverse: reverse, at: [t]) { _, p in
            m.to = translation(p.toView)
            m.from = translation(p.fromView)
            m.containerIsWhite = p.container?.backgroundColor == .white
            m.toOnTop = p.container?.subviews.last === p.toView
            m.fromOnTop = p.container?.subviews.last === p.fromView
        }
        return m
    }

    @Test("present: the to-view comes from (W, H) and the from-view leaves to (-W, -H) on easeInEaseOut",
          arguments: [0.0, 0.1, 0.25, 0.4])
    func presentTransforms(t: Double) throws {
        let m = try Self.moment(reverse: false, at: t)
        let e = CurveReference.easeInEaseOut(t / 0.5)
        #expect(m.to.plain && m.from.plain)
        expectApproximatelyEqual(m.to.x, Self.w * (1 - e), within: 1e-6); expectApproximatelyEqual(m.to.y, Self.h * (1 - e), within: 1e-6)
        expectApproximatelyEqual(m.from.x, -Self.w * e, within: 1e-6); expectApproximatelyEqual(m.from.y, -Self.h * e, within: 1e-6)
        #expect(m.containerIsWhite)
        #expect(m.toOnTop)
    }

    @Test("dismiss: the presented view leaves to (W, H) on top while the presenting view returns from (-W, -H)",
          arguments: [0.0, 0.1, 0.25, 0.4])
    func dismissTransforms(t: Double) throws {
        let m = try Self.moment(reverse: true, at: t)
        let e = CurveReference.easeInEaseOut(t / 0.5)
        expectApproximatelyEqual(m.to.x, -Self.w * (1 - e), within: 1e-6); expectApproximatelyEqual(m.to.y, -Self.h * (1 - e), within: 1e-6)
        expectApproximatelyEqual(m.from.x, Self.w * e, within: 1e-6); expectApproximatelyEqual(m.from.y, Self.h * e, within: 1e-6)
        #expect(m.fromOnTop)
    }

    @Test("at the end both transforms are reset and the container holds no view but the to-view", arguments: [false, true])
    func endState(reverse: Bool) throws {
        let (recording, p) = try CatalogProbe.run("rectangle-offset", scene: CatalogRecordingSupport.demo("rectangle-offset"), reverse: reverse)
        #expect(abs(recording.duration - 0.5) < 1e-12)
        #expect(CATransform3DIsIdentity(p.fromView.transform3D) && CATransform3DIsIdentity(p.toView.transform3D))
        #expect(p.leftOnlyTheToView)
    }

    @Test("dismiss frame i equals present frame n-1-i: easeInEaseOut is symmetric in time", arguments: [5, 12, 22])
    func dismissFramesAreTimeReverse(frame i: Int) throws {
        let present = try CatalogRecordingSupport.record("rectangle-offset")
        let dismiss = try CatalogRecordingSupport.record("rectangle-offset", reverse: true)
        let back = try dismiss.recording.frame(i)
        let forth = try present.recording.frame(present.frameCount - 1 - i)
        // 1 − f(1 − x) equals f(x) to about 1e-12: at most one step on an image edge pixel.
        let diff = try ImageDifference(reference: forth, actual: back)
        #expect(diff.maxChannelDifference <= 1, "frame \(i): \(diff.maxChannelDifference)")
    }
}
