import Testing
import Raster
@testable import Transitions
import TestSupport

/// Presentation values, fill modes, block animations and the run's event order.
@Suite("Engine: animations")
struct AnimationEngineTests {
    /// An opacity animation 0.2 -> 0.8 that starts at t = 1 and lasts 1 s.
    func opacityAnimation(fill: FillMode, removed: Bool) -> Layer {
        let l = Layer()
        l.opacity = 0.5
        let a = BasicAnimation(keyPath: "opacity", from: .number(0.2), to: .number(0.8))
        a.beginTime = 1
        a.duration = 1
        a.fillMode = fill
        a.isRemovedOnCompletion = removed
        l.add(a, forKey: "fade")
        return l
    }

    @Test("presentation values before, during and after, for each fill mode", arguments: [
        // (fill, removedOnCompletion, before t=0.5, during t=1.5, after t=2.5)
        (FillMode.removed, true, 0.5, 0.5, 0.5),
        (FillMode.backwards, true, 0.2, 0.5, 0.5),
        (FillMode.forwards, true, 0.5, 0.5, 0.5),
        (FillMode.forwards, false, 0.5, 0.5, 0.8),
        (FillMode.both, false, 0.2, 0.5, 0.8),
        (FillMode.both, true, 0.2, 0.5, 0.5),
    ])
    func fillModes(fill: FillMode, removed: Bool, before: Double, during: Double, after: Double) {
        let l = opacityAnimation(fill: fill, removed: removed)
        #expect(l.presentationValue(.opacity, at: 0.5)?.number == before)
        expectApproximatelyEqual(l.presentationValue(.opacity, at: 1.5)!.number!, 0.5, within: 1e-12)
        #expect(l.presentationValue(.opacity, at: 2.5)?.number == after)
        _ = during
    }

    @Test("a basic animation without a duration lasts 0.25 s and is linear")
    func basicDefaults() {
        let l = Layer()
        let a = BasicAnimation(keyPath: "position", from: .point(.zero), to: .point(Point(x: 100, y: 0)))
        l.add(a, forKey: "move")
        expectApproximatelyEqual(l.presentationValue(.position, at: 0.125)!.point!.x, 50, within: 1e-9)
        expectApproximatelyEqual(l.presentationValue(.position, at: 0.0625)!.point!.x, 25, within: 1e-9)
        // Past 0.25 s the model value shows again.
        #expect(l.presentationValue(.position, at: 0.26)?.point == .zero)
    }

