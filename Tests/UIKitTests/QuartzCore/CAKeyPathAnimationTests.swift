import XCTest
import QuartzCore
import Transitions

/// Component key paths animate their part of a property on the virtual clock.
final class CAKeyPathAnimationTests: XCTestCase {
    private func presentation(of layer: CALayer, at t: Double, _ setup: () -> Void) -> CALayer {
        let clock = Timeline()
        clock.run(setup)
        clock.advance(to: t)
        return clock.run { layer.presentation()! }
    }

    func testTransformScaleAnimatesTheScaleKeepingTheTranslation() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeTranslation(30, 0, 0)
        let p = presentation(of: layer, at: 0.5) {
            let a = CABasicAnimation(keyPath: "transform.scale")
            a.fromValue = 0.5
            a.toValue = 1.0
            a.duration = 1
            layer.add(a, forKey: "s")
        }
        XCTAssertEqual(p.transform.m11, 0.75, accuracy: 1e-12)
        XCTAssertEqual(p.transform.m22, 0.75, accuracy: 1e-12)
        XCTAssertEqual(p.transform.m41, 30, accuracy: 1e-12)
    }

    func testPositionXLeavesYAndRotationZTurns() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        let p = presentation(of: layer, at: 0.25) {
            let x = CABasicAnimation(keyPath: "position.x")
            x.fromValue = CGFloat(0)
            x.toValue = CGFloat(100)
            x.duration = 1
            layer.add(x, forKey: "x")
            let r = CABasicAnimation(keyPath: "transform.rotation.z")
            r.toValue = Double.pi
            r.duration = 1
            layer.add(r, forKey: "r")
        }
        XCTAssertEqual(p.position.x, 25, accuracy: 1e-12)
        XCTAssertEqual(p.position.y, 20)
        XCTAssertEqual(atan2(p.transform.m12, p.transform.m11), .pi / 4, accuracy: 1e-9)
    }

    func testKeyframesAndGroupChildrenUseGroupTime() {
        let layer = CALayer()
        let p = presentation(of: layer, at: 0.75) {
            let k = CAKeyframeAnimation(keyPath: "opacity")
            k.values = [0.0, 1.0, 0.5]
            k.keyTimes = [0, 0.5, 1]
            let g = CAAnimationGroup()
            g.animations = [k]
            g.duration = 1
            layer.add(g, forKey: "g")
        }
        XCTAssertEqual(p.opacity, 0.75, accuracy: 1e-6)
    }

    func testDelegateHearsStartAndStopOnTheVirtualClock() {
        final class Listener: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start \(CACurrentMediaTime())") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(CACurrentMediaTime()) \(flag)") }
        }
        let listener = Listener()
        let layer = CALayer()
        let clock = Timeline()
        clock.run {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0
            a.duration = 0.5
            a.beginTime = CACurrentMediaTime() + 0.25
            a.delegate = listener
            a.setValue("fade", forKey: "name")
            XCTAssertEqual(a.value(forKey: "name") as? String, "fade")
            layer.add(a, forKey: "fade")
        }
        clock.advance(to: 2)
        XCTAssertEqual(listener.events, ["start 0.25", "stop 0.75 true"])
    }
}
