import Foundation
import Testing
import Raster
@testable import Transitions

/// flip-horizontal: the turn angle over time and which face shows.
@Suite("UIKit: flip-horizontal")
struct UIKitFlipHorizontalTests {
    typealias S = UIKitTestSupport

    /// The angle about y of a pure y rotation: m11 = cos φ, m13 = −sin φ (CA convention).
    static func angle(_ v: AnimatableValue?) -> Double? {
        guard let t = v?.transform else { return nil }
        return atan2(-t.m13, t.m11)
    }

    @Test("the from-view turns by ∓π · easeInEaseOut(t / 0.75), the to-view back to back with it",
          arguments: [false, true], [0.05, 0.2, 0.3, 0.45, 0.6, 0.7])
    func angleOverTime(reverse: Bool, t: Double) throws {
        let plan = try S.plan("flip-horizontal", reverse: reverse)
        let e = S.easeInEaseOut(t / 0.75)
        let sign = reverse ? 1.0 : -1.0
        let from = try #require(Self.angle(S.value(.transform, of: { $0.context.fromView.layer }, in: plan, at: t)))
        #expect(abs(from - sign * .pi * e) < 1e-3)
        // atan2 wraps to (−π, π]: the to-view at φ ± π reads as φ ± π − 2π·sign.
        let to = try #require(Self.angle(S.value(.transform, of: { $0.context.toView.layer }, in: plan, at: t)))
        var expected = sign * .pi * e - sign * .pi
        if expected <= -.pi { expected += 2 * .pi }
        #expect(abs(to - expected) < 1e-3)
    }

    @Test("the keyframed turn keeps the card's width: |row 1| of the matrix stays 1 (no element-wise shrink)")
    func noShrinkBetweenKeyframes() throws {
        let plan = try S.plan("flip-horizontal")
        for t in stride(from: 0.0, through: 0.75, by: 0.0137) {
            let m = try #require(S.value(.transform, of: { $0.context.fromView.layer }, in: plan, at: t)?.transform)
            #expect(abs((m.m11 * m.m11 + m.m13 * m.m13).squareRoot() - 1) < 2e-4)
        }
    }

    /// Frames of a red → blue flip when the from-view has turned `degrees`.
    static func frame(turned degrees: Double, reverse: Bool) throws -> Pixmap {
        let scene = S.scene("flip-horizontal", from: S.solid("red", .red), to: S.solid("blue", .blue))
        let plan = try S.plan("flip-horizontal", reverse: reverse, scene: scene)
        let t = S.time(where: S.easeInEaseOut, reaches: degrees / 180, duration: 0.75)
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
        #expect(Self.pixels(of: at45) { first($0) > 200 } > at45.width * at45.height / 4)
        #expect(Self.pixels(of: at45) { second($0) > 0 } == 0)
        let at135 = try Self.frame(turned: 135, reverse: reverse)
        #expect(Self.pixels(of: at135) { second($0) > 200 } > at135.width * at135.height / 4)
        #expect(Self.pixels(of: at135) { first($0) > 0 } == 0)
    }

    @Test("present turns right to left: at 45° the right edge is nearer (taller) than the left")
    func rightEdgeComesForward() throws {
        let p = try Self.frame(turned: 45, reverse: false)
        func height(ofColumnAt x: Int) -> Int { (0..<p.height).filter { p[x, $0].r > 128 }.count }
        let columns = (0..<p.width).filter { height(ofColumnAt: $0) > 0 }
        let left = try #require(columns.first), right = try #require(columns.last)
        #expect(height(ofColumnAt: right) > height(ofColumnAt: left) + 10)
    }
}
