import Raster
import Testing
@testable import Transitions
import TestSupport

/// color-diffusion (TRANSITIONS.md section 5): the staged presentation values, by hand.
///
/// The demo's box sits at the centre, where the copy's move and colour change do nothing, so
/// the moving and recolouring checks use a trigger off-centre, on the home screen's green:
/// C is then green (the colour under the trigger), the presented colour red.
@Suite("Seed transitions: color-diffusion")
struct SeedColorDiffusionTests {
    static let size = DemoScenes.screenSize
    static let d = 0.5
    /// An off-centre trigger on the home screen's background.
    static let corner = Rect(x: 40, y: 600, width: 60, height: 60)
    static let centre = Point(x: 195, y: 422)

    func eio(_ x: Double) -> Double { TimingFunction.easeInEaseOut.value(at: min(max(x, 0), 1)) }

    func run(reverse: Bool, trigger: Rect? = nil, at t: Double) throws -> TransitionRun {
        let plan = try SeedSupport.plan("color-diffusion", reverse: reverse, trigger: trigger)
        let run = plan.makeRun()
        run.advance(to: t)
        return run
    }

    func copy(in run: TransitionRun) throws -> View {
        try #require(run.container.viewWithIdentifier(ColorDiffusionAnimator.copyIdentifier))
    }

    func value(_ v: View, _ p: LayerProperty, at t: Double) throws -> AnimatableValue {
        try #require(v.layer.presentationValue(p, at: t))
    }

    @Test("k = max(W, H) * 1.2 / F.width")
    func coverScale() {
        let box = DiffusionScreens.boxFrame(in: Self.size)
        #expect(ColorDiffusionAnimator.coverScale(box: box, in: Rect(x: 0, y: 0, width: 390, height: 844)) == 844 * 1.2 / 80)
    }

    @Test("present: copy scale, centre and colour follow easeInEaseOut over 0.7 d", arguments: [0.0, 0.1, 0.35, 0.6, 0.7, 0.9])
    func presentCopy(fraction: Double) throws {
        let t = fraction * Self.d
        let r = try run(reverse: false, trigger: Self.corner, at: t)
        let copy = try copy(in: r)
        let k = 844 * 1.2 / 60, e = eio(fraction / 0.7)
        let m = try #require(try value(copy, .transform, at: t).transform)
        expectApproximatelyEqual(m.m11, (1 + (k - 1) * e), within: 1e-9); expectApproximatelyEqual(m.m22, (1 + (k - 1) * e), within: 1e-9)
        let c = try #require(try value(copy, .position, at: t).point)
        expectApproximatelyEqual(c.x, (70 + (195 - 70) * e), within: 1e-9); expectApproximatelyEqual(c.y, (630 + (422 - 630) * e), within: 1e-9)
        let colour = try #require(try value(copy, .backgroundColor, at: t).color)
        expectApproximatelyEqual(colour.red, e, within: 1e-9); expectApproximatelyEqual(colour.green, 1 - e, within: 1e-9); #expect(colour.blue == 0)
        #expect(copy.cornerRadius == 30 && copy.clipsToBounds)
    }

    @Test("present: the demo's copy scale at 0.35 d is 1 + (k - 1) * easeInEaseOut(0.5)")
    func presentCopyScaleOnDemo() throws {
        let r = try run(reverse: false, at: 0.35 * Self.d)
        let m = try #require(try value(try copy(in: r), .transform, at: 0.35 * Self.d).transform)
        let k = 844 * 1.2 / 80
        expectApproximatelyEqual(m.m11, (1 + (k - 1) * eio(0.5)), within: 1e-9)
    }

    @Test("present: the presented view stays transparent until 0.6 d, then fades in over 0.4 d",
          arguments: [0.0, 0.3, 0.6, 0.7, 0.8, 0.9])
    func presentFade(fraction: Double) throws {
        let t = fraction * Self.d
        let r = try run(reverse: false, at: t)
        let alpha = try #require(try value(r.context.toView, .opacity, at: t).number)
        expectApproximatelyEqual(alpha, eio((fraction - 0.6) / 0.4), within: 1e-9, "at \(fraction) d: \(alpha)")
        #expect(r.container.subviews.last === r.context.toView)
    }

    @Test("present: the copy is removed and the transition completes at d")
    func presentEnd() throws {
        let r = try run(reverse: false, at: Self.d)
        #expect(r.container.viewWithIdentifier(ColorDiffusionAnimator.copyIdentifier) == nil)
        #expect(r.context.completion?.finished == true && r.context.completion?.time == Self.d)
    }

    @Test("dismiss: the presented view fades out over 0.7 d", arguments: [0.0, 0.2, 0.35, 0.5, 0.7])
    func dismissFade(fraction: Double) throws {
        let t = fraction * Self.d
        let r = try run(reverse: true, at: t)
        let alpha = try #require(try value(r.context.fromView, .opacity, at: t).number)
        expectApproximatelyEqual(alpha, (1 - eio(fraction / 0.7)), within: 1e-9)
        #expect(r.container.subviews.last === r.context.fromView)
        #expect(r.container.subviews.first === r.context.toView)
    }

    @Test("dismiss: the copy waits 0.3 d scaled by k at the centre, then returns to F and C over 0.6 d",
          arguments: [0.0, 0.2, 0.3, 0.6, 0.8])
    func dismissCopy(fraction: Double) throws {
        let t = fraction * Self.d
        let r = try run(reverse: true, trigger: Self.corner, at: t)
        let copy = try copy(in: r)
        let k = 844 * 1.2 / 60, e = eio((fraction - 0.3) / 0.6)
        let m = try #require(try value(copy, .transform, at: t).transform)
        expectApproximatelyEqual(m.m11, (k + (1 - k) * e), within: 1e-9)
        let c = try #require(try value(copy, .position, at: t).point)
        expectApproximatelyEqual(c.x, (195 + (70 - 195) * e), within: 1e-9); expectApproximatelyEqual(c.y, (422 + (630 - 422) * e), within: 1e-9)
        // From the presented (red) colour back to C, the home screen's green under the trigger.
        let colour = try #require(try value(copy, .backgroundColor, at: t).color)
        expectApproximatelyEqual(colour.red, (1 - e), within: 1e-9); expectApproximatelyEqual(colour.green, e, within: 1e-9)
    }

    @Test("dismiss: on the demo C is the home screen's red box, so the copy lands on it unchanged")
    func dismissColourIsHomeBox() throws {
        let r = try run(reverse: true, at: 0.89 * Self.d)
        let colour = try #require(try value(try copy(in: r), .backgroundColor, at: 0.89 * Self.d).color)
        #expect(colour == .red)
    }

    @Test("dismiss: the copy is removed and the transition completes at 0.9 d")
    func dismissEnd() throws {
        let before = try run(reverse: true, at: 0.89 * Self.d)
        #expect(before.context.completion == nil)
        let after = try run(reverse: true, at: 0.9 * Self.d)
        #expect(after.container.viewWithIdentifier(ColorDiffusionAnimator.copyIdentifier) == nil)
        #expect(after.context.completion?.finished == true)
        expectApproximatelyEqual((after.context.completion?.time ?? 0), 0.45, within: 1e-12)
    }
}
