import XCTest
@testable import QuartzCore
import Transitions

/// A keyframe animation along a path (Hero's and Motion's arcs) moves the point through the
/// path's vertices at the key times, along each element at its Bézier parameter, at constant
/// speed when paced, vertex to vertex when discrete, and turns the layer with the tangent.
final class CAKeyframeAnimationPathTests: XCTestCase {
    private func presentation(of layer: CALayer, at t: Double, _ animation: CAKeyframeAnimation) -> CALayer {
        let clock = Timeline()
        clock.run { layer.add(animation, forKey: "k") }
        clock.advance(to: t)
        return clock.run { layer.presentation()! }
    }

    /// (0,0) → (100,0) → (100,50): two line segments, three vertices.
    private func elbow() -> CGPath {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 100, y: 0))
        p.addLine(to: CGPoint(x: 100, y: 50))
        return p
    }

    private func along(_ path: CGPath, keyPath: String = "position", _ configure: (CAKeyframeAnimation) -> Void = { _ in }) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: keyPath)
        a.path = path
        a.duration = 1
        configure(a)
        return a
    }

    private func assertPoint(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, file: file, line: line)
    }

    func testLinearGivesEachSegmentItsShareOfTheKeyTimes() {
        let even = along(elbow())
        assertPoint(presentation(of: CALayer(), at: 0.25, even).position, 50, 0)
        assertPoint(presentation(of: CALayer(), at: 0.75, even).position, 100, 25)
        let timed = along(elbow()) { $0.keyTimes = [0, 0.8, 1] }
        assertPoint(presentation(of: CALayer(), at: 0.4, timed).position, 50, 0)
        assertPoint(presentation(of: CALayer(), at: 0.9, timed).position, 100, 25)
        // A segment's timing function eases its part: ease-in at half of the first segment.
        let eased = along(elbow()) { $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)] }
        let f = CAMediaTimingFunction(name: .easeIn).function.value(at: 0.5)
        assertPoint(presentation(of: CALayer(), at: 0.25, eased).position, CGFloat(100 * f), 0)
    }

    func testAQuadraticArcIsFollowedAtItsParameter() {
        // Hero's arc: move, then one quadratic curve; half way is B(0.5) = (50, 50).
        let arc = CGMutablePath()
        arc.move(to: .zero)
        arc.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let a = along(arc) { $0.values = [CGPoint.zero, CGPoint(x: 100, y: 0)] }   // the path wins over values
        assertPoint(presentation(of: CALayer(), at: 0.5, a).position, 50, 50)
        // B(0.25) = 0.5625·(0,0) + 0.375·(50,100) + 0.0625·(100,0)
        assertPoint(presentation(of: CALayer(), at: 0.25, a).position, 25, 37.5)
    }

    func testPacedMovesAtConstantSpeedIgnoringKeyTimes() {
        // 150 points long: at 0.5 s the point has gone 75, at 0.8 s 120 (20 down the second leg).
        let a = along(elbow()) { $0.calculationMode = .paced; $0.keyTimes = [0, 0.9, 1] }
        assertPoint(presentation(of: CALayer(), at: 0.5, a).position, 75, 0, accuracy: 1e-6)
        assertPoint(presentation(of: CALayer(), at: 0.8, a).position, 100, 20, accuracy: 1e-6)
        // A quarter circle of radius 100 drawn as an arc: paced, a third of the way is 30°.
        let quarter = CGMutablePath()
        quarter.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let p = presentation(of: CALayer(), at: 1.0 / 3, along(quarter) { $0.calculationMode = .cubicPaced }).position
        XCTAssertEqual(atan2(p.y, p.x), .pi / 6, accuracy: 2e-3)
        XCTAssertEqual(hypot(p.x, p.y), 100, accuracy: 0.05)
    }

    func testDiscreteJumpsFromVertexToVertex() {
        let a = along(elbow()) { $0.calculationMode = .discrete }
        assertPoint(presentation(of: CALayer(), at: 0.2, a).position, 0, 0)
        assertPoint(presentation(of: CALayer(), at: 0.5, a).position, 100, 0)
        assertPoint(presentation(of: CALayer(), at: 0.7, a).position, 100, 50)
    }

    func testRotateAutoTurnsTheLayerToTheTangentOverItsTransform() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        let arc = CGMutablePath()
        arc.move(to: .zero)
        arc.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        // At the start the tangent is (100, 200); half way it is horizontal.
        let start = presentation(of: layer, at: 0, along(arc) { $0.rotationMode = .rotateAuto }).transform
        XCTAssertEqual(atan2(start.m12, start.m11), atan2(200, 100), accuracy: 1e-9)
        XCTAssertEqual(hypot(start.m11, start.m12), 2, accuracy: 1e-9)
        let middle = presentation(of: layer, at: 0.5, along(arc) { $0.rotationMode = .rotateAuto }).transform
        XCTAssertEqual(middle.m11, 2, accuracy: 1e-9)
        XCTAssertEqual(middle.m12, 0, accuracy: 1e-9)
        // Going straight down, reversed: a quarter turn plus a half turn.
        let down = CGMutablePath()
        down.move(to: .zero)
        down.addLine(to: CGPoint(x: 0, y: 100))
        let reversed = presentation(of: CALayer(), at: 0.5, along(down) { $0.rotationMode = .rotateAutoReverse }).transform
        XCTAssertEqual(reversed.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(reversed.m12, -1, accuracy: 1e-9)
        // Without a rotation mode the transform stays the layer's.
        XCTAssertEqual(presentation(of: layer, at: 0.5, along(down)).transform.m11, 2)
    }

    func testAPathOnANonPointKeyPathOrWrongKeyTimesIsAnError() {
        for (animation, words) in [(along(elbow(), keyPath: "opacity"), "only a point key path"),
                                   (along(elbow()) { $0.keyTimes = [0, 1] }, "the path has 3 vertices")] {
            let log = RecordingLog()
            RecordingLog.$current.withValue(log) { _ = presentation(of: CALayer(), at: 0.5, animation) }
            XCTAssertEqual(log.errors.count, 1)
            XCTAssertTrue(log.errors.first?.contains(words) == true, "\(log.errors)")
        }
    }
}
