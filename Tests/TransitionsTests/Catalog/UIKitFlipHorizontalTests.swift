import Foundation
import Testing
import Raster
@testable import Transitions

/// flip-horizontal: the turn angle over time, the card kept inside the screen, the darkening,
/// and which face shows.
@Suite("UIKit: flip-horizontal")
struct UIKitFlipHorizontalTests {
    typealias S = UIKitTestSupport

    /// The angle about y of a y rotation followed by a z translation: m11 = cos φ, m13 = −sin φ.
    static func angle(_ v: AnimatableValue?) -> Double? {
        guard let t = v?.transform else { return nil }
        return atan2(-t.m13, t.m11)
    }

    /// The angle the system curve has turned the card to (radians, 0...π) at time t.
    static func turned(_ t: Double) -> Double { .pi * S.systemCurve(t) }

    @Test("the from-view turns by ∓π · x(t) (curve 7), the to-view back to back with it",
          arguments: [false, true], [0.02, 0.05, 0.1, 0.2, 0.3, 0.45])
    func angleOverTime(reverse: Bool, t: Double) throws {
        let plan = try S.plan("flip-horizontal", reverse: reverse)
        let sign = reverse ? 1.0 : -1.0
        let from = try #require(Self.angle(S.value(.transform, of: { $0.context.fromView.layer }, in: plan, at: t)))
        #expect(abs(from - sign * Self.turned(t)) < 1e-3)
        // atan2 wraps to (−π, π]: the to-view at φ ± π reads as φ ± π − 2π·sign.
        let to = try #require(Self.angle(S.value(.transform, of: { $0.context.toView.layer }, in: plan, at: t)))
        var expected = sign * Self.turned(t) - sign * .pi
        if expected <= -.pi { expected += 2 * .pi }
        #expect(abs(to - expected) < 1e-3)
    }

    /// Where the corners of `layer` (a face of the card) land on the screen at `time`, in points.
    static func corners(of layer: Layer, in container: Layer, at time: Double) throws -> [Point] {
        let presented = layer.presentation(at: time)
        let device = DeviceTransform.scale(1).child(of: presented, parentSublayer: DeviceTransform.sublayer(of: container))
        return try layer.bounds.corners.map { try #require(device.projective.apply(to: $0)) }
    }

    @Test("on a 390 x 844 screen the card stays within the screen's height in every frame, its near edge exactly H tall",
          arguments: [false, true])
    func cardStaysInsideTheScreen(reverse: Bool) throws {
        let scene = S.scene("flip-horizontal", size: Size(width: 390, height: 844))
        let plan = try S.plan("flip-horizontal", reverse: reverse, scene: scene)
        let run = plan.makeRun()
        var nearEdgeChecked = 0
        for i in 0..<plan.frameCount {
            let t = plan.time(ofFrame: i)
            run.advance(to: t)
            // Between the 2° keyframes the transform is interpolated decomposed, as Core Animation
            // does (rotation by slerp, the push-back linearly), which strays from the exact
            // push-back by under 0.05 pt: allowed up to 0.1 pt (0.3 px at 3x).
            let e = 0.1
            for face in [run.context.fromView.layer, run.context.toView.layer] {
                let c = try Self.corners(of: face, in: run.container.layer, at: t)
                for p in c { #expect(p.y >= -e && p.y <= 844 + e && p.x >= -e && p.x <= 390 + e, "frame \(i): corner \(p)") }
                // The taller vertical edge (nearer the camera) spans the whole height.
                let left = abs(c[3].y - c[0].y), right = abs(c[2].y - c[1].y)
                if run.container.layer.sublayerTransform != .identity {
                    #expect(abs(max(left, right) - 844) < e, "frame \(i): near edge \(max(left, right)) pt tall")
                    nearEdgeChecked += 1
                }
            }
        }
        #expect(nearEdgeChecked >= 2 * (plan.frameCount - 2))
    }

    @Test("the keyframed turn keeps the card's width: |row 1| of the matrix stays 1 (no element-wise shrink)")
    func noShrinkBetweenKeyframes() throws {
        let plan = try S.plan("flip-horizontal")
        for t in stride(from: 0.0, through: 0.5, by: 0.0037) {
            let m = try #require(S.value(.transform, of: { $0.context.fromView.layer }, in: plan, at: t)?.transform)
            #expect(abs((m.m11 * m.m11 + m.m13 * m.m13).squareRoot() - 1) < 2e-4)
        }
    }

    /// Frames of a red → blue flip when the from-view has turned `degrees`.
    static func frame(turned degrees: Double, reverse: Bool) throws -> Pixmap {
        let scene = S.scene("flip-horizontal", from: S.solid("red", .red), to: S.solid("blue", .blue))
        let plan = try S.plan("flip-horizontal", reverse: reverse, scene: scene)
        let t = S.time(where: { S.systemCurve($0 * 0.5) }, reaches: degrees / 180, duration: 0.5)
        return try S.frame(plan, at: t)
    }

    static func pixels(of p: Pixmap, where test: (PremultipliedColor) -> Bool) -> Int {
        var n = 0
        for y in 0..<p.height { for x in 0..<p.width where test(p[x, y]) { n += 1 } }
        return n
    }

    @Test("at 45° only the from-screen shows, at 135° only the to-screen (back faces hidden)", arguments: [false, true])
    func backFacesHidden(reverse: Bool) throws {
        // Reverse swaps the screens: the dismissed (blue) screen turns away, red comes back.
        let red: @Sendable (PremultipliedColor) -> UInt8 = { $0.r }, blue: @Sendable (PremultipliedColor) -> UInt8 = { $0.b }
        let first = reverse ? blue : red, second = reverse ? red : blue
        let at45 = try Self.frame(turned: 45, reverse: reverse)
        #expect(Self.pixels(of: at45) { first($0) > 160 } > at45.width * at45.height / 4)
        #expect(Self.pixels(of: at45) { second($0) > 0 } == 0)
        let at135 = try Self.frame(turned: 135, reverse: reverse)
        #expect(Self.pixels(of: at135) { second($0) > 160 } > at135.width * at135.height / 4)
        #expect(Self.pixels(of: at135) { first($0) > 0 } == 0)
    }

    @Test("the turning card darkens slightly: 0.2·|sin φ| of black over the face (at 45°, red 255 → 219)")
    func darkening() throws {
        let p = try Self.frame(turned: 45, reverse: false)
        let expected = 255 * (1 - 0.2 * sin(Double.pi / 4))
        let centre = p[Int(p.width / 2), Int(p.height / 2)]
        #expect(abs(Double(centre.r) - expected) <= 1.5, "red \(centre.r), expected \(expected)")
    }

    @Test("present turns right to left: at 45° the right edge is nearer (taller) than the left")
    func rightEdgeComesForward() throws {
        let p = try Self.frame(turned: 45, reverse: false)
        func height(ofColumnAt x: Int) -> Int { (0..<p.height).filter { p[x, $0].r > 100 }.count }
        let columns = (0..<p.width).filter { height(ofColumnAt: $0) > 0 }
        let left = try #require(columns.first), right = try #require(columns.last)
        #expect(height(ofColumnAt: right) > height(ofColumnAt: left) + 10)
    }
}
