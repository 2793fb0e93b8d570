import Foundation
import Testing
import Raster
import Transitions
import TestSupport
import UIKit
@testable import TransitionCatalog

/// flip-horizontal as the catalog presents it: the turn angle over time, the card kept inside
/// the screen, the darkening, and which face shows.
@Suite("UIKit: flip-horizontal", .uikitTurns)
struct FlipHorizontalValueTests {
    static func scene(width: Double = 120, height: Double = 200, from: UIKitScreen? = nil, to: UIKitScreen? = nil) -> UIKitScene {
        var s = UIKitScene.showcase(for: "flip-horizontal")
        s.size = Size(width: width, height: height)
        if let from { s.from = from }
        if let to { s.to = to }
        return s
    }

    /// The angle about y of a y rotation followed by a z translation: m11 = cos φ, m13 = −sin φ.
    static func angle(_ t: CATransform3D) -> Double { atan2(-Double(t.m13), Double(t.m11)) }

    /// The angle the system curve has turned the card to (radians, 0...π) at time t.
    static func turned(_ t: Double) -> Double { .pi * CurveReference.systemCurve(t) }

    @Test("the from-view turns by ∓π · x(t) (curve 7), the to-view back to back with it",
          arguments: [false, true], [0.02, 0.05, 0.1, 0.2, 0.3, 0.45])
    func angleOverTime(reverse: Bool, t: Double) throws {
        var from: CATransform3D?, to: CATransform3D?
        try CatalogProbe.run("flip-horizontal", scene: Self.scene(), reverse: reverse, at: [t]) { _, p in
            (from, to) = (p.fromView.layer.presentation()?.transform, p.toView.layer.presentation()?.transform)
        }
        let sign = reverse ? 1.0 : -1.0
        expectApproximatelyEqual(Self.angle(try #require(from)), sign * Self.turned(t), within: 1e-3)
        // atan2 wraps to (−π, π]: the to-view at φ ± π reads as φ ± π − 2π·sign.
        var expected = sign * Self.turned(t) - sign * .pi
        if expected <= -.pi { expected += 2 * .pi }
        expectApproximatelyEqual(Self.angle(try #require(to)), expected, within: 1e-3)
    }

    /// Where the corners of a full-screen face land on the screen, in points: each corner
    /// relative to the face's centre (its anchor, which is the container's centre) goes through
    /// the face's transform, then the container's sublayer transform (about the same centre),
    /// then the perspective divide. Row vectors, as Core Animation's matrices are written.
    static func corners(transform m: CATransform3D, sublayer s: CATransform3D, width w: Double, height h: Double) -> [Point] {
        func apply(_ v: [Double], _ m: CATransform3D) -> [Double] {
            let r = [[m.m11, m.m12, m.m13, m.m14], [m.m21, m.m22, m.m23, m.m24], [m.m31, m.m32, m.m33, m.m34], [m.m41, m.m42, m.m43, m.m44]]
            return (0..<4).map { j in (0..<4).reduce(0.0) { $0 + v[$1] * Double(r[$1][j]) } }
        }
        return [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)].map { x, y in
            let p = apply(apply([x, y, 0, 1], m), s)
            return Point(x: w / 2 + p[0] / p[3], y: h / 2 + p[1] / p[3])
        }
    }

    @Test("on a 390 x 844 screen the card stays within the screen's height in every frame, its near edge exactly H tall",
          arguments: [false, true])
    func cardStaysInsideTheScreen(reverse: Bool) throws {
        var faces: [(t: Double, from: CATransform3D, to: CATransform3D, sublayer: CATransform3D)] = []
        let times = (0..<30).map { Double($0) / 60 }
        try CatalogProbe.run("flip-horizontal", scene: Self.scene(width: 390, height: 844), reverse: reverse, at: times) { t, p in
            guard let from = p.fromView.layer.presentation(), let to = p.toView.layer.presentation(), let c = p.container else { return }
            faces.append((t, from.transform, to.transform, c.layer.sublayerTransform))
        }
        #expect(faces.count == times.count)
        var nearEdgeChecked = 0
        for f in faces {
            // Between the 2° keyframes the transform is interpolated decomposed, as Core Animation
            // does (rotation by slerp, the push-back linearly), which strays from the exact
            // push-back by under 0.05 pt: allowed up to 0.1 pt (0.3 px at 3x).
            let e = 0.1
            for face in [f.from, f.to] {
                let c = Self.corners(transform: face, sublayer: f.sublayer, width: 390, height: 844)
                for p in c { #expect(p.y >= -e && p.y <= 844 + e && p.x >= -e && p.x <= 390 + e, "t = \(f.t): corner \(p)") }
                // The taller vertical edge (nearer the camera) spans the whole height.
                let left = abs(c[3].y - c[0].y), right = abs(c[2].y - c[1].y)
                if !CATransform3DIsIdentity(f.sublayer) {
                    expectApproximatelyEqual(max(left, right), 844, within: e, "t = \(f.t): near edge \(max(left, right)) pt tall")
                    nearEdgeChecked += 1
                }
            }
        }
        #expect(nearEdgeChecked >= 2 * (31 - 2))
    }

    @Test("the keyframed turn keeps the card's width: |row 1| of the matrix stays 1 (no element-wise shrink)")
    func noShrinkBetweenKeyframes() throws {
        var rows: [Double: Double] = [:]
        let times = Array(stride(from: 0.0, to: 0.5, by: 0.0037))
        try CatalogProbe.run("flip-horizontal", scene: Self.scene(), at: times) { t, p in
            if let m = p.fromView.layer.presentation()?.transform { rows[t] = (Double(m.m11 * m.m11 + m.m13 * m.m13)).squareRoot() }
        }
        #expect(rows.count == times.count)
        for (t, r) in rows { expectApproximatelyEqual(r, 1, within: 2e-4, "t = \(t)") }
    }

    static func solid(_ name: String, _ color: UIColor) -> UIKitScreen {
        UIKitScreen(name: name) { size in
            let v = UIView(frame: CGRect(origin: .zero, size: size))
            v.backgroundColor = color
            return v
        }
    }

    /// The frame of a red → blue flip held where the from-view has turned `degrees`.
    static func frame(turned degrees: Double, reverse: Bool) throws -> Pixmap {
        let scene = Self.scene(from: Self.solid("red", .red), to: Self.solid("blue", .blue))
        // The time the system curve reaches degrees / 180, by bisection; held there as a fraction of 0.5 s.
        var lo = 0.0, hi = 0.5
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if CurveReference.systemCurve(mid) < degrees / 180 { lo = mid } else { hi = mid }
        }
        let held = try SceneRecording(scene: scene, settings: RenderSettings(reverse: reverse, scale: 1), progress: (lo + hi) / 2 / 0.5)
        return try held.recording.frame(0)
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
        expectApproximatelyEqual(Double(centre.r), expected, within: 1.5, "red \(centre.r), expected \(expected)")
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
