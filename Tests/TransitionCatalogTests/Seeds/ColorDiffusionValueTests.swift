import Raster
import Transitions
import Testing
import TestSupport
import UIKit
@testable import TransitionCatalog

/// color-diffusion (TRANSITIONS.md section 5) on its demo: the staged presentation values, by hand.
///
/// The demo's box sits at the centre, where the copy's move and colour change do nothing, so
/// the moving and recolouring checks use a trigger off-centre, on the home screen's green:
/// C is then green (the colour under the trigger), the presented colour red.
@Suite("Seed transitions: color-diffusion", .uikitTurns)
struct ColorDiffusionValueTests {
    static let d = 0.5
    /// An off-centre trigger on the home screen's background.
    static let corner = Rect(x: 40, y: 600, width: 60, height: 60)

    func eio(_ x: Double) -> Double { CurveReference.easeInEaseOut(min(max(x, 0), 1)) }

    /// What one moment shows: the copy of the box (the container's view that is neither screen),
    /// its presentation scale, centre and colour, and the screens' alphas and order.
    struct Moment {
        var hasCopy = false, scale = Double.nan, centre = Point(x: .nan, y: .nan), colour: [Double] = []
        var copyCorner = Double.nan, copyClips = false
        var toAlpha = Double.nan, fromAlpha = Double.nan, toOnTop = false, fromOnTop = false, toAtBottom = false
    }

    static func moment(reverse: Bool, trigger: Rect? = nil, at t: Double) throws -> Moment {
        var m = Moment()
        try CatalogProbe.run("color-diffusion", scene: CatalogRecordingSupport.demo("color-diffusion"), reverse: reverse,
                             trigger: trigger, at: [t]) { _, p in
            let views = p.container?.subviews ?? []
            if let copy = views.first(where: { $0 !== p.toView && $0 !== p.fromView }), let shown = copy.layer.presentation() {
                m.hasCopy = true
                m.scale = Double(shown.transform.m11)
                #expect(shown.transform.m22 == shown.transform.m11)
                m.centre = Point(x: Double(shown.position.x), y: Double(shown.position.y))
                m.colour = (shown.backgroundColor?.components ?? []).map(Double.init)
                m.copyCorner = Double(copy.layer.cornerRadius)
                m.copyClips = copy.clipsToBounds
            }
            m.toAlpha = Double(p.toView.layer.presentation()?.opacity ?? .nan)
            m.fromAlpha = Double(p.fromView.layer.presentation()?.opacity ?? .nan)
            m.toOnTop = views.last === p.toView
            m.fromOnTop = views.last === p.fromView
            m.toAtBottom = views.first === p.toView
        }
        return m
    }

    @Test("present: copy scale, centre and colour follow easeInEaseOut over 0.7 d", arguments: [0.0, 0.1, 0.35, 0.6, 0.7, 0.9])
    func presentCopy(fraction: Double) throws {
        let m = try Self.moment(reverse: false, trigger: Self.corner, at: fraction * Self.d)
        #expect(m.hasCopy)
        let k = 844 * 1.2 / 60, e = eio(fraction / 0.7)
        expectApproximatelyEqual(m.scale, 1 + (k - 1) * e, within: 1e-6)
        expectApproximatelyEqual(m.centre.x, 70 + (195 - 70) * e, within: 1e-6); expectApproximatelyEqual(m.centre.y, 630 + (422 - 630) * e, within: 1e-6)
        try #require(m.colour.count == 4, "\(m.colour)")
        expectApproximatelyEqual(m.colour[0], e, within: 1e-6); expectApproximatelyEqual(m.colour[1], 1 - e, within: 1e-6); #expect(m.colour[2] == 0)
        #expect(m.copyCorner == 30 && m.copyClips)
    }

    @Test("present: the demo's copy scale at 0.35 d is 1 + (k - 1) * easeInEaseOut(0.5), k = 844 · 1.2 / 80")
    func presentCopyScaleOnDemo() throws {
        let m = try Self.moment(reverse: false, at: 0.35 * Self.d)
        let k = 844 * 1.2 / 80
        expectApproximatelyEqual(m.scale, 1 + (k - 1) * eio(0.5), within: 1e-6)
    }

    @Test("present: the presented view stays transparent until 0.6 d, then fades in over 0.4 d",
          arguments: [0.0, 0.3, 0.6, 0.7, 0.8, 0.9])
    func presentFade(fraction: Double) throws {
        let m = try Self.moment(reverse: false, at: fraction * Self.d)
        // Opacity is a Float in Core Animation's API, as on iOS.
        expectApproximatelyEqual(m.toAlpha, eio((fraction - 0.6) / 0.4), within: 1e-6, "at \(fraction) d: \(m.toAlpha)")
        #expect(m.toOnTop)
    }

    @Test("present: the copy is removed and the transition completes at d")
    func presentEnd() throws {
        let (recording, p) = try CatalogProbe.run("color-diffusion", scene: CatalogRecordingSupport.demo("color-diffusion"))
        #expect(abs(recording.duration - Self.d) < 1e-12)
        #expect(p.transitionContainer?.subviews.map { $0 === p.toView } == [true])
    }

    @Test("dismiss: the presented view fades out over 0.7 d", arguments: [0.0, 0.2, 0.35, 0.5, 0.7])
    func dismissFade(fraction: Double) throws {
        let m = try Self.moment(reverse: true, at: fraction * Self.d)
        expectApproximatelyEqual(m.fromAlpha, 1 - eio(fraction / 0.7), within: 1e-6)
        #expect(m.fromOnTop && m.toAtBottom)
    }

    @Test("dismiss: the copy waits 0.3 d scaled by k at the centre, then returns to F and C over 0.6 d",
          arguments: [0.0, 0.2, 0.3, 0.6, 0.8])
    func dismissCopy(fraction: Double) throws {
        let m = try Self.moment(reverse: true, trigger: Self.corner, at: fraction * Self.d)
        #expect(m.hasCopy)
        let k = 844 * 1.2 / 60, e = eio((fraction - 0.3) / 0.6)
        expectApproximatelyEqual(m.scale, k + (1 - k) * e, within: 1e-6)
        expectApproximatelyEqual(m.centre.x, 195 + (70 - 195) * e, within: 1e-6); expectApproximatelyEqual(m.centre.y, 422 + (630 - 422) * e, within: 1e-6)
        // From the presented (red) colour back to C, the home screen's green under the trigger.
        try #require(m.colour.count == 4, "\(m.colour)")
        expectApproximatelyEqual(m.colour[0], 1 - e, within: 1e-6); expectApproximatelyEqual(m.colour[1], e, within: 1e-6)
    }

    @Test("dismiss: on the demo C is the home screen's red box, so the copy lands on it unchanged")
    func dismissColourIsHomeBox() throws {
        let m = try Self.moment(reverse: true, at: 0.89 * Self.d)
        #expect(m.colour == [1, 0, 0, 1])
    }

    @Test("dismiss: the copy is removed and the transition completes at 0.9 d")
    func dismissEnd() throws {
        let before = try Self.moment(reverse: true, at: 0.89 * Self.d)
        #expect(before.hasCopy)
        let (recording, p) = try CatalogProbe.run("color-diffusion", scene: CatalogRecordingSupport.demo("color-diffusion"), reverse: true)
        expectApproximatelyEqual(recording.duration, 0.45, within: 1e-12)
        #expect(p.leftOnlyTheToView)
    }
}