    @Test("timing curves pace the interpolation", arguments: [TimingFunction.easeIn, .easeOut, .easeInEaseOut, .default])
    func timingCurve(curve: TimingFunction) {
        let l = Layer()
        let a = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1))
        a.duration = 2
        a.timingFunction = curve
        l.add(a, forKey: "o")
        for t in [0.2, 0.9, 1.6] {
            expectApproximatelyEqual(l.presentationValue(.opacity, at: t)!.number!, curve.value(at: t / 2), within: 1e-12)
        }
    }

    @Test("a spring animation follows the spring's closed form")
    func springAnimation() {
        let l = Layer()
        let a = SpringAnimation(keyPath: "opacity")
        a.fromValue = .number(0)
        a.toValue = .number(1)
        a.stiffness = 200
        a.damping = 10
        l.add(a, forKey: "s")
        let spring = Spring(mass: 1, stiffness: 200, damping: 10, initialVelocity: 0)
        #expect(a.settlingDuration == spring.settlingDuration)
        for t in [0.05, 0.2, 0.5] {
            expectApproximatelyEqual(l.presentationValue(.opacity, at: t)!.number!, spring.value(at: t), within: 1e-12)
        }
    }

    @Test("keyframes pass through their values at their key times")
    func keyframes() {
        let l = Layer()
        let k = KeyframeAnimation(keyPath: "opacity")
        k.values = [.number(0), .number(1), .number(0.5)]
        k.keyTimes = [0, 0.25, 1]
        k.duration = 1
        l.add(k, forKey: "k")
        expectApproximatelyEqual(l.presentationValue(.opacity, at: 0.25)!.number!, 1, within: 1e-12)
        expectApproximatelyEqual(l.presentationValue(.opacity, at: 0.125)!.number!, 0.5, within: 1e-12)
        expectApproximatelyEqual(l.presentationValue(.opacity, at: 0.625)!.number!, 0.75, within: 1e-12)
    }

    /// A layer `width` points square at `origin`, filled with `color`.
    static func square(_ side: Double, at origin: Point, _ color: Color) -> Layer {
        let l = Layer()
        l.bounds = Rect(x: 0, y: 0, width: side, height: side)
        l.position = Point(x: origin.x + side / 2, y: origin.y + side / 2)
        l.backgroundColor = color
        return l
    }

    @Test("a block animation (what UIView.animate opens) produces the same frames as the equivalent explicit animation")
    func blockEqualsExplicit() throws {
        func scene(explicit: Bool) throws -> [Pixmap] {
            let timeline = Timeline()
            let root = Self.square(80, at: .zero, .white)
            let box = Self.square(20, at: .zero, .red)
            root.addSublayer(box)
            timeline.run {
                if explicit {
                    let a = BasicAnimation(keyPath: "position", from: .point(Point(x: 10, y: 10)), to: .point(Point(x: 60, y: 50)))
                    a.duration = 0.5
                    a.beginTime = 0.1
                    a.fillMode = .backwards
                    a.timingFunction = .easeOut
                    box.position = Point(x: 60, y: 50)
                    box.add(a, forKey: "position")
                } else {
                    // A view's setter records the value it shows before it writes its layer.
                    AnimationBlock.run(duration: 0.5, delay: 0.1, curve: .bezier(.easeOut), animations: {
                        AnimationBlock.record(box, .position)
                        box.position = Point(x: 60, y: 50)
                    }, completion: nil)
                }
            }
            return try [0, 0.05, 0.2, 0.37, 0.6, 0.8].map { t in try renderLayer(root, width: 80, height: 80, at: t) }
        }
        let a = try scene(explicit: false), b = try scene(explicit: true)
        for (x, y) in zip(a, b) { #expect(x.hasSamePixels(as: y)) }
        #expect(!a[0].hasSamePixels(as: a[3]))
    }

    @Test("block completions fire in time order and can start further animations")
    func completionsInOrder() {
        let timeline = Timeline()
        var log: [String] = []
        let l = Self.square(10, at: .zero, .red)
        func animate(_ duration: Double, _ property: LayerProperty, _ change: @escaping () -> Void, completion: @escaping () -> Void) {
            AnimationBlock.run(duration: duration, delay: 0, curve: .easeInEaseOut, animations: {
                AnimationBlock.record(l, property)
                change()
            }, completion: { _ in completion() })
        }
        timeline.run {
            animate(0.3, .opacity, { l.opacity = 0.5 }) {
                log.append("a@\(currentMediaTime())")
                animate(0.2, .opacity, { l.opacity = 1 }) { log.append("c@\(currentMediaTime())") }
            }
            animate(0.1, .position, { l.position = Point(x: 1, y: 1) }) { log.append("b@\(currentMediaTime())") }
        }
        timeline.advance(to: 10)
        #expect(log == ["b@0.1", "a@0.3", "c@0.5"])
    }

    @Test("invalid animation values are refused with a warning, never a crash")
    func invalidValuesWarn() {
        let timeline = Timeline()
        let l = Layer()
        timeline.run {
            let a = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1))
            a.duration = -1
            l.add(a, forKey: "bad")
            let k = KeyframeAnimation(keyPath: "opacity")
            k.values = [.number(0), .number(1), .number(0)]
            k.keyTimes = [0, 0.8, 0.2]
            l.add(k, forKey: "k")
        }
        #expect(l.animation(forKey: "bad") == nil)
        #expect(timeline.warnings.contains { $0.contains("duration -1") })
        #expect(timeline.warnings.contains { $0.contains("keyTimes[2]") })
        // NaN geometry renders nothing for that layer instead of crashing.
        let root = coloredLayer(Rect(x: 0, y: 0, width: 10, height: 10), .white)
        let bad = coloredLayer(Rect(x: 0, y: 0, width: 5, height: 5), .black)
        bad.position = Point(x: .nan, y: 0)
        root.addSublayer(bad)
        #expect(throws: Never.self) { try renderLayer(root, width: 10, height: 10) }
    }

    @Test("a path animation between different structures warns and still draws a shape")
    func pathStructureMismatch() throws {
        let timeline = Timeline()
        let root = coloredLayer(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        let shape = ShapeLayer()
        shape.frame = root.bounds
        shape.fillColor = .black
        root.addSublayer(shape)
        timeline.run {
            let a = BasicAnimation(keyPath: "path", from: .path(.oval(in: Rect(x: 40, y: 40, width: 20, height: 20))),
                                   to: .path(.arc(center: Point(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)))
            a.duration = 1
            shape.add(a, forKey: "path")
        }
        #expect(timeline.warnings.contains { $0.contains("different element structures") })
        let mid = try renderLayer(root, width: 100, height: 100, at: 0.5)
        // Halfway the radius is about 25: the centre is covered, (50, 80) is not.
        #expect(mid[50, 50] == Color.black.premultiplied)
        #expect(mid[50, 80] == Color.white.premultiplied)
        #expect(mid[50, 27] == Color.black.premultiplied)
    }
}
